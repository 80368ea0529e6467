/**
 * Quick messages (spec part 1 §3 "Quick message": key and message): a tenant's texts that agents
 * insert by their key. The key is unique per tenant as compared (`key_folded`, core's foldKey:
 * Unicode lower case, which SQLite's LOWER does not do), so the index enforces it in both dialects.
 */
import type { Migration } from "../../../platform/store/migrations"

export const quickMessages: Migration = {
  feature: "quickMessages",
  id: "quickMessages/001_quick_messages",
  order: 1301,
  sql: `
CREATE TABLE quick_messages (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  key TEXT NOT NULL,
  key_folded TEXT NOT NULL,
  message TEXT NOT NULL,
  user_id INTEGER,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX quick_messages_tenant_key ON quick_messages (tenant_id, key_folded)
`
}
