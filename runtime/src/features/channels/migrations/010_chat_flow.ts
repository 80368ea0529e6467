/**
 * A channel's chat flow (issue 14): the tenant's active flow whose bot greets the channel's new
 * tickets, or null. A flow a channel names cannot be deleted (ERR_CHAT_FLOW_IN_USE). After
 * chatFlows/001_chat_flows (order 2602), which makes the table it refers to.
 */
import type { Migration } from "../../../platform/store/migrations"

export const chatFlow: Migration = {
  feature: "channels",
  id: "channels/010_chat_flow",
  order: 2603,
  sql: `
ALTER TABLE channels ADD COLUMN chat_flow_id INTEGER REFERENCES chat_flows(id);
CREATE INDEX channels_chat_flow ON channels (tenant_id, chat_flow_id)
`
}
