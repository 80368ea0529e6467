/**
 * The satisfaction survey of a resolved ticket (issue 14 item 7; settings surveyEnabled,
 * surveyMessage, surveyThanks): asked when an agent resolves the ticket, answered by the customer's
 * next message with a score of 1 to 5 and an optional comment (core/src/rules/survey.ts). A
 * message that is no score ends it unanswered (`answered_at` set, `score` null). The reports read
 * the score; `user_id` and `queue_id` are the ticket's when it was resolved.
 */
import type { Migration } from "../../../platform/store/migrations"

export const surveys: Migration = {
  feature: "tickets",
  id: "tickets/004_surveys",
  order: 3101,
  sql: `
CREATE TABLE ticket_surveys (
  ticket_id INTEGER PRIMARY KEY REFERENCES tickets(id),
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  user_id INTEGER,
  queue_id INTEGER,
  asked_at BIGINT NOT NULL,
  score INTEGER,
  comment TEXT,
  answered_at BIGINT
);
CREATE INDEX ticket_surveys_tenant ON ticket_surveys (tenant_id, asked_at)
`
}
