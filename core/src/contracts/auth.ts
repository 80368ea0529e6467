// Auth API contracts (runtime/API.md "Auth and session"; spec part 1 §3, §5, §7).
import { z } from "zod"
import { ChannelType } from "../channel/channel"
import { QueueRef } from "../queue/queue"
import { Profile } from "../user/user"
import { Email, Id, PhoneNumber, blankToUndefined } from "./common"
import { UserConfigs } from "./users"

/**
 * `POST /auth/login/`: exactly one of email or phoneNumber, plus the password.
 * Identifiers are trimmed; a blank one counts as absent. The password is not
 * held to the creation rule here (older or seeded passwords still log in).
 */
export const LoginRequest = z
  .object({
    email: z.preprocess(blankToUndefined, Email.optional()),
    phoneNumber: z.preprocess(blankToUndefined, PhoneNumber.optional()),
    password: z.string().min(1).max(128),
    /** The slider captcha's answer (runtime/api/access.md "Captcha"), when the server asks for one. */
    captchaToken: z.string().min(1).max(512).optional(),
    captchaValue: z.number().finite().min(0).max(100).optional()
  })
  .refine((r) => (r.email === undefined) !== (r.phoneNumber === undefined), {
    message: "Give exactly one of email or phoneNumber",
    path: ["email"]
  })
export type LoginRequest = z.infer<typeof LoginRequest>

/** A connection as the login result lists it (for calls). */
export const LoginWhatsapp = z.object({
  id: Id,
  name: z.string(),
  type: ChannelType,
  wavoipToken: z.string().nullable()
})
export type LoginWhatsapp = z.infer<typeof LoginWhatsapp>

export const LoginResult = z.object({
  token: z.string(),
  username: z.string(),
  email: z.string(),
  profile: Profile,
  userId: Id,
  sessionId: z.string(),
  image: z.string().nullable(),
  queues: z.array(QueueRef),
  tenantId: Id,
  /** The user's presence status (e.g. "online"). */
  status: z.string(),
  configs: UserConfigs,
  whatsapps: z.array(LoginWhatsapp),
  /** Whether the user may use the platform operator's console resources (tenants, resellers, plans). */
  platformOperator: z.boolean().optional()
})
export type LoginResult = z.infer<typeof LoginResult>

/** `POST /auth/refresh_token`, sent with the (possibly expired) token and the session header. */
export const RefreshTokenRequest = z.object({ userId: Id })
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequest>

export const RefreshTokenResult = z.object({ token: z.string() })
export type RefreshTokenResult = z.infer<typeof RefreshTokenResult>

/** `POST /auth/logout/`. */
export const LogoutResult = z.object({ ok: z.literal(true) })
export type LogoutResult = z.infer<typeof LogoutResult>
