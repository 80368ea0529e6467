import { describe, expect, it } from "vitest"
import { inflateSync } from "node:zlib"
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaCentre, captchaPicture } from "./captcha"

/** Reads the PNG the captcha makes (8-bit RGB, filter 0) and finds the dark notch, as a person's eye would. */
const notchCentre = (png: Buffer) => {
  expect(png.subarray(1, 4).toString()).toBe("PNG")
  const idat = png.indexOf("IDAT")
  const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)))
  const stride = CAPTCHA_WIDTH * 3 + 1
  const y = CAPTCHA_HEIGHT >> 1
  const dark: Array<number> = []
  for (let x = 0; x < CAPTCHA_WIDTH; x++) if (raw[y * stride + 1 + x * 3]! < 120) dark.push(x)
  return (dark[0]! + dark[dark.length - 1]!) / 2
}

describe("captcha picture", () => {
  it("shows the notch where the handle must go, and nothing else says where", () => {
    for (const target of [5, 37, 95]) {
      const png = captchaPicture(target)
      expect(Math.abs(notchCentre(png) - captchaCentre(target))).toBeLessThanOrEqual(1)
    }
    // random noise: two pictures of one target differ
    expect(captchaPicture(50).equals(captchaPicture(50))).toBe(false)
  })
})
