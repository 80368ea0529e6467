import { useSyncExternalStore } from "react"

// A small hash router: the path is whatever follows "#"; the query after "?" is kept apart
// (routes match the path only, screens read the query).

export function normalizePath(raw: string): string {
  const withoutHash = raw.startsWith("#") ? raw.slice(1) : raw
  const [pathname = ""] = withoutHash.split("?")
  const withSlash = pathname.startsWith("/") ? pathname : `/${pathname}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : withSlash
}

/** The query part of a hash ("#/a?x=1" → "x=1"). */
export function queryOf(raw: string): string {
  const index = raw.indexOf("?")
  return index === -1 ? "" : raw.slice(index + 1)
}

/** Path plus query, normalised: what a navigation compares to decide it is the same place. */
export function normalizeLocation(raw: string): string {
  const query = queryOf(raw)
  return query ? `${normalizePath(raw)}?${query}` : normalizePath(raw)
}

export function currentPath(): string {
  return normalizePath(window.location.hash)
}

export function currentQuery(): string {
  return queryOf(window.location.hash)
}

function subscribe(listener: () => void): () => void {
  window.addEventListener("hashchange", listener)
  return () => window.removeEventListener("hashchange", listener)
}

/** The current path; re-renders on every hash change. */
export function useHashPath(): string {
  return useSyncExternalStore(subscribe, currentPath)
}

/** The current query string (without "?"); re-renders when it changes. */
export function useHashQuery(): string {
  return useSyncExternalStore(subscribe, currentQuery)
}

/**
 * Goes to `path` (which may carry a query); navigating to the location already shown is
 * cancelled (returns false). A different query (the chat route's timestamp) is a new location.
 */
export function navigate(path: string, options: { replace?: boolean } = {}): boolean {
  const target = normalizeLocation(path)
  if (target === normalizeLocation(window.location.hash)) return false
  if (options.replace) window.location.replace(`#${target}`)
  else window.location.hash = target
  return true
}

/** Every navigation starts at the top of the page. */
export function startScrollReset(): void {
  window.addEventListener("hashchange", () => window.scrollTo(0, 0))
}

/** Matches "/atendimento/:ticketId" style patterns; returns the decoded params or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/")
  const have = path.split("/")
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const part = want[i]
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(have[i])
    else if (part !== have[i]) return null
  }
  return params
}
