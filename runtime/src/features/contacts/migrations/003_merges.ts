/**
 * One person, one contact across channels: when duplicates are merged, the merged contact's
 * conversation keys (channel + external id) stay as identities of the contact kept, so the
 * customer writing again on that channel reaches the kept contact (the ticket actor's lookup falls
 * back to them; features/tickets/store/Contacts.ts). A merge keeps what it did (the merged rows,
 * the tickets, notes, tags and wallets it moved, the fields it filled) so it can be undone.
 */
import type { Migration } from "../../../platform/store/migrations"

export const merges: Migration = {
  feature: "contacts",
  id: "contacts/003_merges",
  order: 1503,
  sql: `
CREATE TABLE contact_identities (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  contact_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  external_id TEXT NOT NULL,
  merge_id INTEGER,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX contact_identities_key ON contact_identities (tenant_id, channel_id, external_id);
CREATE INDEX contact_identities_contact ON contact_identities (contact_id, channel_id);
CREATE TABLE contact_merges (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  kept_id INTEGER NOT NULL,
  merged_ids TEXT NOT NULL,
  merged_names TEXT NOT NULL,
  record TEXT NOT NULL,
  user_id INTEGER,
  created_at BIGINT NOT NULL,
  undone_at BIGINT
);
CREATE INDEX contact_merges_tenant ON contact_merges (tenant_id, id)
`
}
