/**
 * The web-chat limiter's policy: visitor, address and channel buckets, refill, free resends,
 * loopback, the key bound.
 */
import { describe, expect, it } from "vitest"
import { addressOf, isLoopback, makeWebchatLimiter } from "./limits"

const tiers = { visitor: 3, address: 5, channel: 8 }
const limiter = (maxKeys?: number) =>
  makeWebchatLimiter({ messages: tiers, uploads: { visitor: 2, address: 3, channel: 4 } }, maxKeys)
const t0 = 1_000_000

describe("web-chat limiter", () => {
  it("admits a visitor's burst up to its size, then says when to retry; the bucket refills evenly", () => {
    const l = limiter()
    const verdicts = [1, 2, 3, 4].map((i) => l.message(1, "vis001", "203.0.113.1", `c${i}`, t0))
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, false])
    expect(verdicts[3]).toEqual({ ok: false, retryAfter: 4 }) // 3 a 10 s: one token every 3.3 s
    expect(l.message(1, "vis001", "203.0.113.1", "c5", t0 + 3000).ok).toBe(false)
    expect(l.message(1, "vis001", "203.0.113.1", "c5", t0 + 3400).ok).toBe(true)
  })

  it("counts per address across visitors, and per channel across addresses", () => {
    const l = limiter()
    const byAddress = [1, 2, 3, 4, 5, 6].map((i) => l.message(1, `vis00${i}`, "203.0.113.2", "c1", t0).ok)
    expect(byAddress).toEqual([true, true, true, true, true, false])
    const channel = [7, 8, 9, 10].map((i) => l.message(1, `vis0${i}0`, `198.51.100.${i}`, "c1", t0).ok)
    expect(channel).toEqual([true, true, true, false]) // 5 + 3 = the channel's 8
    expect(l.message(2, "vis0200", "198.51.100.99", "c1", t0).ok).toBe(true) // another channel
  })

  it("does not count a loopback address (a local proxy or test) per address", () => {
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1"].every(isLoopback)).toBe(true)
    expect(isLoopback("10.0.0.1")).toBe(false)
    expect(addressOf("::ffff:203.0.113.9")).toBe("203.0.113.9")
    const l = limiter()
    expect([1, 2, 3, 4, 5, 6].map((i) => l.message(1, `vis00${i}`, "127.0.0.1", "c1", t0).ok).every(Boolean)).toBe(true)
  })

  it("charges a resend of an admitted message to a bucket of its own, never the first sends' buckets", () => {
    const l = limiter()
    for (const c of ["a", "b", "c"]) expect(l.message(1, "vis001", "203.0.113.3", c, t0).ok).toBe(true)
    expect(l.message(1, "vis001", "203.0.113.3", "d", t0).ok).toBe(false)
    expect([1, 2, 3].map(() => l.message(1, "vis001", "203.0.113.3", "a", t0).ok)).toEqual([true, true, true])
    expect(l.message(1, "vis001", "203.0.113.3", "a", t0).ok).toBe(false) // resends are limited too
    expect(l.message(1, "vis001", "203.0.113.3", "d", t0).ok).toBe(false) // a refused one is no resend
  })

  it("limits uploads apart from messages; off means no limit", () => {
    const l = limiter()
    expect([1, 2, 3].map(() => l.upload(1, "vis001", "203.0.113.4", t0).ok)).toEqual([true, true, false])
    expect(l.message(1, "vis001", "203.0.113.4", "c1", t0).ok).toBe(true)
    const off = makeWebchatLimiter({ messages: undefined, uploads: undefined })
    expect(
      Array.from(
        { length: 100 },
        (_, i) =>
          off.message(1, "vis001", "203.0.113.5", `c${i}`, t0).ok && off.upload(1, "vis001", "203.0.113.5", t0).ok
      ).every(Boolean)
    ).toBe(true)
    expect(off.size()).toBe(0)
  })

  it("holds a bounded number of keys, dropping the least recently used", () => {
    const l = makeWebchatLimiter({ messages: { visitor: 3, address: 10, channel: 100_000 }, uploads: undefined }, 100)
    for (let i = 0; i < 1000; i++) l.message(1, `visitor${i}`, `203.0.${i >> 8}.${i & 255}`, "c1", t0)
    expect(l.size()).toBeLessThanOrEqual(100)
    // a recent key kept its count: visitor999 has 2 of its 3 left
    expect(["c2", "c3", "c4"].map((c) => l.message(1, "visitor999", "203.0.3.231", c, t0).ok)).toEqual([
      true,
      true,
      false
    ])
  })
})
