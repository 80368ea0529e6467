/**
 * What login protection keeps in the store, shared by every node (legacy 8).
 * - auth_throttle: failures per key (`u:<userId>` for a known account whatever identifier named it,
 *   `i:<identifier>` otherwise, `a:<address>`), with the time of the last one; rows older than the
 *   window are swept. Nothing is kept per key in a node's memory.
 * - captchas: each challenge's answer stays here (never sent to the client), used once.
 */
import type { Migration } from "../../../platform/store/migrations"

export const accessLimits: Migration = {
  feature: "auth",
  id: "auth/002_access_limits",
  order: 801,
  legacy: 8,
  sql: `
CREATE TABLE auth_throttle (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_at BIGINT NOT NULL
);
CREATE INDEX auth_throttle_last ON auth_throttle (last_at);
CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  target INTEGER NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX captchas_expiry ON captchas (expires_at)
`
}
