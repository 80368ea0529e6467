/**
 * Writes to the tickets table: a new row and its protocol, the state decided by the core rules,
 * the counters and preview after inbound and outbound messages, reading, and the transcription
 * toggle. Callers run them inside the ticket actor's transaction.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

export type TicketRowInput = {
  readonly tenantId: number
  readonly contactId: number
  readonly channelId: number
  readonly status: "open" | "pending"
  readonly userId: number | null
  readonly queueId: number | null
  readonly now: number
}

/** Inserts a ticket (no protocol yet, origin queue = its queue); returns its id. */
export const insertTicketRow = (n: TicketRowInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const row =
      yield* sql`INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, queue_id, origin_queue_id, status,
        protocol, unread_messages, last_message, last_message_at, opened_at, created_at, updated_at)
      VALUES (${n.tenantId}, ${n.contactId}, ${n.channelId}, ${n.userId}, ${n.queueId}, ${n.queueId}, ${n.status},
        ${""}, ${0}, ${""}, ${n.now}, ${n.status === "open" ? n.now : null}, ${n.now}, ${n.now}) RETURNING id`
    return num((row[0] as any).id)
  })

/** Sets the ticket's protocol. */
export const setProtocol = (id: number, protocol: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE tickets SET protocol = ${protocol} WHERE id = ${id}`)

export type TicketStateRow = {
  readonly status: string
  readonly userId: number | null
  readonly queueId: number | null
  readonly deleted: boolean
  readonly openedAt: number | null
  readonly closedAt: number | null
  readonly waitingSince: number | null
  readonly originQueueId: number | null
  readonly updatedAt: number
}

/** Writes the ticket's status, owner, queue, deletion and their timestamps. */
export const updateTicketState = (id: number, s: TicketStateRow) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE tickets
        SET status = ${s.status}, user_id = ${s.userId}, queue_id = ${s.queueId}, deleted = ${s.deleted ? 1 : 0},
          opened_at = ${s.openedAt}, closed_at = ${s.closedAt}, waiting_since = ${s.waitingSince},
          origin_queue_id = ${s.originQueueId}, updated_at = ${s.updatedAt}
        WHERE id = ${id}`
  )

/** After inbound messages: unread counters up, the preview, and the customer waiting since the first. */
export const recordInbound = (id: number, count: number, preview: string, firstAt: number, lastAt: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (
      sql
    ) => sql`UPDATE tickets SET unread_messages = unread_messages + ${count}, has_unread = 1, last_message = ${preview},
        last_message_at = ${lastAt}, waiting_since = COALESCE(waiting_since, ${firstAt}), updated_at = ${lastAt}
        WHERE id = ${id}`
  )

/** After outbound messages: the preview, nothing unread, nobody waiting. */
export const recordOutbound = (id: number, preview: string, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE tickets SET last_message = ${preview}, last_message_at = ${now}, unread_messages = 0,
        has_unread = 0, waiting_since = NULL, updated_at = ${now}
      WHERE id = ${id}`
  )

/** Clears the ticket's unread counters. */
export const clearUnread = (id: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE tickets SET unread_messages = 0, has_unread = 0 WHERE id = ${id}`
  )

/** Turns the ticket's audio transcription on or off. */
/** Whether the chat-flow bot is talking on the ticket (the visibility rule's `chatbot`); true when it changed. */
export const setChatbot = (id: number, on: boolean, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE tickets SET chatbot = ${on ? 1 : 0}, updated_at = ${now}
      WHERE id = ${id} AND chatbot <> ${on ? 1 : 0} RETURNING id`
  ).pipe(Effect.map((rows) => rows.length > 0))

export const setAudioTranscription = (id: number, enabled: boolean, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE tickets SET audio_transcription = ${enabled ? 1 : 0}, updated_at = ${now} WHERE id = ${id}`
  )
