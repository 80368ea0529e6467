/** Tags' creation time, the tenant's tag list, and contacts' tags (legacy 3). */
import type { Migration } from "../../../platform/store/migrations"

export const workspace: Migration = {
  feature: "tags",
  id: "tags/002_workspace",
  order: 303,
  legacy: 3,
  sql: `
ALTER TABLE tags ADD COLUMN created_at BIGINT NOT NULL DEFAULT 0;
CREATE INDEX tags_tenant ON tags (tenant_id, id);
CREATE TABLE contact_tags (
  contact_id INTEGER NOT NULL,
  tag_id INTEGER NOT NULL,
  PRIMARY KEY (contact_id, tag_id)
);
CREATE INDEX contact_tags_tag ON contact_tags (tag_id)
`
}
