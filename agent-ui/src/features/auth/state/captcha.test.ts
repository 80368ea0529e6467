import { describe, expect, it } from "vitest"
import { isCaptchaRefusal, parseChallenge, valueAt } from "./captcha"

describe("captcha slider state", () => {
  it("reads a challenge: a token and a picture, never an answer", () => {
    const image = "data:image/png;base64,iVBORw0KGgo="
    expect(parseChallenge({ captchaToken: "abc", image, max: 100, target: 62 })).toEqual({
      token: "abc",
      image,
      max: 100
    })
    expect(parseChallenge({ captchaToken: "abc" })).toBeNull()
    expect(parseChallenge({ captchaToken: "abc", image: "javascript:alert(1)" })).toBeNull()
  })

  it("maps a pointer to a value along the track", () => {
    expect(valueAt(20, 340, 40, 100)).toBe(0)
    expect(valueAt(320, 340, 40, 100)).toBe(100)
    expect(valueAt(170, 340, 40, 100)).toBe(50)
  })

  it("knows the server's refusal of a captcha", () => {
    expect(isCaptchaRefusal({ code: "ERR_VALIDATION", extra: { issues: [{ field: "captcha" }] } })).toBe(true)
    expect(isCaptchaRefusal({ code: "ERR_VALIDATION", extra: { issues: [{ field: "email" }] } })).toBe(false)
  })
})
