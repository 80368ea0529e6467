/**
 * The contact list's search (runtime/api/contacts.md `GET /contacts`) as the store runs it, in both
 * dialects, against its definition: contacts of the tenant whose lower-case name or e-mail contains
 * the term (LIKE, `%` and `_` plain), or whose number contains its digits (two or more); the name
 * only for a viewer who sees numbers and e-mails masked. Every page of every order is compared with
 * those conditions run as they are, on contacts made before migrations contacts/004_search_text and
 * contacts/005_search (the upgrade builds the indexes over them) and after, with names, numbers and
 * e-mails that the faster paths could get wrong: upper case, accents, GLOB and LIKE characters,
 * the separator the SQLite search index puts between the fields, formatted and legacy numbers,
 * digits in names and e-mails. On Postgres a table of more than MIN_ROWS contacts makes the search
 * probe its trigram indexes with the term's rare trigrams, which is checked the same way.
 */
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import {
  contactsPage,
  searchTerms,
  sqliteNeedles,
  type Cursor
} from "../runtime/src/features/contacts/store/ContactList"
import {
  MIN_ROWS,
  rareTrigrams,
  trigramShares,
  trigramsOf
} from "../runtime/src/features/contacts/store/SearchTrigrams"
import { Dialect, runMigrations } from "../runtime/src/platform/store/Store"
import { migrations } from "../runtime/src/server/migrations"
import { freshDatabase, productionAvailable } from "./support/modes"

const production = await productionAvailable()
const dbs: Array<Awaited<ReturnType<typeof freshDatabase>>> = []
afterAll(async () => {
  for (const db of dbs) await db.drop()
})

type Kind = "sqlite" | "pg"

const runtimeOf = async (kind: Kind) => {
  if (kind === "sqlite")
    return ManagedRuntime.make(
      Layer.merge(SqliteClient.layer({ filename: ":memory:" }), Layer.succeed(Dialect, { kind }))
    )
  const db = await freshDatabase()
  dbs.push(db)
  return ManagedRuntime.make(
    Layer.merge(PgClient.layer({ url: Redacted.make(db.url), maxConnections: 2 }), Layer.succeed(Dialect, { kind }))
  )
}
type Runtime = Awaited<ReturnType<typeof runtimeOf>>

