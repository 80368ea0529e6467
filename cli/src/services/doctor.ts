/**
 * `atende doctor`: whether the store and the bus answer, which nodes are alive (heartbeat within
 * 15 s) and the channels of every tenant. Changes nothing in the store: no migrations, and no
 * SQLite file is created where there is none.
 */
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { migrations } from "@atende/runtime/platform/store/migrations"
import { Effect } from "effect"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { storeLocation } from "./config"
import { probeBus, type BusReport } from "./doctorBus"
import { readNodes, readTenants, readTimers, type NodeReport, type TenantReport, type TimerReport } from "./doctorStore"
import { describeFailure, settle, storeLayer } from "./runStore"

export const NODE_ALIVE_MS = 15_000

const noTimers: TimerReport = { due: 0, scheduled: 0, nextDueAt: null }

export type StoreReport = {
  readonly kind: "sqlite" | "pg"
  readonly location: string
  readonly reachable: boolean
  readonly latencyMs: number | null
  readonly error?: string
  /** Embedded mode with no database file yet. */
  readonly missing?: boolean
  readonly migrations: { readonly applied: number; readonly total: number; readonly pending: ReadonlyArray<string> } | null
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
}

const inspectStore = (now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const started = performance.now()
    yield* sql`SELECT 1 AS ok`
    const latencyMs = Math.round((performance.now() - started) * 10) / 10
    const done = yield* sql<{ name: string }>`SELECT name FROM atende_migrations`.pipe(Effect.orElseSucceed(() => []))
    const doneNames = new Set(done.map((r) => r.name))
    const pending = migrations.filter((m) => !doneNames.has(m.name)).map((m) => m.name)
    const migrated = pending.length < migrations.length
    const nodes = migrated ? yield* readNodes(now) : []
    const tenants = migrated ? yield* readTenants : []
    const timers = migrated ? yield* readTimers(now) : noTimers
    return { latencyMs, migrations: { applied: doneNames.size, total: migrations.length, pending }, nodes, tenants, timers }
  })

const probeStore = async (config: AppConfig, now: number) => {
  const base = { kind: config.databaseUrl ? ("pg" as const) : ("sqlite" as const), location: storeLocation(config) }
  const empty = { nodes: [] as ReadonlyArray<NodeReport>, tenants: [] as ReadonlyArray<TenantReport>, timers: noTimers }
  if (!config.databaseUrl && !existsSync(join(config.dataDir, "atende.db")))
    return { store: { ...base, reachable: false, latencyMs: null, migrations: null, missing: true, error: `no database at ${base.location} yet` }, ...empty }
  const result = await settle(config, inspectStore(now).pipe(Effect.provide(storeLayer(config)), Effect.timeout("10 seconds")))
  if (!result.ok) return { store: { ...base, reachable: false, latencyMs: null, migrations: null, error: describeFailure(result.failure) }, ...empty }
  const { latencyMs, migrations: m, nodes, tenants, timers } = result.value
  return { store: { ...base, reachable: true, latencyMs, migrations: m }, nodes, tenants, timers }
}

const findingsOf = (config: AppConfig, store: StoreReport, bus: BusReport, aliveNodes: number): Array<Finding> => {
  const found: Array<Finding> = []
  if (store.missing)
    found.push({ severity: "error", message: `Store: ${store.error}`, hint: "Run `atende migrate` (or `atende serve`) to create it, or set ATENDE_DATA_DIR to the existing data directory." })
  else if (!store.reachable)
    found.push({ severity: "error", message: `Store unreachable: ${store.error ?? "unknown error"}`, hint: config.databaseUrl ? "Check DATABASE_URL and that Postgres is running and accepts connections." : "Check that ATENDE_DATA_DIR is readable." })
  if (!bus.reachable)
    found.push({ severity: "error", message: `Bus unreachable: ${bus.error ?? "no answer to ping"}`, hint: "Check NATS_URL and that nats-server runs with JetStream (-js); unset NATS_URL to use the in-process bus." })
  if (store.migrations?.pending.length)
    found.push({ severity: "warning", message: `${store.migrations.pending.length} migration(s) pending`, hint: "Run `atende migrate` (nodes also apply them when they start)." })
  if (store.reachable && aliveNodes === 0) found.push({ severity: "warning", message: "No node is running on this store", hint: "Start one with `atende serve`." })
  return found
}

export const diagnose = async (config: AppConfig): Promise<DoctorReport> => {
  const now = Date.now()
  const [store, bus] = await Promise.all([probeStore(config, now), probeBus(config)])
  const alive = store.nodes.filter((n) => n.heartbeatAgeMs <= NODE_ALIVE_MS)
  return {
    ok: store.store.reachable && bus.reachable,
    findings: findingsOf(config, store.store, bus, alive.length),
    mode: config.mode,
    store: store.store,
    bus,
    nodes: alive,
    staleNodes: store.nodes.length - alive.length,
    tenants: store.tenants,
    timers: store.timers
  }
}
