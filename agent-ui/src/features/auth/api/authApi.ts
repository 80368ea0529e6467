import type { CaptchaChallenge, RegisterRequest, RegisterResult } from "@atende/core/contracts/access"
import type { LoginRequest, LoginResult, LogoutResult } from "@atende/core/contracts/auth"
import { apiRequest } from "../../../lib/api"
import type { CaptchaAnswer } from "../state/captcha"
import type { RegistrationForm } from "../state/registration"

/** Login with the captcha answer; the client header (sent on every call) makes the server ask for it. */
export function login(payload: LoginRequest, captcha: CaptchaAnswer | null): Promise<LoginResult> {
  return apiRequest<LoginResult>("POST", "/auth/login/", { body: { ...payload, ...captcha }, recover: false })
}

export function logout(): Promise<LogoutResult> {
  return apiRequest<LogoutResult>("POST", "/auth/logout/", { body: {}, recover: false })
}

/** GET /auth/captcha: a fresh slider challenge (token, the position to reach, tolerance). */
export function getCaptcha(): Promise<CaptchaChallenge> {
  return apiRequest<CaptchaChallenge>("GET", "/auth/captcha", { recover: false })
}

/** POST /auth/esquecisenha/: mails a reset link (always `{ ok: true }`, account or not). */
export function requestPasswordReset(email: string, captcha: CaptchaAnswer | null): Promise<unknown> {
  return apiRequest<unknown>("POST", "/auth/esquecisenha/", { body: { email, ...captcha }, recover: false })
}

/** POST /auth/redefinirsenha/: the link's token, the new password and its confirmation. */
export function resetPassword(token: string, password: string, passwordConfirmation: string): Promise<unknown> {
  return apiRequest<unknown>("POST", "/auth/redefinirsenha/", {
    body: { token, password, passwordConfirmation },
    recover: false
  })
}

/** POST /auth/register/: a new company (tenant) with its administrator, on the chosen plan. */
export function register(form: RegistrationForm, captcha: CaptchaAnswer | null): Promise<RegisterResult> {
  const body: RegisterRequest = {
    companyName: form.company.trim(),
    document: form.document.trim(),
    name: form.name.trim(),
    email: form.email.trim(),
    phoneNumber: form.phoneNumber.replace(/\D/g, ""),
    password: form.password,
    passwordConfirmation: form.confirmPassword,
    plan: form.plan,
    termsAccepted: form.acceptTerms,
    ...captcha
  }
  return apiRequest<RegisterResult>("POST", "/auth/register/", { recover: false, body })
}
