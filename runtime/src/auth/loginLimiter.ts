/**
 * Login attempts limited per client address and per identifier (sliding window). A failed
 * attempt counts; a successful one clears the identifier's count. Kept in the node's memory:
 * with several nodes each node limits on its own (a shared limiter is a later step).
 */
import { Context, Layer } from "effect"

export type LimiterOptions = { readonly windowMs: number; readonly maxPerIdentifier: number; readonly maxPerAddress: number }

export const defaultLimits: LimiterOptions = { windowMs: 5 * 60_000, maxPerIdentifier: 10, maxPerAddress: 50 }

export const makeLoginLimiter = (opts: LimiterOptions = defaultLimits) => {
  const hits = new Map<string, Array<number>>()
  const recent = (key: string, now: number) => {
    const list = (hits.get(key) ?? []).filter((t) => now - t < opts.windowMs)
    if (list.length) hits.set(key, list)
    else hits.delete(key)
    return list
  }
  return {
    /** Seconds to wait when limited, else 0. */
    retryAfter: (address: string, identifier: string, now = Date.now()) => {
      const byId = recent(`id:${identifier}`, now)
      const byAddr = recent(`ip:${address}`, now)
      const over = [
        ...(byId.length >= opts.maxPerIdentifier ? [byId[0]!] : []),
        ...(byAddr.length >= opts.maxPerAddress ? [byAddr[0]!] : [])
      ]
      return over.length ? Math.ceil((Math.max(...over) + opts.windowMs - now) / 1000) : 0
    },
    failed: (address: string, identifier: string, now = Date.now()) => {
      for (const key of [`id:${identifier}`, `ip:${address}`]) hits.set(key, [...recent(key, now), now])
    },
    succeeded: (identifier: string) => {
      hits.delete(`id:${identifier}`)
    }
  }
}

/** One limiter per node. */
export class LoginLimiter extends Context.Tag("atende/LoginLimiter")<LoginLimiter, ReturnType<typeof makeLoginLimiter>>() {}
export const LoginLimiterLive = Layer.sync(LoginLimiter, () => makeLoginLimiter())
