/**
 * What doctor reads from the store: node heartbeats and the channels of each tenant (deleted ones left
 * out). Times are epoch ms (text on Postgres).
 */
import { deliveryCounts } from "@atende/runtime/features/channels/index"
import { countDeadLetters } from "@atende/runtime/platform/store/DeadLetters"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export type NodeReport = {
  readonly id: string
  readonly startedAt: string
  readonly heartbeatAgeMs: number
  readonly pid: number | null
  readonly port: number | null
  readonly mode: string | null
  readonly bus: string | null
  readonly actors: { readonly ticket: number; readonly channel: number; readonly tenant: number }
  readonly liveSockets: number
  readonly webchatSockets: number
  readonly rssMb: number | null
  /** Command partitions this node consumes (production), and the channels whose connector it runs. */
  readonly partitions: ReadonlyArray<number> | null
  readonly channels: ReadonlyArray<number>
  readonly consumerLag: number | null
}

export type TimerReport = { readonly due: number; readonly scheduled: number; readonly nextDueAt: string | null }

export type ChannelReport = {
  readonly id: number
  readonly type: string
  readonly name: string
  readonly status: string
}
export type TenantReport = {
  readonly id: number
  readonly name: string
  readonly status: string
  readonly plan: string
  readonly channels: ReadonlyArray<ChannelReport>
}

type NodeInfo = Partial<{
  pid: number
  port: number
  mode: string
  bus: string
  actors: Partial<NodeReport["actors"]>
  rssMb: number
  liveSockets: number
  webchatSockets: number
  partitions: Array<number> | null
  channels: Array<number>
  consumerLag: number | null
}>

const parseInfo = (text: unknown): NodeInfo => {
  try {
    return typeof text === "string" ? (JSON.parse(text) as NodeInfo) : ((text ?? {}) as NodeInfo)
  } catch {
    return {}
  }
}

export const readNodes = (now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      id: string
      started_at: unknown
      heartbeat_at: unknown
      info: unknown
    }>`SELECT id, started_at, heartbeat_at, info FROM nodes ORDER BY id`
    return rows.map((r): NodeReport => {
      const info = parseInfo(r.info)
      return {
        id: r.id,
        startedAt: new Date(Number(r.started_at)).toISOString(),
        heartbeatAgeMs: Math.max(0, now - Number(r.heartbeat_at)),
        pid: info.pid ?? null,
        port: info.port ?? null,
        mode: info.mode ?? null,
        bus: info.bus ?? null,
        actors: {
          ticket: info.actors?.ticket ?? 0,
          channel: info.actors?.channel ?? 0,
          tenant: info.actors?.tenant ?? 0
        },
        liveSockets: info.liveSockets ?? 0,
        webchatSockets: info.webchatSockets ?? 0,
        rssMb: info.rssMb ?? null,
        partitions: info.partitions ?? null,
        channels: info.channels ?? [],
        consumerLag: info.consumerLag ?? null
      }
    })
  })

/**
 * The tenants and their channels, deleted channels left out (as every list of the product does;
 * one with history keeps its row, runtime/api/channels.md "DELETE"). `deletions`: the store has
 * the column that marks them (migration channels/005_management applied).
 */
export const readTenants = (deletions: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const tenants = yield* sql<{
      id: unknown
      name: string
      status: string
      plan: string
    }>`SELECT id, name, status, plan FROM tenants ORDER BY id`
    type Row = { id: unknown; tenant_id: unknown; type: string; name: string; status: string }
    const channels = deletions
      ? yield* sql<Row>`SELECT id, tenant_id, type, name, status FROM channels WHERE deleted_at IS NULL ORDER BY id`
      : yield* sql<Row>`SELECT id, tenant_id, type, name, status FROM channels ORDER BY id`
    return tenants.map((t): TenantReport => ({
      id: Number(t.id),
      name: t.name,
      status: t.status,
      plan: t.plan,
      channels: channels
        .filter((c) => Number(c.tenant_id) === Number(t.id))
        .map((c) => ({ id: Number(c.id), type: c.type, name: c.name, status: c.status }))
    }))
  })

/** Durable timers: how many are due now (waiting to fire) and when the next one is. */
export const readTimers = (now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ due: unknown; scheduled: unknown; next: unknown }>`SELECT
      SUM(CASE WHEN due_at <= ${now} THEN 1 ELSE 0 END) AS due, COUNT(*) AS scheduled, MIN(due_at) AS next
      FROM timers WHERE fired_at IS NULL`
    const r = rows[0]
    return {
      due: Number(r?.due ?? 0),
      scheduled: Number(r?.scheduled ?? 0),
      nextDueAt: r?.next === null || r?.next === undefined ? null : new Date(Number(r.next)).toISOString()
    } satisfies TimerReport
  }).pipe(Effect.orElseSucceed((): TimerReport => ({ due: 0, scheduled: 0, nextDueAt: null })))

/** How many dead letters wait (runtime/src/platform/store/DeadLetters.ts); null before the store has the table. */
export const readDeadLetters = countDeadLetters().pipe(Effect.orElseSucceed((): number | null => null))

/** The channels' outbox: messages waiting for their channel, and failed ones waiting for an agent's resend. */
export type OutboundReport = { readonly pending: number; readonly failed: number }
export const readOutbound = deliveryCounts.pipe(Effect.orElseSucceed((): OutboundReport | null => null))
