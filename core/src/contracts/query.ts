// Coercing schemas for query-string parameters. The runtime hands over a
// Record<string, string | string[]> (repeated, `[]` and JSON-array params already
// gathered); stored filters (filtrosAtendimento) arrive with real booleans,
// numbers and arrays. Both parse the same way. Blank values count as absent.
import { z } from "zod"

const lastOf = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v)

const scalar = (v: unknown): unknown => {
  const x = lastOf(v)
  return typeof x === "string" && x.trim() === "" ? undefined : x
}

const toBoolean = (v: unknown): unknown => {
  const x = scalar(v)
  if (typeof x !== "string") return x
  const s = x.trim().toLowerCase()
  if (s === "true" || s === "1") return true
  if (s === "false" || s === "0") return false
  return x
}

/** "a", ["a", "b"], "a,b" and '["a","b"]' all become a list. */
const toList = (v: unknown): unknown => {
  if (v === undefined || v === null || v === "") return undefined
  const items = Array.isArray(v) ? v : [v]
  return items.flatMap((item): unknown[] => {
    if (typeof item !== "string") return [item]
    const s = item.trim()
    if (s.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(s)
        if (Array.isArray(parsed)) return parsed
      } catch {}
    }
    return s
      .split(",")
      .map((p) => p.trim())
      .filter((p) => p !== "")
  })
}

export const queryBoolean = (fallback: boolean) => z.preprocess(toBoolean, z.boolean().default(fallback))

export const queryInt = (fallback: number, min: number) =>
  z.preprocess(scalar, z.coerce.number().int().min(min).default(fallback))

export const queryString = (fallback: string) => z.preprocess(scalar, z.string().trim().default(fallback))

export const queryOptionalString = () => z.preprocess(scalar, z.string().trim().optional())

export const queryList = <O>(item: z.ZodType<O>, fallback: () => O[]) =>
  z.preprocess(toList, z.array(item).default(fallback))
