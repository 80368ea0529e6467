/**
 * Trigram indexes for the ticket list's search of contacts by name, number and e-mail
 * (searchParam; store/TicketList.ts), Postgres only (legacy 6).
 * The ticket list searches by substring, `LOWER(col) LIKE '%term%'`. A B-tree cannot serve a
 * leading `%`, so without these the search scans; GIN trigram indexes on the same expressions turn
 * it into bitmap probes of the term's trigrams (terms of 3 characters or more). pg_trgm ships with
 * Postgres and is a trusted extension (a database owner may create it); where it cannot be created
 * the statements are skipped with a warning (`{{optional}}`) and the searches keep working, by
 * scanning (to add them later: create the extension, then run these statements by hand). SQLite
 * has no such index; its searches scan. The indexes are not partial: the planner reads an indexed
 * expression's statistics only from a whole-table index, and with them it tells a rare term from a
 * frequent one. On a big existing database the builds run once, inside the piece's transaction,
 * and hold off writes to the table while they run (about a minute per 10 million rows with 512 MB
 * of maintenance_work_mem).
 */
import type { Migration } from "../../../platform/store/migrations"

export const search: Migration = {
  feature: "tickets",
  id: "tickets/003_search",
  order: 601,
  legacy: 6,
  sql: `
{{pg}} {{optional}} CREATE EXTENSION IF NOT EXISTS pg_trgm;
{{pg}} {{optional}} CREATE INDEX contacts_name_trgm ON contacts USING gin (lower(name) gin_trgm_ops);
{{pg}} {{optional}} CREATE INDEX contacts_number_trgm ON contacts USING gin (number gin_trgm_ops);
{{pg}} {{optional}} CREATE INDEX contacts_email_trgm ON contacts USING gin (lower(email) gin_trgm_ops)
`
}
