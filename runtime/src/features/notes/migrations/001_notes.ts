/** Ticket notes (legacy 4; spec part 1 §3 "Note": text, ticket, user, date). */
import type { Migration } from "../../../platform/store/migrations"

export const notes: Migration = {
  feature: "notes",
  id: "notes/001_notes",
  order: 401,
  legacy: 4,
  sql: `
CREATE TABLE ticket_notes (id {{pk}}, tenant_id INTEGER NOT NULL, ticket_id INTEGER NOT NULL, \
user_id INTEGER NOT NULL, body TEXT NOT NULL, created_at BIGINT NOT NULL);
CREATE INDEX ticket_notes_ticket ON ticket_notes (ticket_id, id)
`
}
