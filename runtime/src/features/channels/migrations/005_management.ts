/**
 * Channel management by administrators (runtime/api/channels.md):
 * - `enabled`: whether the administrator wants the session running (connect sets it, disconnect and
 *   saving a WhatsApp channel's import settings clear it); the supervisors run only enabled channels,
 *   so a disconnected channel stays so across restarts, and a disabled web chat refuses its widget.
 * - `session_gen`: bumped by "new QR code" and "reset", so whichever node runs the session restarts it.
 * - `deleted_at`: a deleted channel with conversation history keeps its row (its tickets keep their
 *   channel) but is gone from every list, lookup and limit; one without history is removed.
 * - `name_folded`: the name trimmed and lower-cased (core's foldName; SQLite's LOWER is ASCII only,
 *   so existing rows get an ASCII fold here and the API writes the real one): names are unique
 *   across the platform in that form, among channels not deleted. The exact-name index gives way to
 *   one that leaves deleted channels out, so a deleted channel's name can be used again.
 */
import type { Migration } from "../../../platform/store/migrations"

export const management: Migration = {
  feature: "channels",
  id: "channels/005_management",
  order: 1402,
  sql: `
ALTER TABLE channels ADD COLUMN enabled INTEGER NOT NULL DEFAULT 1;
ALTER TABLE channels ADD COLUMN session_gen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE channels ADD COLUMN deleted_at BIGINT;
ALTER TABLE channels ADD COLUMN name_folded TEXT;
UPDATE channels SET name_folded = LOWER(TRIM(name));
DROP INDEX channels_name;
CREATE UNIQUE INDEX channels_name_live ON channels (name) WHERE deleted_at IS NULL;
{{optional}} CREATE UNIQUE INDEX channels_name_folded ON channels (name_folded) WHERE deleted_at IS NULL;
CREATE INDEX channels_tenant ON channels (tenant_id, id)
`
}
