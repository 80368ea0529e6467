/** The ra-data-simple-rest list contract: `sort=["f","ASC"]&range=[0,24]&filter={...}` in, `Content-Range` out. */
import { HttpServerResponse } from "@effect/platform"
import { listParams } from "./simpleRest"

/** The same reading of `sort`, `range` and `filter` as the console's other resources (400 when malformed). */
export const raQuery = listParams

export const rangeResponse = (resource: string, data: ReadonlyArray<unknown>, from: number, total: number) =>
  HttpServerResponse.unsafeJson(data, {
    headers: { "Content-Range": `${resource} ${from}-${data.length ? from + data.length - 1 : from}/${total}`, "Access-Control-Expose-Headers": "Content-Range" }
  })
