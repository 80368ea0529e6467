/** Queues and the users who answer each (legacy 1). */
import type { Migration } from "../../../platform/store/migrations"

export const foundation: Migration = {
  feature: "queues",
  id: "queues/001_foundation",
  order: 104,
  legacy: 1,
  sql: `
CREATE TABLE queues (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL
);
CREATE TABLE user_queues (
  user_id INTEGER NOT NULL REFERENCES users(id),
  queue_id INTEGER NOT NULL REFERENCES queues(id),
  PRIMARY KEY (user_id, queue_id)
)
`
}
