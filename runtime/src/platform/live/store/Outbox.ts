/**
 * The relay's SQL: the outbox (`event_outbox`), the tenant's event counter (`tenants.event_seq`)
 * and the event log (`events`). EventRelay.ts runs a batch's statements in one transaction.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { LiveEvent } from "../../store/Events"
import { num } from "../../store/rows"
import { Dialect } from "../../store/Store"

export type OutboxRow = { readonly id: number; readonly name: string; readonly data: unknown }

/**
 * Takes and removes up to `limit` of the tenant's pending rows (Postgres: skipping rows another
 * node holds), in id order.
 */
export const takeOutbox = (tenantId: number, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { kind } = yield* Dialect
    // taken and removed in one statement; RETURNING gives no order, so sort by id
    const taken = yield* kind === "pg"
      ? sql`DELETE FROM event_outbox
        WHERE id IN (SELECT id FROM event_outbox WHERE tenant_id = ${tenantId} ORDER BY id LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, name, data`
      : sql`DELETE FROM event_outbox
        WHERE id IN (SELECT id FROM event_outbox WHERE tenant_id = ${tenantId} ORDER BY id LIMIT ${limit})
        RETURNING id, name, data`
    return taken.map((r: any): OutboxRow => ({ id: num(r.id), name: r.name, data: r.data })).sort((a, b) => a.id - b.id)
  })

/** Moves the tenant's event counter on by `n`; the new top of its sequence. */
export const advanceEventSeq = (tenantId: number, n: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return num(
      (
        (yield* sql`UPDATE tenants SET event_seq = event_seq + ${n}
          WHERE id = ${tenantId} RETURNING event_seq`)[0] as any
      ).event_seq
    )
  })

/** Appends numbered events to the log, each with its data as the outbox held it (JSON text). */
export const insertEvents = (events: ReadonlyArray<LiveEvent>, texts: ReadonlyArray<string>, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql`INSERT INTO events ${sql.insert(
        events.map((e, i) => ({ tenant_id: e.tenantId, seq: e.seq, name: e.name, data: texts[i]!, created_at: now }))
      )}`
  )

/** Tenants with outbox rows older than `before` (left by a writer that did not flush). */
export const staleOutboxTenants = (before: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT DISTINCT tenant_id FROM event_outbox WHERE created_at < ${before}`
    return rows.map((r: any) => num(r.tenant_id))
  })

/** Drops the log's events older than `before`. */
export const purgeEvents = (before: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM events WHERE created_at < ${before}`)
