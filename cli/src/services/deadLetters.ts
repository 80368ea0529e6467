/**
 * `atende dead-letters list|retry|drop`: commands and timers that kept failing (or commands that
 * did not decode), kept by the nodes with their cause (runtime/src/platform/store/DeadLetters.ts).
 * A retry hands the command to the bus again through a durable timer, so a running node sends it
 * within a second (the CLI's own in-process bus reaches no node); a timer is armed again.
 */
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { retryDeadLetters, type Retried } from "@atende/runtime/platform/jobs/deadLetters"
import {
  countDeadLetters,
  dropDeadLetters,
  listDeadLetters as pageOf,
  type DeadLetter,
  type DeadLetterFilter
} from "@atende/runtime/platform/store/DeadLetters"
import { Effect } from "effect"
import { CliError } from "./CliError"
import { NODE_ALIVE_MS } from "./doctor"
import { readNodes } from "./doctorStore"
import { runWithStore } from "./runStore"

/** A dead letter as the CLI shows it: times as ISO text. */
export type DeadLetterRecord = Omit<DeadLetter, "firstFailedAt" | "lastFailedAt" | "createdAt"> & {
  readonly firstFailedAt: string
  readonly lastFailedAt: string
  readonly createdAt: string
}

const record = (d: DeadLetter): DeadLetterRecord => ({
  ...d,
  firstFailedAt: new Date(d.firstFailedAt).toISOString(),
  lastFailedAt: new Date(d.lastFailedAt).toISOString(),
  createdAt: new Date(d.createdAt).toISOString()
})

export type DeadLetterList = { readonly total: number; readonly deadLetters: ReadonlyArray<DeadLetterRecord> }

export const listDeadLetters = async (
  config: AppConfig,
  opts: { readonly tenantId?: number | undefined; readonly limit: number; readonly offset: number }
): Promise<DeadLetterList> =>
  runWithStore(
    config,
    Effect.gen(function* () {
      const filter = { tenantId: opts.tenantId }
      const rows = yield* pageOf(filter, { limit: opts.limit, offset: opts.offset })
      return { total: yield* countDeadLetters(filter), deadLetters: rows.map(record) }
    })
  )

/** Which dead letters a retry or a drop is about: one by id, or all (of a tenant). */
export type Selection = { readonly id?: number | undefined; readonly all?: boolean; readonly tenantId?: number }

const filterOf = (s: Selection): DeadLetterFilter => {
  if (s.id !== undefined && (s.all || s.tenantId !== undefined))
    throw new CliError("ERR_USAGE", "Give either a dead letter's id or --all (with --tenant), not both.")
  if (s.id === undefined && !s.all)
    throw new CliError(
      "ERR_USAGE",
      "Say which dead letters: an id, or --all (--tenant <id> for one tenant's).",
      "`atende dead-letters list` shows them with their ids."
    )
  return s.id !== undefined ? { ids: [s.id] } : { tenantId: s.tenantId }
}

const notFound = (id: number) =>
  new CliError(
    "ERR_NOT_FOUND",
    `No dead letter #${id}.`,
    "`atende dead-letters list` shows the ones there are (a retried or dropped one is gone)."
  )

export type RetryResult = {
  readonly retried: ReadonlyArray<Retried>
  /** Nodes with a recent heartbeat: without one, queued commands wait for the next node to start. */
  readonly nodesAlive: number
}

export const retry = async (config: AppConfig, selection: Selection): Promise<RetryResult> => {
  const filter = filterOf(selection)
  const result = await runWithStore(
    config,
    Effect.gen(function* () {
      const retried = yield* retryDeadLetters(filter)
      const alive = (yield* readNodes(Date.now())).filter((n) => n.heartbeatAgeMs <= NODE_ALIVE_MS)
      return { retried, nodesAlive: alive.length }
    })
  )
  if (selection.id !== undefined && result.retried.length === 0) throw notFound(selection.id)
  return result
}

export const drop = async (config: AppConfig, selection: Selection): Promise<{ dropped: ReadonlyArray<number> }> => {
  const filter = filterOf(selection)
  const dropped = await runWithStore(config, dropDeadLetters(filter))
  if (selection.id !== undefined && dropped.length === 0) throw notFound(selection.id)
  return { dropped }
}
