/**
 * Upgrading in place, in both modes: a database made by main at 06265b3 (test/fixtures/upgrade/,
 * recorded by the numbered runner as versions 1..8) gets the runner of per-feature migrations.
 * Nothing of it is run again, its data stays, its schema is then that of a fresh database, and a
 * node serves from it: sign-in, the ticket list, the messages, and a visitor writing again.
 */
import { Effect, Layer } from "effect"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ConfigLive } from "../runtime/src/platform/config/Config"
import { SqlLive } from "../runtime/src/platform/store/Store"
import { migrate, migrations } from "../runtime/src/server/migrations"
import type { NodeHandle } from "../runtime/src/server/node"
import { demoToken, http, login, widgetClient } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"

/** The key the fixtures' node sealed its secrets with (a test key, written in the fixtures' header). */
const FIXTURE_KEY = "Ph9FAzDnI61Rk707vaFmKChmLqtGJxm1RakiSx9wUxQ="
const fixture = (file: string) => readFileSync(join(import.meta.dirname, "fixtures", "upgrade", file), "utf8")

/** better-sqlite3 (the SQLite driver under @effect/sql-sqlite-node) ships no types. */
type SqliteDb = { exec: (sql: string) => void; close: () => void }
const Database = createRequire(import.meta.url)("better-sqlite3") as new (file: string) => SqliteDb

/** Loads the fixture of the env's mode into its (empty) store. */
const loadFixture = async (env: TestEnv) => {
  const config = env.config()
  if (!config.databaseUrl) {
    const db = new Database(join(config.dataDir, "atende.db"))
    db.exec(fixture("main-06265b3.sqlite.sql"))
    db.close()
    return
  }
  const client = new pg.Client({ connectionString: config.databaseUrl })
  await client.connect()
  try {
    await client.query(fixture("main-06265b3.pg.sql"))
  } finally {
    await client.end()
  }
}

const runMigrate = (env: TestEnv) =>
  Effect.runPromise(
    Effect.provide(
      migrate,
      SqlLive.pipe(Layer.provide(ConfigLive(env.config({ ATENDE_SECRET_KEY: FIXTURE_KEY }))))
    ) as Effect.Effect<Array<string>, unknown, never>
  )

