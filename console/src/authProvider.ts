import { canManageSettings } from "@atende/core/rules/permissions"
import type { Profile } from "@atende/core/user/user"
import { fetchUtils, HttpError, type AuthProvider } from "react-admin"
import { httpClient, serverUrl, withErrorCode } from "./httpClient.ts"
import { session, type LoginResult } from "./session.ts"

/** What the console shows: the tenant's resources to administrators, the platform's to the operator. */
export type ConsolePermissions = { profile: string | null; platformOperator: boolean }

// The agent UI's pages (hash routes at the server root) where the console sends people.
const agentLogin = () => serverUrl("/#/login")
const agentHome = () => serverUrl("/#/home")

// Set when the server ended the session (401): logout then shows the notice for 2 s before leaving.
let endedSession = false
let leaving: ReturnType<typeof setTimeout> | undefined

// The console is the settings hub: administrators only (spec part 1 §2, §6).
const mayUseConsole = (profile: string | null) => profile !== null && canManageSettings(profile as Profile)

function leaveAfterNotice(): false {
  session.clear()
  leaving ??= setTimeout(() => window.location.assign(agentLogin()), 2000)
  return false
}

export const authProvider: AuthProvider = {
  // For using the console on its own (/console/#/login); the identifier is an e-mail or a phone number.
  async login({ username, password }: { username?: string; password?: string }) {
    const identifier = String(username ?? "").trim()
    const credentials = identifier.includes("@") ? { email: identifier } : { phoneNumber: identifier }
    try {
      const { json } = await fetchUtils.fetchJson(serverUrl("/auth/login/"), {
        method: "POST",
        body: JSON.stringify({ ...credentials, password })
      })
      session.store(json as LoginResult)
      endedSession = false
    } catch (error) {
      throw withErrorCode(error)
    }
  },

  // react-admin also calls this when checkAuth fails; the redirect is the value returned.
  async logout() {
    if (endedSession) return leaveAfterNotice()
    const { token, profile } = session.read()
    if (!token) return agentLogin()
    if (!mayUseConsole(profile)) return agentHome() // not ours to end: the agent keeps their session
    await httpClient(serverUrl("/auth/logout/"), { method: "POST", body: "{}" }).catch(() => undefined)
    session.clear()
    return agentLogin()
  },

  async checkAuth() {
    const { token, profile } = session.read()
    if (!token) throw { redirectTo: agentLogin(), message: false }
    if (!mayUseConsole(profile)) throw { redirectTo: agentHome(), message: false }
  },

  // 401: the session is over (expired or replaced by a login elsewhere). 403s are shown, not logged out.
  async checkError(error: unknown) {
    if (error instanceof HttpError && error.status === 401) {
      endedSession = true
      throw { message: error.message.startsWith("ERR_") ? error.message : "ERR_SESSION_EXPIRED" }
    }
  },

  async getPermissions(): Promise<ConsolePermissions> {
    const { profile, platformOperator } = session.read()
    return { profile, platformOperator }
  },

  async getIdentity() {
    const { userId, username } = session.read()
    if (!userId) throw new Error("ra.auth.auth_check_error")
    return { id: userId, fullName: username ?? undefined }
  }
}
