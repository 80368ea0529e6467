/** Tags on tickets (spec part 1 §3 "Ticket": tags), set by the agents working the ticket. */
import type { Migration } from "../../../platform/store/migrations"

export const ticketTags: Migration = {
  feature: "tags",
  id: "tags/003_ticket_tags",
  order: 1701,
  sql: `
CREATE TABLE ticket_tags (
  ticket_id INTEGER NOT NULL,
  tag_id INTEGER NOT NULL,
  PRIMARY KEY (ticket_id, tag_id)
);
CREATE INDEX ticket_tags_tag ON ticket_tags (tag_id)
`
}
