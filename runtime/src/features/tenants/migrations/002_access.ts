/**
 * Resellers, licences and the tenant's own settings (legacy 2). A tenant's licence is one of core's
 * LicenseState values; a trial is "valid" with an end.
 */
import type { Migration } from "../../../platform/store/migrations"

export const access: Migration = {
  feature: "tenants",
  id: "tenants/002_access",
  order: 201,
  legacy: 2,
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
CREATE INDEX tenants_reseller ON tenants (reseller_id)
`
}
