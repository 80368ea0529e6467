import type { UserConfigs } from "@atende/core/contracts/users"
import { apiRequest } from "./api"
import { getSession, setConfigs } from "./session"

/**
 * PUT /users/{id}/configs with the user's configs (spec §7: filtrosAtendimento and isDark).
 * The change applies locally at once; the server copy is what the next login brings back.
 */
export async function saveUserConfigs(patch: Partial<UserConfigs>): Promise<void> {
  const session = getSession()
  if (!session) return
  const next: Partial<UserConfigs> = { ...session.configs, ...patch }
  setConfigs(next)
  const body: Partial<UserConfigs> = {}
  if (next.filtrosAtendimento) body.filtrosAtendimento = next.filtrosAtendimento
  if (typeof next.isDark === "boolean") body.isDark = next.isDark
  await apiRequest("PUT", `/users/${session.userId}/configs`, { body })
}
