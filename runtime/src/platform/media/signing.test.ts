/** Signed media URLs: the form, hourly expiry, checks against tampering and expiry, and paths kept on storage. */
import { describe, expect, it } from "vitest"
import { expiryFor, mediaIdOf, mediaPath, setMediaKey, signMediaUrl, validMediaSignature } from "./signing"

const id = "0b5c6f3e-8d1a-4c2b-9e7f-123456789abc"
const now = Date.UTC(2026, 0, 10, 12, 30)

describe("media URL signing", () => {
  setMediaKey(Buffer.from("a test token secret of some bytes"))

  it("signs /media/{id} until 7 days ahead rounded up to the hour; the same within an hour", () => {
    const url = signMediaUrl(`/media/${id}`, now)
    const m = /^\/media\/([0-9a-f-]{36})\?exp=(\d+)&sig=([A-Za-z0-9_-]{43})$/.exec(url)!
    expect(m[1]).toBe(id)
    expect(Number(m[2])).toBe(expiryFor(now))
    expect(Number(m[2]) * 1000).toBe(Date.UTC(2026, 0, 17, 13))
    expect(signMediaUrl(`/media/${id}`, now + 20 * 60_000)).toBe(url)
    expect(signMediaUrl(url, now)).toBe(url) // a signed URL is signed again from its path
    expect(signMediaUrl("https://elsewhere/x.png", now)).toBe("https://elsewhere/x.png")
    expect(signMediaUrl(null)).toBeNull()
  })

  it("accepts its own signature until it expires, nothing tampered", () => {
    const q = new URL(signMediaUrl(`/media/${id}`, now), "http://x").searchParams
    const [exp, sig] = [q.get("exp")!, q.get("sig")!]
    expect(validMediaSignature(id, exp, sig, now)).toBe(true)
    expect(validMediaSignature(id, exp, sig, Number(exp) * 1000)).toBe(false)
    expect(validMediaSignature(id, String(Number(exp) + 3600), sig, now)).toBe(false)
    expect(validMediaSignature(id.replace("0b", "0c"), exp, sig, now)).toBe(false)
    expect(validMediaSignature(id, exp, sig.slice(1), now)).toBe(false)
    expect(validMediaSignature(id, undefined, sig, now)).toBe(false)
    setMediaKey(Buffer.from("another secret"))
    expect(validMediaSignature(id, exp, sig, now)).toBe(false)
    setMediaKey(Buffer.from("a test token secret of some bytes"))
  })

  it("stores paths: the query of a served URL is dropped, anything else kept", () => {
    expect(mediaPath(`/media/${id}?exp=1&sig=x`)).toBe(`/media/${id}`)
    expect(mediaIdOf(`/media/${id}?exp=1&sig=x`)).toBe(id)
    expect(mediaIdOf(`/media/${id}/../x`)).toBeUndefined()
    expect(mediaPath(undefined)).toBeUndefined()
  })
})
