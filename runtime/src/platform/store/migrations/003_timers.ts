/** Durable timers (store/Timers.ts, platform/jobs; legacy 3): one per (kind, key), claimed by one node at a time. */
import type { Migration } from "../migrations"

export const timers: Migration = {
  feature: "platform",
  id: "platform/003_timers",
  order: 306,
  legacy: 3,
  sql: `
CREATE TABLE timers (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  due_at BIGINT NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}',
  claimed_by TEXT,
  claimed_until BIGINT,
  fired_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX timers_kind_key ON timers (kind, key);
CREATE INDEX timers_due ON timers (due_at) WHERE fired_at IS NULL;
CREATE INDEX timers_fired ON timers (fired_at) WHERE fired_at IS NOT NULL
`
}
