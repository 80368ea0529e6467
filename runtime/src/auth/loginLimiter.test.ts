import { describe, expect, it } from "vitest"
import { makeLoginLimiter } from "./loginLimiter"

describe("login limiter", () => {
  it("limits an identifier after too many failures, until the window passes", () => {
    const l = makeLoginLimiter({ windowMs: 60_000, maxPerIdentifier: 3, maxPerAddress: 100 })
    for (let i = 0; i < 3; i++) l.failed("1.1.1.1", "ana@x.com", 1000 + i)
    expect(l.retryAfter("2.2.2.2", "ana@x.com", 2000)).toBe(59)
    expect(l.retryAfter("1.1.1.1", "bia@x.com", 2000)).toBe(0)
    expect(l.retryAfter("1.1.1.1", "ana@x.com", 61_003)).toBe(0)
  })

  it("limits an address trying many identifiers", () => {
    const l = makeLoginLimiter({ windowMs: 60_000, maxPerIdentifier: 100, maxPerAddress: 5 })
    for (let i = 0; i < 5; i++) l.failed("9.9.9.9", `user${i}@x.com`, 1000)
    expect(l.retryAfter("9.9.9.9", "new@x.com", 1500)).toBeGreaterThan(0)
  })

  it("a success clears the identifier's failures", () => {
    const l = makeLoginLimiter({ windowMs: 60_000, maxPerIdentifier: 2, maxPerAddress: 100 })
    l.failed("1.1.1.1", "ana@x.com", 1000)
    l.succeeded("ana@x.com")
    l.failed("1.1.1.1", "ana@x.com", 1001)
    expect(l.retryAfter("1.1.1.1", "ana@x.com", 1002)).toBe(0)
  })
})
