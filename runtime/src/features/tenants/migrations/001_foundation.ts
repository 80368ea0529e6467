/** Tenants (legacy 1): every other table's rows belong to one; event_seq numbers its live events. */
import type { Migration } from "../../../platform/store/migrations"

export const foundation: Migration = {
  feature: "tenants",
  id: "tenants/001_foundation",
  order: 101,
  legacy: 1,
  sql: `
CREATE TABLE tenants (
  id {{pk}},
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  plan TEXT NOT NULL DEFAULT 'free',
  event_seq BIGINT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
)
`
}
