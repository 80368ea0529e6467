import { describe, expect, it } from "vitest"
import { defaultLimits, delaySeconds, makeLoginLimiter } from "./loginLimiter"

describe("login limiter (the policy; the counts live in the store)", () => {
  const l = makeLoginLimiter(defaultLimits)

  it("asks for the captcha after a few failures of an account, or many of an address", () => {
    expect(l.wantsCaptcha(new Map([["u:1", { failures: 2, lastAt: 0 }]]))).toBe(false)
    expect(l.wantsCaptcha(new Map([["u:1", { failures: 3, lastAt: 0 }]]))).toBe(true)
    expect(l.wantsCaptcha(new Map([["a:1.1.1.1", { failures: 19, lastAt: 0 }]]))).toBe(false)
    expect(l.wantsCaptcha(new Map([["a:1.1.1.1", { failures: 20, lastAt: 0 }]]))).toBe(true)
  })

  it("slows down by doubling delays capped at 30 s: never a lock-out of minutes", () => {
    expect([4, 5, 6, 7, 9, 10, 40].map((f) => delaySeconds(f, 5, 30))).toEqual([0, 1, 2, 4, 16, 30, 30])
    const now = 100_000
    expect(l.retryAfter(new Map([["u:1", { failures: 7, lastAt: now - 1000 }]]), now)).toBe(3)
    expect(l.retryAfter(new Map([["u:1", { failures: 7, lastAt: now - 5000 }]]), now)).toBe(0)
    expect(l.retryAfter(new Map([["a:x", { failures: 60, lastAt: now }]]), now)).toBe(30)
  })
})
