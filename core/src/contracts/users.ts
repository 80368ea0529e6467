// User API contracts: console CRUD (runtime/API.md "Console") and per-user
// configs (spec part 1 §7, PUT /users/{id}/configs).
import { z } from "zod"
import { LoginHours } from "../rules/loginHours"
import { passwordRule } from "../rules/password"
import { Profile, User } from "../user/user"
import { Email, Id, PhoneNumber, blankToUndefined } from "./common"
import { queryInt, queryOptionalString, queryString } from "./query"
import { TicketListQuery, defaultTicketListQuery } from "./tickets"

const Name = z.string().trim().min(2).max(120)
const QueueIds = z.array(Id).transform((ids) => [...new Set(ids)])

/** A blank form field counts as not given. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

/** Per-user notification settings (spec part 1 §6). */
export const NotificationSettings = z.object({ disableAll: z.boolean(), disableGroup: z.boolean() })
export type NotificationSettings = z.infer<typeof NotificationSettings>

/** Fields of users/issue 3, optional and without defaults on create and update alike. */
const accessFields = {
  image: z.preprocess(blankToUndefined, z.url().max(2048).nullable().optional()),
  loginOnlyScheduled: z.boolean().optional(),
  loginHours: LoginHours.optional(),
  allowCalls: z.boolean().optional(),
  notifications: NotificationSettings.partial().optional()
}

/** `POST /admin/users` (and `POST /users`). */
export const UserCreate = z.object({
  name: Name,
  email: Email,
  password: passwordRule,
  profile: Profile.default("user"),
  phoneNumber: optional(PhoneNumber),
  active: z.boolean().default(true),
  queueIds: QueueIds.default(() => []),
  ...accessFields
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
  /** Required with `password` when users change their own: the password they have now. */
  currentPassword: z.string().max(200).optional(),
  profile: Profile.optional(),
  phoneNumber: z.preprocess(blankToUndefined, PhoneNumber.nullable().optional()),
  active: z.boolean().optional(),
  queueIds: QueueIds.optional(),
  ...accessFields
})
export type UserUpdate = z.infer<typeof UserUpdate>

/** The console's user record. */
export const UserRecord = User.pick({
  id: true,
  name: true,
  email: true,
  profile: true,
  phoneNumber: true,
  active: true,
  queueIds: true,
  createdAt: true
})
export type UserRecord = z.infer<typeof UserRecord>

/** Per-user UI configs: the stored ticket filter and dark mode. */
export const UserConfigs = z.object({
  filtrosAtendimento: TicketListQuery.default(defaultTicketListQuery),
  isDark: z.boolean().default(false)
})
export type UserConfigs = z.infer<typeof UserConfigs>

/** `PUT /users/{id}/configs`: either or both. */
export const UserConfigsUpdate = z
  .object({ filtrosAtendimento: TicketListQuery.optional(), isDark: z.boolean().optional() })
  .refine((c) => c.filtrosAtendimento !== undefined || c.isDark !== undefined, {
    message: "Give filtrosAtendimento or isDark"
  })
export type UserConfigsUpdate = z.infer<typeof UserConfigsUpdate>

export const USERS_PAGE_SIZE = 40

/** `GET /users/` query. */
export const UserListQuery = z.object({
  searchParam: queryString(""),
  pageNumber: queryInt(1, 1),
  profile: z.preprocess(blankToUndefined, Profile.optional()),
  active: z.preprocess(
    (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : blankToUndefined(v)),
    z.boolean().optional()
  ),
  queueId: z.preprocess(blankToUndefined, z.coerce.number().pipe(Id).optional())
})
export type UserListQuery = z.infer<typeof UserListQuery>

/** `GET /users/chat-interno/` query. */
export const ChatUsersQuery = z.object({ searchParam: queryOptionalString() })

/** `DELETE /users/{id}?newUserId=`: the user who inherits the tickets (required). */
export const UserDeleteQuery = z.object({
  newUserId: z.preprocess(blankToUndefined, z.coerce.number().pipe(Id).optional())
})
