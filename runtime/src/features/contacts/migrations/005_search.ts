/**
 * The contact list's search on Postgres (store/ContactList.ts, SearchTrigrams.ts): trigram indexes
 * on the lower-case name, the number and the lower-case e-mail. tickets/003_search made them for the
 * ticket list's search; they are made here again where they are missing (a database where pg_trgm
 * could not be created then and can be now). Where pg_trgm cannot be created the statements are
 * skipped with a warning (`{{optional}}`) and the search reads the tenant's contacts instead.
 */
import type { Migration } from "../../../platform/store/migrations"

export const search: Migration = {
  feature: "contacts",
  id: "contacts/005_search",
  order: 1505,
  sql: `
{{pg}} {{optional}} CREATE EXTENSION IF NOT EXISTS pg_trgm;
{{pg}} {{optional}} CREATE INDEX IF NOT EXISTS contacts_name_trgm ON contacts USING gin (lower(name) gin_trgm_ops);
{{pg}} {{optional}} CREATE INDEX IF NOT EXISTS contacts_number_trgm ON contacts USING gin (number gin_trgm_ops);
{{pg}} {{optional}} CREATE INDEX IF NOT EXISTS contacts_email_trgm ON contacts USING gin (lower(email) gin_trgm_ops)
`
}
