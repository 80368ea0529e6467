/**
 * Migration 3: ticket workspace: logs, scheduled messages, settings, queues and tags rules, durable
 * timers. Same token rules as migrations.ts.
 * Ticket list indexes: one per list slice (tenant + status | user | queue), each ending in the
 * list order (has_unread, last_message_at, id), partial on live tickets (deleted = 0) and
 * covering what the slices test, so every slice is an ordered index range, a page costs a few
 * index probes and a capped count reads only the index, whatever the table size
 * (features/tickets/store/TicketList.ts).
 */
import type { Migration } from "../migrations"

export const workspace: Migration = {
  id: 3,
  name: "workspace",
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
CREATE INDEX tickets_by_queue ON tickets (tenant_id, queue_id, status, has_unread, last_message_at, id, user_id) WHERE deleted = 0;
CREATE INDEX tickets_protocol ON tickets (tenant_id, protocol);
ALTER TABLE messages ADD COLUMN quoted_msg_id INTEGER;
ALTER TABLE messages ADD COLUMN edited INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN forwarded INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN reaction TEXT;
ALTER TABLE messages ADD COLUMN transcription TEXT;
ALTER TABLE messages ADD COLUMN scheduled_id INTEGER;
CREATE INDEX messages_tenant_time ON messages (tenant_id, created_at);
ALTER TABLE ticket_logs ADD COLUMN queue_id INTEGER;
ALTER TABLE tags ADD COLUMN created_at BIGINT NOT NULL DEFAULT 0;
CREATE INDEX queues_tenant ON queues (tenant_id, id);
CREATE INDEX tags_tenant ON tags (tenant_id, id);
CREATE INDEX user_queues_queue ON user_queues (queue_id);
CREATE TABLE contact_tags (
  contact_id INTEGER NOT NULL,
  tag_id INTEGER NOT NULL,
  PRIMARY KEY (contact_id, tag_id)
);
CREATE INDEX contact_tags_tag ON contact_tags (tag_id);
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
CREATE UNIQUE INDEX scheduled_client ON scheduled_messages (tenant_id, client_id);
CREATE TABLE settings (
  tenant_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, key)
);
CREATE TABLE timers (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  due_at BIGINT NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}',
  claimed_by TEXT,
  claimed_until BIGINT,
  fired_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX timers_kind_key ON timers (kind, key);
CREATE INDEX timers_due ON timers (due_at) WHERE fired_at IS NULL;
CREATE INDEX timers_fired ON timers (fired_at) WHERE fired_at IS NOT NULL
`
}
