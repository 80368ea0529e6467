/** Indexes for a tenant's queue list and a queue's users (legacy 3). */
import type { Migration } from "../../../platform/store/migrations"

export const workspace: Migration = {
  feature: "queues",
  id: "queues/002_workspace",
  order: 304,
  legacy: 3,
  sql: `
CREATE INDEX queues_tenant ON queues (tenant_id, id);
CREATE INDEX user_queues_queue ON user_queues (queue_id)
`
}
