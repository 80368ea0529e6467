/** Lists of a tenant's users: the paged lists (agent UI, console) and the internal chat's contacts. */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { selectPage, type PageRequest } from "../../../platform/store/listPage"
import { num } from "../../../platform/store/rows"
import { toUser, type Profile } from "./Users"

/** The filters of the users lists: text in the name or e-mail (lower-cased), ids, profile, active, queue. */
export type UserFilter = {
  readonly text?: string | undefined
  readonly ids?: ReadonlyArray<number> | undefined
  readonly profile?: Profile | string | undefined
  readonly active?: boolean | undefined
  readonly queueId?: number | undefined
}

/** One page of the tenant's users (not deleted) under the filter, and how many match. */
export const usersPage = (tenantId: number, f: UserFilter, page: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where: Array<Statement.Fragment> = [sql`tenant_id = ${tenantId}`, sql`deleted_at IS NULL`]
    if (f.text) {
      const like = `%${f.text}%`
      where.push(sql.or([sql`LOWER(name) LIKE ${like}`, sql`LOWER(email) LIKE ${like}`]))
    }
    if (f.ids) where.push(f.ids.length ? sql`id IN ${sql.in(f.ids)}` : sql`1 = 0`)
    if (f.profile !== undefined) where.push(sql`profile = ${f.profile}`)
    if (f.active !== undefined) where.push(sql`active = ${f.active ? 1 : 0}`)
    if (f.queueId !== undefined) where.push(sql`id IN (SELECT user_id FROM user_queues WHERE queue_id = ${f.queueId})`)
    const { rows, total } = yield* selectPage("users", where, page)
    return { users: rows.map(toUser), total }
  })

/** The tenant's other active users (up to 500, by name) matching the text, with whether each has a session open. */
export const chatContacts = (tenantId: number, exceptUserId: number, text: string | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where: Array<Statement.Fragment> = [
      sql`u.tenant_id = ${tenantId}`,
      sql`u.deleted_at IS NULL`,
      sql`u.active = 1`,
      sql`u.id <> ${exceptUserId}`
    ]
    if (text) {
      const like = `%${text}%`
      where.push(sql.or([sql`LOWER(u.name) LIKE ${like}`, sql`LOWER(u.email) LIKE ${like}`]))
    }
    const rows = yield* sql`SELECT u.id, u.name, u.email, u.profile, u.image,
      (SELECT COUNT(*) FROM sessions s WHERE s.user_id = u.id AND s.ended_at IS NULL) AS open_sessions
    FROM users u WHERE ${sql.and(where)} ORDER BY u.name, u.id LIMIT 500`
    return rows.map((r: any) => ({
      id: num(r.id),
      name: String(r.name),
      email: String(r.email),
      profile: String(r.profile),
      image: r.image ?? null,
      online: num(r.open_sessions) > 0
    }))
  })
