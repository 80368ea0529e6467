// User API contracts: console CRUD (runtime/API.md "Console") and per-user
// configs (spec part 1 §7, PUT /users/{id}/configs).
import { z } from "zod"
import { passwordRule } from "../rules/password"
import { Profile, User } from "../user/user"
import { Email, Id, PhoneNumber, blankToUndefined } from "./common"
import { TicketListQuery, defaultTicketListQuery } from "./tickets"

const Name = z.string().trim().min(2).max(120)
const QueueIds = z.array(Id).transform((ids) => [...new Set(ids)])

/** A blank form field counts as not given. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

/** `POST /admin/users` (and `POST /users`). */
export const UserCreate = z.object({
  name: Name,
  email: Email,
  password: passwordRule,
  profile: Profile.default("user"),
  phoneNumber: optional(PhoneNumber),
  active: z.boolean().default(true),
  queueIds: QueueIds.default(() => [])
})
export type UserCreate = z.infer<typeof UserCreate>

/**
 * `PUT /admin/users/{id}` (and `PUT /users/{id}`): every field optional, no
 * defaults, so absent fields stay as they are. A blank password keeps the old
 * one; phoneNumber null clears it.
 */
export const UserUpdate = z.object({
  name: Name.optional(),
  email: Email.optional(),
  password: optional(passwordRule),
  profile: Profile.optional(),
  phoneNumber: z.preprocess(blankToUndefined, PhoneNumber.nullable().optional()),
  active: z.boolean().optional(),
  queueIds: QueueIds.optional()
})
export type UserUpdate = z.infer<typeof UserUpdate>

/** The console's user record. */
export const UserRecord = User.pick({
  id: true, name: true, email: true, profile: true, phoneNumber: true, active: true, queueIds: true, createdAt: true
})
export type UserRecord = z.infer<typeof UserRecord>

/** Per-user UI configs: the stored ticket filter and dark mode. */
export const UserConfigs = z.object({
  filtrosAtendimento: TicketListQuery.default(defaultTicketListQuery),
  isDark: z.boolean().default(false)
})
export type UserConfigs = z.infer<typeof UserConfigs>
