import { describe, expect, it } from "vitest"
import { isOnTarget, parseChallenge, valueAt } from "./captcha"

describe("captcha challenge", () => {
  it("reads the server's challenge", () => {
    expect(parseChallenge({ token: "abc", target: 62, max: 100, tolerance: 3 })).toEqual({ token: "abc", target: 62, max: 100, tolerance: 3 })
    expect(parseChallenge({ captchaToken: "abc", position: 140, width: 280 })).toMatchObject({ token: "abc", target: 140, max: 280 })
    expect(parseChallenge({ token: "abc" })).toBeNull()
    expect(parseChallenge({ token: "abc", target: 120, max: 100 })).toBeNull()
  })

  it("maps pointer positions to values and checks the drop", () => {
    expect(valueAt(20, 340, 40, 100)).toBe(0)
    expect(valueAt(320, 340, 40, 100)).toBe(100)
    expect(valueAt(170, 340, 40, 100)).toBe(50)
    const challenge = { token: "t", target: 50, max: 100, tolerance: 2 }
    expect(isOnTarget(52, challenge)).toBe(true)
    expect(isOnTarget(53, challenge)).toBe(false)
  })
})
