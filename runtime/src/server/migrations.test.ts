/**
 * The product's list of migrations: runnable as written, every piece rendered cleanly, and the
 * legacy versions mapped to the pieces that hold them.
 */
import { describe, expect, it } from "vitest"
import { legacyAdoptions, migrationStatements, orderMigrations } from "../platform/store/migrations"
import { migrations } from "./migrations"

describe("the migrations", () => {
  it("follow the rules of a list and leave no token or marker unread", () => {
    expect(() => orderMigrations(migrations)).not.toThrow()
    for (const m of migrations)
      for (const kind of ["sqlite", "pg"] as const)
        for (const s of migrationStatements(m.sql, kind)) expect(s.sql).not.toMatch(/\{\{/)
  })

  it("map each version of the numbered list (1..8) to the pieces that took over its statements", () => {
    const byVersion = Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7, 8].map((v) => [
        v,
        orderMigrations(legacyAdoptions(migrations, new Set([v]))).map((m) => m.id)
      ])
    )
    expect(byVersion).toEqual({
      1: [
        "tenants/001_foundation",
        "users/001_foundation",
        "platform/001_foundation",
        "queues/001_foundation",
        "tags/001_foundation",
        "channels/001_foundation",
        "tickets/001_foundation",
        "messages/001_foundation"
      ],
      2: ["tenants/002_access", "users/002_access", "platform/002_access", "auth/001_access", "push/001_access"],
      3: [
        "tickets/002_workspace",
        "messages/002_workspace",
        "tags/002_workspace",
        "queues/002_workspace",
        "settings/001_workspace",
        "platform/003_timers"
      ],
      4: ["notes/001_notes"],
      5: ["platform/004_outbox"],
      6: ["tickets/003_search", "messages/003_search"],
      7: ["channels/002_secrets"],
      8: ["auth/002_access_limits", "platform/005_sessions_hashed"]
    })
  })

  it("the search pieces are Postgres-only and optional", () => {
    for (const m of migrations.filter((m) => m.id.endsWith("_search"))) {
      expect(migrationStatements(m.sql, "sqlite")).toEqual([])
      expect(migrationStatements(m.sql, "pg").every((s) => s.optional)).toBe(true)
    }
  })
})
