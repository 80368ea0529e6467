/**
 * Bookkeeping of one phase: when each message was sent, when its event reached the agent's live
 * socket, and the numbers made from that. A message counts as received only inside the phase's
 * window (until `closeWindow`); one that arrives later is "late" (so lost − late never arrived).
 */
import { performance } from "node:perf_hooks"

export type PhaseStats = {
  readonly sent: number
  readonly received: number
  readonly lost: number
  readonly late: number
  readonly dup: number
  /** received / (last receipt − first send) */
  readonly msgPerSec: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
}

export const bodyOf = (n: number) => `bench ${n}`

const numberOf = (body: string) => {
  const m = /^bench (\d+)$/.exec(body)
  return m ? Number(m[1]) : undefined
}

/** Nearest-rank percentile of sorted values, to 0.1 ms. */
const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10
    : NaN

export type Tracker = ReturnType<typeof makeTracker>

export const makeTracker = () => {
  const sentAt = new Map<number, number>()
  const arrived = new Set<number>()
  const latencies: Array<number> = []
  let open = true
  let late = 0
  let dup = 0
  let firstSend = Infinity
  let lastReceipt = -Infinity
  let lastArrival = performance.now()

  const markSent = (n: number, at: number) => {
    sentAt.set(n, at)
    firstSend = Math.min(firstSend, at)
  }

  /** Counts a body this phase sent; anything else (an event of an earlier phase) is ignored. */
  const markReceived = (body: string, at: number) => {
    const n = numberOf(body)
    const sent = n === undefined ? undefined : sentAt.get(n)
    if (n === undefined || sent === undefined) return
    if (arrived.has(n)) return void dup++
    arrived.add(n)
    lastArrival = at
    if (!open) return void late++
    latencies.push(at - sent)
    lastReceipt = at
  }

  const stats = (): PhaseStats => {
    const sorted = [...latencies].sort((a, b) => a - b)
    const received = latencies.length
    return {
      sent: sentAt.size,
      received,
      lost: sentAt.size - received,
      late,
      dup,
      msgPerSec: received ? Math.round(received / ((lastReceipt - firstSend) / 1000)) : 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99)
    }
  }

  return {
    markSent,
    markReceived,
    stats,
    closeWindow: () => void (open = false),
    sent: () => sentAt.size,
    received: () => latencies.length,
    late: () => late,
    allArrived: () => arrived.size >= sentAt.size,
    sinceLastArrival: () => performance.now() - lastArrival
  }
}
