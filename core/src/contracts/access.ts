// Access API contracts beyond login (runtime/api/access.md): the captcha challenge,
// self-registration, password reset (spec part 1 §2, §5, §7).
import { z } from "zod"
import type { ErrorCode } from "../errors/catalogue"
import { isValidDocument } from "../rules/documents"
import { isValidPassword } from "../rules/password"
import { Plan } from "../tenant/tenant"
import { Email, IsoDateTime, PhoneNumber } from "./common"

/** `GET /auth/captcha`: drag the slider to `target` (0-100, ±tolerance) within 2 minutes. */
export const CaptchaChallenge = z.object({
  captchaToken: z.string(),
  target: z.number().int().min(0).max(100),
  tolerance: z.number().int().nonnegative(),
  expiresAt: IsoDateTime
})
export type CaptchaChallenge = z.infer<typeof CaptchaChallenge>

/** The captcha answer, sent with login, register and forgot-password when the server asks for it. */
export const CaptchaAnswer = z.object({
  captchaToken: z.string().min(1).max(512).optional(),
  captchaValue: z.number().finite().min(0).max(100).optional()
})

/** A password and its confirmation: the rules are checked by passwordProblem for their own codes. */
const PasswordPair = {
  password: z.string().max(200),
  passwordConfirmation: z.string().max(200)
}

/** Spec part 1 §5: the password rule, then a non-empty confirmation that matches. */
export const passwordProblem = (p: { password: string; passwordConfirmation: string }): ErrorCode | null =>
  !isValidPassword(p.password)
    ? "ERR_INVALID_PASSWORD"
    : p.passwordConfirmation === "" || p.passwordConfirmation !== p.password
      ? "ERR_PASSWORD_MISMATCH"
      : null

/** `POST /auth/register/`: the company, its administrator, the plan and the terms. */
export const RegisterRequest = CaptchaAnswer.extend({
  companyName: z.string().trim().min(2).max(120),
  document: z.string().trim().min(1).max(32),
  name: z.string().trim().min(2).max(120),
  email: Email,
  phoneNumber: PhoneNumber,
  ...PasswordPair,
  plan: Plan,
  termsAccepted: z.boolean()
})
export type RegisterRequest = z.infer<typeof RegisterRequest>

/** The first rule a well-formed registration breaks (each has its own code), or null. */
export const registrationProblem = (r: RegisterRequest): ErrorCode | null =>
  !r.termsAccepted
    ? "ERR_TERMS_NOT_ACCEPTED"
    : !isValidDocument(r.document)
      ? "ERR_INVALID_DOCUMENT"
      : passwordProblem(r)

export const RegisterResult = z.object({
  tenantId: z.number().int().positive(),
  userId: z.number().int().positive(),
  email: z.string(),
  plan: Plan,
  trialEndsAt: IsoDateTime
})
export type RegisterResult = z.infer<typeof RegisterResult>

/** `POST /auth/esquecisenha/`: always answered `{ ok: true }`, account or not. */
export const ForgotPasswordRequest = CaptchaAnswer.extend({ email: Email })
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>

/** `POST /auth/redefinirsenha/`: the token of the link, the new password and its confirmation. */
export const ResetPasswordRequest = z.object({ token: z.string().trim().min(16).max(200), ...PasswordPair })
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>

export const OkResult = z.object({ ok: z.literal(true) })
