/**
 * The login slider captcha as a real server check whose answer never leaves the server. A
 * challenge is a random id; its target (0–100) is kept in the `captchas` table, shared by every
 * node, and shown to the person only as a picture: a PNG of the slider's track with a notch where
 * the handle must go, on a noisy background. The answer must be within ±3 of the target, before
 * expiry (2 minutes), and each challenge is used once: the first answer uses it, right or wrong.
 */
import { Effect } from "effect"
import { randomBytes, randomInt } from "node:crypto"
import { deflateSync } from "node:zlib"
import { captchaExists, insertCaptcha, sweepCaptchas, useCaptcha } from "./store/Captchas"

export const CAPTCHA_TTL_MS = 2 * 60_000
export const CAPTCHA_TOLERANCE = 3
/** The picture's size; the UI stretches it over its track, whose handle is as wide as the notch. */
export const CAPTCHA_WIDTH = 320
export const CAPTCHA_HEIGHT = 44
export const CAPTCHA_HANDLE = 44

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "ascii"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** An RGB PNG from a pixel function. */
const png = (width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]) => {
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    raw[row] = 0
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y)
      raw[row + 1 + x * 3] = r
      raw[row + 2 + x * 3] = g
      raw[row + 3 + x * 3] = b
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 2
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0))
  ])
}

/** Where the handle's centre is at slider value `v` (0–100), in picture pixels. */
export const captchaCentre = (v: number) => CAPTCHA_HANDLE / 2 + (v / 100) * (CAPTCHA_WIDTH - CAPTCHA_HANDLE)

/** The track with a notch centred where the handle must go, on random soft noise. */
export const captchaPicture = (target: number) => {
  const seed = randomBytes(CAPTCHA_WIDTH)
  const centre = captchaCentre(target)
  const half = CAPTCHA_HANDLE / 2 - 3
  const blobs = Array.from({ length: 7 }, () => ({
    x: randomInt(0, CAPTCHA_WIDTH),
    y: randomInt(0, CAPTCHA_HEIGHT),
    r: randomInt(6, 16)
  }))
  return png(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, (x, y) => {
    const noise = (seed[(x * 7 + y * 13) % CAPTCHA_WIDTH]! % 24) - 12
    const blob = blobs.some((b) => (x - b.x) ** 2 + (y - b.y) ** 2 < b.r * b.r) ? -18 : 0
    const inNotch = Math.abs(x - centre) <= half && y >= 5 && y < CAPTCHA_HEIGHT - 5
    const edge = inNotch && (Math.abs(x - centre) > half - 2 || y < 7 || y >= CAPTCHA_HEIGHT - 7)
    if (edge) return [255, 255, 255]
    if (inNotch) return [60 + noise / 2, 90 + noise / 2, 130 + noise / 2]
    const base = 215 + Math.round((x / CAPTCHA_WIDTH) * 20)
    return [base + noise + blob, base + 5 + noise + blob, base + 12 + noise + blob]
  })
}

/** A new challenge: its answer is stored, the client gets the id and the picture. Expired ones are swept. */
export const issueCaptcha = (now: number, target = randomInt(5, 96)) =>
  Effect.gen(function* () {
    const id = randomBytes(18).toString("base64url")
    const expiresAt = now + CAPTCHA_TTL_MS
    yield* sweepCaptchas(now - 60_000)
    yield* insertCaptcha(id, target, expiresAt)
    return {
      captchaToken: id,
      image: `data:image/png;base64,${captchaPicture(target).toString("base64")}`,
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
      handle: CAPTCHA_HANDLE,
      max: 100,
      tolerance: CAPTCHA_TOLERANCE,
      expiresAt: new Date(expiresAt).toISOString()
    }
  })

export type CaptchaCheck = "solved" | "unsolved" | "unknown" | "expired" | "used"

/** Uses the challenge (once, right or wrong) and says whether `value` solves it. */
export const answerCaptcha = (id: string, value: number, now: number) =>
  Effect.gen(function* () {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return "unknown" satisfies CaptchaCheck as CaptchaCheck
    const taken = yield* useCaptcha(id, now)
    if (!taken) return ((yield* captchaExists(id)) ? "used" : "unknown") as CaptchaCheck
    if (now >= taken.expiresAt) return "expired" as CaptchaCheck
    return (Math.abs(value - taken.target) <= CAPTCHA_TOLERANCE ? "solved" : "unsolved") as CaptchaCheck
  })
