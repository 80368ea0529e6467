/**
 * Chat flows (spec part 2 §3 "Chat flow", §4 "Flow"; core/src/contracts/chatFlows.ts): a tenant's
 * flows, each one JSON document (a start node and steps) checked by core before it is stored.
 * `active` counts against the plan (the free plan keeps one active flow).
 */
import type { Migration } from "../../../platform/store/migrations"

export const chatFlows: Migration = {
  feature: "chatFlows",
  id: "chatFlows/001_chat_flows",
  order: 2602,
  sql: `
CREATE TABLE chat_flows (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  active INTEGER NOT NULL DEFAULT 1,
  test_number TEXT,
  document TEXT NOT NULL,
  user_id INTEGER,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX chat_flows_tenant ON chat_flows (tenant_id, active, id)
`
}
