/**
 * What else the machine did while a benchmark ran, from /proc (Linux; zeros elsewhere): CPU of
 * the Postgres and NATS server processes (every process of those names, whoever runs them, so a
 * shared server's other work counts too) and of the whole machine, all as % of one core — on 2
 * cores the machine tops out at 200%. Tells whether a figure was bound by a node, the database,
 * the bus, or a machine with no CPU left.
 */
import { readdirSync, readFileSync } from "node:fs"
import { performance } from "node:perf_hooks"

const SERVICES = { postgres: /^postgres/, nats: /^nats-server$/ } as const
type Service = keyof typeof SERVICES

export type MachineCpu = { readonly postgres: number; readonly nats: number; readonly all: number }

const read = (file: string) => {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return ""
  }
}

/** CPU ticks (1/100 s) used so far by each process of a service, by pid. */
const serviceTicks = () => {
  const ticks = new Map<string, { service: Service; ticks: number }>()
  let pids: Array<string> = []
  try {
    pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p))
  } catch {}
  for (const pid of pids) {
    const stat = read(`/proc/${pid}/stat`)
    const comm = /\((.*)\)/.exec(stat)?.[1] ?? ""
    const service = (Object.keys(SERVICES) as Array<Service>).find((s) => SERVICES[s].test(comm))
    if (!service) continue
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ")
    ticks.set(pid, { service, ticks: Number(fields[11]) + Number(fields[12]) })
  }
  return ticks
}

/** Busy ticks of all cores together, from the first line of /proc/stat (idle and iowait excluded). */
const busyTicks = () => {
  const f = read("/proc/stat").split("\n")[0]!.split(/\s+/).slice(1).map(Number)
  return f.length < 8 ? 0 : f.reduce((a, b, i) => (i === 3 || i === 4 || i >= 8 ? a : a + b), 0)
}

/** Starts measuring; the returned function gives the CPU used since, as % of one core. */
export const machineMeter = () => {
  const t0 = performance.now()
  const [before, busy0] = [serviceTicks(), busyTicks()]
  return (): MachineCpu => {
    const seconds = (performance.now() - t0) / 1000
    const used = { postgres: 0, nats: 0 }
    // a process that started during the stretch counts all its ticks
    for (const [pid, now] of serviceTicks()) used[now.service] += now.ticks - (before.get(pid)?.ticks ?? 0)
    const pct = (ticks: number) => Math.round(ticks / seconds)
    return { postgres: pct(used.postgres), nats: pct(used.nats), all: pct(busyTicks() - busy0) }
  }
}
