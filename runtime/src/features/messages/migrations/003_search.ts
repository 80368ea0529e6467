/**
 * A trigram index for the ticket list's search of message bodies (messageContent), Postgres only
 * (legacy 6); why, and what happens where pg_trgm cannot be created: tickets' 003_search.ts. The
 * extension is created here too, so the piece stands alone.
 */
import type { Migration } from "../../../platform/store/migrations"

export const search: Migration = {
  feature: "messages",
  id: "messages/003_search",
  order: 602,
  legacy: 6,
  sql: `
{{pg}} {{optional}} CREATE EXTENSION IF NOT EXISTS pg_trgm;
{{pg}} {{optional}} CREATE INDEX messages_body_trgm ON messages USING gin (lower(body) gin_trgm_ops)
`
}
