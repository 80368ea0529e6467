/**
 * What the chat-flow bot reads and keeps inside the ticket actor's transaction (issue 14 item 3):
 * the active flow a channel names, the bot's cursor per ticket (`chat_flow_sessions`, migration
 * 002_bot_sessions) and the agents a queue can hand a ticket to. Every statement names the tenant.
 */
import type { BotCursor } from "@atende/core/bot/engine"
import type { FlowDocument } from "@atende/core/contracts/chatFlows"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, json, num } from "../../../platform/store/rows"
import { documentOf } from "./ChatFlows"

export type ChannelFlow = {
  readonly flowId: number
  readonly testNumber: string | null
  readonly document: FlowDocument
}

/** The active flow the channel names, or undefined. */
export const channelFlow = (tenantId: number, channelId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT f.id, f.test_number, f.document FROM channels c
      JOIN chat_flows f ON f.id = c.chat_flow_id AND f.tenant_id = c.tenant_id
      WHERE c.tenant_id = ${tenantId} AND c.id = ${channelId} AND f.active = 1`
    const r = rows[0]
    if (!r) return undefined
    return {
      flowId: num(r.id),
      testNumber: r.test_number === null || r.test_number === undefined ? null : String(r.test_number),
      document: documentOf(r.document)
    } satisfies ChannelFlow
  })

/** The active flow with this id (a session's flow), or undefined when it was switched off or deleted. */
export const activeFlowDocument = (tenantId: number, flowId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT document FROM chat_flows
      WHERE tenant_id = ${tenantId} AND id = ${flowId} AND active = 1`
    return rows[0] ? documentOf(rows[0].document) : undefined
  })

const cursorOf = (stored: unknown): BotCursor | null => {
  const c = json(stored, null) as Partial<BotCursor> | null
  return c && typeof c.stepId === "string" && typeof c.attempts === "number" && typeof c.promptSeq === "number"
    ? { stepId: c.stepId, attempts: c.attempts, promptSeq: c.promptSeq, lastInputId: c.lastInputId ?? null }
    : null
}

/** The bot's session on the ticket, or undefined when the bot is not handling it. */
export const botSession = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT flow_id, cursor FROM chat_flow_sessions
      WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}`
    const r = rows[0]
    const cursor = r ? cursorOf(r.cursor) : null
    return r && cursor ? { flowId: num(r.flow_id), cursor } : undefined
  })

export const saveBotSession = (tenantId: number, ticketId: number, flowId: number, cursor: BotCursor, now: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const text = JSON.stringify(cursor)
    return sql`INSERT INTO chat_flow_sessions (ticket_id, tenant_id, flow_id, cursor, updated_at)
      VALUES (${ticketId}, ${tenantId}, ${flowId}, ${text}, ${now})
      ON CONFLICT (ticket_id) DO UPDATE SET flow_id = ${flowId}, cursor = ${text}, updated_at = ${now}`
  })

export const endBotSession = (tenantId: number, ticketId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`DELETE FROM chat_flow_sessions WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}`
  )

export type QueueAgent = { readonly userId: number; readonly online: boolean; readonly activeTickets: number }

/**
 * The queue's active agents, whether each has a session open, and how many tickets each holds
 * (open, or pending and given to them), by id.
 */
export const queueAgents = (tenantId: number, queueId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT u.id,
        CASE WHEN EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id AND s.ended_at IS NULL) THEN 1 ELSE 0 END
          AS online,
        (SELECT COUNT(*) FROM tickets t WHERE t.tenant_id = ${tenantId} AND t.user_id = u.id
          AND t.status <> 'closed' AND t.deleted = 0) AS active
      FROM user_queues uq JOIN users u ON u.id = uq.user_id
      WHERE uq.queue_id = ${queueId} AND u.tenant_id = ${tenantId} AND u.deleted_at IS NULL AND u.active = 1
      ORDER BY u.id`
    return rows.map((r): QueueAgent => ({ userId: num(r.id), online: bool(r.online), activeTickets: num(r.active) }))
  })
