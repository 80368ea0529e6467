/**
 * The outbox carries changes to sent messages too (an agent's edit, reaction or deletion, for
 * connectors that deliver them: connector/Connector.ts `deliversChanges`): a row's `op` is "send"
 * or the change, and `op_key` is what makes it unique ("send:<message id>" for a send, one key per
 * change), so one message may have several rows, in order behind its send. The table is rebuilt
 * (SQLite cannot drop the old unique constraint on message_id), keeping its rows in order. And
 * the provider's id of a message we sent, found by the message (a reply quoting it, a change to it).
 */
import type { Migration } from "../../../platform/store/migrations"

export const deliveryChanges: Migration = {
  feature: "channels",
  id: "channels/007_delivery_changes",
  order: 2101,
  sql: `
CREATE TABLE deliveries_next (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  message_id INTEGER NOT NULL,
  op TEXT NOT NULL DEFAULT 'send',
  op_key TEXT NOT NULL,
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
INSERT INTO deliveries_next (tenant_id, channel_id, message_id, op, op_key, external_id, state, attempts, resends,
  next_at, last_error, payload, created_at, updated_at)
  SELECT tenant_id, channel_id, message_id, 'send', 'send:' || CAST(message_id AS TEXT), external_id, state, attempts,
    resends, next_at, last_error, payload, created_at, updated_at FROM deliveries ORDER BY id;
DROP TABLE deliveries;
ALTER TABLE deliveries_next RENAME TO deliveries;
CREATE UNIQUE INDEX deliveries_op_key ON deliveries (op_key);
CREATE INDEX deliveries_due ON deliveries (state, next_at, channel_id);
CREATE INDEX deliveries_channel ON deliveries (channel_id, state, id);
CREATE INDEX channel_sent_message ON channel_sent (channel_id, message_id)
`
}
