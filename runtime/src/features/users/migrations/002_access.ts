/**
 * Users' access settings (legacy 2). Users are soft-deleted (deleted_at) so history keeps their
 * name; e-mail and phone stay unique among the users not deleted (partial unique indexes, both
 * dialects). The platform operator is an administrator of tenant 1 with platform_operator = 1.
 */
import type { Migration } from "../../../platform/store/migrations"

export const access: Migration = {
  feature: "users",
  id: "users/002_access",
  order: 202,
  legacy: 2,
  sql: `
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
CREATE UNIQUE INDEX users_phone_live ON users (phone_number) WHERE deleted_at IS NULL
`
}
