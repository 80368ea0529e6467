/**
 * Typebot (issue 14 item 4; core/src/contracts/typebot.ts): a tenant's Typebot connections (the
 * API token sealed with the secret box), the bot's conversation per ticket (`typebot_sessions`:
 * the connection, Typebot's session id once started, the choices the bot waits on) and the
 * customer's inputs waiting for Typebot's answer, in order (`typebot_inputs`: written by the ticket
 * actor, answered by the `typebot.turn` timer's handler outside it, consumed by the actor again).
 */
import type { Migration } from "../../../platform/store/migrations"

export const typebots: Migration = {
  feature: "typebot",
  id: "typebot/001_typebots",
  order: 2901,
  sql: `
CREATE TABLE typebots (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  base_url TEXT NOT NULL,
  public_id TEXT NOT NULL,
  token TEXT,
  restart_keyword TEXT NOT NULL DEFAULT '',
  invalid_message TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX typebots_tenant ON typebots (tenant_id, id);
CREATE TABLE typebot_sessions (
  ticket_id INTEGER PRIMARY KEY REFERENCES tickets(id),
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  typebot_id INTEGER NOT NULL REFERENCES typebots(id),
  session_id TEXT,
  choices TEXT,
  updated_at BIGINT NOT NULL
);
CREATE INDEX typebot_sessions_typebot ON typebot_sessions (tenant_id, typebot_id);
CREATE TABLE typebot_inputs (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  kind TEXT NOT NULL,
  text TEXT NOT NULL,
  answer TEXT,
  created_at BIGINT NOT NULL
);
CREATE INDEX typebot_inputs_ticket ON typebot_inputs (ticket_id, id)
`
}
