/** Users (legacy 1): the agents, supervisors and administrators of a tenant. */
import type { Migration } from "../../../platform/store/migrations"

export const foundation: Migration = {
  feature: "users",
  id: "users/001_foundation",
  order: 102,
  legacy: 1,
  sql: `
CREATE TABLE users (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone_number TEXT,
  password_hash TEXT NOT NULL,
  profile TEXT NOT NULL DEFAULT 'user',
  active INTEGER NOT NULL DEFAULT 1,
  configs TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX users_email ON users (email);
CREATE UNIQUE INDEX users_phone ON users (phone_number);
CREATE INDEX users_tenant ON users (tenant_id, id)
`
}
