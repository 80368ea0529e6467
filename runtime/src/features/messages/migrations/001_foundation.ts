/** Messages (legacy 1): stored once per (tenant, dedupe key). */
import type { Migration } from "../../../platform/store/migrations"

export const foundation: Migration = {
  feature: "messages",
  id: "messages/001_foundation",
  order: 108,
  legacy: 1,
  sql: `
CREATE TABLE messages (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  contact_id INTEGER NOT NULL,
  user_id INTEGER,
  body TEXT NOT NULL,
  from_me INTEGER NOT NULL,
  status TEXT NOT NULL,
  media_url TEXT,
  media_type TEXT,
  client_id TEXT,
  dedupe_key TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX messages_dedupe ON messages (tenant_id, dedupe_key);
CREATE INDEX messages_ticket ON messages (ticket_id, id)
`
}
