/** The webhook route's limiter: refusals per address and channel, loopback, refill. */
import { describe, expect, it } from "vitest"
import { LIMITS, makeWebhookLimiter } from "./limits"

const t0 = 1_000_000

describe("webhook limiter", () => {
  it("admits requests until an address's refusals are used up, then says when to retry", () => {
    const l = makeWebhookLimiter()
    for (let i = 0; i < LIMITS.refusedPerAddress; i++) {
      expect(l.admit("7", "203.0.113.9", t0).ok).toBe(true)
      l.refused("7", "203.0.113.9", t0)
    }
    const refused = l.admit("7", "203.0.113.9", t0)
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(0)
    // another address is still taken; after a minute the address is again
    expect(l.admit("7", "203.0.113.10", t0).ok).toBe(true)
    expect(l.admit("7", "203.0.113.9", t0 + 60_000).ok).toBe(true)
  })

  it("counts a loopback proxy's refusals per channel only", () => {
    const l = makeWebhookLimiter()
    for (let i = 0; i < LIMITS.refusedPerChannel; i++) l.refused("8", "127.0.0.1", t0)
    expect(l.admit("8", "127.0.0.1", t0).ok).toBe(false)
    expect(l.admit("9", "127.0.0.1", t0).ok).toBe(true)
  })
})