const onSql = <A>(rt: Runtime, f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  rt.runPromise(Effect.flatMap(SqlClient.SqlClient, f))

/** [name, number, email] of the contacts, made for tenant 1 and again (other names) for tenant 2. */
const CONTACTS: ReadonlyArray<readonly [string, string | null, string | null]> = [
  ["Ana Souza", "5511987654321", "ana.souza@loja.com"],
  ["ANA PAULA SOUZA", "5511912345678", "Ana.Paula@Loja.COM"],
  ["Élisa Conceição", "5521998765432", "elisa@correio.com.br"],
  ["élisa conceição", null, "ELISA2@correio.com.br"],
  ["100% Real_Name", "5511955554444", null],
  ["1000 Real Name", "5511955553333", "real@x.test"],
  ["star*name?", null, "star*@x.test"],
  ["brack[et]", "5511933332222", null],
  ["back\\slash", null, "back\\slash@x.test"],
  ["sep\u001fname", "5511922221111", "sep@x.test"],
  ["Carlos 98765", "5511900001111", "carlos98765@x.test"],
  ["Visitante web", null, null],
  ["Legado", "+55 11 97777-6666", "legado@x.test"],
  ["Zé das Couves", "13055551234", "ze@couves.com"],
  ["Maria 5511", "5511911112222", "maria5511@x.test"],
  ["Özil Müller", "4915112345678", "OZIL@Mueller.de"],
  ["Ana_Souza", "5511944443333", "ana_souza@loja.com"],
  ["Souza, Ana", "5511966665555", "souza.ana@loja.com"]
]

const TERMS = [
  "an",
  "AN",
  "souza",
  "Ana Souza",
  "élisa",
  "ÉLISA",
  "ção",
  "CONCEIÇÃO",
  "100%",
  "0%",
  "%",
  "_n",
  "l_n",
  "r*n",
  "*",
  "?",
  "e?",
  "[et]",
  "[",
  "\\s",
  "\u001f",
  "p\u001fn",
  "98765",
  "(11) 98765-4321",
  "11 98765",
  "5511",
  "maria 5511",
  "@loja.com",
  "LOJA.COM",
  "ana.paula@loja",
  "77-66",
  "+55 11 97777",
  "97777",
  "zz",
  "ze",
  "zé",
  "özil",
  "müller",
  "ozil@",
  "carlos9",
  "s9",
  "a 9",
  ".",
  "@"
]

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The search's definition, run as it is: the ids it finds, in the order's order. */
const reference = (rt: Runtime, tenantId: number, search: string, nameOnly: boolean, orderBy: "newest" | "name") =>
  onSql(rt, (sql) => {
    const term = `%${likeLiteral(search.toLowerCase())}%`
    const digits = search.replace(/\D/g, "")
    const parts = [sql`lower(name) LIKE ${term} ESCAPE '\\'`]
    if (!nameOnly) {
      if (digits.length >= 2) parts.push(sql`number LIKE ${`%${digits}%`}`)
      parts.push(sql`lower(email) LIKE ${term} ESCAPE '\\'`)
    }
    const order = orderBy === "name" ? sql`ORDER BY substr(lower(name), 1, 100), id` : sql`ORDER BY id DESC`
    return Effect.map(
      sql`SELECT id FROM contacts WHERE tenant_id = ${tenantId} AND ${sql.or(parts)} ${order}`,
      (rows) => rows.map((r: any) => Number(r.id))
    )
  })

/** The search's pages, `limit` at a time as the list pages it: all of them, or the first `pages`. */
const allPages = async (
  rt: Runtime,
  tenantId: number,
  search: string,
  nameOnly: boolean,
  orderBy: "newest" | "name",
  limit: number,
  pages = 1000
) => {
  const ids: Array<number> = []
  let cursor: Cursor | undefined
  for (let page = 0; page < pages; page++) {
    const got = await rt.runPromise(contactsPage({ tenantId, search, nameOnly, orderBy, limit, cursor }))
    ids.push(...got.contacts.map((c) => c.id))
    if (!got.next) return ids
    cursor = got.next
  }
  if (pages === 1000) throw new Error("paging never ended")
  return ids
}

const insertContacts = (rt: Runtime, tenantId: number, prefix: string) =>
  onSql(rt, (sql) =>
    Effect.forEach(
      CONTACTS,
      ([name, number, email], i) =>
        sql`INSERT INTO contacts (tenant_id, name, number, email, created_at)
          VALUES (${tenantId}, ${`${prefix}${name}`}, ${number}, ${email}, ${1000 + i})`,
      { discard: true }
    )
  )

/** A store migrated up to before the search pieces, with contacts; then upgraded, and more contacts. */
const upgradedStore = async (kind: Kind) => {
  const rt = await runtimeOf(kind)
  await rt.runPromise(runMigrations(migrations.filter((m) => m.order < 1504)))
  for (const t of [1, 2])
    await onSql(rt, (sql) => sql`INSERT INTO tenants (id, name, created_at) VALUES (${t}, ${`T${t}`}, ${0})`)
  await insertContacts(rt, 1, "")
  await insertContacts(rt, 2, "outro ")
  await rt.runPromise(runMigrations(migrations))
  // written after the upgrade: the indexes follow every write
  await insertContacts(rt, 1, "novo ")
  await onSql(
    rt,
    (sql) => sql`UPDATE contacts SET name = ${"Renomeado 98765"}, email = ${"RENOMEADO@x.test"}
      WHERE tenant_id = ${1} AND name = ${"Legado"}`
  )
  return rt
}

/** Every term's pages (the first `pages` of them) are its definition's rows, in order. */
const expectSameAsDefinition = async (rt: Runtime, terms: ReadonlyArray<string>, pages = 1000) => {
  for (const search of terms)
    for (const nameOnly of [false, true])
      for (const orderBy of ["newest", "name"] as const) {
        const want = await reference(rt, 1, search, nameOnly, orderBy)
        const label = JSON.stringify({ search, nameOnly, orderBy })
        for (const limit of [3, 100]) {
          const got = await allPages(rt, 1, search, nameOnly, orderBy, limit, pages)
          expect(got, label).toEqual(want.slice(0, Math.min(want.length, pages * limit)))
        }
      }
}

describe("the contact search's parts", () => {
  it("splits a term into what the name and e-mail contain and the digits the number contains", () => {
    expect(searchTerms("Ana Souza")).toEqual({ term: "ana souza", digits: "" })
    expect(searchTerms("(11) 98765-4321")).toEqual({ term: "(11) 98765-4321", digits: "11987654321" })
    expect(searchTerms("ana 9")).toEqual({ term: "ana 9", digits: "" })
  })

  it("SQLite looks for a needle every match's text contains", () => {
    // the digits are in the term in one run: a match by name or e-mail has them too
    expect(sqliteNeedles(searchTerms("cliente99993@"), false)).toEqual(["99993"])
    expect(sqliteNeedles(searchTerms("98765"), false)).toEqual(["98765"])
    // in pieces: the term or the digits
    expect(sqliteNeedles(searchTerms("(11) 98765-4321"), false)).toEqual(["(11) 98765-4321", "11987654321"])
    expect(sqliteNeedles(searchTerms("Souza"), false)).toEqual(["souza"])
    // the name only
    expect(sqliteNeedles(searchTerms("cliente99993@"), true)).toEqual(["cliente99993@"])
  })

  it("Postgres probes the rare trigrams of letters a-z and digits, and none when the term is common", () => {
    expect(trigramsOf("Ana Souza 123")).toEqual(new Set(["ana", "sou", "ouz", "uza", "123"]))
    expect(trigramsOf("joão")).toEqual(new Set([]))
    const shares = new Map([
      ["cli", 1],
      ["lie", 1],
      ["ien", 1],
      ["ent", 1],
      ["nte", 1],
      ["te9", 0.1],
      ["e99", 0.01],
      ["999", 0.004],
      ["993", 0.004]
    ])
    const probes = rareTrigrams(shares, "cliente999993@")
    expect(probes.length).toBeGreaterThan(0)
    expect(probes.every((t) => ["999", "993", "e99"].includes(t))).toBe(true)
    // every trigram common: the term is searched as it is
    expect(
      rareTrigrams(
        new Map([
          ["sou", 0.1],
          ["ouz", 0.1],
          ["uza", 0.1]
        ]),
        "souza"
      )
    ).toEqual([])
    // no trigram of letters a-z or digits
    expect(rareTrigrams(new Map(), "zé")).toEqual([])
  })
})

describe.each(["sqlite", "pg"] as const)("the contact search (%s)", (kind) => {
  const run = kind === "sqlite" || production.ok

  it.skipIf(!run)(
    "finds, page by page in both orders, what its conditions find, on contacts from before and after the upgrade",
    async () => {
      const rt = await upgradedStore(kind)
      try {
        await expectSameAsDefinition(rt, TERMS)
        // another tenant's contacts are never found
        const other = await onSql(rt, (sql) => sql`SELECT id FROM contacts WHERE tenant_id = ${2}`)
        const theirs = new Set(other.map((r: any) => Number(r.id)))
        for (const search of ["an", "souza", "98765", "outro"])
          expect((await allPages(rt, 1, search, false, "newest", 100)).filter((id) => theirs.has(id))).toEqual([])
      } finally {
        await rt.dispose()
      }
    },
    120_000
  )
})

describe("the contact search on a big Postgres table", () => {
  it.skipIf(!production.ok)(
    "probes the trigram indexes with rare trigrams and still finds what its conditions find",
    async () => {
      const rt = await upgradedStore("pg")
      try {
        // enough contacts for the search to sample the table: names, numbers and e-mails whose
        // trigrams are common ("cliente", "5511960") next to rare ones (the digits of i)
        await onSql(
          rt,
          (sql) => sql`INSERT INTO contacts (tenant_id, name, number, email, created_at)
            SELECT 1, 'Cliente ' || i, '5511960' || lpad(i::text, 6, '0'), 'cliente' || i || '@bench.test', i
            FROM generate_series(1, ${MIN_ROWS + 5000}) AS i`
        )
        // no ANALYZE: a table an import filled a moment ago is sampled too (its pg_class.reltuples is
        // still -1 then; the sample once took that for an empty table and left every term unprobed)
        const shares = await rt.runPromise(trigramShares)
        expect(shares).toBeDefined()
        // the term's common trigrams ("cli", "lie", …) are left to the check; its digits are probed
        expect(rareTrigrams(shares!.email, "cliente12345@").length).toBeGreaterThan(0)
        expect(rareTrigrams(shares!.email, "cliente12345@")).not.toContain("cli")
        expect(rareTrigrams(shares!.number, "12345").length).toBeGreaterThan(0)
        await expectSameAsDefinition(
          rt,
          [
            "cliente12345@",
            "Cliente 12345",
            "12345",
            "5511960012345",
            "(11) 96001-2345",
            "960012",
            "cliente",
            "ente2",
            "@bench.test",
            "nobody",
            ...TERMS.slice(0, 12)
          ],
          3
        )
      } finally {
        await rt.dispose()
      }
    },
    180_000
  )
})
