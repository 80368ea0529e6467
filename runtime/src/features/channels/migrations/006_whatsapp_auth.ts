/**
 * WhatsApp logins (whatsapp/store/WhatsappAuth.ts): a channel's Baileys auth state, the creds
 * (key "creds") and the Signal keys (key "<type>:<id>"), each value Baileys' BufferJSON text sealed
 * with the platform's secret box. Written one transaction per update; removed by the connector's
 * `forget` (reset, changed import settings, deletion) and with the channel's row.
 */
import type { Migration } from "../../../platform/store/migrations"

export const whatsappAuth: Migration = {
  feature: "channels",
  id: "channels/006_whatsapp_auth",
  order: 1801,
  sql: `
CREATE TABLE whatsapp_auth (
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (channel_id, key)
)
`
}
