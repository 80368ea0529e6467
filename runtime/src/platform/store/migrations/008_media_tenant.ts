/**
 * What a tenant's files take (system information's "tenant folder size", GET /system/info) is a
 * sum over its rows of `media`: an index of (tenant, size) answers it without reading the table.
 */
import type { Migration } from "../migrations"

export const mediaTenant: Migration = {
  feature: "platform",
  id: "platform/008_media_tenant",
  order: 3302,
  sql: `CREATE INDEX media_tenant_size ON media (tenant_id, size)`
}
