import { ApiError, apiErrorFromResponse } from "./apiError"
import { endSession } from "./endSession"
import { requestStarted } from "./loading"
import { getSession, setToken } from "./session"

const TIMEOUT_MS = 120_000

type Method = "GET" | "POST" | "PUT" | "DELETE"
type QueryValue = string | number | boolean | readonly (string | number)[] | undefined

export type RequestOptions = {
  query?: Record<string, QueryValue>
  /** JSON-encoded, except FormData and Blob bodies (uploads), which go as they are. */
  body?: unknown
  headers?: Record<string, string>
  /** false for calls that must not refresh the token or end the session (login, logout). */
  recover?: boolean
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** Tells the server which client calls (it asks the agent UI for the login captcha). */
export const CLIENT_HEADER = { "X-Atende-Client": "agent-ui" }

function isRawBody(body: unknown): body is FormData | Blob {
  return body instanceof FormData || body instanceof Blob
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const session = getSession()
  const headers: Record<string, string> = { Accept: "application/json", ...CLIENT_HEADER }
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers["Content-Type"] =
      options.body instanceof Blob ? options.body.type || "application/octet-stream" : "application/json"
  }
  Object.assign(headers, options.headers)
  if (session) {
    headers.Authorization = `Bearer ${session.token}`
    headers["X-Session-Id"] = session.sessionId
  }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS)
  const done = requestStarted()
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined ? undefined : isRawBody(options.body) ? options.body : JSON.stringify(options.body),
      signal: controller.signal
    })
  } catch {
    throw new ApiError(controller.signal.aborted ? "timeout" : "network", 0)
  } finally {
    clearTimeout(timer)
    done()
  }
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

function failUnauthorized(error: ApiError): never {
  endSession(error.code, error.serverMessage)
  error.handled = true
  throw error
}

/**
 * 403s that no refresh can cure (runtime/api/access.md §2, open sessions): the user was
 * deactivated or the company's licence stopped being valid. Shown, then back to login.
 */
const SESSION_ENDING_403 = new Set([
  "ERR_USER_INACTIVE",
  "ERR_LICENSE_INVALID",
  "ERR_LICENSE_EXPIRED",
  "ERR_LICENSE_BLOCKED",
  "ERR_LICENSE_WRONG_DOMAIN",
  "ERR_LICENSE_WRONG_CODE",
  "ERR_LICENSE_FREE_PLAN_VIOLATION",
  "ERROR_NO_PERMISSION_API_ADMIN",
  "ERROR_NO_PERMISSION_API_ADMIN2"
])

let refreshing: Promise<void> | null = null

/** POST /auth/refresh_token with the (expired) token; one refresh at a time for all callers. */
export function refreshAccessToken(): Promise<void> {
  refreshing ??= (async () => {
    const response = await send("POST", "/auth/refresh_token", { body: { userId: getSession()?.userId } })
    if (!response.ok) {
      const error = await apiErrorFromResponse(response)
      if (response.status === 401 || response.status === 403) failUnauthorized(error)
      throw error
    }
    const { token } = await readBody<{ token: string }>(response)
    setToken(token)
  })().finally(() => {
    refreshing = null
  })
  return refreshing
}

/** A JSON call to the API on the same origin, with the session headers and the 401/403 rules. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const recover = options.recover ?? true
  let response = await send(method, path, options)
  if (response.ok) return readBody<T>(response)
  let error = await apiErrorFromResponse(response)
  if (recover && response.status === 403 && error.code === "ERR_TOKEN_EXPIRED") {
    await refreshAccessToken()
    response = await send(method, path, options)
    if (response.ok) return readBody<T>(response)
    error = await apiErrorFromResponse(response)
  }
  if (recover && response.status === 401) failUnauthorized(error)
  if (recover && response.status === 403 && error.code && SESSION_ENDING_403.has(error.code)) failUnauthorized(error)
  throw error
}
