// The login captcha slider (spec §2, §5): the server's challenge is a picture of the track with a
// dark slot where the handle must go; the answer stays on the server. The UI sends the position
// reached with the challenge's token, and the server checks it.

export type CaptchaChallenge = {
  token: string
  /** The track's picture (a data: URL), stretched over the track. */
  image: string
  max: number
}

export type CaptchaAnswer = { captchaToken: string; captchaValue: number }

/** Reads GET /auth/captcha's answer; null when it is not a usable challenge. */
export function parseChallenge(raw: unknown): CaptchaChallenge | null {
  if (!raw || typeof raw !== "object") return null
  const record = raw as Record<string, unknown>
  const token = typeof record.captchaToken === "string" && record.captchaToken ? record.captchaToken : undefined
  const image = typeof record.image === "string" && record.image.startsWith("data:image/") ? record.image : undefined
  const max = typeof record.max === "number" && Number.isFinite(record.max) && record.max > 0 ? record.max : 100
  if (!token || !image) return null
  return { token, image, max }
}

/** The slider value for a pointer at `offset` px along a track of `width` px (handle of `handle` px). */
export function valueAt(offset: number, width: number, handle: number, max: number): number {
  const travel = Math.max(1, width - handle)
  const ratio = Math.min(1, Math.max(0, (offset - handle / 2) / travel))
  return Math.round(ratio * max)
}

/** The server refused the captcha answer (400 ERR_VALIDATION on the `captcha` field). */
export function isCaptchaRefusal(error: unknown): boolean {
  if (!error || typeof error !== "object" || (error as { code?: unknown }).code !== "ERR_VALIDATION") return false
  const issues = (error as { extra?: { issues?: unknown } }).extra?.issues
  return (
    Array.isArray(issues) &&
    issues.some((issue) => issue && typeof issue === "object" && (issue as { field?: unknown }).field === "captcha")
  )
}
