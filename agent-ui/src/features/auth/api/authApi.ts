import type { LoginRequest, LoginResult, LogoutResult } from "@atende/core/contracts/auth"
import { apiRequest } from "../../../lib/api"

export function login(payload: LoginRequest): Promise<LoginResult> {
  return apiRequest<LoginResult>("POST", "/auth/login/", { body: payload, recover: false })
}

export function logout(): Promise<LogoutResult> {
  return apiRequest<LogoutResult>("POST", "/auth/logout/", { body: {}, recover: false })
}
