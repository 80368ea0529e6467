/**
 * A ticket's log lines (create, open, transfer, access ...): written by the actor, listed by
 * `GET /tickets/:id/logs`.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { iso, json, num, numOrNull } from "../../../platform/store/rows"

/** Appends one log line (data stored as JSON). */
export const insertLog = (
  tenantId: number,
  ticketId: number,
  userId: number | null,
  type: string,
  data: unknown,
  queueId: number | null,
  now: number
) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO ticket_logs (tenant_id, ticket_id, user_id, type, data, queue_id, created_at)
      VALUES (${tenantId}, ${ticketId}, ${userId}, ${type}, ${JSON.stringify(data)}, ${queueId}, ${now})`
  )

/** The ticket's latest log line (its type and user), if any. */
export const lastLog = (ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT type, user_id FROM ticket_logs WHERE ticket_id = ${ticketId} ORDER BY id DESC LIMIT 1`
    const l = rows[0] as any
    return l ? { type: String(l.type), userId: Number(l.user_id) } : undefined
  })

/** The ticket's log lines, oldest first, with their users' names. */
export const logsOfTicket = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT l.*, u.name AS user_name FROM ticket_logs l LEFT JOIN users u ON u.id = l.user_id
    WHERE l.tenant_id = ${tenantId} AND l.ticket_id = ${ticketId} ORDER BY l.id`
    return rows.map((r: any) => ({
      id: num(r.id),
      ticketId,
      type: r.type,
      userId: numOrNull(r.user_id),
      user: r.user_id ? { id: num(r.user_id), name: r.user_name } : null,
      queueId: numOrNull(r.queue_id),
      data: json(r.data, {}),
      createdAt: iso(r.created_at)
    }))
  })
