/**
 * Dead letters: commands and timers that failed ATENDE_MAX_DELIVERIES times for a reason other than
 * the store or the bus being away (platform/actors/failures.ts), or commands that do not decode,
 * kept with their cause so an operator can look, retry or drop them (`atende dead-letters`). A
 * command that fails again with the same envelope id adds to its row instead of making another.
 */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../clock/index"
import { json, num, numOrNull } from "./rows"

export type DeadLetterSource = "command" | "timer"

export type DeadLetter = {
  readonly id: number
  readonly tenantId: number | null
  readonly source: DeadLetterSource
  /** The actor kind (command) or the timer kind. */
  readonly kind: string
  /** The actor key (command) or the timer key. */
  readonly key: string
  /** The command's dedupe id; a timer's `timer:<id>:<dueAt>`; null for bytes that had none. */
  readonly envelopeId: string | null
  /** The command as it arrived, or the timer's payload. */
  readonly payload: unknown
  readonly cause: string
  readonly deliveries: number
  readonly firstFailedAt: number
  readonly lastFailedAt: number
  readonly createdAt: number
}

export type NewDeadLetter = Omit<DeadLetter, "id" | "createdAt">

export type DeadLetterFilter = {
  readonly tenantId?: number | undefined
  readonly source?: DeadLetterSource | undefined
  /** Only these rows (an empty list matches none). */
  readonly ids?: ReadonlyArray<number> | undefined
}

const toDeadLetter = (r: any): DeadLetter => ({
  id: num(r.id),
  tenantId: numOrNull(r.tenant_id),
  source: r.source === "timer" ? "timer" : "command",
  kind: String(r.kind),
  key: String(r.key),
  envelopeId: r.envelope_id ?? null,
  payload: json<unknown>(r.payload, null),
  cause: String(r.cause),
  deliveries: num(r.deliveries),
  firstFailedAt: num(r.first_failed_at),
  lastFailedAt: num(r.last_failed_at),
  createdAt: num(r.created_at)
})

/** The tenant a command names (every command carries `tenantId`); null when it names none. */
export const tenantIdOf = (payload: unknown): number | null => {
  const t = typeof payload === "object" && payload !== null ? (payload as { tenantId?: unknown }).tenantId : undefined
  return typeof t === "number" && Number.isInteger(t) && Math.abs(t) <= 2_147_483_647 ? t : null
}

/** JSON text of whatever arrived (values JSON cannot hold become their text). */
const payloadText = (v: unknown): string => {
  try {
    return JSON.stringify(v ?? null) ?? "null"
  } catch {
    return JSON.stringify(String(v))
  }
}

/** Records a dead letter (or adds the deliveries to the row of the same envelope id); returns its id. */
export const recordDeadLetter = (d: NewDeadLetter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO dead_letters
        (tenant_id, source, kind, key, envelope_id, payload, cause, deliveries, first_failed_at, last_failed_at,
        created_at)
      VALUES (${d.tenantId}, ${d.source}, ${d.kind}, ${d.key}, ${d.envelopeId}, ${payloadText(d.payload)}, ${d.cause},
        ${d.deliveries}, ${d.firstFailedAt}, ${d.lastFailedAt}, ${yield* nowMillis})
      ON CONFLICT (source, envelope_id) DO UPDATE SET cause = excluded.cause,
        deliveries = dead_letters.deliveries + excluded.deliveries, last_failed_at = excluded.last_failed_at
      RETURNING id`
    return num((rows[0] as any).id)
  })

const conditions = (sql: SqlClient.SqlClient, f: DeadLetterFilter): Array<Statement.Fragment> => [
  ...(f.tenantId !== undefined ? [sql`tenant_id = ${f.tenantId}`] : []),
  ...(f.source ? [sql`source = ${f.source}`] : []),
  ...(f.ids ? [f.ids.length ? sql`id IN ${sql.in([...f.ids])}` : sql`1 = 0`] : [])
]

/** A page of the dead letters matching the filter, oldest first. */
export const listDeadLetters = (f: DeadLetterFilter, page: { readonly limit: number; readonly offset: number }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM dead_letters WHERE ${sql.and(conditions(sql, f))}
      ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`
    return rows.map(toDeadLetter)
  })

export const countDeadLetters = (f: DeadLetterFilter = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT COUNT(*) AS n FROM dead_letters WHERE ${sql.and(conditions(sql, f))}`
    return num((rows[0] as any).n)
  })

export const getDeadLetter = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM dead_letters WHERE id = ${id}`
    return rows.length ? toDeadLetter(rows[0]) : undefined
  })

/** Deletes the dead letters matching the filter; returns their ids. */
export const dropDeadLetters = (f: DeadLetterFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`DELETE FROM dead_letters WHERE ${sql.and(conditions(sql, f))} RETURNING id`
    return rows.map((r: any) => num(r.id)).sort((a, b) => a - b)
  })

/**
 * Marks the dead letters matching the filter retried: takes them out of the table and gives them
 * back, so two retries at once never both resend one (the caller re-sends them in the same transaction).
 */
export const takeDeadLetters = (f: DeadLetterFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`DELETE FROM dead_letters WHERE ${sql.and(conditions(sql, f))} RETURNING *`
    return rows.map(toDeadLetter).sort((a, b) => a.id - b.id)
  })
