/**
 * The ticket workspace (legacy 3): unread flag, waiting and open times, origin queue, wallets and
 * scheduled messages. Ticket list indexes: one per list slice (tenant + status | user | queue),
 * each ending in the list order (has_unread, last_message_at, id), partial on live tickets
 * (deleted = 0) and covering what the slices test, so every slice is an ordered index range, a
 * page costs a few index probes and a capped count reads only the index, whatever the table size
 * (store/TicketList.ts).
 */
import type { Migration } from "../../../platform/store/migrations"

export const workspace: Migration = {
  feature: "tickets",
  id: "tickets/002_workspace",
  order: 301,
  legacy: 3,
  sql: `
ALTER TABLE tickets ADD COLUMN has_unread INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tickets ADD COLUMN waiting_since BIGINT;
ALTER TABLE tickets ADD COLUMN opened_at BIGINT;
ALTER TABLE tickets ADD COLUMN closed_at BIGINT;
ALTER TABLE tickets ADD COLUMN origin_queue_id INTEGER;
ALTER TABLE tickets ADD COLUMN chatbot INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tickets ADD COLUMN audio_transcription INTEGER NOT NULL DEFAULT 0;
UPDATE tickets SET has_unread = 1 WHERE unread_messages > 0;
UPDATE tickets SET origin_queue_id = queue_id;
DROP INDEX tickets_list;
DROP INDEX tickets_user_list;
CREATE INDEX tickets_by_status ON tickets (tenant_id, status, has_unread, last_message_at, id) WHERE deleted = 0;
CREATE INDEX tickets_by_user ON tickets (tenant_id, user_id, status, has_unread, last_message_at, id) WHERE deleted = 0;
CREATE INDEX tickets_by_queue ON tickets (tenant_id, queue_id, status, has_unread, last_message_at, id, user_id) \
WHERE deleted = 0;
CREATE INDEX tickets_protocol ON tickets (tenant_id, protocol);
ALTER TABLE ticket_logs ADD COLUMN queue_id INTEGER;
CREATE TABLE contact_wallets (
  contact_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (contact_id, user_id)
);
CREATE TABLE scheduled_messages (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  ticket_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  body TEXT NOT NULL,
  sign INTEGER,
  send_at BIGINT NOT NULL,
  status TEXT NOT NULL DEFAULT 'scheduled',
  message_id INTEGER,
  client_id TEXT,
  created_at BIGINT NOT NULL
);
CREATE INDEX scheduled_ticket ON scheduled_messages (ticket_id, status, send_at);
CREATE UNIQUE INDEX scheduled_client ON scheduled_messages (tenant_id, client_id)
`
}
