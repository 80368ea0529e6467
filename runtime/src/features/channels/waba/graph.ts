/**
 * The Cloud API as the two channel types reach it. "waba": Meta's Graph API
 * (ATENDE_GRAPH_API_URL), paths under `/{version}/`, the number's id in them, a Bearer token.
 * "waba360": 360dialog's copy of the same API (ATENDE_360_API_URL): no version and no number id
 * in the paths (the API key names the number), the key in `D360-API-KEY`; the media URLs it hands
 * out are Meta's, fetched through 360dialog's host.
 *
 * `call` answers the parsed JSON of a 2xx, or a `GraphFailure`: the HTTP status and Meta's error
 * object (`{error:{message,type,code,error_subcode,fbtrace_id}}`), status 0 when the provider
 * was not reached.
 */
import { Data, Effect } from "effect"
import type { AppConfig } from "../../../platform/config/Config"

export type GraphError = {
  readonly message: string
  readonly type?: string
  readonly code?: number
  readonly error_subcode?: number
}

export class GraphFailure extends Data.TaggedError("GraphFailure")<{
  readonly status: number
  readonly error: GraphError
}> {}

/** How one channel reaches its API. */
export type Graph = {
  readonly flavour: "waba" | "waba360"
  /** The path of an API object (`/messages`, `/media`, `/<media id>`) under the channel's base. */
  readonly url: (path: string) => string
  /** The number's own path (`/{phone-number-id}` with Meta), where messages and media go. */
  readonly numberPath: string
  /** Where the account's templates are listed, created and deleted. */
  readonly templatesPath: string
  readonly headers: Readonly<Record<string, string>>
  /** Where a media URL the API answered is downloaded from (360dialog proxies Meta's host). */
  readonly downloadUrl: (url: string) => string
  /** The settings field a refused credential is shown under. */
  readonly credentialField: string
}

const str = (v: unknown) => (typeof v === "string" ? v : "")

export const graphOf = (
  type: string,
  settings: Record<string, unknown>,
  config: Pick<AppConfig, "graphApiUrl" | "d360ApiUrl">
): Graph => {
  if (type === "waba360") {
    const base = config.d360ApiUrl.replace(/\/+$/, "")
    return {
      flavour: "waba360",
      url: (path) => `${base}${path}`,
      numberPath: "",
      templatesPath: "/v1/configs/templates",
      headers: { "D360-API-KEY": str(settings.apiKey) },
      downloadUrl: (url) => {
        const u = new URL(url)
        return `${base}${u.pathname}${u.search}`
      },
      credentialField: "settings.apiKey"
    }
  }
  const base = `${config.graphApiUrl.replace(/\/+$/, "")}/${str(settings.apiVersion) || "v21.0"}`
  return {
    flavour: "waba",
    url: (path) => `${base}${path}`,
    numberPath: `/${str(settings.phoneNumberId)}`,
    templatesPath: `/${str(settings.businessAccountId)}/message_templates`,
    headers: { Authorization: `Bearer ${str(settings.accessToken)}` },
    downloadUrl: (url) => url,
    credentialField: "settings.accessToken"
  }
}

const TIMEOUT_MS = 30_000

const errorOf = (status: number, body: unknown): GraphError => {
  const e = (body as { error?: Partial<GraphError> } | undefined)?.error
  return e && typeof e === "object"
    ? {
        message: typeof e.message === "string" ? e.message.slice(0, 500) : `HTTP ${status}`,
        ...(typeof e.type === "string" ? { type: e.type } : {}),
        ...(typeof e.code === "number" ? { code: e.code } : {}),
        ...(typeof e.error_subcode === "number" ? { error_subcode: e.error_subcode } : {})
      }
    : { message: `HTTP ${status}` }
}

/** One request; `body` a JSON value or a multipart form. */
export const call = (
  graph: Graph,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown
): Effect.Effect<Record<string, unknown>, GraphFailure> =>
  Effect.tryPromise({
    try: async (signal) => {
      const isForm = body instanceof FormData
      const res = await fetch(graph.url(path), {
        method,
        headers: { ...graph.headers, ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}) },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
      })
      const text = await res.text()
      let parsed: unknown
      try {
        parsed = text ? JSON.parse(text) : {}
      } catch {
        parsed = undefined
      }
      return { status: res.status, parsed }
    },
    catch: (e) => new GraphFailure({ status: 0, error: { message: `not reached: ${String(e).slice(0, 200)}` } })
  }).pipe(
    Effect.flatMap(({ status, parsed }) =>
      status >= 200 && status < 300 && parsed && typeof parsed === "object"
        ? Effect.succeed(parsed as Record<string, unknown>)
        : Effect.fail(new GraphFailure({ status, error: errorOf(status, parsed) }))
    )
  )

/** Downloads a media URL the API answered, at most `maxBytes` (undefined past it). */
export const download = (graph: Graph, url: string, maxBytes: number) =>
  Effect.tryPromise({
    try: async (signal) => {
      const res = await fetch(graph.downloadUrl(url), {
        headers: graph.headers,
        signal: AbortSignal.any([signal, AbortSignal.timeout(60_000)])
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      const declared = Number(res.headers.get("content-length") ?? "0")
      if (declared > maxBytes) return undefined
      const bytes = Buffer.from(await res.arrayBuffer())
      return bytes.length > maxBytes ? undefined : bytes
    },
    catch: (e) => new GraphFailure({ status: 0, error: { message: String(e).slice(0, 200) } })
  })

/**
 * The settings field a refusal of the credentials check is about, or undefined when the provider
 * was not reached (network, 5xx, 429): Meta's code 100 (the number's id is not one this token may
 * use) is the number's id; any other 4xx (401, OAuthException 190: a wrong or expired token) the
 * credential's.
 */
export const refusedField = (graph: Graph, f: GraphFailure) => {
  if (f.status === 0 || f.status === 429 || f.status >= 500) return undefined
  if (graph.flavour === "waba" && f.error.code === 100) return "settings.phoneNumberId"
  return graph.credentialField
}
