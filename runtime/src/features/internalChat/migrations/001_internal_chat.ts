/**
 * The internal chat (spec part 1 §2 `/chat-interno`, §3 "Internal chat"): conversations between
 * users of a tenant (one-to-one, unique per pair through `direct_key` "<low id>:<high id>", or
 * groups with a name), their members with the last message each has read, and the messages (text,
 * or one file of the media store with the text as caption).
 */
import type { Migration } from "../../../platform/store/migrations"

export const internalChat: Migration = {
  feature: "internalChat",
  id: "internalChat/001_internal_chat",
  order: 1601,
  sql: `
CREATE TABLE chat_conversations (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  kind TEXT NOT NULL,
  name TEXT,
  direct_key TEXT,
  created_by INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX chat_conversations_direct ON chat_conversations (tenant_id, direct_key);
CREATE TABLE chat_members (
  conversation_id INTEGER NOT NULL REFERENCES chat_conversations(id),
  tenant_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  last_read_id INTEGER NOT NULL DEFAULT 0,
  joined_at BIGINT NOT NULL,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX chat_members_user ON chat_members (tenant_id, user_id);
CREATE TABLE chat_messages (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  conversation_id INTEGER NOT NULL REFERENCES chat_conversations(id),
  user_id INTEGER NOT NULL,
  body TEXT NOT NULL,
  media_url TEXT,
  media_type TEXT,
  media_name TEXT,
  created_at BIGINT NOT NULL
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id)
`
}
