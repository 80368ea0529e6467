import { PhoneNumber } from "@atende/core/contracts/common"
import { UserCreate } from "@atende/core/contracts/users"
import { passwordRule } from "@atende/core/rules/password"
import type { Profile } from "@atende/core/user/user"
import { required, type Validator } from "react-admin"

// The server's user rules checked in the form (spec part 1 §5, §6), from the same core schemas
// the runtime parses POST/PUT /admin/users with; the messages are the console's i18n keys.

type Schema = { safeParse: (value: unknown) => { success: boolean } }

// An empty value passes: `required()` says so where it matters.
const matches =
  (schema: Schema, message: string): Validator =>
  (value) =>
    value == null || value === "" || schema.safeParse(value).success ? undefined : message

const profiles: Profile[] = ["user", "super", "admin"]

export const profileChoices = profiles.map((id) => ({ id, name: `resources.users.profiles.${id}` }))

const strongPassword = matches(passwordRule, "console.validation.password")

const adminStaysActive: Validator = (value, values) =>
  values?.profile === "admin" && value === false ? "console.validation.admin_active" : undefined

export const userValidators = {
  name: [required(), matches(UserCreate.shape.name, "console.validation.name")],
  email: [required(), matches(UserCreate.shape.email, "ra.validation.email")],
  phoneNumber: [matches(PhoneNumber, "console.validation.phone")],
  newPassword: [required(), strongPassword],
  changedPassword: [strongPassword],
  profile: [required()],
  active: [adminStaysActive]
}

export type UserFormValues = {
  name?: string
  email?: string
  password?: string | null
  profile?: string
  phoneNumber?: string | null
  active?: boolean
  queueIds?: unknown
}

const trimmed = (value: string | null | undefined) => (value ?? "").trim()

/** POST /admin/users body: an empty phone number is left out. */
export function toCreateBody(values: UserFormValues) {
  const phoneNumber = trimmed(values.phoneNumber)
  return {
    name: trimmed(values.name),
    email: trimmed(values.email),
    password: values.password,
    profile: values.profile,
    active: values.active ?? true,
    ...(Array.isArray(values.queueIds) ? { queueIds: values.queueIds } : {}),
    ...(phoneNumber ? { phoneNumber } : {})
  }
}

/** PUT /admin/users/{id} body: the password only when a new one was typed; an emptied phone is cleared. */
export function toUpdateBody(values: UserFormValues) {
  const phoneNumber = trimmed(values.phoneNumber)
  return {
    name: trimmed(values.name),
    email: trimmed(values.email),
    profile: values.profile,
    active: values.active,
    phoneNumber: phoneNumber || null,
    ...(values.queueIds !== undefined ? { queueIds: values.queueIds } : {}),
    ...(values.password ? { password: values.password } : {})
  }
}
