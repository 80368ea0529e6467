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

/** The ticket's messages still waiting to be sent, soonest first. */
export const scheduledOfTicket = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM scheduled_messages
      WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId} AND status = ${"scheduled"}
      ORDER BY send_at, id`
    return rows.map(toScheduled)
  })

/** One scheduled message of the tenant, in any status. */
export const getScheduled = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM scheduled_messages WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toScheduled(rows[0]) : undefined
  })

/** The id of the tenant's scheduled message stored under this client id, if any. */
export const scheduledIdByClientId = (tenantId: number, clientId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM scheduled_messages WHERE tenant_id = ${tenantId} AND client_id = ${clientId}`
    return rows.length ? num((rows[0] as any).id) : undefined
  })

export type NewScheduled = {
  readonly tenantId: number
  readonly ticketId: number
  readonly userId: number
  readonly body: string
  readonly sign: boolean | undefined
  readonly sendAt: number
  readonly clientId: string | null
  readonly now: number
}

/** Stores a message to send at `sendAt` (status scheduled); returns its id. */
export const insertScheduled = (n: NewScheduled) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO scheduled_messages
        (tenant_id, ticket_id, user_id, body, sign, send_at, status, client_id, created_at)
      VALUES (${n.tenantId}, ${n.ticketId}, ${n.userId}, ${n.body}, ${n.sign === undefined ? null : n.sign ? 1 : 0},
        ${n.sendAt}, ${"scheduled"}, ${n.clientId}, ${n.now}) RETURNING id`
    return num((rows[0] as any).id)
  })

/** Sets a scheduled message's status (canceled, failed). */
export const setScheduledStatus = (id: number, status: ScheduledView["status"]) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE scheduled_messages SET status = ${status} WHERE id = ${id}`)

/** Marks a scheduled message sent, as the message it became. */
export const markScheduledSent = (id: number, messageId: number | null) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE scheduled_messages SET status = ${"sent"}, message_id = ${messageId} WHERE id = ${id}`
  )
