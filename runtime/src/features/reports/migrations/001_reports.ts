/**
 * Reports (runtime/api/reports.md): indexes for the reports' reads and the table of exports.
 * - reports_tickets_created: the tenant's live tickets by creation time, the tickets report's and
 *   the user statistics' range (store/TicketReport.ts, newest first past a keyset cursor).
 * - reports_contacts_birthday: contacts with a birthday by its "MM-DD", so a month is one range.
 * - reports_contacts_area: contacts by their number's first four digits ("55" + area code), for
 *   the contacts by state.
 * - reports_messages_first_reply: the messages a person of the company wrote, by ticket: a ticket's
 *   first answer is one probe that reads the index only (store/TicketReport.ts FIRST_REPLY), so the
 *   summaries over a month of a million tickets take seconds, not minutes.
 * - report_exports: an export's state and progress (rows of total written); the node that runs it
 *   updates it, any node answers it. report_export_chunks: its file, in pieces of about a megabyte
 *   written as the file is made and read back in order (no node holds a whole file). Exports older
 *   than a day are deleted with their files (io/ReportJobs.ts).
 * On a big existing database the index builds run once, inside the piece's transaction, and hold
 * off writes to those tables while they run.
 */
import type { Migration } from "../../../platform/store/migrations"

export const reports: Migration = {
  feature: "reports",
  id: "reports/001_reports",
  order: 2001,
  sql: `
CREATE INDEX reports_tickets_created ON tickets (tenant_id, created_at, id) WHERE deleted = 0;
CREATE INDEX reports_contacts_birthday ON contacts (tenant_id, substr(birthday, 6, 5), id) WHERE birthday IS NOT NULL;
CREATE INDEX reports_contacts_area ON contacts (tenant_id, substr(number, 1, 4), id);
CREATE INDEX reports_messages_first_reply ON messages (ticket_id, id, created_at) \
WHERE from_me = 1 AND user_id IS NOT NULL;
CREATE TABLE report_exports (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  user_id INTEGER NOT NULL,
  report TEXT NOT NULL,
  format TEXT NOT NULL,
  status TEXT NOT NULL,
  rows_done INTEGER NOT NULL DEFAULT 0,
  rows_total INTEGER NOT NULL DEFAULT 0,
  file_name TEXT NOT NULL,
  size BIGINT,
  error TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX report_exports_user ON report_exports (tenant_id, user_id, id);
CREATE INDEX report_exports_created ON report_exports (created_at);
CREATE TABLE report_export_chunks (
  export_id INTEGER NOT NULL REFERENCES report_exports(id),
  seq INTEGER NOT NULL,
  data BYTEA NOT NULL,
  PRIMARY KEY (export_id, seq)
)
`
}
