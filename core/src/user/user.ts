// A user: tenant staff with one of three profiles (spec part 1 §3, §6).
// The password hash and the per-user UI configs live elsewhere (store and
// contracts/users.ts); this is the record the product shows and reasons about.
import { z } from "zod"
import { Id, IsoDateTime } from "../contracts/common"

/** user = agent, super = supervisor, admin = administrator. */
export const Profile = z.enum(["admin", "super", "user"])
export type Profile = z.infer<typeof Profile>

export const User = z.object({
  id: Id,
  tenantId: Id,
  name: z.string().trim().min(2).max(120),
  email: z.string(),
  profile: Profile,
  /** Digits only, unique per platform when present. */
  phoneNumber: z.string().nullable(),
  /** Profile photo URL. */
  image: z.string().nullable(),
  active: z.boolean(),
  queueIds: z.array(Id),
  /** When true the user may log in only inside their scheduled hours. */
  loginOnlyScheduled: z.boolean(),
  /** Per-user call permission; without it the phone is disabled. */
  allowCalls: z.boolean(),
  createdAt: IsoDateTime
})
export type User = z.infer<typeof User>

/** How a user is shown inside other records (ticket owner). */
export const UserRef = User.pick({ id: true, name: true })
export type UserRef = z.infer<typeof UserRef>
