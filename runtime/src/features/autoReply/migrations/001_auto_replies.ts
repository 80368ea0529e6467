/**
 * Auto-reply flows (spec part 2 §3 "Auto-reply flow"): an auto-reply, its steps (one initial step
 * at most: a partial unique index, both dialects) and each step's actions. `auto_reply_tickets`
 * names the tickets an auto-reply runs in (its current step): an auto-reply, or a step, with a
 * ticket there cannot be deleted (ERR_AUTO_REPLY_RELATIONED_TICKET).
 */
import type { Migration } from "../../../platform/store/migrations"

export const autoReplies: Migration = {
  feature: "autoReply",
  id: "autoReply/001_auto_replies",
  order: 2601,
  sql: `
CREATE TABLE auto_replies (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  description TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  test_number TEXT,
  user_id INTEGER,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX auto_replies_tenant ON auto_replies (tenant_id, id);
CREATE TABLE auto_reply_steps (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  auto_reply_id INTEGER NOT NULL REFERENCES auto_replies(id),
  message TEXT NOT NULL,
  initial_step INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX auto_reply_steps_reply ON auto_reply_steps (tenant_id, auto_reply_id, id);
CREATE UNIQUE INDEX auto_reply_steps_initial ON auto_reply_steps (auto_reply_id) WHERE initial_step = 1;
CREATE TABLE auto_reply_actions (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  step_id INTEGER NOT NULL REFERENCES auto_reply_steps(id),
  key TEXT NOT NULL,
  next_step_id INTEGER REFERENCES auto_reply_steps(id),
  queue_id INTEGER,
  user_id INTEGER,
  reply_message TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX auto_reply_actions_step ON auto_reply_actions (tenant_id, step_id, id);
CREATE TABLE auto_reply_tickets (
  ticket_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  auto_reply_id INTEGER NOT NULL REFERENCES auto_replies(id),
  step_id INTEGER REFERENCES auto_reply_steps(id),
  created_at BIGINT NOT NULL
);
CREATE INDEX auto_reply_tickets_reply ON auto_reply_tickets (tenant_id, auto_reply_id, step_id)
`
}
