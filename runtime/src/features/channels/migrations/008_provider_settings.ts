/**
 * A channel's provider secrets (core's channelSettings.ts: a Telegram bot token, an official API's
 * access token, an e-mail password): one sealed JSON object per channel (platform/secrets/box.ts),
 * re-sealed with the other secrets on a key rotation (platform/secrets/reseal.ts). The shown
 * settings stay in `config.settings`.
 */
import type { Migration } from "../../../platform/store/migrations"

export const providerSettings: Migration = {
  feature: "channels",
  id: "channels/008_provider_settings",
  order: 2201,
  sql: `
ALTER TABLE channels ADD COLUMN secrets TEXT
`
}
