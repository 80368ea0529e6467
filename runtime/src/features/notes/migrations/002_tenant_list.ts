/**
 * Notes of attendance (`GET /notes`): the tenant's notes newest first, all of them or one author's,
 * each an ordered index range (store/NoteList.ts); on Postgres a trigram index for the search of
 * note text (optional, as the other search pieces: skipped where pg_trgm cannot be created).
 */
import type { Migration } from "../../../platform/store/migrations"

export const tenantList: Migration = {
  feature: "notes",
  id: "notes/002_tenant_list",
  order: 1401,
  sql: `
CREATE INDEX ticket_notes_tenant ON ticket_notes (tenant_id, created_at, id);
CREATE INDEX ticket_notes_author ON ticket_notes (tenant_id, user_id, created_at, id);
{{pg}} {{optional}} CREATE EXTENSION IF NOT EXISTS pg_trgm;
{{pg}} {{optional}} CREATE INDEX ticket_notes_body_trgm ON ticket_notes USING gin (lower(body) gin_trgm_ops)
`
}
