/**
 * Contact imports (runtime/api/contacts.md "Import and export"): an uploaded file's state and
 * counters (`contact_imports`, the mapping of its run, the first row errors as JSON), and its
 * parsed rows as JSON text in chunks of a thousand (`contact_import_rows`), so a run reads one
 * chunk at a time. Imports older than a day are deleted by the nodes (io/ImportJobs.ts).
 */
import type { Migration } from "../../../platform/store/migrations"

export const imports: Migration = {
  feature: "contacts",
  id: "contacts/002_imports",
  order: 1502,
  sql: `
CREATE TABLE contact_imports (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  user_id INTEGER,
  file_name TEXT NOT NULL,
  format TEXT NOT NULL,
  columns TEXT NOT NULL,
  sample TEXT NOT NULL,
  total INTEGER NOT NULL,
  status TEXT NOT NULL,
  mapping TEXT,
  processed INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL DEFAULT 0,
  updated INTEGER NOT NULL DEFAULT 0,
  unchanged INTEGER NOT NULL DEFAULT 0,
  invalid INTEGER NOT NULL DEFAULT 0,
  errors TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  started_at BIGINT,
  finished_at BIGINT
);
CREATE INDEX contact_imports_tenant ON contact_imports (tenant_id, id);
CREATE INDEX contact_imports_created ON contact_imports (created_at);
CREATE TABLE contact_import_rows (
  import_id INTEGER NOT NULL REFERENCES contact_imports(id),
  tenant_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  rows TEXT NOT NULL,
  PRIMARY KEY (import_id, position)
)
`
}
