/**
 * Secrets at rest (platform/secrets; legacy 7). Widget tokens get a lookup hash (`token_hash`,
 * SHA-256), since `token` itself is stored sealed. SQL cannot seal: the start-up step that follows
 * the migrations (Store.ts `runMigrations`, platform/secrets/reseal.ts) seals the plain rows, fills
 * the hashes, and re-seals what an older key sealed, on every start, idempotently.
 */
import type { Migration } from "../../../platform/store/migrations"

export const secrets: Migration = {
  feature: "channels",
  id: "channels/002_secrets",
  order: 701,
  legacy: 7,
  sql: `
ALTER TABLE channels ADD COLUMN token_hash TEXT;
CREATE UNIQUE INDEX channels_token_hash ON channels (token_hash)
`
}
