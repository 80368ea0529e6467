import type { Profile } from "@atende/core/user/user"

// The session the agent UI (same origin) keeps in localStorage (its lib/session.ts): plain
// strings, except `queues` and `configs` (JSON). The console reads and writes the same keys.
export type Session = {
  token: string | null
  sessionId: string | null
  userId: string | null
  tenantId: string | null
  profile: string | null
  username: string | null
  /** The platform operator (tenants, resellers, plans); set by the login result. */
  platformOperator: boolean
}

export type LoginResult = {
  token: string
  sessionId: string
  userId: string | number
  tenantId: string | number
  profile: Profile
  username: string
  queues?: unknown[]
  configs?: Record<string, unknown>
  platformOperator?: boolean
}

const keys = ["token", "sessionId", "userId", "tenantId", "profile", "username"] as const
const storedKeys = [...keys, "queues", "configs", "platformOperator"]

function readKey(key: (typeof keys)[number]): string | null {
  return localStorage.getItem(key) || null
}

export const session = {
  read(): Session {
    return {
      token: readKey("token"),
      sessionId: readKey("sessionId"),
      userId: readKey("userId"),
      tenantId: readKey("tenantId"),
      profile: readKey("profile"),
      username: readKey("username"),
      platformOperator: localStorage.getItem("platformOperator") === "true"
    }
  },
  store(result: LoginResult): void {
    for (const key of keys) localStorage.setItem(key, String(result[key]))
    localStorage.setItem("queues", JSON.stringify(result.queues ?? []))
    localStorage.setItem("configs", JSON.stringify(result.configs ?? {}))
    localStorage.setItem("platformOperator", String(Boolean(result.platformOperator)))
  },
  setToken(token: string): void {
    localStorage.setItem("token", token)
  },
  // Spec part 1 §4: an ended session clears the stored session (the same keys the agent UI removes).
  clear(): void {
    for (const key of storedKeys) localStorage.removeItem(key)
  }
}
