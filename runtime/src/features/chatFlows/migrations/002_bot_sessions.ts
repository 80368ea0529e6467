/**
 * Where the chat-flow bot is in a ticket's conversation (issue 14 item 3; core/src/bot/engine.ts):
 * one row per ticket the bot handles, with the flow and the engine's cursor (JSON: step, attempts,
 * prompt sequence, last message id). The row goes when the bot hands the ticket over.
 */
import type { Migration } from "../../../platform/store/migrations"

export const botSessions: Migration = {
  feature: "chatFlows",
  id: "chatFlows/002_bot_sessions",
  order: 2604,
  sql: `
CREATE TABLE chat_flow_sessions (
  ticket_id INTEGER PRIMARY KEY REFERENCES tickets(id),
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  flow_id INTEGER NOT NULL REFERENCES chat_flows(id),
  cursor TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX chat_flow_sessions_flow ON chat_flow_sessions (tenant_id, flow_id)
`
}
