/**
 * Probes run during a phase.
 *
 * `healthProbe`: GET /health on the first node once a second, one request at a time; its slowest
 * answer is how long the node's event loop left HTTP (and timers: leases) waiting.
 *
 * `pgWaitSampler`: what the nodes' Postgres backends are doing, sampled from pg_stat_activity
 * every SAMPLE_MS: the average number of backends of the bench database in each state. It tells
 * which side a production figure waits on:
 * - `seq`: blocked on the tenant's event-sequence row (`UPDATE tenants SET event_seq …`, held
 *   until that transaction commits: runtime/src/platform/live/EventRelay.ts), `lock`: any other lock wait;
 * - `wal`: flushing or writing the WAL at commit (the disk), `run`: executing (Postgres CPU);
 * - `node`: inside a transaction, waiting for the node's next statement (node CPU / round trips).
 */
import { performance } from "node:perf_hooks"
import { setTimeout as sleep } from "node:timers/promises"
import pg from "pg"

/** Starts probing `base`/health; the returned function stops and gives the slowest answer in ms. */
export const healthProbe = (base: string) => {
  let stopped = false
  let slowest = 0
  let inFlightSince: number | undefined
  const loop = async () => {
    while (!stopped) {
      const t0 = (inFlightSince = performance.now())
      await fetch(`${base}/health`, { signal: AbortSignal.timeout(120_000) }).then(
        (r) => r.arrayBuffer(),
        () => undefined
      )
      inFlightSince = undefined
      slowest = Math.max(slowest, performance.now() - t0)
      await sleep(Math.max(0, 1000 - (performance.now() - t0)))
    }
  }
  void loop()
  return async () => {
    stopped = true
    // a request still waiting counts with what it has waited so far
    const waited = inFlightSince === undefined ? 0 : performance.now() - inFlightSince
    return Math.round(Math.max(slowest, waited))
  }
}

const SAMPLE_MS = 250

export type PgWaits = {
  readonly seq: number
  readonly lock: number
  readonly wal: number
  readonly run: number
  readonly node: number
  readonly other: number
}

type Row = { state: string | null; wait_event_type: string | null; wait_event: string | null; query: string | null }

const classify = (r: Row): keyof PgWaits | undefined => {
  if (r.state === "idle in transaction") return "node"
  if (r.state !== "active") return undefined
  if (r.wait_event_type === "Lock") return /^\s*UPDATE tenants SET event_seq/i.test(r.query ?? "") ? "seq" : "lock"
  if (/^WAL/.test(r.wait_event ?? "")) return "wal"
  if (r.wait_event_type === null || r.wait_event_type === "CPU") return "run"
  return "other"
}

/** Starts sampling the database at `url`; the returned function stops and gives the averages. */
export const pgWaitSampler = async (url: string) => {
  const client = new pg.Client({ connectionString: url })
  client.on("error", () => undefined)
  await client.connect()
  const totals: Record<keyof PgWaits, number> = { seq: 0, lock: 0, wal: 0, run: 0, node: 0, other: 0 }
  let samples = 0
  let busy = false
  const sample = async () => {
    if (busy) return
    busy = true
    try {
      const { rows } = await client.query<Row>(
        "SELECT state, wait_event_type, wait_event, left(query, 60) AS query FROM pg_stat_activity " +
          "WHERE datname = current_database() AND pid <> pg_backend_pid()"
      )
      for (const r of rows) {
        const kind = classify(r)
        if (kind) totals[kind]++
      }
      samples++
    } catch {
      // a sample lost to a busy server is just one sample fewer
    } finally {
      busy = false
    }
  }
  const timer = setInterval(() => void sample(), SAMPLE_MS)
  return async (): Promise<PgWaits | undefined> => {
    clearInterval(timer)
    await client.end().catch(() => undefined)
    if (!samples) return undefined
    const avg = (n: number) => Math.round((n / samples) * 10) / 10
    return {
      seq: avg(totals.seq),
      lock: avg(totals.lock),
      wal: avg(totals.wal),
      run: avg(totals.run),
      node: avg(totals.node),
      other: avg(totals.other)
    }
  }
}
