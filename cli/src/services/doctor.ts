/**
 * `atende doctor`: whether the store and the bus answer, which nodes are alive (heartbeat within
 * 15 s) and the channels of every tenant. Changes nothing in the store: no migrations, and no
 * SQLite file is created where there is none.
 */
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { migrationStatus } from "@atende/runtime/platform/store/Store"
import { migrations } from "@atende/runtime/server/migrations"
import { Effect } from "effect"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { storeLocation } from "./config"
import { probeBus, type BusReport } from "./doctorBus"
import {
  readDeadLetters,
  readNodes,
  readOutbound,
  readTenants,
  readTimers,
  type NodeReport,
  type OutboundReport,
  type TenantReport,
  type TimerReport
} from "./doctorStore"
import { describeFailure, settle, storeLayer } from "./runStore"

export const NODE_ALIVE_MS = 15_000
/** The migration that marks deleted channels (`deleted_at`): a store without it has none to leave out. */
const CHANNEL_DELETIONS = "channels/005_management"

const noTimers: TimerReport = { due: 0, scheduled: 0, nextDueAt: null }

export type StoreReport = {
  readonly kind: "sqlite" | "pg"
  readonly location: string
  readonly reachable: boolean
  readonly latencyMs: number | null
  readonly error?: string
  /** Embedded mode with no database file yet. */
  readonly missing?: boolean
  readonly migrations: {
    readonly applied: number
    readonly total: number
    readonly pending: ReadonlyArray<string>
  } | null
}

export type Finding = { readonly severity: "error" | "warning"; readonly message: string; readonly hint: string }

export type DoctorReport = {
  readonly ok: boolean
  readonly findings: ReadonlyArray<Finding>
  readonly mode: AppConfig["mode"]
  readonly store: StoreReport
  readonly bus: BusReport
  readonly nodes: ReadonlyArray<NodeReport>
  readonly staleNodes: number
  readonly tenants: ReadonlyArray<TenantReport>
  readonly timers: TimerReport
  /** Commands and timers that kept failing (`atende dead-letters list`); null when unknown. */
  readonly deadLetters: number | null
  /** Outbound messages waiting in the channels' outboxes, and failed ones; null when unknown. */
  readonly outbound: OutboundReport | null
}

const inspectStore = (now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const started = performance.now()
    yield* sql`SELECT 1 AS ok`
    const latencyMs = Math.round((performance.now() - started) * 10) / 10
    const { applied, pending } = yield* migrationStatus(migrations)
    const migrated = applied > 0
    const nodes = migrated ? yield* readNodes(now) : []
    const tenants = migrated ? yield* readTenants(!pending.includes(CHANNEL_DELETIONS)) : []
    const timers = migrated ? yield* readTimers(now) : noTimers
    const deadLetters = migrated ? yield* readDeadLetters : null
    const outbound = migrated ? yield* readOutbound : null
    const m = { applied, total: migrations.length, pending }
    return { latencyMs, migrations: m, nodes, tenants, timers, deadLetters, outbound }
  })

const probeStore = async (config: AppConfig, now: number) => {
  const base = { kind: config.databaseUrl ? ("pg" as const) : ("sqlite" as const), location: storeLocation(config) }
  const empty = {
    nodes: [] as ReadonlyArray<NodeReport>,
    tenants: [] as ReadonlyArray<TenantReport>,
    timers: noTimers,
    deadLetters: null,
    outbound: null
  }
  if (!config.databaseUrl && !existsSync(join(config.dataDir, "atende.db")))
    return {
      store: {
        ...base,
        reachable: false,
        latencyMs: null,
        migrations: null,
        missing: true,
        error: `no database at ${base.location} yet`
      },
      ...empty
    }
  const result = await settle(
    config,
    inspectStore(now).pipe(Effect.provide(storeLayer(config)), Effect.timeout("10 seconds"))
  )
  if (!result.ok)
    return {
      store: { ...base, reachable: false, latencyMs: null, migrations: null, error: describeFailure(result.failure) },
      ...empty
    }
  const { latencyMs, migrations: m, nodes, tenants, timers, deadLetters, outbound } = result.value
  const store = { ...base, reachable: true, latencyMs, migrations: m }
  return { store, nodes, tenants, timers, deadLetters, outbound }
}

const findingsOf = (
  config: AppConfig,
  store: StoreReport,
  bus: BusReport,
  aliveNodes: number,
  deadLetters: number | null
): Array<Finding> => {
  const found: Array<Finding> = []
  if (store.missing)
    found.push({
      severity: "error",
      message: `Store: ${store.error}`,
      hint:
        "Run `atende migrate` (or `atende serve`) to create it, " +
        "or set ATENDE_DATA_DIR to the existing data directory."
    })
  else if (!store.reachable)
    found.push({
      severity: "error",
      message: `Store unreachable: ${store.error ?? "unknown error"}`,
      hint: config.databaseUrl
        ? "Check DATABASE_URL and that Postgres is running and accepts connections."
        : "Check that ATENDE_DATA_DIR is readable."
    })
  if (!bus.reachable)
    found.push({
      severity: "error",
      message: `Bus unreachable: ${bus.error ?? "no answer to ping"}`,
      hint: "Check NATS_URL and that nats-server runs with JetStream (-js); unset NATS_URL to use the in-process bus."
    })
  if (store.migrations?.pending.length)
    found.push({
      severity: "warning",
      message: `${store.migrations.pending.length} migration(s) pending`,
      hint: "Run `atende migrate` (nodes also apply them when they start)."
    })
  if (store.reachable && aliveNodes === 0)
    found.push({
      severity: "warning",
      message: "No node is running on this store",
      hint: "Start one with `atende serve`."
    })
  if (deadLetters)
    found.push({
      severity: "warning",
      message: `${deadLetters} dead letter(s): commands or timers that kept failing and were set aside`,
      hint:
        "See them and their cause with `atende dead-letters list`; once the cause is fixed, " +
        "`atende dead-letters retry <id>` (or --all), else `atende dead-letters drop <id>`."
    })
  return found
}

export const diagnose = async (config: AppConfig): Promise<DoctorReport> => {
  const now = Date.now()
  const [store, bus] = await Promise.all([probeStore(config, now), probeBus(config)])
  const alive = store.nodes.filter((n) => n.heartbeatAgeMs <= NODE_ALIVE_MS)
  return {
    ok: store.store.reachable && bus.reachable,
    findings: findingsOf(config, store.store, bus, alive.length, store.deadLetters),
    mode: config.mode,
    store: store.store,
    bus,
    nodes: alive,
    staleNodes: store.nodes.length - alive.length,
    tenants: store.tenants,
    timers: store.timers,
    deadLetters: store.deadLetters,
    outbound: store.outbound
  }
}
