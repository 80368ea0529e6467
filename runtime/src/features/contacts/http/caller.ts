/**
 * The caller of a contacts route: the tenant, whether the caller has the admin flag (spec part 1
 * §6: administrators and supervisors) and whether the tenant's hide-contact-data setting masks
 * phone and e-mail for them (core's masksContacts, the rule the ticket views follow too).
 */
import { maskEmail, maskPhone } from "@atende/core/rules/mask"
import { isAdminProfile } from "@atende/core/rules/permissions"
import type { ContactView } from "@atende/core/contracts/contacts"
import type { Profile } from "@atende/core/user/user"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, idParam } from "../../../platform/http/edge"
import { getSettings } from "../../settings/index"
import { masksContacts, viewerOf } from "../../tickets/index"
import { getContact } from "../store/Contacts"

export const contactCaller = Effect.gen(function* () {
  const claims = yield* authenticate
  const settings = yield* getSettings(claims.tenantId)
  return {
    tenantId: claims.tenantId,
    userId: claims.userId,
    admin: isAdminProfile(claims.profile as Profile),
    masked: masksContacts(viewerOf(claims, [], settings))
  }
})
export type ContactCaller = Effect.Effect.Success<typeof contactCaller>

/** The contact with phone and e-mail masked (hide-contact-data, for users without the admin flag). */
export const maskContact = (v: ContactView): ContactView => ({
  ...v,
  number: maskPhone(v.number) ?? "",
  email: maskEmail(v.email)
})

/** The contact as this caller may see it: phone and e-mail masked when the tenant hides them. */
export const present = (c: ContactCaller, v: ContactView): ContactView => (c.masked ? maskContact(v) : v)

export const notFound = () => new AppError({ code: "ERR_NO_CONTACT_FOUND" })

/** The tenant's contact, or ERR_NO_CONTACT_FOUND (also for another tenant's id). */
export const found = (tenantId: number, id: number) =>
  Effect.flatMap(getContact(tenantId, id), (v) => (v ? Effect.succeed(v) : Effect.fail(notFound())))

/** The caller and the contact id of the path (`:id`); an id that cannot exist is not found. */
export const contactOfPath = Effect.gen(function* () {
  const c = yield* contactCaller
  const id = yield* idParam("id", "ERR_NO_CONTACT_FOUND")
  return { c, id }
})

/** A field that breaks its rule: the rule's code, naming the field (also as ERR_VALIDATION's issues do). */
export const fieldError = (code: AppError["code"], field: string) =>
  new AppError({ code, extra: { field, issues: [{ field, message: code }] } })
