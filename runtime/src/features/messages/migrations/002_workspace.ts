/** Quotes, edits, deletions, forwards, reactions, transcriptions and scheduled sends of messages (legacy 3). */
import type { Migration } from "../../../platform/store/migrations"

export const workspace: Migration = {
  feature: "messages",
  id: "messages/002_workspace",
  order: 302,
  legacy: 3,
  sql: `
ALTER TABLE messages ADD COLUMN quoted_msg_id INTEGER;
ALTER TABLE messages ADD COLUMN edited INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN forwarded INTEGER NOT NULL DEFAULT 0;
ALTER TABLE messages ADD COLUMN reaction TEXT;
ALTER TABLE messages ADD COLUMN transcription TEXT;
ALTER TABLE messages ADD COLUMN scheduled_id INTEGER;
CREATE INDEX messages_tenant_time ON messages (tenant_id, created_at)
`
}
