/** Contacts, tickets and the tickets' logs (legacy 1). */
import type { Migration } from "../../../platform/store/migrations"

export const foundation: Migration = {
  feature: "tickets",
  id: "tickets/001_foundation",
  order: 107,
  legacy: 1,
  sql: `
CREATE TABLE contacts (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  channel_id INTEGER,
  external_id TEXT,
  name TEXT NOT NULL,
  number TEXT,
  email TEXT,
  profile_pic_url TEXT,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX contacts_external ON contacts (tenant_id, channel_id, external_id);
CREATE TABLE tickets (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  contact_id INTEGER NOT NULL REFERENCES contacts(id),
  channel_id INTEGER NOT NULL REFERENCES channels(id),
  user_id INTEGER,
  queue_id INTEGER,
  status TEXT NOT NULL,
  protocol TEXT NOT NULL,
  is_group INTEGER NOT NULL DEFAULT 0,
  unread_messages INTEGER NOT NULL DEFAULT 0,
  last_message TEXT NOT NULL DEFAULT '',
  last_message_at BIGINT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX tickets_list ON tickets (tenant_id, status, last_message_at, id);
CREATE INDEX tickets_user_list ON tickets (tenant_id, user_id, status, last_message_at, id);
CREATE INDEX tickets_contact ON tickets (tenant_id, contact_id, status);
CREATE TABLE ticket_logs (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  ticket_id INTEGER NOT NULL,
  user_id INTEGER,
  type TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL
);
CREATE INDEX ticket_logs_ticket ON ticket_logs (ticket_id, id)
`
}
