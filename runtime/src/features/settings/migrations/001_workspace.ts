/** A tenant's settings (legacy 3): one JSON value per key. */
import type { Migration } from "../../../platform/store/migrations"

export const workspace: Migration = {
  feature: "settings",
  id: "settings/001_workspace",
  order: 305,
  legacy: 3,
  sql: `
CREATE TABLE settings (
  tenant_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, key)
)
`
}
