/**
 * Migration 2: users, sessions, registration, password reset, plans, resellers, licences, push.
 * Same token rules as migrations.ts.
 * - Users are soft-deleted (deleted_at) so history keeps their name; e-mail and phone stay unique
 *   among the users not deleted (partial unique indexes, both dialects).
 * - A tenant's licence is one of core's LicenseState values; a trial is "valid" with an end.
 * - The platform operator is an administrator of tenant 1 with platform_operator = 1.
 * - password_resets keeps only a SHA-256 of each link token; captcha_uses makes a captcha
 *   single use across nodes; push_claims makes one node send each event's notifications.
 */
import type { Migration } from "../migrations"

export const access: Migration = {
  id: 2,
  name: "access",
  sql: `
CREATE TABLE resellers (
  id {{pk}},
  name TEXT NOT NULL,
  max_connections INTEGER,
  max_users INTEGER,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX resellers_name ON resellers (name);
ALTER TABLE tenants ADD COLUMN license TEXT NOT NULL DEFAULT 'valid';
ALTER TABLE tenants ADD COLUMN trial_ends_at BIGINT;
ALTER TABLE tenants ADD COLUMN reseller_id INTEGER REFERENCES resellers(id);
ALTER TABLE tenants ADD COLUMN user_creation_disabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tenants ADD COLUMN document TEXT;
ALTER TABLE tenants ADD COLUMN timezone TEXT NOT NULL DEFAULT 'America/Sao_Paulo';
ALTER TABLE tenants ADD COLUMN terms_accepted_at BIGINT;
CREATE INDEX tenants_reseller ON tenants (reseller_id);
ALTER TABLE users ADD COLUMN image TEXT;
ALTER TABLE users ADD COLUMN login_only_scheduled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN login_hours TEXT NOT NULL DEFAULT '[]';
ALTER TABLE users ADD COLUMN allow_calls INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN notify_disable_all INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN notify_disable_group INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN platform_operator INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN deleted_at BIGINT;
UPDATE users SET platform_operator = 1 WHERE tenant_id = 1 AND profile = 'admin';
DROP INDEX users_email;
DROP INDEX users_phone;
CREATE UNIQUE INDEX users_email_live ON users (email) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_phone_live ON users (phone_number) WHERE deleted_at IS NULL;
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  tenant_id INTEGER NOT NULL,
  purpose TEXT NOT NULL DEFAULT 'reset',
  expires_at BIGINT NOT NULL,
  used_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE INDEX password_resets_user ON password_resets (user_id);
CREATE TABLE captcha_uses (
  id TEXT PRIMARY KEY,
  expires_at BIGINT NOT NULL
);
CREATE TABLE push_subscriptions (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);
CREATE INDEX push_subscriptions_tenant ON push_subscriptions (tenant_id, user_id);
CREATE TABLE push_claims (
  tenant_id INTEGER NOT NULL,
  seq BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, seq)
);
`
}
