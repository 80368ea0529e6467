/**
 * Sessions keep only a SHA-256 of their ids from here on (legacy 8, with the login limits of
 * features/auth): sessions open before it are ended, and their users sign in again once.
 */
import type { Migration } from "../migrations"

export const sessionsHashed: Migration = {
  feature: "platform",
  id: "platform/005_sessions_hashed",
  order: 802,
  legacy: 8,
  sql: `
UPDATE sessions SET ended_at = created_at, ended_reason = 'upgrade' WHERE ended_at IS NULL
`
}
