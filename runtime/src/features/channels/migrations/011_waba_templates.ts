/**
 * WhatsApp templates of the Cloud API channels (waba/templates.ts): each channel's templates as
 * Meta last answered them (created here, listed by a sync, their status moved by the webhook's
 * `message_template_status_update`), unique by name and language per channel; and on a message
 * sent as a template, what it was sent with (`messages.template`, JSON: name, language, values).
 */
import type { Migration } from "../../../platform/store/migrations"

export const wabaTemplates: Migration = {
  feature: "channels",
  id: "channels/011_waba_templates",
  order: 2801,
  sql: `
CREATE TABLE waba_templates (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  channel_id INTEGER NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  provider_id TEXT NOT NULL,
  name TEXT NOT NULL,
  language TEXT NOT NULL,
  category TEXT NOT NULL,
  status TEXT NOT NULL,
  reason TEXT,
  components TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX waba_templates_name ON waba_templates (channel_id, name, language);
CREATE INDEX waba_templates_provider ON waba_templates (channel_id, provider_id);
ALTER TABLE messages ADD COLUMN template TEXT
`
}
