/**
 * One measured phase: sends numbered messages round-robin over the widget sockets, either as fast
 * as the sockets accept them ("max") or paced in 10 ms ticks ("rate"), then waits for their events
 * on the agent's live socket (at most DRAIN_MS after the last send). Before it returns, it lets a
 * server that fell behind catch up, so the next phase starts on an idle server.
 */
import { performance } from "node:perf_hooks"
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises"
import type WebSocket from "ws"
import type { Widget } from "../../test/support/clients"
import { machineMeter, type MachineCpu } from "./machine"
import { healthProbe, pgWaitSampler, type PgWaits } from "./probes"
import { cpuSeconds } from "./server"
import type { AgentSocket } from "./sockets"
import { bodyOf, makeTracker, type PhaseStats, type Tracker } from "./tracker"

const DRAIN_MS = 30_000
/**
 * Catching up after the window ends: stops when nothing arrived for SETTLE_QUIET_MS (longer than
 * the 10 s ack wait a partition's new owner may sit out in production mode), or at SETTLE_MAX_MS.
 */
const SETTLE_QUIET_MS = 15_000
const SETTLE_MAX_MS = 300_000
const TICK_MS = 10
/** Per-socket bytes queued in this process before the max sender waits for the socket to drain. */
const HIGH_WATER = 16 * 1024
/** Sends between two turns of the event loop, so receipts are timed while sending. */
const BATCH = 100

export type PhasePlan = { readonly kind: "max" } | { readonly kind: "rate"; readonly rate: number }

/** CPU as % of one core: `server` is the sum over the nodes, `nodes` each node's share; `machine` the rest. */
export type PhaseCpu = {
  readonly server: number | undefined
  readonly nodes: ReadonlyArray<number | undefined>
  readonly generator: number
  readonly machine: MachineCpu
}

/** `healthMs`: the slowest GET /health on the first node during the phase; `pgWaits` in production mode only. */
export type PhaseResult = PhaseStats & { readonly cpu: PhaseCpu; readonly healthMs: number; readonly pgWaits?: PgWaits }

type Load = {
  readonly base: string
  readonly agent: AgentSocket
  readonly widgets: ReadonlyArray<Widget>
  readonly serverPids: ReadonlyArray<number>
  readonly databaseUrl?: string
}

type Send = (n: number) => WebSocket

const sender = (widgets: ReadonlyArray<Widget>, tracker: Tracker) => (n: number) => {
  const ws = widgets[n % widgets.length]!.ws
  tracker.markSent(n, performance.now())
  ws.send(JSON.stringify({ type: "message", clientId: `b${n}`, body: bodyOf(n) }))
  return ws
}

const sendMax = async (send: Send, first: number, count: number) => {
  for (let i = 0; i < count; i++) {
    const ws = send(first + i)
    while (ws.bufferedAmount > HIGH_WATER) await sleep(1)
    if (i % BATCH === BATCH - 1) await nextTurn()
  }
}

const sendAtRate = async (send: Send, first: number, count: number, rate: number) => {
  const start = performance.now()
  let sent = 0
  while (sent < count) {
    await sleep(TICK_MS)
    const due = Math.min(count, Math.floor(((performance.now() - start) / 1000) * rate))
    while (sent < due) send(first + sent++)
  }
}

const drain = async (tracker: Tracker) => {
  const deadline = performance.now() + DRAIN_MS
  while (!tracker.allArrived() && performance.now() < deadline) await sleep(50)
}

const settle = async (tracker: Tracker, label: string) => {
  const deadline = performance.now() + SETTLE_MAX_MS
  while (!tracker.allArrived() && tracker.sinceLastArrival() < SETTLE_QUIET_MS && performance.now() < deadline)
    await sleep(100)
  const missing = tracker.sent() - tracker.received() - tracker.late()
  if (missing > 0)
    process.stderr.write(
      `bench: ${label}: ${missing} message(s) still not delivered; the next phase may start on a busy server\n`
    )
}

/** A single updating stderr line (a line every 2 s when stderr is not a terminal). */
const showProgress = (label: string, total: number, tracker: Tracker) => {
  const tty = process.stderr.isTTY
  const line = () =>
    `${label}: sent ${tracker.sent()}/${total}, received ${tracker.received()}` +
    (tracker.late() ? `, late ${tracker.late()}` : "")
  const timer = setInterval(() => process.stderr.write(tty ? `\r\x1b[K${line()}` : `${line()}\n`), tty ? 200 : 2000)
  return () => {
    clearInterval(timer)
    process.stderr.write(tty ? `\r\x1b[K${line()}\n` : `${line()}\n`)
  }
}

/** CPU use of the nodes and of this process over a stretch of time, as % of one core. */
const cpuMeter = (serverPids: ReadonlyArray<number>) => {
  const wall = performance.now()
  const servers = serverPids.map(cpuSeconds)
  const own = process.cpuUsage()
  const machine = machineMeter()
  return (): PhaseCpu => {
    const seconds = (performance.now() - wall) / 1000
    const nodes = serverPids.map((pid, i) => {
      const [before, now] = [servers[i], cpuSeconds(pid)]
      return before === undefined || now === undefined ? undefined : Math.round(((now - before) / seconds) * 100)
    })
    const ownUsed = process.cpuUsage(own)
    return {
      server: nodes.includes(undefined) ? undefined : nodes.reduce<number>((a, b) => a + b!, 0),
      nodes,
      generator: Math.round(((ownUsed.user + ownUsed.system) / 1e6 / seconds) * 100),
      machine: machine()
    }
  }
}

/** Runs one phase on messages first…first+count−1 and measures it. */
export const runPhase = async (
  label: string,
  load: Load,
  plan: PhasePlan,
  first: number,
  count: number
): Promise<PhaseResult> => {
  const tracker = makeTracker()
  load.agent.onMessage = tracker.markReceived
  const send = sender(load.widgets, tracker)
  const cpu = cpuMeter(load.serverPids)
  const waits = load.databaseUrl ? await pgWaitSampler(load.databaseUrl) : undefined
  const health = healthProbe(load.base)
  const done = showProgress(label, count, tracker)
  try {
    await (plan.kind === "max" ? sendMax(send, first, count) : sendAtRate(send, first, count, plan.rate))
    await drain(tracker)
    tracker.closeWindow()
    const used = cpu()
    const [pgWaits, healthMs] = [await waits?.(), await health()]
    await settle(tracker, label)
    return { ...tracker.stats(), cpu: used, healthMs, ...(pgWaits ? { pgWaits } : {}) }
  } finally {
    done()
  }
}
