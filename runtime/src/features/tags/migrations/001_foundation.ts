/** Tags (legacy 1). */
import type { Migration } from "../../../platform/store/migrations"

export const foundation: Migration = {
  feature: "tags",
  id: "tags/001_foundation",
  order: 105,
  legacy: 1,
  sql: `
CREATE TABLE tags (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  color TEXT NOT NULL DEFAULT '#888888',
  active INTEGER NOT NULL DEFAULT 1
)
`
}
