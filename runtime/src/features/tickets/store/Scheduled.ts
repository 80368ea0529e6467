/** Scheduled messages of a ticket (sent later by a durable timer; listed on the ticket). */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, iso, num, numOrNull } from "../../../platform/store/rows"

export type ScheduledView = {
  readonly id: number
  readonly ticketId: number
  readonly userId: number
  readonly body: string
  /** The sender's signature wish; null: the tenant's default at sending time. */
  readonly sign: boolean | null
  readonly scheduleDate: string
  readonly status: "scheduled" | "sent" | "canceled" | "failed"
  readonly messageId: number | null
  readonly clientId: string | null
  readonly createdAt: string
}

export const toScheduled = (r: any): ScheduledView => ({
  id: num(r.id),
  ticketId: num(r.ticket_id),
  userId: num(r.user_id),
  body: r.body,
  sign: r.sign === null || r.sign === undefined ? null : bool(r.sign),
  scheduleDate: iso(r.send_at),
  status: r.status,
  messageId: numOrNull(r.message_id),
  clientId: r.client_id ?? null,
  createdAt: iso(r.created_at)
})

export const scheduledOfTicket = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM scheduled_messages WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId} AND status = ${"scheduled"} ORDER BY send_at, id`
    return rows.map(toScheduled)
  })

export const getScheduled = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM scheduled_messages WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toScheduled(rows[0]) : undefined
  })
