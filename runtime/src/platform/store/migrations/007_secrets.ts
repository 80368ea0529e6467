/**
 * Migration 7: secrets at rest (runtime/src/platform/secrets). Widget tokens get a lookup hash
 * (`token_hash`, SHA-256), since `token` itself is now stored sealed. SQL cannot seal: the start-up
 * step that follows the migrations (Store.ts `migrate`, platform/secrets/reseal.ts) seals the plain rows,
 * fills the hashes, and re-seals what an older key sealed, on every start, idempotently.
 */
import type { Migration } from "../migrations"

export const secrets: Migration = {
  id: 7,
  name: "secrets",
  sql: `
ALTER TABLE channels ADD COLUMN token_hash TEXT;
CREATE UNIQUE INDEX channels_token_hash ON channels (token_hash)
`
}
