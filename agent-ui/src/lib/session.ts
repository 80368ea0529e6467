import type { LoginResult } from "@atende/core/contracts/auth"
import type { UserConfigs } from "@atende/core/contracts/users"
import type { QueueRef } from "@atende/core/queue/queue"
import type { Profile } from "@atende/core/user/user"
import { useSyncExternalStore } from "react"

// The login result lives in localStorage under these keys; the react-admin console at /console/
// reads the same ones, so values are plain strings except `queues` and `configs` (JSON).
export type Session = {
  token: string
  sessionId: string
  userId: number
  tenantId: number
  profile: Profile
  username: string
  queues: QueueRef[]
  configs: Partial<UserConfigs>
}

const SESSION_KEYS = [
  "token",
  "sessionId",
  "userId",
  "tenantId",
  "profile",
  "username",
  "queues",
  "configs",
  "platformOperator"
]
const LAST_SEQ_PREFIX = "liveLastSeq:"
const PROFILES: readonly string[] = ["admin", "super", "user"]

function parseJson<T>(raw: string | null, fallback: T): T {
  if (!raw) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}

function readSession(): Session | null {
  const token = localStorage.getItem("token")
  if (!token) return null
  const profile = localStorage.getItem("profile") ?? "user"
  return {
    token,
    sessionId: localStorage.getItem("sessionId") ?? "",
    userId: Number(localStorage.getItem("userId")) || 0,
    tenantId: Number(localStorage.getItem("tenantId")) || 0,
    profile: (PROFILES.includes(profile) ? profile : "user") as Profile,
    username: localStorage.getItem("username") ?? "",
    queues: parseJson<QueueRef[]>(localStorage.getItem("queues"), []),
    configs: parseJson<Partial<UserConfigs>>(localStorage.getItem("configs"), {})
  }
}

let current = readSession()
const listeners = new Set<() => void>()

function emit(): void {
  current = readSession()
  for (const listener of listeners) listener()
}

function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

window.addEventListener("storage", (event) => {
  if (event.key === null || SESSION_KEYS.includes(event.key)) emit()
})

export function getSession(): Session | null {
  return current
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession)
}

export function saveSession(result: LoginResult): void {
  localStorage.setItem("token", result.token)
  localStorage.setItem("sessionId", result.sessionId)
  localStorage.setItem("userId", String(result.userId))
  localStorage.setItem("tenantId", String(result.tenantId))
  localStorage.setItem("profile", result.profile)
  localStorage.setItem("username", result.username)
  localStorage.setItem("queues", JSON.stringify(result.queues ?? []))
  localStorage.setItem("configs", JSON.stringify(result.configs ?? {}))
  // The console shows the platform operator's resources (tenants, resellers, plans) by it.
  localStorage.setItem("platformOperator", String(Boolean(result.platformOperator)))
  sessionStorage.removeItem(lastSeqKey(result.tenantId))
  emit()
}

/** Replaces the stored per-user configs (dark mode, ticket filter) after a change. */
export function setConfigs(configs: Partial<UserConfigs>): void {
  localStorage.setItem("configs", JSON.stringify(configs))
  emit()
}

export function setToken(token: string): void {
  localStorage.setItem("token", token)
  emit()
}

/** Removes the stored session without telling the UI yet (the 401 flow shows a notice first). */
export function forgetStoredSession(): void {
  for (const key of SESSION_KEYS) localStorage.removeItem(key)
}

export function clearSession(): void {
  forgetStoredSession()
  emit()
}

/** sessionStorage key of the last live seq applied in this tab. */
export function lastSeqKey(tenantId: number): string {
  return LAST_SEQ_PREFIX + String(tenantId)
}
