/**
 * Password reset and first-login links (platform/session/resetTokens.ts; legacy 2): only a SHA-256
 * of each link's token is kept.
 */
import type { Migration } from "../migrations"

export const access: Migration = {
  feature: "platform",
  id: "platform/002_access",
  order: 203,
  legacy: 2,
  sql: `
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  tenant_id INTEGER NOT NULL,
  purpose TEXT NOT NULL DEFAULT 'reset',
  expires_at BIGINT NOT NULL,
  used_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE INDEX password_resets_user ON password_resets (user_id)
`
}
