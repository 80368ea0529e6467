/**
 * The platform's tables of the first schema (legacy 1): sessions (platform/session; after the users
 * table, which they reference), the live-event log (store/Events.ts), stored media
 * (platform/media), the nodes' heartbeat rows and the secrets (platform/secrets).
 */
import type { Migration } from "../migrations"

export const foundation: Migration = {
  feature: "platform",
  id: "platform/001_foundation",
  order: 103,
  legacy: 1,
  sql: `
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  tenant_id INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  ended_at BIGINT,
  ended_reason TEXT
);
CREATE INDEX sessions_user ON sessions (user_id, ended_at);
CREATE TABLE events (
  tenant_id INTEGER NOT NULL,
  seq BIGINT NOT NULL,
  name TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, seq)
);
CREATE TABLE media (
  id TEXT PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  mime TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BYTEA NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE nodes (
  id TEXT PRIMARY KEY,
  started_at BIGINT NOT NULL,
  heartbeat_at BIGINT NOT NULL,
  info TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
)
`
}
