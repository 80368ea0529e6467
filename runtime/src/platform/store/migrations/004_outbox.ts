/** The live-event outbox (platform/live/EventRelay.ts; legacy 5) and the indexes its purge of old events uses. */
import type { Migration } from "../migrations"

export const outbox: Migration = {
  feature: "platform",
  id: "platform/004_outbox",
  order: 501,
  legacy: 5,
  sql: `
CREATE TABLE event_outbox (id {{pk}}, tenant_id INTEGER NOT NULL, name TEXT NOT NULL, data TEXT NOT NULL, \
created_at BIGINT NOT NULL);
CREATE INDEX event_outbox_tenant ON event_outbox (tenant_id, id);
CREATE INDEX event_outbox_age ON event_outbox (created_at);
CREATE INDEX events_age ON events (created_at)
`
}