/** Tables, columns, indexes and constraints, as the catalogue describes them (the legacy record left out). */
const schemaOf = async (raw: RawStore) => {
  const without = (rows: Array<any>) => rows.filter((r) => r.tbl !== "atende_migrations").map((r) => ({ ...r }))
  if (raw.kind === "sqlite")
    return {
      columns: without(
        await raw.query(`SELECT m.name AS tbl, p.name AS col, p.type, p."notnull" AS required, p.dflt_value AS dflt,
          p.pk
          FROM sqlite_master m, pragma_table_info(m.name) p
          WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name, p.cid`)
      ),
      indexes: without(
        await raw.query("SELECT tbl_name AS tbl, name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name")
      ),
      foreignKeys: without(
        await raw.query(
          `SELECT m.name AS tbl, f."from" AS col, f."table" AS ref, f."to" AS refcol
          FROM sqlite_master m, pragma_foreign_key_list(m.name) f WHERE m.type = 'table' ORDER BY m.name, f.id`
        )
      )
    }
  return {
    columns: without(
      await raw.query(`SELECT table_name AS tbl, column_name AS col, data_type AS type, is_nullable AS nullable,
        column_default AS dflt FROM information_schema.columns
        WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`)
    ),
    indexes: without(
      await raw.query(
        `SELECT tablename AS tbl, indexname AS name, indexdef AS sql FROM pg_indexes
        WHERE schemaname = current_schema() ORDER BY indexname`
      )
    ),
    foreignKeys: without(
      await raw.query(`SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
        FROM pg_constraint WHERE connamespace = current_schema()::regnamespace ORDER BY conname`)
    ),
    extensions: await raw.query("SELECT extname FROM pg_extension ORDER BY extname")
  }
}

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("upgrade from a database of main 06265b3 (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let upgraded: TestEnv
  let fresh: TestEnv
  let raw: RawStore
  let freshRaw: RawStore
  let applied: Array<string>
  let node: NodeHandle | undefined

  beforeAll(async () => {
    if (!run) return
    upgraded = await makeEnv(mode)
    fresh = await makeEnv(mode)
    await loadFixture(upgraded)
    applied = await runMigrate(upgraded)
    await runMigrate(fresh)
    raw = rawStore(upgraded)
    freshRaw = rawStore(fresh)
  })
  afterAll(async () => {
    await node?.close()
    await raw?.close()
    await freshRaw?.close()
    await upgraded?.cleanup()
    await fresh?.cleanup()
  })

  it.skipIf(!run)("records every piece of versions 1..8 as applied and runs none of them", async () => {
    // only the pieces made since (no `legacy`) run, in their order
    const since = [...migrations].filter((m) => m.legacy === undefined).sort((a, b) => a.order - b.order)
    expect(applied).toEqual(since.map((m) => m.id))
    const record = await raw.query("SELECT id, legacy_version FROM atende_schema_migrations ORDER BY id")
    expect(record.map((r) => r.id)).toEqual(migrations.map((m) => m.id).sort())
    for (const r of record)
      expect(r.legacy_version === null ? undefined : Number(r.legacy_version)).toBe(
        migrations.find((m) => m.id === r.id)!.legacy
      )
    expect((await raw.query("SELECT id FROM atende_migrations ORDER BY id")).map((r) => Number(r.id))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8
    ])
    expect(await runMigrate(upgraded)).toEqual([])
  })

  it.skipIf(!run)("keeps the data rows as they were", async () => {
    expect(await raw.query("SELECT id, name, plan FROM tenants")).toEqual([{ id: 1, name: "Demo", plan: "enterprise" }])
    expect(
      (await raw.query("SELECT email, platform_operator FROM users ORDER BY id")).map((r) => [
        r.email,
        Number(r.platform_operator)
      ])
    ).toEqual([
      ["admin@atende.local", 1],
      ["ana@upgrade.test", 0]
    ])
    expect(await raw.query("SELECT id, status, last_message FROM tickets")).toEqual([
      { id: 1, status: "pending", last_message: "Olá! Como posso ajudar?" }
    ])
    expect((await raw.query("SELECT body FROM messages ORDER BY id")).map((r) => r.body)).toEqual([
      "Olá, preciso de ajuda",
      "Olá! Como posso ajudar?"
    ])
  })

  it.skipIf(!run)("ends with the schema of a fresh database", async () => {
    const schema = await schemaOf(raw)
    // the 30 tables of versions 1..8, and those of the pieces made since
    expect(new Set(schema.columns.map((c) => c.tbl)).size).toBeGreaterThanOrEqual(31)
    expect(schema.columns.map((c) => c.tbl)).toContain("dead_letters")
    expect(schema.indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining(["tickets_by_queue", "users_email_live", "channels_token_hash", "captchas_expiry"])
    )
    expect(schema).toEqual(await schemaOf(freshRaw))
  })

  it.skipIf(!run)(
    "serves from the upgraded store: sign-in, ticket list, messages, a visitor writing again",
    async () => {
      node = await startTestNode(upgraded, { ATENDE_SECRET_KEY: FIXTURE_KEY })
      const admin = await login(node.url, "admin@atende.local", "Admin12345")
      await login(node.url, "ana@upgrade.test", "Agent12345")
      const list = await http(node.url, "GET", "/tickets?status=pending&showAll=true", { auth: admin })
      expect(list.json.tickets.map((t: any) => [t.id, t.contact.name])).toEqual([[1, "Visitante visito"]])
      const widget = await widgetClient(node.url, await demoToken(node.url), "visitor-upgrade")
      expect(widget.messages().map((m) => m.body)).toEqual(["Olá, preciso de ajuda", "Olá! Como posso ajudar?"])
      widget.send("Voltei")
      const messagesOfTicket = async () =>
        (await http(node!.url, "GET", "/messages/1", { auth: admin })).json.messages.map((m: any) => [m.id, m.body])
      let seen: Array<unknown> = []
      for (let tries = 0; seen.length < 3 && tries < 200; tries++) {
        seen = await messagesOfTicket()
        if (seen.length < 3) await new Promise((r) => setTimeout(r, 50))
      }
      expect(seen).toEqual([
        [1, "Olá, preciso de ajuda"],
        [2, "Olá! Como posso ajudar?"],
        [3, "Voltei"]
      ])
      widget.close()
    }
  )
})
