/** Migration 2: users, sessions, registration, password reset, plans, resellers, licences. Same token rules as migrations.ts; an empty sql is skipped. */
import type { Migration } from "../migrations"

export const access: Migration = {
  id: 2,
  name: "access",
  sql: ``
}
