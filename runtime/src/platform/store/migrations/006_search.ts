/**
 * Migration 6: trigram indexes for the ticket list's searches (features/tickets/store/TicketList.ts), Postgres only.
 * The list searches by substring, `LOWER(col) LIKE '%term%'`: contacts by name, number and e-mail
 * (searchParam) and messages by body (messageContent). A B-tree cannot serve a leading `%`, so
 * without these both scan (every contact of the tenant; every message of the tickets walked). GIN
 * trigram indexes on the same expressions turn a search into bitmap probes of the trigrams of
 * the term (terms of 3 characters or more; shorter ones still scan, and match broadly anyway).
 * pg_trgm ships with Postgres and is a trusted extension (a database owner may create it); where
 * it cannot be created the statements are skipped with a warning (`{{optional}}`): the searches
 * keep working, by scanning (to add them later: create the extension, then run these statements
 * by hand). SQLite has no such index; its searches scan.
 * The indexes are not partial (no `WHERE deleted = 0`): the planner reads an indexed expression's
 * statistics only from a whole-table index, and with them it tells a rare term (probe the index)
 * from a frequent one (walk the list and test each ticket's messages).
 * On an empty database this is instant. On a big existing one the builds run once, inside the
 * migration's transaction, and hold off writes to contacts and messages while they run (about a
 * minute per 10 million messages with 512 MB of maintenance_work_mem; longer with less).
 */
import type { Migration } from "../migrations"

export const search: Migration = {
  id: 6,
  name: "search",
  sql: `
{{pg}} {{optional}} CREATE EXTENSION IF NOT EXISTS pg_trgm;
{{pg}} {{optional}} CREATE INDEX contacts_name_trgm ON contacts USING gin (lower(name) gin_trgm_ops);
{{pg}} {{optional}} CREATE INDEX contacts_number_trgm ON contacts USING gin (number gin_trgm_ops);
{{pg}} {{optional}} CREATE INDEX contacts_email_trgm ON contacts USING gin (lower(email) gin_trgm_ops);
{{pg}} {{optional}} CREATE INDEX messages_body_trgm ON messages USING gin (lower(body) gin_trgm_ops)
`
}
