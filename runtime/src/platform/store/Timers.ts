/**
 * Durable timers: rows with a due time, unique on (kind, key) so scheduling again replaces the
 * previous due time. A poller claims due rows atomically (Postgres: FOR UPDATE SKIP LOCKED, so
 * several nodes never claim the same row; SQLite has one writer), fires them, and marks them
 * fired only if the row still has the due time it claimed (a reschedule meanwhile wins). A row
 * counts its failed firings (`attempts`); one that failed too often leaves for the dead letters.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../clock/index"
import { Dialect } from "./Store"
import { json, num, numOrNull } from "./rows"

export type TimerRow = {
  readonly id: number
  readonly tenantId: number
  readonly kind: string
  readonly key: string
  readonly dueAt: number
  readonly payload: Record<string, unknown>
  /** Failed firings of this due time so far (the store or the bus being away not counted), and when the first was. */
  readonly attempts: number
  readonly firstFailedAt: number | null
}

const toTimer = (r: any): TimerRow => ({
  id: num(r.id),
  tenantId: num(r.tenant_id),
  kind: r.kind,
  key: r.key,
  dueAt: num(r.due_at),
  payload: json(r.payload, {}),
  attempts: num(r.attempts),
  firstFailedAt: numOrNull(r.first_failed_at)
})

export type TimerSpec = {
  readonly tenantId: number
  readonly kind: string
  readonly key: string
  readonly dueAt: number
  readonly payload?: Record<string, unknown>
}

/** Inserts the timer, or replaces the row of its kind and key (only a fired one with `onlyFired`); true if written. */
const upsertTimer = (t: TimerSpec, onlyFired: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const payload = JSON.stringify(t.payload ?? {})
    const rows = yield* sql`INSERT INTO timers
        (tenant_id, kind, key, due_at, payload, claimed_by, claimed_until, fired_at, created_at)
      VALUES (${t.tenantId}, ${t.kind}, ${t.key}, ${t.dueAt}, ${payload}, ${null}, ${null}, ${null},
        ${yield* nowMillis})
      ON CONFLICT (kind, key) DO UPDATE SET tenant_id = ${t.tenantId}, due_at = ${t.dueAt}, payload = ${payload},
        claimed_by = NULL, claimed_until = NULL, fired_at = NULL, attempts = 0, first_failed_at = NULL
        ${sql.literal(onlyFired ? "WHERE timers.fired_at IS NOT NULL" : "")}
      RETURNING id`
    return rows.length > 0
  })

export const scheduleTimer = (t: TimerSpec) => Effect.asVoid(upsertTimer(t, false))

/**
 * Arms the timer again (a dead letter's retry) unless the feature scheduled it anew meanwhile (a
 * pending row of the same kind and key wins); true when armed.
 */
export const rearmTimer = (t: TimerSpec) => upsertTimer(t, true)

/** Cancels the timers of these kinds for `key`, in one statement. */
export const cancelTimers = (kinds: ReadonlyArray<string>, key: string) =>
  Effect.gen(function* () {
    if (!kinds.length) return
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM timers WHERE kind IN ${sql.in([...kinds])} AND key = ${key}`
  })

export const cancelTimer = (kind: string, key: string) => cancelTimers([kind], key)

/** Claims up to `limit` due, unclaimed (or lapsed) timers for `holder` until now + leaseMs. */
export const claimDue = (holder: string, now: number, leaseMs: number, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { kind } = yield* Dialect
    const lock = sql.literal(kind === "pg" ? "FOR UPDATE SKIP LOCKED" : "")
    const rows = yield* sql`UPDATE timers SET claimed_by = ${holder}, claimed_until = ${now + leaseMs}
      WHERE id IN (SELECT id FROM timers WHERE fired_at IS NULL AND due_at <= ${now}
        AND (claimed_until IS NULL OR claimed_until < ${now}) ORDER BY due_at LIMIT ${limit} ${lock})
      RETURNING *`
    return rows.map(toTimer)
  })

/** Marks the timer fired if it still has this due time; true when this call did it (exactly once). */
export const markFired = (id: number, dueAt: number, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE timers SET fired_at = ${now}
      WHERE id = ${id} AND due_at = ${dueAt} AND fired_at IS NULL RETURNING id`
    return rows.length > 0
  })

/**
 * Gives a claim back early (after a failure), to be retried at `retryAt`; with `failed`, the
 * failure counts (attempts + 1, first_failed_at kept from the first).
 */
export const releaseClaim = (id: number, dueAt: number, retryAt: number, failed?: { readonly at: number }) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    failed
      ? sql`UPDATE timers SET claimed_by = NULL, claimed_until = ${retryAt}, attempts = attempts + 1,
          first_failed_at = COALESCE(first_failed_at, ${failed.at})
        WHERE id = ${id} AND due_at = ${dueAt} AND fired_at IS NULL`
      : sql`UPDATE timers SET claimed_by = NULL, claimed_until = ${retryAt}
        WHERE id = ${id} AND due_at = ${dueAt} AND fired_at IS NULL`
  )

/**
 * Takes the timer out (on its way to the dead letters) if it still has this due time and was not
 * fired; true when this call did it, so it is dead-lettered once.
 */
export const removeFailedTimer = (id: number, dueAt: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`DELETE FROM timers WHERE id = ${id} AND due_at = ${dueAt} AND fired_at IS NULL RETURNING id`
    return rows.length > 0
  })

/** Housekeeping: fired rows older than `before`. */
export const purgeFired = (before: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`DELETE FROM timers WHERE fired_at IS NOT NULL AND fired_at < ${before}`
  )

export const timerByKey = (kind: string, key: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM timers WHERE kind = ${kind} AND key = ${key}`
    return rows.length
      ? { ...toTimer(rows[0]), firedAt: (rows[0] as any).fired_at === null ? null : num((rows[0] as any).fired_at) }
      : undefined
  })
