/**
 * Limits on anonymous web-chat traffic: token buckets per visitor, per client address and per
 * channel, one set for messages (per 10 seconds) and one for uploads (per minute), numbers from
 * the config (`ATENDE_WEBCHAT_MESSAGE_LIMITS`, `ATENDE_WEBCHAT_UPLOAD_LIMITS`: "visitor/address/channel"
 * or "off"). A bucket holds its number and refills evenly over the period, so the number is
 * the burst and the sustained rate alike. Something is admitted only when every bucket it falls
 * in has a token, and then takes one from each; a refusal says in how many seconds to retry.
 *
 * Kept in the node's memory, per node: a visitor's socket stays on one node, but with several
 * nodes a visitor (or an address) spread over them gets each node's allowance. The keys are
 * bounded (least recently used dropped first), so a flood of new visitors costs no more memory.
 *
 * - A loopback address is not counted per address: it is a proxy on the same host (every
 *   visitor behind it would share one allowance) or a local test, never a remote visitor.
 * - A resend of a message this node admitted (same visitor, same client id; the widget resends
 *   what was not echoed, and it is stored once) does not take the visitor's, address's or
 *   channel's tokens but a separate resend bucket of the visitor's size: a refused resend is
 *   harmless (the first one is on its way), whereas refusing a first send because of resends
 *   could store a later message before it.
 */
import type { AppConfig, WebchatTiers } from "../../platform/config/Config"

export const MESSAGE_PERIOD_MS = 10_000
export const UPLOAD_PERIOD_MS = 60_000
/** Keys (buckets) kept at most; a key not used for longer than its period is full anyway. */
export const MAX_KEYS = 50_000
/** Admitted client ids remembered per visitor (for free resends). */
const REMEMBERED_IDS = 32

export type Verdict = { readonly ok: true } | { readonly ok: false; readonly retryAfter: number }

type Bucket = { tokens: number; at: number; ids?: Array<string> }
type Need = { readonly key: string; readonly size: number; readonly periodMs: number }

export const isLoopback = (address: string) => /^(127\.|::1$|::ffff:127\.)/.test(address)

export const makeWebchatLimiter = (
  limits: { messages: WebchatTiers | undefined; uploads: WebchatTiers | undefined },
  maxKeys = MAX_KEYS
) => {
  const buckets = new Map<string, Bucket>()

  /** The bucket refilled to `now`, moved to the most recently used end. */
  const bucket = (need: Need, now: number) => {
    const found = buckets.get(need.key)
    const b = found ?? { tokens: need.size, at: now }
    if (found) {
      b.tokens = Math.min(need.size, b.tokens + ((now - b.at) * need.size) / need.periodMs)
      b.at = now
      buckets.delete(need.key)
    }
    buckets.set(need.key, b)
    while (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!)
    return b
  }

  const take = (needs: ReadonlyArray<Need>, now: number): Verdict => {
    const found = needs.map((n) => ({ n, b: bucket(n, now) }))
    const short = found.filter(({ b }) => b.tokens < 1)
    if (short.length)
      return {
        ok: false,
        retryAfter: Math.max(...short.map(({ n, b }) => Math.ceil(((1 - b.tokens) * n.periodMs) / n.size / 1000)))
      }
    for (const { b } of found) b.tokens -= 1
    return { ok: true }
  }

  const needsOf = (
    kind: "m" | "u",
    tiers: WebchatTiers,
    periodMs: number,
    channelId: number,
    visitor: string,
    address: string
  ): Array<Need> => [
    { key: `${kind}:v:${channelId}.${visitor}`, size: tiers.visitor, periodMs },
    ...(isLoopback(address) ? [] : [{ key: `${kind}:a:${address}`, size: tiers.address, periodMs }]),
    { key: `${kind}:c:${channelId}`, size: tiers.channel, periodMs }
  ]

  return {
    /** A visitor's message at `now` (`clientId` tells a resend from a first send). */
    message: (channelId: number, visitor: string, address: string, clientId: string, now: number): Verdict => {
      const tiers = limits.messages
      if (!tiers) return { ok: true }
      const needs = needsOf("m", tiers, MESSAGE_PERIOD_MS, channelId, visitor, address)
      const mine = bucket(needs[0]!, now)
      if (mine.ids?.includes(clientId))
        return take([{ key: `m:r:${channelId}.${visitor}`, size: tiers.visitor, periodMs: MESSAGE_PERIOD_MS }], now)
      const verdict = take(needs, now)
      if (verdict.ok) mine.ids = [...(mine.ids ?? []).slice(1 - REMEMBERED_IDS), clientId]
      return verdict
    },
    /** A visitor's upload at `now`. */
    upload: (channelId: number, visitor: string, address: string, now: number): Verdict =>
      limits.uploads
        ? take(needsOf("u", limits.uploads, UPLOAD_PERIOD_MS, channelId, visitor, address), now)
        : { ok: true },
    /** Keys held (for tests and the memory bound). */
    size: () => buckets.size
  }
}

export type WebchatLimiter = ReturnType<typeof makeWebchatLimiter>

const perNode = new WeakMap<AppConfig, WebchatLimiter>()

/**
 * The node's limiter, shared by its socket gateway and its upload route: one per node
 * configuration object (each node parses its own), so several nodes in one process never share one.
 */
export const webchatLimiter = (config: AppConfig) => {
  let limiter = perNode.get(config)
  if (!limiter)
    perNode.set(
      config,
      (limiter = makeWebchatLimiter({ messages: config.webchatMessageLimits, uploads: config.webchatUploadLimits }))
    )
  return limiter
}

/** The client address of a socket or request, IPv4-mapped IPv6 written as IPv4. */
export const addressOf = (raw: string | undefined) => (raw ?? "unknown").replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1")
