// A tenant (company): plan, licence state and contracted limits
// (spec part 1 §1, §6; part 2 §6).
import { z } from "zod"
import { Id, IsoDateTime } from "../contracts/common"

export const Plan = z.enum(["free", "enterprise"])
export type Plan = z.infer<typeof Plan>

/** Licence states of spec part 1 §6, plus the healthy one. */
export const LicenseState = z.enum([
  "valid",
  "invalid",
  "expired",
  "blocked",
  "wrongDomain",
  "wrongCode",
  "freePlanViolation"
])
export type LicenseState = z.infer<typeof LicenseState>

const limit = z.number().int().nonnegative().nullable()

/** Maximum active records per kind; null means unlimited. */
export const PlanLimits = z.object({
  users: limit,
  queues: limit,
  chatFlows: limit,
  connections: limit
})
export type PlanLimits = z.infer<typeof PlanLimits>

export const Tenant = z.object({
  id: Id,
  name: z.string().trim().min(1).max(120),
  status: z.enum(["active", "inactive"]),
  plan: Plan,
  license: LicenseState,
  limits: PlanLimits,
  /** The reseller that manages the licence; null when sold directly. */
  resellerId: Id.nullable(),
  /** User creation can be switched off by the administrator (spec part 1 §6). */
  userCreationEnabled: z.boolean(),
  createdAt: IsoDateTime
})
export type Tenant = z.infer<typeof Tenant>
