/**
 * Counting messages of the tickets a viewer may see (`GET /messages/count-all`): by period
 * (messages_tenant_time), direction, ticket and ticket status, within the same visibility slices
 * as the ticket list.
 */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"
import { sliceSql, type slicesOf } from "../../tickets/index"

export type MessageCountFilter = {
  readonly tenantId: number
  /** Epoch ms, inclusive. */
  readonly from?: number | undefined
  /** Epoch ms, exclusive. */
  readonly until?: number | undefined
  readonly fromMe?: boolean | undefined
  readonly ticketId?: number | undefined
  readonly statuses: ReadonlyArray<string>
  /** The viewer's visibility slices, or "all". */
  readonly slices: ReturnType<typeof slicesOf>
}

/** The number of (not deleted) messages of not deleted tickets that match the filter. */
export const countVisibleMessages = (f: MessageCountFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where: Array<Statement.Fragment> = [sql`m.tenant_id = ${f.tenantId}`, sql`t.deleted = 0`, sql`m.deleted = 0`]
    if (f.from !== undefined) where.push(sql`m.created_at >= ${f.from}`)
    if (f.until !== undefined) where.push(sql`m.created_at < ${f.until}`)
    if (f.fromMe !== undefined) where.push(sql`m.from_me = ${f.fromMe ? 1 : 0}`)
    if (f.ticketId) where.push(sql`m.ticket_id = ${f.ticketId}`)
    if (f.statuses.length) where.push(sql`t.status IN ${sql.in(f.statuses)}`)
    if (f.slices !== "all")
      where.push(f.slices.length ? sql.or(f.slices.map((s) => sql.and(sliceSql(sql, s)))) : sql`1=0`)
    const rows =
      yield* sql`SELECT COUNT(*) AS n FROM messages m JOIN tickets t ON t.id = m.ticket_id WHERE ${sql.and(where)}`
    return num((rows[0] as any).n)
  })
