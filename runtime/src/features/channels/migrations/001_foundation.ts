/** Channels (legacy 1): web chat and the connectors' accounts, each with its widget token. */
import type { Migration } from "../../../platform/store/migrations"

export const foundation: Migration = {
  feature: "channels",
  id: "channels/001_foundation",
  order: 106,
  legacy: 1,
  sql: `
CREATE TABLE channels (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  token TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'disconnected',
  is_default INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX channels_token ON channels (token);
CREATE UNIQUE INDEX channels_name ON channels (name)
`
}
