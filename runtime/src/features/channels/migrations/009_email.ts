/**
 * E-mail channels (email/): where each channel's reading of its IMAP INBOX stands (the mailbox's
 * UIDVALIDITY and the last UID handed on, advanced only after the ticket actor has the mail), and
 * each conversation's thread (the customer's last Message-ID, the References chain and subject),
 * which our replies answer with In-Reply-To / References / "Re: <subject>".
 */
import type { Migration } from "../../../platform/store/migrations"

export const email: Migration = {
  feature: "channels",
  id: "channels/009_email",
  order: 2301,
  sql: `
CREATE TABLE email_cursors (
  channel_id INTEGER PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  uid_validity TEXT NOT NULL,
  last_uid BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE email_threads (
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  message_id TEXT NOT NULL,
  refs TEXT NOT NULL,
  subject TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (channel_id, address)
);
`
}
