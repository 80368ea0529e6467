/**
 * The media store (platform/media/MediaStore.ts): a file's bytes may live outside its row (embedded
 * mode keeps them under the data dir), so `media.data` may be NULL. SQLite cannot drop a NOT NULL,
 * so there the table is rebuilt with its rows (no other table references it).
 */
import type { Migration } from "../migrations"

export const mediaStore: Migration = {
  feature: "platform",
  id: "platform/007_media_store",
  order: 1101,
  sql: `
{{pg}} ALTER TABLE media ALTER COLUMN data DROP NOT NULL;
{{sqlite}} CREATE TABLE media_next (
  id TEXT PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  mime TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BYTEA,
  created_at BIGINT NOT NULL
);
{{sqlite}} INSERT INTO media_next (id, tenant_id, mime, name, size, data, created_at)
  SELECT id, tenant_id, mime, name, size, data, created_at FROM media;
{{sqlite}} DROP TABLE media;
{{sqlite}} ALTER TABLE media_next RENAME TO media
`
}
