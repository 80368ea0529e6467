/** Migration rendering: the {{pk}} token, and the {{pg}} / {{optional}} statement markers. */
import { describe, expect, it } from "vitest"
import { migrations, migrationStatements } from "./migrations"

const sql = `
CREATE TABLE a (id {{pk}}, data BYTEA);
{{pg}} {{optional}} CREATE EXTENSION IF NOT EXISTS pg_trgm;
{{pg}} CREATE INDEX a_pg ON a (id);
{{optional}} CREATE INDEX a_any ON a (data)
`

describe("migrationStatements", () => {
  it("renders tokens per dialect, keeps Postgres-only statements off SQLite and flags optional ones", () => {
    expect(migrationStatements(sql, "sqlite")).toEqual([
      { sql: "CREATE TABLE a (id INTEGER PRIMARY KEY AUTOINCREMENT, data BLOB)", optional: false },
      { sql: "CREATE INDEX a_any ON a (data)", optional: true }
    ])
    expect(migrationStatements(sql, "pg")).toEqual([
      { sql: "CREATE TABLE a (id SERIAL PRIMARY KEY, data BYTEA)", optional: false },
      { sql: "CREATE EXTENSION IF NOT EXISTS pg_trgm", optional: true },
      { sql: "CREATE INDEX a_pg ON a (id)", optional: false },
      { sql: "CREATE INDEX a_any ON a (data)", optional: true }
    ])
  })

  it("numbers the migrations in order, once each, and leaves no marker unread", () => {
    expect(migrations.map((m) => m.id)).toEqual(migrations.map((_, i) => i + 1))
    for (const m of migrations) for (const kind of ["sqlite", "pg"] as const) for (const s of migrationStatements(m.sql, kind)) expect(s.sql).not.toMatch(/\{\{/)
  })

  it("the search migration is Postgres-only and optional", () => {
    const search = migrations.find((m) => m.name === "search")!
    expect(migrationStatements(search.sql, "sqlite")).toEqual([])
    expect(migrationStatements(search.sql, "pg").every((s) => s.optional)).toBe(true)
  })
})
