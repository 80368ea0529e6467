/**
 * `GET /contacts`: one page of the tenant's contacts, newest first (id descending, index
 * contacts_by_id) or by name (the lower-case name's first 100 characters, then id:
 * contacts_by_name; the cap keeps a cursor short whatever a channel named the contact), read past
 * a keyset cursor, so pages neither skip nor repeat a contact while others are added or removed. The
 * search matches the name, the number (by its digits, two or more) and the e-mail; for a viewer
 * who sees them masked, the name only, so a hidden number or e-mail finds nothing.
 *
 * The search's conditions are the same in both stores; how the rows are found differs (migrations
 * contacts/004_search_text, contacts/005_search):
 * - SQLite reads the index of the list's order that holds each contact's searchable text
 *   (contacts_search, contacts_search_by_name) with one GLOB a contact, for a part of the term every
 *   match contains, and checks the term on the rows that have it. The planner, which sees no gain in
 *   the text being in the index, is told which index to read.
 * - Postgres probes its trigram indexes with the term's rare trigrams only (SearchTrigrams.ts) and
 *   checks the term on what they leave; a term without rare trigrams is searched with LIKE, which
 *   the planner may answer from the trigram indexes or by reading the tenant's contacts newest
 *   first until the page is full (a common term fills it at once).
 */
import type { ContactOrder } from "@atende/core/contracts/contacts"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"
import { toViews } from "./Contacts"
import { rareTrigrams, trigramShares, type TrigramShares } from "./SearchTrigrams"

/** Where the previous page ended: the last contact's id and, by name, its sort name as the store computed it. */
export type Cursor = { readonly orderBy: ContactOrder; readonly id: number; readonly name?: string }

export const encodeCursor = (c: Cursor) =>
  Buffer.from(JSON.stringify([c.orderBy, c.id, c.name ?? null]), "utf8").toString("base64url")

/** The cursor a previous page gave for this order; undefined when the text is not one. */
export const decodeCursor = (text: string, orderBy: ContactOrder): Cursor | undefined => {
  try {
    const v: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"))
    if (!Array.isArray(v) || v.length !== 3 || v[0] !== orderBy) return undefined
    const [, id, name] = v as [unknown, unknown, unknown]
    if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id > 2_147_483_647) return undefined
    if (orderBy === "name") return typeof name === "string" && name.length <= 100 ? { orderBy, id, name } : undefined
    return name === null ? { orderBy, id } : undefined
  } catch {
    return undefined
  }
}

export type ListRequest = {
  readonly tenantId: number
  readonly search: string
  /** Search the name only (the viewer sees numbers and e-mails masked). */
  readonly nameOnly: boolean
  readonly orderBy: ContactOrder
  readonly limit: number
  readonly cursor?: Cursor | undefined
}

