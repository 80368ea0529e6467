/**
 * Limits on the anonymous webhook route, per node (like web chat's, features/webchat/limits.ts):
 * refused requests (a wrong signature or verify token) take from buckets per client address and
 * per channel, and once one is empty the route answers 429 before it reads anything, so guessing
 * costs the guesser; every request takes from its channel's bucket too, which Meta's real traffic
 * stays far below. Buckets refill evenly over their period; the keys are bounded (least recently
 * used dropped first). A loopback address is a proxy on the same host or a test: not counted per
 * address.
 */
import type { AppConfig } from "../../../platform/config/Config"

type Bucket = { tokens: number; at: number }
type Need = { readonly key: string; readonly size: number; readonly periodMs: number }
export type Verdict = { readonly ok: true } | { readonly ok: false; readonly retryAfter: number }

const MINUTE = 60_000
/** Refusals per address and per channel a minute; requests per channel a minute. */
export const LIMITS = { refusedPerAddress: 30, refusedPerChannel: 120, perChannel: 6_000 }
const MAX_KEYS = 20_000

export const isLoopback = (address: string) => /^(127\.|::1$|::ffff:127\.)/.test(address)

export const makeWebhookLimiter = () => {
  const buckets = new Map<string, Bucket>()
  const bucket = (n: Need, now: number) => {
    const found = buckets.get(n.key)
    const b = found ?? { tokens: n.size, at: now }
    if (found) {
      b.tokens = Math.min(n.size, b.tokens + ((now - b.at) * n.size) / n.periodMs)
      b.at = now
      buckets.delete(n.key)
    }
    buckets.set(n.key, b)
    while (buckets.size > MAX_KEYS) buckets.delete(buckets.keys().next().value!)
    return b
  }
  const refusedNeeds = (channelId: string, address: string): Array<Need> => [
    ...(isLoopback(address) ? [] : [{ key: `r:a:${address}`, size: LIMITS.refusedPerAddress, periodMs: MINUTE }]),
    { key: `r:c:${channelId}`, size: LIMITS.refusedPerChannel, periodMs: MINUTE }
  ]
  const wait = (n: Need, b: Bucket) => Math.max(1, Math.ceil(((1 - b.tokens) * n.periodMs) / n.size / 1000))
  return {
    /** Whether a request to the channel's webhook from `address` is taken at all. */
    admit: (channelId: string, address: string, now: number): Verdict => {
      const needs = [
        ...refusedNeeds(channelId, address),
        { key: `c:${channelId}`, size: LIMITS.perChannel, periodMs: MINUTE }
      ]
      const found = needs.map((n) => ({ n, b: bucket(n, now) }))
      const short = found.filter(({ b }) => b.tokens < 1)
      if (short.length) return { ok: false, retryAfter: Math.max(...short.map(({ n, b }) => wait(n, b))) }
      found.at(-1)!.b.tokens -= 1
      return { ok: true }
    },
    /** A refused request counts against its address and channel. */
    refused: (channelId: string, address: string, now: number) => {
      for (const n of refusedNeeds(channelId, address)) bucket(n, now).tokens -= 1
    }
  }
}

const perNode = new WeakMap<AppConfig, ReturnType<typeof makeWebhookLimiter>>()

/** The node's limiter (one per node configuration object, so nodes in one process share none). */
export const webhookLimiter = (config: AppConfig) => {
  let limiter = perNode.get(config)
  if (!limiter) perNode.set(config, (limiter = makeWebhookLimiter()))
  return limiter
}
