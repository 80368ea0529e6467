import { fetchUtils, HttpError } from "react-admin"
import { session } from "./session.ts"

type Options = fetchUtils.Options
type JsonResponse = Awaited<ReturnType<typeof fetchUtils.fetchJson>>

/** Absolute URL on the server that serves the console (API, agent UI and console share one origin). */
export function serverUrl(path: string): string {
  return `${window.location.origin}${path}`
}

function withSession(options: Options): Options {
  const headers = new Headers(options.headers ?? { Accept: "application/json" })
  const { token, sessionId } = session.read()
  if (token) headers.set("Authorization", `Bearer ${token}`)
  if (sessionId) headers.set("X-Session-Id", sessionId)
  return { ...options, headers }
}

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined
  const code = (error.body as { error?: unknown } | null)?.error
  return typeof code === "string" ? code : undefined
}

/**
 * Server failures answer `{ error: "ERR_…", message }`. The code becomes the error's message, so
 * react-admin's notifications pass it through the i18nProvider, which turns codes into text.
 */
export function withErrorCode(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error
  return new HttpError(errorCode(error) ?? "console.errors.unidentified", error.status, error.body)
}

let refreshing: Promise<void> | null = null

// Concurrent requests that all hit an expired token share one refresh.
function refreshToken(): Promise<void> {
  refreshing ??= fetchUtils
    .fetchJson(
      serverUrl("/auth/refresh_token"),
      withSession({ method: "POST", body: JSON.stringify({ userId: session.read().userId }) })
    )
    .then(({ json }) => session.setToken(String(json.token)))
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/**
 * fetchJson with the session headers; an expired access token (403 ERR_TOKEN_EXPIRED) is refreshed
 * once and the call retried.
 */
export async function httpClient(url: string, options: Options = {}): Promise<JsonResponse> {
  try {
    try {
      return await fetchUtils.fetchJson(url, withSession(options))
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 403 && errorCode(error) === "ERR_TOKEN_EXPIRED")) throw error
      await refreshToken()
      return await fetchUtils.fetchJson(url, withSession(options))
    }
  } catch (error) {
    throw withErrorCode(error)
  }
}