/** `%` and `_` (and the escape itself) taken literally in a LIKE pattern with ESCAPE '\'. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** `*`, `?` and `[` taken literally in a GLOB pattern. */
const globLiteral = (text: string) => text.replace(/[*?[]/g, (c) => `[${c}]`)

/**
 * What a search looks for: the term in lower case (in the name and e-mail, in lower case too) and
 * its digits (in the number; none when fewer than two).
 */
export type SearchTerms = { readonly term: string; readonly digits: string }

export const searchTerms = (search: string): SearchTerms => {
  const digits = search.replace(/\D/g, "")
  return { term: search.toLowerCase(), digits: digits.length >= 2 ? digits : "" }
}

/**
 * SQLite: the text contacts_search and contacts_search_by_name hold for each contact. Written as
 * the indexes' expression, so SQLite reads its value from the index instead of the table.
 */
export const SEARCH_TEXT = "(lower(name) || char(31) || coalesce(number, '') || char(31) || lower(coalesce(email, '')))"

/**
 * SQLite: the needles of which the searchable text of every match contains one (it holds the
 * lower-case name, the number and the lower-case e-mail). The digits alone when the term holds them
 * in one run (a match by name or e-mail then contains them too), else the term and its digits.
 */
export const sqliteNeedles = (s: SearchTerms, nameOnly: boolean): Array<string> =>
  nameOnly || !s.digits ? [s.term] : s.term.includes(s.digits) ? [s.digits] : [s.term, s.digits]

/** The search's own conditions: name or e-mail contain the term (any case), or the number its digits. */
const matchesSql = (sql: SqlClient.SqlClient, s: SearchTerms, nameOnly: boolean) => {
  const term = `%${likeLiteral(s.term)}%`
  const parts = [sql`lower(name) LIKE ${term} ESCAPE '\\'`]
  if (!nameOnly) {
    if (s.digits) parts.push(sql`number LIKE ${`%${s.digits}%`}`)
    parts.push(sql`lower(email) LIKE ${term} ESCAPE '\\'`)
  }
  return sql.or(parts)
}

const sqliteSearch = (sql: SqlClient.SqlClient, s: SearchTerms, nameOnly: boolean) => {
  const text = sql.literal(SEARCH_TEXT)
  const found = sqliteNeedles(s, nameOnly).map((n) => sql`${text} GLOB ${`*${globLiteral(n)}*`}`)
  return sql.and([sql.or(found), matchesSql(sql, s, nameOnly)])
}

/**
 * Postgres: one branch of the search, `column` (lower-cased as its trigram index is) containing
 * `needle`. With rare trigrams: a probe of each (the index reads their short lists and intersects
 * them) and the needle itself checked on the rows they leave, written so that no index takes it
 * (`|| ''`: else the index would read every trigram of it again) but the planner still counts it
 * as the rare condition it is (it then reads the indexes rather than the tenant's contacts newest
 * first, waiting for a page that never fills). Without: LIKE, as the planner sees fit.
 */
const pgBranch = (
  sql: SqlClient.SqlClient,
  column: "name" | "number" | "email",
  needle: string,
  shares?: TrigramShares
) => {
  const value = sql.literal(column === "number" ? "number" : `lower(${column})`)
  const pattern = `%${likeLiteral(needle)}%`
  const probes = shares ? rareTrigrams(shares[column], needle) : []
  if (!probes.length) return sql`${value} LIKE ${pattern} ESCAPE '\\'`
  return sql.and([
    ...probes.map((t) => sql`${value} LIKE ${`%${t}%`}`),
    sql`(${value} || '') LIKE ${pattern} ESCAPE '\\'`
  ])
}

const pgSearch = (sql: SqlClient.SqlClient, s: SearchTerms, nameOnly: boolean, shares?: TrigramShares) => {
  const parts = [pgBranch(sql, "name", s.term, shares)]
  if (!nameOnly) {
    if (s.digits) parts.push(pgBranch(sql, "number", s.digits, shares))
    parts.push(pgBranch(sql, "email", s.term, shares))
  }
  return sql.or(parts)
}

/** The search's condition, and the table as the search reads it (SQLite: through the index of the list's order). */
const searchSql = (r: ListRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const s = searchTerms(r.search)
    return sql.onDialectOrElse({
      pg: () =>
        Effect.map(trigramShares, (shares) => ({ where: pgSearch(sql, s, r.nameOnly, shares), source: sql`contacts` })),
      orElse: () =>
        Effect.succeed({
          where: sqliteSearch(sql, s, r.nameOnly),
          source:
            r.orderBy === "name"
              ? sql`contacts INDEXED BY contacts_search_by_name`
              : sql`contacts INDEXED BY contacts_search`
        })
    })
  }).pipe(Effect.flatten)

/** One page and the cursor of the next (undefined on the last page). */
export const contactsPage = (r: ListRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where: Array<Statement.Fragment> = [sql`tenant_id = ${r.tenantId}`]
    const search = r.search ? yield* searchSql(r) : undefined
    if (search) where.push(search.where)
    const byName = r.orderBy === "name"
    if (r.cursor && byName)
      where.push(
        sql`(substr(lower(name), 1, 100) > ${r.cursor.name!}
          OR (substr(lower(name), 1, 100) = ${r.cursor.name!} AND id > ${r.cursor.id}))`
      )
    else if (r.cursor) where.push(sql`id < ${r.cursor.id}`)
    const order = byName ? sql`ORDER BY substr(lower(name), 1, 100), id` : sql`ORDER BY id DESC`
    const rows = yield* sql`SELECT *, substr(lower(name), 1, 100) AS sort_name FROM ${search?.source ?? sql`contacts`}
      WHERE ${sql.and(where)} ${order} LIMIT ${r.limit + 1}`
    const page = rows.slice(0, r.limit) as Array<any>
    const last = page[page.length - 1]
    const next: Cursor | undefined =
      rows.length > r.limit && last
        ? byName
          ? { orderBy: "name", id: num(last.id), name: String(last.sort_name) }
          : { orderBy: "newest", id: num(last.id) }
        : undefined
    return { contacts: yield* toViews(r.tenantId, page), next }
  })
