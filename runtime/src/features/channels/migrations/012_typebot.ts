/**
 * A channel's Typebot connection (issue 14 item 4): the tenant's Typebot whose bot talks to the
 * channel's new tickets, or null. Deleting the connection unbinds its channels. After
 * typebot/001_typebots (order 2901), which makes the table it refers to.
 */
import type { Migration } from "../../../platform/store/migrations"

export const typebot: Migration = {
  feature: "channels",
  id: "channels/012_typebot",
  order: 2902,
  sql: `
ALTER TABLE channels ADD COLUMN typebot_id INTEGER REFERENCES typebots(id);
CREATE INDEX channels_typebot ON channels (tenant_id, typebot_id)
`
}
