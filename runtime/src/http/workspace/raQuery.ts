/** The ra-data-simple-rest list contract: `sort=["f","ASC"]&range=[0,24]&filter={...}` in, `Content-Range` out. */
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

export const raQuery = (sortable: Record<string, string>) =>
  Effect.map(queryRecord, (q) => {
    const [field, order] = parseJson<[string, string]>(q.sort, ["id", "ASC"])
    const [start, end] = parseJson<[number, number]>(q.range, [0, 24])
    const filter = parseJson<Record<string, unknown>>(q.filter, {})
    const from = Math.max(0, Number(start) || 0)
    return {
      column: sortable[field] ?? "id",
      dir: String(order).toUpperCase() === "DESC" ? "DESC" : "ASC",
      from,
      size: Math.min(500, Math.max(1, (Number(end) || 0) - from + 1)),
      filter: filter && typeof filter === "object" ? filter : {}
    }
  })

export const rangeResponse = (resource: string, data: ReadonlyArray<unknown>, from: number, total: number) =>
  HttpServerResponse.unsafeJson(data, {
    headers: { "Content-Range": `${resource} ${from}-${data.length ? from + data.length - 1 : from}/${total}`, "Access-Control-Expose-Headers": "Content-Range" }
  })
