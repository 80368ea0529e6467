/**
 * The contact list's search on SQLite (`GET /contacts?searchParam=`, store/ContactList.ts: contacts
 * whose name or e-mail contains the term, or whose number contains its digits). Two indexes hold
 * each contact's searchable text (lower-case name, number and lower-case e-mail, separated by
 * U+001F), one in each order of the list: after the tenant and id (newest first) and after the
 * tenant, sort name and id (by name). A substring search cannot seek in them, but reading one in
 * the list's order is a scan of compact entries with one GLOB each, without reading the table, that
 * stops once the page is full: 100,000 contacts in about 7 ms for a term that few have, instead of
 * 30 to 50 (three LIKEs on each table row). The rows found are then checked against the search's
 * own conditions. SQLite keeps indexes on expressions up to date on every write, whoever writes
 * (channels, imports, merges). The text is written as ContactList.ts SEARCH_TEXT writes it, so
 * that SQLite reads it from the index. Postgres has trigram indexes instead (contacts/005_search).
 */
import type { Migration } from "../../../platform/store/migrations"

export const searchText: Migration = {
  feature: "contacts",
  id: "contacts/004_search_text",
  order: 1504,
  sql: `
{{sqlite}} CREATE INDEX contacts_search ON contacts (tenant_id, id,
  (lower(name) || char(31) || coalesce(number, '') || char(31) || lower(coalesce(email, ''))));
{{sqlite}} CREATE INDEX contacts_search_by_name ON contacts (tenant_id, substr(lower(name), 1, 100), id,
  (lower(name) || char(31) || coalesce(number, '') || char(31) || lower(coalesce(email, ''))))
`
}
