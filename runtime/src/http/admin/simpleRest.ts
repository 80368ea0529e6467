/**
 * The ra-data-simple-rest contract shared by the console resources: `sort`, `range` and
 * `filter` from the query (JSON), and the list answer with `Content-Range`.
 */
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { queryRecord } from "../edge"

/** queryRecord already turns JSON arrays into string arrays; objects stay JSON text. */
const parseJson = <A>(raw: unknown, fallback: A): A => {
  if (Array.isArray(raw)) return raw as A
  try {
    return raw === undefined ? fallback : (JSON.parse(String(raw)) as A)
  } catch {
    return fallback
  }
}

export type ListParams = {
  /** A column name from the resource's allow-list (never the raw query value). */
  readonly column: string
  readonly dir: "ASC" | "DESC"
  readonly from: number
  readonly size: number
  readonly filter: Record<string, unknown>
}

export const listParams = (sortable: Record<string, string>) =>
  Effect.map(queryRecord, (q): ListParams => {
    const [field, order] = parseJson<[string, string]>(q.sort, ["id", "ASC"])
    const [start, end] = parseJson<[number, number]>(q.range, [0, 24])
    const from = Math.max(0, Number(start) || 0)
    return {
      column: sortable[field] ?? "id",
      dir: String(order).toUpperCase() === "DESC" ? "DESC" : "ASC",
      from,
      size: Math.min(500, Math.max(1, (Number(end) || 0) - from + 1)),
      filter: parseJson<Record<string, unknown>>(q.filter, {})
    }
  })

/** Ids of a `filter: { id: [...] }` (getMany). */
export const filterIds = (filter: Record<string, unknown>) =>
  Array.isArray(filter.id) ? filter.id.map(Number).filter((n) => Number.isInteger(n) && n > 0) : undefined

export const listResponse = (resource: string, data: ReadonlyArray<unknown>, from: number, total: number) => {
  const last = data.length ? from + data.length - 1 : from
  return HttpServerResponse.unsafeJson(data, { headers: { "Content-Range": `${resource} ${from}-${last}/${total}`, "Access-Control-Expose-Headers": "Content-Range" } })
}
