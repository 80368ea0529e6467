/** Migration 4: several nodes: timers, partition ownership. Same token rules as migrations.ts; an empty sql is skipped. */
import type { Migration } from "../migrations"

export const cluster: Migration = {
  id: 4,
  name: "cluster",
  sql: ``
}
