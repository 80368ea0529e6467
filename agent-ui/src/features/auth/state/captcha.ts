// The login captcha slider (spec §2, §5): the server's challenge says where the handle must go;
// the UI sends the position reached with the challenge's token, and the server checks it.

export type CaptchaChallenge = {
  token: string
  /** Where the handle must be dropped, in 0..max. */
  target: number
  max: number
  /** How far from the target a drop still counts (the server may accept more; never less). */
  tolerance: number
}

export type CaptchaAnswer = { captchaToken: string; captchaValue: number }

function numberOf(...values: unknown[]): number | undefined {
  for (const value of values) if (typeof value === "number" && Number.isFinite(value)) return value
  return undefined
}

function stringOf(...values: unknown[]): string | undefined {
  for (const value of values) if (typeof value === "string" && value) return value
  return undefined
}

/** Reads GET /auth/captcha's answer; null when it is not a usable challenge. */
export function parseChallenge(raw: unknown): CaptchaChallenge | null {
  if (!raw || typeof raw !== "object") return null
  const record = raw as Record<string, unknown>
  const token = stringOf(record.token, record.captchaToken)
  const target = numberOf(record.target, record.position, record.x)
  const max = numberOf(record.max, record.width, record.range) ?? 100
  if (!token || target === undefined || max <= 0 || target < 0 || target > max) return null
  const tolerance = numberOf(record.tolerance) ?? Math.max(1, Math.round(max * 0.02))
  return { token, target, max, tolerance }
}

/** The slider value for a pointer at `offset` px along a track of `width` px (handle of `handle` px). */
export function valueAt(offset: number, width: number, handle: number, max: number): number {
  const travel = Math.max(1, width - handle)
  const ratio = Math.min(1, Math.max(0, (offset - handle / 2) / travel))
  return Math.round(ratio * max)
}

export function isOnTarget(value: number, challenge: CaptchaChallenge): boolean {
  return Math.abs(value - challenge.target) <= challenge.tolerance
}

/** The server refused the captcha answer (400 ERR_VALIDATION on the `captcha` field). */
export function isCaptchaRefusal(error: unknown): boolean {
  if (!error || typeof error !== "object" || (error as { code?: unknown }).code !== "ERR_VALIDATION") return false
  const issues = (error as { extra?: { issues?: unknown } }).extra?.issues
  return Array.isArray(issues) && issues.some((issue) => issue && typeof issue === "object" && (issue as { field?: unknown }).field === "captcha")
}
