/**
 * The tenant's contracted storage in MB (system information's "contracted space", spec part 2 §3),
 * set by the platform's operator; NULL = unlimited.
 */
import type { Migration } from "../../../platform/store/migrations"

export const storageQuota: Migration = {
  feature: "tenants",
  id: "tenants/003_storage_quota",
  order: 3301,
  sql: `ALTER TABLE tenants ADD COLUMN storage_quota_mb INTEGER`
}
