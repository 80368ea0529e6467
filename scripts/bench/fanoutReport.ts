/**
 * The `sockets` benchmark's figures, from the node's /proc readings and the workers' reports:
 * a two-column table for people, or one JSON document with --json.
 */
import { cpus, loadavg } from "node:os"
import type { Report } from "./fanoutPool"
import type { MachineCpu } from "./machine"

/** One stretch of time: the node's CPU (% of one core), its peak RSS (MB), the workers' summed CPU, the rest. */
export type Watched = {
  readonly seconds: number
  readonly cpu: number
  readonly rssPeak: number
  readonly generatorCpu: number
  readonly machine: MachineCpu
}

type Measured = {
  mode: string
  asked: number
  workers: number
  /** Events sent, one a second. */
  events: number
  rssBefore: number
  opened: { open: number; failed: number; error: string | undefined; watched: Watched }
  idle: Watched
  fan: Watched
  reports: ReadonlyArray<Report>
}

/** Nearest-rank percentile, to 0.1 ms. */
const pct = (sorted: ReadonlyArray<number>, p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10
    : NaN

export const summarize = (m: Measured) => {
  const latencies = m.reports.flatMap((r) => r.latencies).sort((a, b) => a - b)
  const slowest = new Map<number, number>()
  for (const r of m.reports) for (const [n, l] of r.slowest) slowest.set(n, Math.max(slowest.get(n) ?? 0, l))
  const lastSocket = [...slowest.values()].sort((a, b) => a - b)
  const connected = m.opened.open
  return {
    mode: m.mode,
    asked: m.asked,
    workers: m.workers,
    connected,
    failed: m.opened.failed,
    ...(m.opened.error ? { firstError: m.opened.error } : {}),
    rampSeconds: m.opened.watched.seconds,
    rssMb: { before: m.rssBefore, ramp: m.opened.watched.rssPeak, idle: m.idle.rssPeak, fanout: m.fan.rssPeak },
    cpuPercent: { ramp: m.opened.watched.cpu, idle: m.idle.cpu, fanout: m.fan.cpu },
    generatorCpuPercent: { ramp: m.opened.watched.generatorCpu, idle: m.idle.generatorCpu, fanout: m.fan.generatorCpu },
    machineCpuPercent: { ramp: m.opened.watched.machine, idle: m.idle.machine, fanout: m.fan.machine },
    events: m.events,
    deliveredPerSocket: {
      min: Math.min(...m.reports.map((r) => r.min)),
      avg: Math.round((m.reports.reduce((a, r) => a + r.sum, 0) / Math.max(1, connected)) * 100) / 100
    },
    dup: m.reports.reduce((a, r) => a + r.dup, 0),
    closedDuringRun: m.reports.reduce((a, r) => a + r.closed, 0),
    framesPerSocket: Math.round((m.reports.reduce((a, r) => a + r.frames, 0) / Math.max(1, connected)) * 10) / 10,
    latencyMs: { p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), samples: latencies.length },
    lastSocketMs: { p50: pct(lastSocket, 50), max: pct(lastSocket, 100) }
  }
}

export type SocketsResult = ReturnType<typeof summarize>

export const fanoutJson = (r: SocketsResult) =>
  JSON.stringify({ result: r, machine: { cpus: cpus().length, node: process.version, loadavg: loadavg() } }, null, 2)

const n = (v: number) => v.toLocaleString("en")

const machine = (m: MachineCpu) => `${m.postgres}%/${m.nats}%/${m.all}%`

export const fanoutTable = (r: SocketsResult) => {
  const rows: Array<[string, string]> = [
    [
      "sockets connected",
      `${n(r.connected)} of ${n(r.asked)} (${n(r.failed)} failed${r.firstError ? `: ${r.firstError}` : ""}), ` +
        `${r.workers} workers, ramp ${r.rampSeconds} s`
    ],
    [
      "node RSS (peak)",
      `${r.rssMb.before} MB before, ${r.rssMb.ramp} MB ramp, ${r.rssMb.idle} MB idle, ${r.rssMb.fanout} MB fan-out`
    ],
    [
      "node CPU (% of a core)",
      `ramp ${r.cpuPercent.ramp}%, idle ${r.cpuPercent.idle}%, fan-out ${r.cpuPercent.fanout}%`
    ],
    [
      "events per socket",
      `min ${r.deliveredPerSocket.min}, avg ${r.deliveredPerSocket.avg} of ${r.events} ` +
        `(dup ${r.dup}, closed ${r.closedDuringRun}, frames ${r.framesPerSocket})`
    ],
    [
      "send→socket latency",
      `p50 ${r.latencyMs.p50} ms, p95 ${r.latencyMs.p95} ms, p99 ${r.latencyMs.p99} ms ` +
        `(${n(r.latencyMs.samples)} samples, 1 socket in 10)`
    ],
    ["send→last socket", `p50 ${r.lastSocketMs.p50} ms, max ${r.lastSocketMs.max} ms (per event)`],
    [
      "workers' CPU (sum)",
      `ramp ${r.generatorCpuPercent.ramp}%, idle ${r.generatorCpuPercent.idle}%, ` +
        `fan-out ${r.generatorCpuPercent.fanout}%`
    ],
    [
      "machine CPU pg/nats/all",
      (["ramp", "idle", "fanout"] as const).map((k) => `${k} ${machine(r.machineCpuPercent[k])}`).join(", ")
    ]
  ]
  const width = Math.max(...rows.map(([k]) => k.length))
  const title =
    `sockets, ${r.mode} mode, 1 node, ${cpus().length} cores ` +
    "(goal: 19,000 sockets per node under 300 MB RSS and 30% of a core)"
  return [title, ...rows.map(([k, v]) => `${k.padEnd(width)} | ${v}`)].join("\n")
}
