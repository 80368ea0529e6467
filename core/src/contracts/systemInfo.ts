// System information (spec part 2 §3; runtime/api/systemInfo.md): `GET /system/info` for the
// tenant's administrators, the agent UI's /configuracoes/informacoes-sistema. Sizes in bytes,
// times in seconds, usage in percent (0..100).
import { z } from "zod"
import { EpochMs } from "./common"

const Bytes = z.number().nonnegative()
const Percent = z.number().min(0).max(100)

/** A disk as seen from a directory (the node's data directory). */
export const DiskFigures = z.object({ path: z.string(), total: Bytes, free: Bytes, used: Bytes, usage: Percent })
export type DiskFigures = z.infer<typeof DiskFigures>

/**
 * What a node reports about its machine, live or with every heartbeat (the `system` key of the
 * node's heartbeat `info`). `cpuUsage` is measured between two samples: null before the second.
 */
export const NodeFigures = z.object({
  hostname: z.string(),
  /** Non-internal IPv4 and IPv6 addresses. */
  addresses: z.array(z.string()),
  os: z.object({ type: z.string(), release: z.string(), arch: z.string(), platform: z.string() }),
  /** The machine's product name where readable (DMI), else null. */
  serverModel: z.string().nullable(),
  cpuModel: z.string(),
  cpus: z.number().int().nonnegative(),
  cpuUsage: Percent.nullable(),
  loadAverage: z.array(z.number()),
  memory: z.object({ total: Bytes, free: Bytes, usage: Percent, processRss: Bytes }),
  disk: DiskFigures.nullable(),
  uptime: z.object({ system: z.number().nonnegative(), process: z.number().nonnegative() }),
  measuredAt: EpochMs
})
export type NodeFigures = z.infer<typeof NodeFigures>

/** A live node: its id, whether it answered this request, its last heartbeat and its figures. */
export const NodeInfo = z.object({
  nodeId: z.string(),
  answering: z.boolean(),
  heartbeatAt: EpochMs.nullable(),
  /** Null when the node's heartbeat carries no figures (an older version). */
  figures: NodeFigures.nullable()
})
export type NodeInfo = z.infer<typeof NodeInfo>

/**
 * The tenant's space: the size of its files in the media store, the contracted space (null:
 * unlimited) and what is left of it (null when unlimited; never below 0).
 */
export const TenantSpace = z.object({
  files: z.number().int().nonnegative(),
  used: Bytes,
  quota: Bytes.nullable(),
  free: Bytes.nullable(),
  freePercent: Percent.nullable()
})
export type TenantSpace = z.infer<typeof TenantSpace>

/** `GET /system/info`: the answering node first, then the other live nodes (heartbeat within 15 s). */
export const SystemInfo = z.object({
  mode: z.enum(["embedded", "production"]),
  nodes: z.array(NodeInfo),
  tenant: TenantSpace
})
export type SystemInfo = z.infer<typeof SystemInfo>

/** Whether a node's heartbeat is recent enough to count it live. */
export const LIVE_NODE_MS = 15_000

const MB = 1024 * 1024

/** The tenant's space from what its files use and the contracted megabytes (null: unlimited). */
export const tenantSpace = (files: number, used: number, quotaMb: number | null): TenantSpace => {
  if (quotaMb === null) return { files, used, quota: null, free: null, freePercent: null }
  const quota = quotaMb * MB
  const free = Math.max(0, quota - used)
  return { files, used, quota, free, freePercent: quota === 0 ? 0 : (free / quota) * 100 }
}
