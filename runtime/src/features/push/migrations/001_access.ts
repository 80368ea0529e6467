/** Push subscriptions of users' browsers, and push_claims: one node sends each event's notifications (legacy 2). */
import type { Migration } from "../../../platform/store/migrations"

export const access: Migration = {
  feature: "push",
  id: "push/001_access",
  order: 205,
  legacy: 2,
  sql: `
CREATE TABLE push_subscriptions (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);
CREATE INDEX push_subscriptions_tenant ON push_subscriptions (tenant_id, user_id);
CREATE TABLE push_claims (
  tenant_id INTEGER NOT NULL,
  seq BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, seq)
)
`
}
