/**
 * Migration 4: ticket notes (spec part 1 §3 "Note": text, ticket, user, date), written straight to
 * SQL by runtime/src/features/notes/notes.ts. Same token rules as migrations.ts; an empty sql is
 * skipped.
 */
import type { Migration } from "../migrations"

export const cluster: Migration = {
  id: 4,
  name: "cluster",
  sql: `
CREATE TABLE ticket_notes (id {{pk}}, tenant_id INTEGER NOT NULL, ticket_id INTEGER NOT NULL, user_id INTEGER NOT NULL, body TEXT NOT NULL, created_at BIGINT NOT NULL);
CREATE INDEX ticket_notes_ticket ON ticket_notes (ticket_id, id)
`
}
