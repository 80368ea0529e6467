/**
 * Creating and changing users: the rules that need the whole tenant in view (unique e-mail and
 * phone, creation switched off by the administrator, plan and reseller limits, administrators
 * cannot be deactivated). The tenant actor runs these one at a time per tenant; the CLI calls
 * them directly (the row locks of ensureCanAdd and the unique indexes still hold).
 */
import type { LoginHoursRange } from "@atende/core/rules/loginHours"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { accessChanged } from "../../../platform/session/accessChanges"
import { hashPassword } from "../../../platform/session/password"
import { AppError } from "../../../platform/http/AppError"
import { getTenant, ensureCanAdd } from "../../tenants/index"
import {
  getUser,
  publicUser,
  tenantQueueIds,
  userQueues,
  usersByEmailOrPhone,
  type Profile,
  type UserRow
} from "../store/Users"
import {
  endUserSessions,
  insertUser,
  setPassword,
  setUserQueues,
  uniqueViolation,
  writeUserRow
} from "../store/UserWrites"

export type UserInput = {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly profile: Profile
  readonly phoneNumber?: string | null | undefined
  readonly active?: boolean | undefined
  readonly queueIds?: ReadonlyArray<number> | undefined
  readonly image?: string | null | undefined
  readonly loginOnlyScheduled?: boolean | undefined
  readonly loginHours?: ReadonlyArray<LoginHoursRange> | undefined
  readonly allowCalls?: boolean | undefined
  readonly notifications?:
    { readonly disableAll?: boolean | undefined; readonly disableGroup?: boolean | undefined } | undefined
}
export type UserPatch = Partial<UserInput>

const checkUnique = (email: string | undefined, phone: string | null | undefined, exceptId: number) =>
  Effect.gen(function* () {
    if (!email && !phone) return
    const clashes = yield* usersByEmailOrPhone(email, phone, exceptId)
    if (email && clashes.some((c) => c.email === email.toLowerCase()))
      return yield* new AppError({ code: "ERR_EMAIL_EXISTS" })
    if (phone && clashes.some((c) => c.phoneNumber === phone))
      return yield* new AppError({ code: "ERR_PHONE_NUMBER_EXISTS" })
  })

const checkQueues = (tenantId: number, queueIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!queueIds.length) return
    const found = yield* tenantQueueIds(tenantId, queueIds)
    if (found.length !== new Set(queueIds).size) return yield* new AppError({ code: "ERR_NO_QUEUE_FOUND" })
  })

/** A race past checkUnique meets the unique index: still the catalogue code, never a 500. */
const mapUnique = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(
    effect,
    (e) => uniqueViolation(e) !== undefined,
    (e) => Effect.fail(new AppError({ code: uniqueViolation(e)! }))
  )

/** Writes every column of the user from `current` overridden by `patch`. */
const writeUser = (tenantId: number, current: UserRow, patch: UserPatch, passwordHash: string) =>
  Effect.gen(function* () {
    yield* writeUserRow(tenantId, current, patch, passwordHash)
    if (patch.queueIds) yield* setUserQueues(current.id, patch.queueIds)
    const user = (yield* getUser(tenantId, current.id))!
    return publicUser(
      user,
      (yield* userQueues(current.id)).map((q) => q.id)
    )
  })

/** Creation with a hash made beforehand (provisioning hashes before opening its transaction). */
export const createUserHashed = (
  tenantId: number,
  input: UserInput,
  passwordHash: string,
  opts: { platformOperator?: boolean } = {}
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const tenant = yield* getTenant(tenantId)
    if (!tenant) return yield* new AppError({ code: "ERR_NO_TENANT_FOUND" })
    if (tenant.userCreationDisabled) return yield* new AppError({ code: "ERR_USER_CREATION_DISABLED" })
    if (input.active === false && input.profile === "admin")
      return yield* new AppError({ code: "ERR_ADMIN_CANNOT_BE_DEACTIVATED" })
    yield* checkUnique(input.email, input.phoneNumber, -1)
    yield* checkQueues(tenantId, input.queueIds ?? [])
    return yield* sql
      .withTransaction(
        Effect.gen(function* () {
          yield* ensureCanAdd(tenantId, "users")
          const user = yield* insertUser({
            tenantId,
            name: input.name,
            email: input.email,
            phoneNumber: input.phoneNumber ?? null,
            passwordHash,
            profile: input.profile,
            active: input.active,
            platformOperator: opts.platformOperator
          })
          return yield* writeUser(tenantId, user, { ...input, queueIds: input.queueIds ?? [] }, passwordHash)
        })
      )
      .pipe(mapUnique)
  })

export const createUser = (tenantId: number, input: UserInput) =>
  Effect.flatMap(
    Effect.promise(() => hashPassword(input.password)),
    (hash) => createUserHashed(tenantId, input, hash)
  )

/**
 * A new password ends the user's other sessions: all of them when an administrator set it, all
 * but the caller's own (`keepSession`, its stored key) when users changed their own.
 */
export const updateUser = (tenantId: number, id: number, patch: UserPatch, keepSession?: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const current = yield* getUser(tenantId, id)
    if (!current) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
    const profile = patch.profile ?? current.profile
    if (!(patch.active ?? current.active) && profile === "admin")
      return yield* new AppError({ code: "ERR_ADMIN_CANNOT_BE_DEACTIVATED" })
    yield* checkUnique(patch.email, patch.phoneNumber, id)
    if (patch.queueIds) yield* checkQueues(tenantId, patch.queueIds)
    const passwordHash = patch.password
      ? yield* Effect.promise(() => hashPassword(patch.password!))
      : current.passwordHash
    return yield* sql
      .withTransaction(
        Effect.gen(function* () {
          const written = yield* writeUser(tenantId, current, patch, passwordHash)
          if (patch.password) yield* endUserSessions(id, "password_changed", keepSession)
          return written
        })
      )
      .pipe(mapUnique)
  })

/** An operator sets a user's password (the CLI): every session of the user ends. */
export const setUserPassword = (tenantId: number, id: number, password: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const hash = yield* Effect.promise(() => hashPassword(password))
    return yield* sql
      .withTransaction(
        Effect.gen(function* () {
          if (!(yield* setPassword(tenantId, id, hash))) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
          yield* endUserSessions(id, "password_reset")
        })
      )
      .pipe(Effect.tap(() => accessChanged({ tenantId, userId: id })))
  })
