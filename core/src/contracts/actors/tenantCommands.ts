// The commands a tenant actor accepts (one per tenant: the tenant-wide rules on users, plan and
// licence run one at a time), as they travel on the bus, and the reply each one gets. The HTTP
// edge has checked the input with UserCreate / UserUpdate / TenantUpdate already; these check shape.
import { z } from "zod"
import { LoginHours } from "../../rules/loginHours"
import { LicenseState, PlanLimits } from "../../tenant/tenant"
import { Profile, User } from "../../user/user"
import { Id } from "../common"
import { TenantRecord, TenantUpdate } from "../tenants"
import { NotificationSettings } from "../users"
import type { Immutable } from "./views"

/** A user to create, as the users' rules take it (the password in clear: it is hashed by the actor). */
export const UserInput = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  profile: Profile,
  phoneNumber: z.string().nullable().optional(),
  active: z.boolean().optional(),
  queueIds: z.array(Id).optional(),
  image: z.string().nullable().optional(),
  loginOnlyScheduled: z.boolean().optional(),
  loginHours: LoginHours.optional(),
  allowCalls: z.boolean().optional(),
  notifications: NotificationSettings.partial().optional()
})
export type UserInput = Immutable<z.infer<typeof UserInput>>

/** The fields given change; the others stay. */
export const UserPatch = UserInput.partial()
export type UserPatch = Immutable<z.infer<typeof UserPatch>>

export const CreateUser = z.object({ type: z.literal("createUser"), tenantId: Id, input: UserInput })
export type CreateUser = Immutable<z.infer<typeof CreateUser>>

/** `keepSession`: the caller's own session survives a change of their own password. */
export const UpdateUser = z.object({
  type: z.literal("updateUser"),
  tenantId: Id,
  userId: Id,
  patch: UserPatch,
  keepSession: z.string().optional()
})
export type UpdateUser = Immutable<z.infer<typeof UpdateUser>>

/** `newUserId` inherits the tickets (required by the rule, so its absence is answered, not a bad command). */
export const DeleteUser = z.object({
  type: z.literal("deleteUser"),
  tenantId: Id,
  byUserId: Id.nullable(),
  userId: Id,
  newUserId: Id.optional()
})
export type DeleteUser = Immutable<z.infer<typeof DeleteUser>>

export const ChangeTenant = z.object({ type: z.literal("changeTenant"), tenantId: Id, change: TenantUpdate })
export type ChangeTenant = Immutable<z.infer<typeof ChangeTenant>>

export const TenantCommand = z.discriminatedUnion("type", [CreateUser, UpdateUser, DeleteUser, ChangeTenant])
export type TenantCommand = Immutable<z.infer<typeof TenantCommand>>

/** A user as the users' rules answer (the console's record plus login hours and notification settings). */
export const UserView = User.extend({ loginHours: LoginHours, notifications: NotificationSettings })
export type UserView = z.infer<typeof UserView>

/** A tenant as its changes answer: the record plus the licence as login reads it now. */
export const TenantView = TenantRecord.extend({ licenseNow: LicenseState })
export type TenantView = z.infer<typeof TenantView>

/** What each command answers with (the value of an ok reply). */
export const TenantReplies = {
  createUser: UserView,
  updateUser: UserView,
  deleteUser: UserView.extend({ deleted: z.literal(true), transferredTickets: z.number().int().nonnegative() }),
  /** `violations`: the plan's limits the tenant's use exceeds now (a downgrade marks the licence). */
  changeTenant: z.object({ tenant: TenantView, violations: z.array(PlanLimits.keyof()) })
} as const satisfies Record<TenantCommand["type"], z.ZodType>
