/**
 * Dead letters (store/DeadLetters.ts): commands and timers that kept failing, with their cause; and
 * the timers' count of failed firings, which sends a timer there after ATENDE_MAX_DELIVERIES.
 */
import type { Migration } from "../migrations"

export const deadLetters: Migration = {
  feature: "platform",
  id: "platform/006_dead_letters",
  order: 901,
  sql: `
CREATE TABLE dead_letters (
  id {{pk}},
  tenant_id INTEGER,
  source TEXT NOT NULL,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  envelope_id TEXT,
  payload TEXT NOT NULL,
  cause TEXT NOT NULL,
  deliveries INTEGER NOT NULL,
  first_failed_at BIGINT NOT NULL,
  last_failed_at BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX dead_letters_envelope ON dead_letters (source, envelope_id);
CREATE INDEX dead_letters_tenant ON dead_letters (tenant_id, id);
ALTER TABLE timers ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE timers ADD COLUMN first_failed_at BIGINT
`
}
