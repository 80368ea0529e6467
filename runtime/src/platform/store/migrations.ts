/**
 * Migrations: each feature owns the pieces for its tables (features/<area>/migrations/, listed by
 * its index.ts), the platform its own (store/migrations/ here); server/migrations.ts puts them in
 * one list and the runner (Store.ts `runMigrations`) applies what is pending, in `order`, one
 * transaction per piece, recording each piece's id.
 *
 * A piece's statements are written once for both dialects. Tokens are replaced per dialect:
 *   {{pk}}   -> INTEGER PRIMARY KEY AUTOINCREMENT (SQLite) | SERIAL PRIMARY KEY (Postgres)
 *   BYTEA    -> BLOB (SQLite)
 * Conventions that keep one code path: times are BIGINT epoch milliseconds, booleans are
 * INTEGER 0/1, JSON is TEXT. Row mappers call Number() because Postgres returns BIGINT as text.
 * Statements are separated by ";" (so none may contain one) and may start with markers:
 *   {{pg}} / {{sqlite}}  the statement runs on that dialect only
 *   {{optional}}         a failure (a missing extension or privilege) is rolled back alone
 *                        (savepoint), logged, and the piece goes on without it
 * A long statement of a piece already applied somewhere is wrapped with a "\" at the end of the
 * line (the template literal then has no line break there): its text stays what it was, as SQLite
 * keeps it in its catalogue (test/upgrade.int.test.ts compares the indexes' texts).
 *
 * Before each feature owned its migrations there was one numbered list, 1..8, recorded by number in
 * `atende_migrations`. Each statement of those eight moved into the piece of the feature owning the
 * table it touches, and that piece says which of the eight it came from (`legacy`): a database
 * that recorded version N has every piece with `legacy` N, and the runner records them as applied
 * without running them (`legacyAdoptions`).
 */
import { foundation } from "./migrations/001_foundation"
import { access } from "./migrations/002_access"
import { timers } from "./migrations/003_timers"
import { outbox } from "./migrations/004_outbox"
import { sessionsHashed } from "./migrations/005_sessions_hashed"
import { deadLetters } from "./migrations/006_dead_letters"
import { mediaStore } from "./migrations/007_media_store"
import { mediaTenant } from "./migrations/008_media_tenant"
import type { DialectKind } from "./Store"

export type Migration = {
  /** "platform" or the feature area that owns the tables the piece touches. */
  readonly feature: string
  /** `<feature>/<NNN>_<name>`: recorded once applied, so never renamed. */
  readonly id: string
  /** Its place in the one order across features (foreign keys and backfills follow it); unique. */
  readonly order: number
  /** The version (1..8) of the single list, before features owned their migrations, that held these statements. */
  readonly legacy?: number
  /** Statements for both dialects (tokens and markers above). */
  readonly sql: string
}

/**
 * The platform's own tables: sessions, reset links, the event log and outbox, media, nodes, secrets, timers,
 * dead letters.
 */
export const platformMigrations: ReadonlyArray<Migration> = [
  foundation,
  access,
  timers,
  outbox,
  sessionsHashed,
  deadLetters,
  mediaStore,
  mediaTenant
]

/**
 * New pieces take orders above every legacy one: the next free hundred for one change
 * (901, 902, ... for the pieces of the first), so the legacy numbers (version × 100 + step) stay put.
 */
export const FIRST_NEW_ORDER = 900

export const renderMigration = (sql: string, dialect: DialectKind): string =>
  sql
    .replaceAll("{{pk}}", dialect === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "SERIAL PRIMARY KEY")
    .replaceAll("BYTEA", dialect === "sqlite" ? "BLOB" : "BYTEA")

export type MigrationStatement = { readonly sql: string; readonly optional: boolean }

const MARKER = /^\{\{(pg|sqlite|optional)\}\}\s*/

/** A piece's statements for a dialect (its "up" there), rendered, markers applied (see the top of this file). */
export const migrationStatements = (sql: string, dialect: DialectKind): Array<MigrationStatement> =>
  renderMigration(sql, dialect)
    .split(";")
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .flatMap((s): Array<MigrationStatement> => {
      let rest = s
      const marks = new Set<string>()
      for (let m = MARKER.exec(rest); m; m = MARKER.exec(rest)) {
        marks.add(m[1]!)
        rest = rest.slice(m[0].length)
      }
      const other = dialect === "pg" ? "sqlite" : "pg"
      return marks.has(other) ? [] : [{ sql: rest, optional: marks.has("optional") }]
    })

/**
 * The pieces in the order they run; throws on a list that cannot be run as written: an id used
 * twice or not `<feature>/...`, an order used twice, a feature's pieces whose ids do not follow
 * their order, a legacy piece after a new one or out of its version's turn.
 */
export const orderMigrations = (list: ReadonlyArray<Migration>): Array<Migration> => {
  const sorted = [...list].sort((a, b) => a.order - b.order)
  const problems: Array<string> = []
  const ids = new Set<string>()
  const lastOf = new Map<string, string>()
  sorted.forEach((m, i) => {
    const prev = sorted[i - 1]
    if (ids.has(m.id)) problems.push(`${m.id} is listed twice`)
    ids.add(m.id)
    if (!m.id.startsWith(`${m.feature}/`)) problems.push(`${m.id} does not start with its feature "${m.feature}/"`)
    if (prev && prev.order === m.order) problems.push(`${prev.id} and ${m.id} share order ${m.order}`)
    const last = lastOf.get(m.feature)
    if (last !== undefined && last >= m.id)
      problems.push(`${m.id} runs after ${last}: a feature's ids follow its order`)
    lastOf.set(m.feature, m.id)
    if (
      m.legacy !== undefined &&
      (m.order >= FIRST_NEW_ORDER || (prev !== undefined && (prev.legacy ?? Infinity) > m.legacy))
    )
      problems.push(`${m.id} (legacy ${m.legacy}) runs after a piece of a later version`)
    if (m.legacy === undefined && m.order < FIRST_NEW_ORDER)
      problems.push(`${m.id}: new pieces take orders from ${FIRST_NEW_ORDER}`)
  })
  if (problems.length) throw new Error(`migrations: ${problems.join("; ")}`)
  return sorted
}

/** The pieces a database that recorded these legacy versions already has (to record, not to run). */
export const legacyAdoptions = (list: ReadonlyArray<Migration>, versions: ReadonlySet<number>): Array<Migration> =>
  list.filter((m) => m.legacy !== undefined && versions.has(m.legacy))
