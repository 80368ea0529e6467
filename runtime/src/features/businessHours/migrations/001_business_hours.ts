/**
 * Business hours (spec part 2 §3, §9): one row per tenant that saved its week (JSON, Sunday first)
 * and absence message; a user's availability by weekday and shift; and the tickets that were sent
 * the absence message (at most once per ticket).
 */
import type { Migration } from "../../../platform/store/migrations"

export const businessHours: Migration = {
  feature: "businessHours",
  id: "businessHours/001_business_hours",
  order: 2701,
  sql: `
CREATE TABLE business_hours (
  tenant_id INTEGER PRIMARY KEY,
  days TEXT NOT NULL,
  absence_message TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE user_availability (
  tenant_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  days TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, user_id)
);
CREATE TABLE absence_sent (
  ticket_id INTEGER PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  sent_at BIGINT NOT NULL
)
`
}
