/**
 * Retrying dead letters (`atende dead-letters retry`): a command is sent again on the bus with a
 * new dedupe id (`retry:<dead letter id>`), a timer is armed again, due now. The rows leave the
 * table in the same transaction that schedules their retry, so a retry happens once. A command
 * goes through a durable timer (REDELIVER) that a running node fires within a second: that works
 * from any process that reaches the store (the CLI's in-process bus reaches no node).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Bus, type ActorKind } from "../bus/Bus"
import { nowMillis } from "../clock/index"
import { takeDeadLetters, type DeadLetterFilter, type DeadLetterSource } from "../store/DeadLetters"
import { rearmTimer, scheduleTimer } from "../store/Timers"
import type { TimerHandler } from "./Timers"

/** The timer kind that re-sends a dead letter's command. */
export const REDELIVER = "platform.redeliver"

export type Retried = {
  readonly id: number
  readonly source: DeadLetterSource
  /**
   * queued: the command is sent again within a second by a running node; rearmed: the timer fires
   * again; superseded: the feature had scheduled that timer anew meanwhile, which stays.
   */
  readonly outcome: "queued" | "rearmed" | "superseded"
}

/** Retries the dead letters matching the filter; returns what happened to each. */
export const retryDeadLetters = (f: DeadLetterFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const now = yield* nowMillis
        const out: Array<Retried> = []
        for (const d of yield* takeDeadLetters(f)) {
          const tenantId = d.tenantId ?? 0
          if (d.source === "timer") {
            const timer = (d.payload ?? {}) as { payload?: Record<string, unknown> }
            const armed = yield* rearmTimer({ tenantId, kind: d.kind, key: d.key, dueAt: now, payload: timer.payload })
            out.push({ id: d.id, source: d.source, outcome: armed ? "rearmed" : "superseded" })
          } else {
            const payload = { kind: d.kind, key: d.key, payload: d.payload }
            yield* scheduleTimer({ tenantId, kind: REDELIVER, key: String(d.id), dueAt: now, payload })
            out.push({ id: d.id, source: d.source, outcome: "queued" })
          }
        }
        return out
      })
    )
  })

/** The REDELIVER timer: sends the dead letter's command again (the command edge checks it as any other). */
export const redeliver: TimerHandler<Bus> = (t) =>
  Effect.gen(function* () {
    const bus = yield* Bus
    const p = t.payload as { kind?: unknown; key?: unknown; payload?: unknown }
    yield* bus.send({ kind: String(p.kind) as ActorKind, key: String(p.key), id: `retry:${t.key}`, payload: p.payload })
  })
