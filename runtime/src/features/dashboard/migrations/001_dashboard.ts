/**
 * The home dashboard's aggregates (store/DailyCounts.ts, facts.ts): per tenant, local calendar day
 * (days since 1970-01-01 of the tenant's date), user and queue (0: none), the day's sums; the
 * primary key is the range every dashboard read takes. The attendance panel's partial index of the
 * live tickets (store/Panel.ts): only pending and open tickets are in it, so the panel's count
 * reads the tickets in progress, however many closed ones there are. Every tenant already there
 * gets its back-fill (rebuild.ts) as a durable timer due at once, which a running node fires.
 */
import type { Migration } from "../../../platform/store/migrations"

export const dashboard: Migration = {
  feature: "dashboard",
  id: "dashboard/001_dashboard",
  order: 1901,
  sql: `
CREATE TABLE dashboard_daily (
  tenant_id INTEGER NOT NULL,
  day INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  queue_id INTEGER NOT NULL,
  opened INTEGER NOT NULL DEFAULT 0,
  attended INTEGER NOT NULL DEFAULT 0,
  resolved INTEGER NOT NULL DEFAULT 0,
  resolution_ms BIGINT NOT NULL DEFAULT 0,
  waiting_now INTEGER NOT NULL DEFAULT 0,
  open_now INTEGER NOT NULL DEFAULT 0,
  answered INTEGER NOT NULL DEFAULT 0,
  first_response_ms BIGINT NOT NULL DEFAULT 0,
  sla_green INTEGER NOT NULL DEFAULT 0,
  sla_yellow INTEGER NOT NULL DEFAULT 0,
  sla_red INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, day, user_id, queue_id)
);
CREATE INDEX dashboard_active_tickets ON tickets (tenant_id, status, user_id, queue_id, waiting_since)
  WHERE deleted = 0 AND status <> 'closed';
INSERT INTO timers (tenant_id, kind, key, due_at, payload, created_at)
  SELECT id, 'dashboard.rebuild', 'tenant:' || id, 0, '{}', 0 FROM tenants
`
}
