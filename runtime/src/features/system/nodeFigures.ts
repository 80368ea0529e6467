/**
 * This node's machine as system information shows it (spec part 2 §3): host, addresses, OS,
 * model, CPUs and their usage, memory, the disk of the data directory, uptimes. Cheap enough for
 * every heartbeat: a few `os` calls and one statfs, no directory walk.
 */
import type { DiskFigures, NodeFigures } from "@atende/core/contracts/systemInfo"
import { Effect } from "effect"
import { readFileSync } from "node:fs"
import { statfs } from "node:fs/promises"
import os from "node:os"

const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0)

type CpuTimes = { readonly busy: number; readonly total: number }

const cpuTimes = (): CpuTimes =>
  os.cpus().reduce(
    (acc, c) => {
      const total = c.times.user + c.times.nice + c.times.sys + c.times.idle + c.times.irq
      return { busy: acc.busy + total - c.times.idle, total: acc.total + total }
    },
    { busy: 0, total: 0 }
  )

/**
 * CPU usage of the machine between samples at least a second apart (the heartbeat's 5 s, or a
 * request's read in between): null until there are two; a sample closer than that answers the
 * last figure, so frequent reads do not shrink the window to noise.
 */
const cpuMeter = () => {
  let previous: (CpuTimes & { at: number }) | undefined
  let last: number | null = null
  return (now: number): number | null => {
    if (previous && now - previous.at < 1000) return last
    const current = { ...cpuTimes(), at: now }
    if (previous && current.total > previous.total)
      last = percent(current.busy - previous.busy, current.total - previous.total)
    previous = current
    return last
  }
}

const cpuUsage = cpuMeter()

/** DMI's product name (Linux; readable by everyone), once: null elsewhere or when blank. */
let model: string | null | undefined
const serverModel = () => {
  if (model === undefined) {
    try {
      model = readFileSync("/sys/devices/virtual/dmi/id/product_name", "utf8").trim() || null
    } catch {
      model = null
    }
  }
  return model
}

const addresses = () =>
  Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => !a.internal)
    .map((a) => a.address)

/** The disk holding `path`, or null when it cannot be read. */
const diskOf = (path: string) =>
  Effect.tryPromise(() => statfs(path)).pipe(
    Effect.map((s): DiskFigures => {
      const total = s.blocks * s.bsize
      const free = s.bavail * s.bsize
      const used = Math.max(0, total - s.bfree * s.bsize)
      // as df reckons it: blocks reserved for root are neither used nor free to others
      return { path, total, free, used, usage: percent(used, used + free) }
    }),
    Effect.orElseSucceed(() => null)
  )

/** The figures of this node now (`now`: epoch ms), with the disk of `dataDir`. */
export const nodeFigures = (dataDir: string, now: number) =>
  Effect.map(diskOf(dataDir), (disk): NodeFigures => {
    const cpus = os.cpus()
    const total = os.totalmem()
    const free = os.freemem()
    return {
      hostname: os.hostname(),
      addresses: addresses(),
      os: { type: os.type(), release: os.release(), arch: os.arch(), platform: os.platform() },
      serverModel: serverModel(),
      cpuModel: cpus[0]?.model.trim() ?? "",
      cpus: cpus.length,
      cpuUsage: cpuUsage(now),
      loadAverage: os.loadavg(),
      memory: { total, free, usage: percent(total - free, total), processRss: process.memoryUsage.rss() },
      disk,
      uptime: { system: os.uptime(), process: process.uptime() },
      measuredAt: now
    }
  })

/** The directory whose disk a node reports: embedded mode's data directory, else the temp directory. */
export const figuresDir = (config: { readonly mode: "embedded" | "production"; readonly dataDir: string }) =>
  config.mode === "embedded" ? config.dataDir : os.tmpdir()
