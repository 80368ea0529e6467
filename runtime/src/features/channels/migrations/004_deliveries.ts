/**
 * The outbound outbox: one row per outbound message, written in the transaction that stores the
 * message, until the channel's dispatcher has handed it to the provider (then the row goes; the
 * provider's id stays in channel_sent). A row the provider refused for good, or that ran out of
 * tries, stays `failed` until an agent resends it. And on the message: why its delivery failed.
 */
import type { Migration } from "../../../platform/store/migrations"

export const deliveries: Migration = {
  feature: "channels",
  id: "channels/004_deliveries",
  order: 1201,
  sql: `
CREATE TABLE deliveries (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  message_id INTEGER NOT NULL UNIQUE,
  external_id TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  resends INTEGER NOT NULL DEFAULT 0,
  next_at BIGINT NOT NULL,
  last_error TEXT,
  payload TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX deliveries_due ON deliveries (state, next_at, channel_id);
CREATE INDEX deliveries_channel ON deliveries (channel_id, state, id);
ALTER TABLE messages ADD COLUMN delivery_error_code TEXT;
ALTER TABLE messages ADD COLUMN delivery_error_detail TEXT
`
}
