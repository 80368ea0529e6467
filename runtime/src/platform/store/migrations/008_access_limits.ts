/**
 * Migration 8: what login protection keeps in the store, shared by every node.
 * - auth_throttle: failures per key (`u:<userId>` for a known account whatever identifier named it,
 *   `i:<identifier>` otherwise, `a:<address>`), with the time of the last one; rows older than the
 *   window are swept. Nothing is kept per key in a node's memory.
 * - captchas: each challenge's answer stays here (never sent to the client), used once.
 * - sessions keep only a SHA-256 of their ids from now on: sessions open before this migration
 *   are ended (their users sign in again once).
 */
import type { Migration } from "../migrations"

export const accessLimits: Migration = {
  id: 8,
  name: "access_limits",
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
CREATE INDEX captchas_expiry ON captchas (expires_at);
UPDATE sessions SET ended_at = created_at, ended_reason = 'upgrade' WHERE ended_at IS NULL
`
}
