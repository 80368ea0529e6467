/**
 * Bookkeeping of one phase: when each message was sent, when its event reached the agent's live
 * socket, and the numbers made from that (throughput, latency percentiles, lost, duplicates).
 */
export type PhaseStats = {
  readonly sent: number
  readonly received: number
  readonly lost: number
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
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10 : NaN

export type Tracker = ReturnType<typeof makeTracker>

export const makeTracker = () => {
  const sentAt = new Map<number, number>()
  const seen = new Set<number>()
  const latencies: Array<number> = []
  let dup = 0
  let firstSend = Infinity
  let lastReceipt = -Infinity

  const markSent = (n: number, at: number) => {
    sentAt.set(n, at)
    firstSend = Math.min(firstSend, at)
  }

  /** Counts a body this phase sent; anything else (a late event of an earlier phase) is ignored. */
  const markReceived = (body: string, at: number) => {
    const n = numberOf(body)
    const sent = n === undefined ? undefined : sentAt.get(n)
    if (n === undefined || sent === undefined) return
    if (seen.has(n)) return void dup++
    seen.add(n)
    latencies.push(at - sent)
    lastReceipt = Math.max(lastReceipt, at)
  }

  const stats = (): PhaseStats => {
    const sorted = [...latencies].sort((a, b) => a - b)
    const received = latencies.length
    return {
      sent: sentAt.size,
      received,
      lost: sentAt.size - received,
      dup,
      msgPerSec: received ? Math.round(received / ((lastReceipt - firstSend) / 1000)) : 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99)
    }
  }

  return { markSent, markReceived, stats, sent: () => sentAt.size, received: () => latencies.length, complete: () => latencies.length >= sentAt.size }
}
