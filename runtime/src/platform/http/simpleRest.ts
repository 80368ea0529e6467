/**
 * The ra-data-simple-rest contract shared by the console resources: `sort`, `range` and
 * `filter` from the query (JSON), and the list answer with `Content-Range`. A parameter that is
 * not of its shape (`sort` a pair of texts, `range` a pair of whole numbers, `filter` an object)
 * is 400 ERR_VALIDATION naming it.
 */
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { AppError } from "./AppError"
import { hostileIssues, MAX_ID, queryRecord } from "./edge"

/** Rows a console page may ask for (`range` past this is refused, not clamped to a bad OFFSET). */
const MAX_OFFSET = 1_000_000_000

const invalid = (field: string, message: string) =>
  new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field, message }] } })

/** queryRecord already turns JSON arrays into string arrays; anything else is JSON text (or a plain value). */
const jsonOf = (raw: string | ReadonlyArray<string>): unknown => {
  if (Array.isArray(raw)) return raw
  try {
    return JSON.parse(raw as string)
  } catch {
    return raw
  }
}

const pairOf = (raw: string | ReadonlyArray<string> | undefined, field: string) => {
  if (raw === undefined) return Effect.succeed(undefined)
  const value = jsonOf(raw)
  return Array.isArray(value) &&
    value.length === 2 &&
    value.every((v) => typeof v === "string" || typeof v === "number")
    ? Effect.succeed([String(value[0]), String(value[1])] as const)
    : Effect.fail(invalid(field, "Expected a JSON array of two values"))
}

const filterOf = (raw: string | ReadonlyArray<string> | undefined) => {
  if (raw === undefined) return Effect.succeed<Record<string, unknown>>({})
  const value = jsonOf(raw)
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return Effect.fail(invalid("filter", "Expected a JSON object"))
  const issues = hostileIssues(value, false).map((i) => ({ ...i, field: `filter.${i.field}` }))
  return issues.length
    ? Effect.fail(new AppError({ code: "ERR_VALIDATION", extra: { issues } }))
    : Effect.succeed(value as Record<string, unknown>)
}

const wholeIn = (s: string, max: number) => /^\d{1,10}$/.test(s.trim()) && Number(s) <= max

export type ListParams = {
  /** A column name from the resource's allow-list (never the raw query value). */
  readonly column: string
  readonly dir: "ASC" | "DESC"
  readonly from: number
  readonly size: number
  readonly filter: Record<string, unknown>
}

export const listParams = (sortable: Record<string, string>) =>
  Effect.gen(function* () {
    const q = yield* queryRecord
    const [field, order] = (yield* pairOf(q.sort, "sort")) ?? (["id", "ASC"] as const)
    const range = yield* pairOf(q.range, "range")
    if (range && !(wholeIn(range[0], MAX_OFFSET) && wholeIn(range[1], MAX_OFFSET)))
      return yield* invalid("range", `Expected [start, end], whole numbers from 0 to ${MAX_OFFSET}`)
    const from = range ? Number(range[0]) : 0
    const end = range ? Number(range[1]) : 24
    const params: ListParams = {
      column: sortable[field] ?? "id",
      dir: order.toUpperCase() === "DESC" ? "DESC" : "ASC",
      from,
      size: Math.min(500, Math.max(1, end - from + 1)),
      filter: yield* filterOf(q.filter)
    }
    return params
  })

/** Ids of a `filter: { id: [...] }` (getMany); one that cannot exist matches nothing. */
export const filterIds = (filter: Record<string, unknown>) =>
  Array.isArray(filter.id)
    ? filter.id.map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ID)
    : undefined

/** The filters most lists share, from a `filter` object: `q` (trimmed, lower-cased), `id` (getMany), `active`. */
export const nameFilterOf = (filter: Record<string, unknown>) => ({
  text: typeof filter.q === "string" && filter.q.trim() ? filter.q.trim().toLowerCase() : undefined,
  ids: filterIds(filter),
  active: typeof filter.active === "boolean" ? filter.active : undefined
})

export const listResponse = (resource: string, data: ReadonlyArray<unknown>, from: number, total: number) => {
  const last = data.length ? from + data.length - 1 : from
  return HttpServerResponse.unsafeJson(data, {
    headers: {
      "Content-Range": `${resource} ${from}-${last}/${total}`,
      "Access-Control-Expose-Headers": "Content-Range"
    }
  })
}
