import { useSyncExternalStore } from "react"

// A small hash router: the path is whatever follows "#" (query strings are ignored for routing).

export function normalizePath(raw: string): string {
  const withoutHash = raw.startsWith("#") ? raw.slice(1) : raw
  const [pathname = ""] = withoutHash.split("?")
  const withSlash = pathname.startsWith("/") ? pathname : `/${pathname}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : withSlash
}

export function currentPath(): string {
  return normalizePath(window.location.hash)
}

function subscribe(listener: () => void): () => void {
  window.addEventListener("hashchange", listener)
  return () => window.removeEventListener("hashchange", listener)
}

/** The current path; re-renders on every hash change. */
export function useHashPath(): string {
  return useSyncExternalStore(subscribe, currentPath)
}

/** Goes to `path`; navigating to the path already shown is cancelled (returns false). */
export function navigate(path: string, options: { replace?: boolean } = {}): boolean {
  const target = normalizePath(path)
  if (target === currentPath()) return false
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
