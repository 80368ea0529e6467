import { LoginRequest } from "@atende/core/contracts/auth"

// Login identifier rule (spec §5): trimmed; with "@" it is an e-mail, otherwise a phone number
// sent as digits only. The shared LoginRequest schema decides what is valid, as the server does.

export function loginPayload(identifier: string, password: string): LoginRequest {
  const value = identifier.trim()
  return value.includes("@") ? { email: value, password } : { phoneNumber: value.replace(/\D/g, ""), password }
}

export type LoginCheck = { ok: true; payload: LoginRequest } | { ok: false; field: "identifier" | "password" }

export function checkLogin(identifier: string, password: string): LoginCheck {
  if (!password) return { ok: false, field: "password" }
  const parsed = LoginRequest.safeParse(loginPayload(identifier, password))
  if (!parsed.success) {
    const passwordIssue = parsed.error.issues.some((issue) => issue.path[0] === "password")
    return { ok: false, field: passwordIssue ? "password" : "identifier" }
  }
  return { ok: true, payload: loginPayload(identifier, password) }
}
