/**
 * `GET /messages/count-all`: messages of the tickets the caller may see, optionally by period
 * (dates are days in the tenant's time zone, São Paulo), direction, ticket and ticket status.
 * Uses messages_tenant_time for the period and the same visibility slices as the ticket list.
 */
import type { MessageCountQuery } from "@atende/core/contracts/workspace"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"
import { sliceSql, type Caller, listScope, slicesOf } from "../../tickets/index"

const TZ = "-03:00"
const DAY = 86_400_000

const startOf = (d: string) => Date.parse(d.length === 10 ? `${d}T00:00:00${TZ}` : d)
const endOf = (d: string) => (d.length === 10 ? Date.parse(`${d}T00:00:00${TZ}`) + DAY : Date.parse(d) + 1)

export const countMessages = (c: Caller, q: MessageCountQuery) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where: Array<Statement.Fragment> = [sql`m.tenant_id = ${c.claims.tenantId}`, sql`t.deleted = 0`, sql`m.deleted = 0`]
    if (q.dateStart) where.push(sql`m.created_at >= ${startOf(q.dateStart)}`)
    if (q.dateEnd) where.push(sql`m.created_at < ${endOf(q.dateEnd)}`)
    if (q.fromMe) where.push(sql`m.from_me = ${q.fromMe === "true" ? 1 : 0}`)
    if (q.ticketId) where.push(sql`m.ticket_id = ${q.ticketId}`)
    if (q.status.length) where.push(sql`t.status IN ${sql.in(q.status)}`)
    const scope = listScope(c.viewer, true)
    const slices = scope ? slicesOf(scope) : "all"
    if (slices !== "all") where.push(slices.length ? sql.or(slices.map((s) => sql.and(sliceSql(sql, s)))) : sql`1=0`)
    const rows = yield* sql`SELECT COUNT(*) AS n FROM messages m JOIN tickets t ON t.id = m.ticket_id WHERE ${sql.and(where)}`
    return num((rows[0] as any).n)
  })
