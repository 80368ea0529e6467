/**
 * Connector sessions: the last QR code a session showed (cleared once it leaves the QR states),
 * and the provider's id of every message a connector sent, so receipts, which name the provider's
 * id, find the message they move (connector/inbound.ts).
 */
import type { Migration } from "../../../platform/store/migrations"

export const sessions: Migration = {
  feature: "channels",
  id: "channels/003_sessions",
  order: 1001,
  sql: `
ALTER TABLE channels ADD COLUMN qrcode TEXT;
CREATE TABLE channel_sent (
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  provider_id TEXT NOT NULL,
  tenant_id INTEGER NOT NULL,
  message_id INTEGER NOT NULL,
  external_id TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (channel_id, provider_id)
)
`
}
