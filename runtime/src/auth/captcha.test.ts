import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { captchaKey, checkCaptcha, issueCaptcha, CAPTCHA_TTL_MS } from "./captcha"

const key = captchaKey(Buffer.from("a token secret of thirty-two b.."))
const now = 1_700_000_000_000

describe("captcha", () => {
  it("is solved within ±3 of the target, and not beyond", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: -10, max: 10 }), (target, delta) => {
      const c = issueCaptcha(key, now, target)
      const r = checkCaptcha(key, c.captchaToken, target + delta, now + 1000)
      expect(r.ok && r.solved).toBe(Math.abs(delta) <= 3)
    }))
  })

  it("expires after two minutes", () => {
    const c = issueCaptcha(key, now, 50)
    expect(checkCaptcha(key, c.captchaToken, 50, now + CAPTCHA_TTL_MS - 1)).toMatchObject({ ok: true, solved: true })
    expect(checkCaptcha(key, c.captchaToken, 50, now + CAPTCHA_TTL_MS)).toEqual({ ok: false, reason: "expired" })
  })

  it("refuses a forged, altered or garbled token", () => {
    const c = issueCaptcha(key, now, 40)
    const [id, , exp, sig] = c.captchaToken.split(".")
    expect(checkCaptcha(key, `${id}.90.${exp}.${sig}`, 90, now)).toEqual({ ok: false, reason: "malformed" })
    expect(checkCaptcha(captchaKey(Buffer.from("another secret")), c.captchaToken, 40, now)).toEqual({ ok: false, reason: "malformed" })
    for (const bad of ["", "a.b.c", "x.y.z.w.v", c.captchaToken + "x"]) expect(checkCaptcha(key, bad, 40, now).ok).toBe(false)
  })

  it("draws targets from 0 to 100", () => {
    const targets = Array.from({ length: 300 }, () => issueCaptcha(key, now).target)
    expect(Math.min(...targets)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...targets)).toBeLessThanOrEqual(100)
  })
})
