/**
 * Which trigrams of a search term are rare among the contacts (Postgres), so that the list's
 * search probes its trigram indexes (migration contacts/005_search) with those only.
 *
 * A GIN trigram index answers `LIKE '%term%'` by reading the posting list of every trigram of the
 * term. A trigram that most contacts have costs a whole list (`cli` of `cliente999993@` when every
 * e-mail starts with "cliente": a million entries, 15 to 30 ms) and narrows nothing. Any part of
 * the term is a condition every match meets, so the search asks the index for the term's rare
 * trigrams alone, each as its own `LIKE '%abc%'` (the index intersects them), and checks the whole
 * term on the few rows they leave (ContactList.ts).
 *
 * How common a trigram is comes from a sample of the table (TABLESAMPLE SYSTEM over SAMPLE_PAGES pages,
 * SAMPLE_ROWS random rows of them, of every tenant: an index's lists hold every tenant's rows), kept
 * per node for TTL_MS.
 * Tables under MIN_ROWS contacts are not sampled: every probe of theirs is cheap.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nodeCache } from "../../../platform/store/nodeCache"
import { num } from "../../../platform/store/rows"

export const SAMPLE_ROWS = 3000
/** The pages the sample's rows are drawn from (about five rows of each). */
export const SAMPLE_PAGES = 600
export const MIN_ROWS = 20_000
export const TTL_MS = 10 * 60_000
/** A term is probed only when its rarest trigram is in at most this share of the contacts. */
export const RARE = 0.02
/** At most this many probes a branch. */
export const MAX_PROBES = 4
/**
 * What checking a row the probes leave costs, in posting-list entries read (an entry is a few
 * nanoseconds; a row, a heap page visit and the LIKE, one or two microseconds).
 */
export const ROW_COST = 300

export type Column = "name" | "number" | "email"

/** For each searchable column, the share of the sampled contacts having each trigram. */
export type TrigramShares = { readonly [C in Column]: ReadonlyMap<string, number> }

/**
 * A text's distinct trigrams of letters a-z and digits, in lower case: those pg_trgm indexes inside
 * its words, whatever the database's locale (which decides whether other letters are word ones).
 */
export const trigramsOf = (text: string): Set<string> => {
  const out = new Set<string>()
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/))
    for (let i = 0; i + 3 <= word.length; i++) out.add(word.slice(i, i + 3))
  return out
}

/** Shares of the sampled values having each trigram. */
export const sharesOf = (values: ReadonlyArray<string | null>): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const v of values) if (v) for (const t of trigramsOf(v)) counts.set(t, (counts.get(t) ?? 0) + 1)
  const shares = new Map<string, number>()
  for (const [t, n] of counts) shares.set(t, n / Math.max(1, values.length))
  return shares
}

/**
 * The needle's probes for a column: some of its trigrams of letters a-z and digits, rarest first,
 * chosen to make reading their lists plus checking the rows they leave cheapest (the rows that
 * have them all counted as if trigrams were independent); none when even its rarest trigram is
 * common (above RARE). A trigram the sample never saw counts as in half a sampled row.
 */
export const rareTrigrams = (shares: ReadonlyMap<string, number>, needle: string): Array<string> => {
  const floor = 0.5 / SAMPLE_ROWS
  const ranked = [...trigramsOf(needle)]
    .map((t) => [t, Math.max(floor, shares.get(t) ?? 0)] as const)
    .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_PROBES)
  if (!ranked.length || ranked[0]![1] > RARE) return []
  let best = 1
  let bestCost = Infinity
  let read = 0
  let left = 1
  for (const [i, [, share]] of ranked.entries()) {
    read += share
    left *= share
    const cost = read + ROW_COST * left
    if (cost < bestCost) [best, bestCost] = [i + 1, cost]
  }
  return ranked.slice(0, best).map(([t]) => t)
}

const sample = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // The table's size from its pages, not pg_class.reltuples: that is -1 (or stale) until the first
  // ANALYZE, so a table filled a moment ago by an import would look empty and go unprobed.
  const size = yield* sql`SELECT pg_relation_size('contacts') / current_setting('block_size')::int AS pages`
  const pages = num((size[0] as any)?.pages)
  if (!pages) return undefined
  // Pages, not rows, are what SYSTEM samples: rows of one page were stored together (an import's
  // consecutive rows) and share their trigrams, so a few pages alone would make a trigram of theirs
  // look common. Many pages, a few random rows of each.
  const percent = Math.min(100, (SAMPLE_PAGES * 100) / pages)
  const values = (yield* sql`SELECT lower(name) AS name, number, lower(email) AS email, count(*) OVER () AS seen
    FROM contacts TABLESAMPLE SYSTEM (${percent}) ORDER BY random() LIMIT ${SAMPLE_ROWS}`) as Array<any>
  const rows = (num(values[0]?.seen) * 100) / percent
  if (rows < MIN_ROWS || values.length < SAMPLE_ROWS / 10) return undefined
  return {
    name: sharesOf(values.map((v) => v.name)),
    number: sharesOf(values.map((v) => v.number)),
    email: sharesOf(values.map((v) => v.email))
  } satisfies TrigramShares
})

const cache = nodeCache<"contacts", TrigramShares | undefined>(TTL_MS)

/** The contacts' trigram shares (Postgres; sampled at most every TTL_MS per node), or undefined for a small table. */
export const trigramShares = cache.get("contacts", sample)
