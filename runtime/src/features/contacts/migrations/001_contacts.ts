/**
 * Contacts as the spec describes them (part 1 §3 "Contact"): the fields the first pieces left out,
 * the canonical phone key (core/src/rules/phone.ts) that makes one person one contact, notes with
 * title and description, and additional information entries. Tags (`contact_tags`, tags/002) and
 * wallets (`contact_wallets`, tickets/002) have their tables already.
 * Existing numbers made of 8 to 15 digits get their key here, in SQL (the ninth-digit rule on
 * E.164 digits); when one tenant has a number twice, the oldest contact keeps the key and the
 * others keep their number without one, so the unique index can be built (they are found as
 * duplicates by number no more: merging them is a person's decision). Numbers in other forms
 * get their key when next written through the contacts API.
 */
import type { Migration } from "../../../platform/store/migrations"

export const contacts: Migration = {
  feature: "contacts",
  id: "contacts/001_contacts",
  order: 1501,
  sql: `
ALTER TABLE contacts ADD COLUMN first_name TEXT;
ALTER TABLE contacts ADD COLUMN last_name TEXT;
ALTER TABLE contacts ADD COLUMN business_name TEXT;
ALTER TABLE contacts ADD COLUMN document TEXT;
ALTER TABLE contacts ADD COLUMN birthday TEXT;
ALTER TABLE contacts ADD COLUMN gender TEXT;
ALTER TABLE contacts ADD COLUMN marital_status TEXT;
ALTER TABLE contacts ADD COLUMN source TEXT;
ALTER TABLE contacts ADD COLUMN instagram TEXT;
ALTER TABLE contacts ADD COLUMN telegram_id TEXT;
ALTER TABLE contacts ADD COLUMN website TEXT;
ALTER TABLE contacts ADD COLUMN category TEXT;
ALTER TABLE contacts ADD COLUMN is_whatsapp_valid INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contacts ADD COLUMN phone_key TEXT;
ALTER TABLE contacts ADD COLUMN updated_at BIGINT;
UPDATE contacts SET updated_at = created_at;
{{pg}} UPDATE contacts SET phone_key = CASE WHEN number ~ '^55[1-9][1-9]9[6-9][0-9]{7}$'
  THEN substr(number, 1, 4) || substr(number, 6) ELSE number END
  WHERE number ~ '^[0-9]{8,15}$';
{{sqlite}} UPDATE contacts SET phone_key = CASE
  WHEN length(number) = 13 AND number GLOB '55[1-9][1-9]9[6-9]*'
  THEN substr(number, 1, 4) || substr(number, 6) ELSE number END
  WHERE length(number) BETWEEN 8 AND 15 AND number NOT GLOB '*[^0-9]*';
CREATE INDEX contacts_phone_key_backfill ON contacts (tenant_id, phone_key);
UPDATE contacts SET phone_key = NULL WHERE phone_key IS NOT NULL AND EXISTS (SELECT 1 FROM contacts d
  WHERE d.tenant_id = contacts.tenant_id AND d.phone_key = contacts.phone_key AND d.id < contacts.id);
DROP INDEX contacts_phone_key_backfill;
CREATE UNIQUE INDEX contacts_phone_key ON contacts (tenant_id, phone_key);
CREATE INDEX contacts_email_key ON contacts (tenant_id, lower(email));
CREATE INDEX contacts_by_id ON contacts (tenant_id, id);
CREATE INDEX contacts_by_name ON contacts (tenant_id, substr(lower(name), 1, 100), id);
CREATE TABLE contact_notes (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  contact_id INTEGER NOT NULL REFERENCES contacts(id),
  user_id INTEGER,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX contact_notes_contact ON contact_notes (tenant_id, contact_id, id);
CREATE TABLE contact_extra_info (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  contact_id INTEGER NOT NULL REFERENCES contacts(id),
  position INTEGER NOT NULL,
  description TEXT NOT NULL,
  information TEXT NOT NULL
);
CREATE INDEX contact_extra_info_contact ON contact_extra_info (contact_id, position)
`
}
