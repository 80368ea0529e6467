import { describe, expect, it } from "vitest"
import { base64UrlToBytes, isIos } from "./platform"

describe("push platform", () => {
  it("recognises iOS, iPadOS included", () => {
    expect(isIos({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" })).toBe(true)
    expect(isIos({ userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", maxTouchPoints: 5 })).toBe(true)
    expect(isIos({ userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)", maxTouchPoints: 0 })).toBe(false)
    expect(isIos({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/120" })).toBe(false)
  })

  it("decodes the base64url VAPID key", () => {
    expect(Array.from(base64UrlToBytes("AQID_-8"))).toEqual([1, 2, 3, 255, 239])
  })
})
