/**
 * Creating and changing users: the rules that need the whole tenant in view (unique e-mail and
 * phone, administrators cannot be deactivated). The tenant actor runs these one at a time per
 * tenant; the CLI calls them directly (the unique indexes still hold).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { hashPassword } from "../../auth/password"
import { AppError } from "../../http/AppError"
import { getTenant } from "../../store/Tenants"
import { getUser, insertUser, publicUser, setUserQueues, userQueues, usersByEmailOrPhone, type Profile } from "../../store/Users"

export type UserInput = {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly profile: Profile
  readonly phoneNumber?: string | null | undefined
  readonly active?: boolean | undefined
  readonly queueIds?: ReadonlyArray<number> | undefined
}
export type UserPatch = Partial<UserInput>

const checkUnique = (email: string | undefined, phone: string | null | undefined, exceptId: number) =>
  Effect.gen(function* () {
    if (!email && !phone) return
    const clashes = yield* usersByEmailOrPhone(email, phone, exceptId)
    if (email && clashes.some((c) => c.email === email.toLowerCase())) return yield* new AppError({ code: "ERR_EMAIL_EXISTS" })
    if (phone && clashes.some((c) => c.phoneNumber === phone)) return yield* new AppError({ code: "ERR_PHONE_NUMBER_EXISTS" })
  })

const checkQueues = (tenantId: number, queueIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!queueIds.length) return
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM queues WHERE tenant_id = ${tenantId} AND id IN ${sql.in(queueIds)}`
    if (rows.length !== new Set(queueIds).size) return yield* new AppError({ code: "ERR_NO_QUEUE_FOUND" })
  })

export const createUser = (tenantId: number, input: UserInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!(yield* getTenant(tenantId))) return yield* new AppError({ code: "ERR_NO_TENANT_FOUND" })
    yield* checkUnique(input.email, input.phoneNumber, -1)
    yield* checkQueues(tenantId, input.queueIds ?? [])
    const passwordHash = yield* Effect.promise(() => hashPassword(input.password))
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const user = yield* insertUser({ tenantId, name: input.name, email: input.email, phoneNumber: input.phoneNumber ?? null, passwordHash, profile: input.profile, active: input.active })
        yield* setUserQueues(user.id, input.queueIds ?? [])
        return publicUser(user, input.queueIds ?? [])
      })
    )
  })

export const updateUser = (tenantId: number, id: number, patch: UserPatch) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const current = yield* getUser(tenantId, id)
    if (!current) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
    const profile = patch.profile ?? current.profile
    if (patch.active === false && profile === "admin") return yield* new AppError({ code: "ERR_ADMIN_CANNOT_BE_DEACTIVATED" })
    yield* checkUnique(patch.email, patch.phoneNumber, id)
    if (patch.queueIds) yield* checkQueues(tenantId, patch.queueIds)
    const passwordHash = patch.password ? yield* Effect.promise(() => hashPassword(patch.password!)) : current.passwordHash
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`UPDATE users SET name = ${patch.name ?? current.name}, email = ${(patch.email ?? current.email).toLowerCase()},
          phone_number = ${patch.phoneNumber === undefined ? current.phoneNumber : patch.phoneNumber}, password_hash = ${passwordHash},
          profile = ${profile}, active = ${(patch.active ?? current.active) ? 1 : 0}, updated_at = ${Date.now()}
          WHERE tenant_id = ${tenantId} AND id = ${id}`
        if (patch.queueIds) yield* setUserQueues(id, patch.queueIds)
        const user = (yield* getUser(tenantId, id))!
        const queues = yield* userQueues(id)
        return publicUser(user, queues.map((q) => q.id))
      })
    )
  })
