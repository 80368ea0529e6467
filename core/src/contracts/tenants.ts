// Platform operator contracts (runtime/api/access.md "Console: tenants, resellers, plans") and
// the tenant's own settings (`GET/PUT /tenant`).
import { z } from "zod"
import { isValidDocument } from "../rules/documents"
import { isValidTimeZone } from "../rules/loginHours"
import { LicenseState, Plan, PlanLimits, Tenant } from "../tenant/tenant"
import { Email, Id, IsoDateTime, blankToUndefined } from "./common"
import { UserCreate } from "./users"

const Limit = z.number().int().nonnegative().nullable()
const TimeZone = z.string().min(1).max(64).refine(isValidTimeZone, "Unknown time zone")
const Document = z.string().trim().max(32).refine(isValidDocument, "Invalid CPF or CNPJ")
/** Megabytes, up to a petabyte; null = unlimited. */
const StorageQuotaMb = z.number().int().positive().max(1_000_000_000).nullable()

export const Usage = z.object({ users: z.number(), queues: z.number(), chatFlows: z.number(), connections: z.number() })

/** A tenant as the console and the CLI show it. */
export const TenantRecord = Tenant.omit({ userCreationEnabled: true }).extend({
  trialEndsAt: IsoDateTime.nullable(),
  userCreationDisabled: z.boolean(),
  document: z.string().nullable(),
  timezone: z.string(),
  /** Contracted storage in MB (system information's "contracted space"); null = unlimited. */
  storageQuotaMb: StorageQuotaMb.optional(),
  usage: Usage.optional()
})
export type TenantRecord = z.infer<typeof TenantRecord>

/** `POST /admin/tenants` and `atende tenant create`. */
export const TenantCreate = z.object({
  name: Tenant.shape.name,
  plan: Plan.default("free"),
  adminName: UserCreate.shape.name.default("Administrador"),
  adminEmail: Email,
  adminPassword: z.preprocess(blankToUndefined, UserCreate.shape.password.optional()),
  resellerId: z.preprocess(blankToUndefined, Id.optional()),
  trialDays: z.preprocess(blankToUndefined, z.number().int().min(1).max(365).optional()),
  document: z.preprocess(blankToUndefined, Document.optional())
})
export type TenantCreate = z.infer<typeof TenantCreate>

/** `PUT /admin/tenants/{id}`: the operator's fields. */
export const TenantUpdate = z.object({
  name: Tenant.shape.name.optional(),
  plan: Plan.optional(),
  license: LicenseState.optional(),
  trialEndsAt: IsoDateTime.nullable().optional(),
  resellerId: Id.nullable().optional(),
  userCreationDisabled: z.boolean().optional(),
  timezone: TimeZone.optional(),
  storageQuotaMb: StorageQuotaMb.optional()
})
export type TenantUpdate = z.infer<typeof TenantUpdate>

/** `PUT /tenant`: what the tenant's administrator may change. */
export const TenantSettingsUpdate = TenantUpdate.pick({ userCreationDisabled: true, timezone: true })
export type TenantSettingsUpdate = z.infer<typeof TenantSettingsUpdate>

export const ResellerRecord = z.object({
  id: Id,
  name: z.string(),
  maxConnections: Limit,
  maxUsers: Limit,
  createdAt: IsoDateTime,
  usage: z.object({ tenants: z.number(), users: z.number(), connections: z.number() }).optional()
})
export type ResellerRecord = z.infer<typeof ResellerRecord>

export const ResellerCreate = z.object({
  name: z.string().trim().min(2).max(120),
  maxConnections: Limit.default(null),
  maxUsers: Limit.default(null)
})
export type ResellerCreate = z.infer<typeof ResellerCreate>

export const ResellerUpdate = z.object({
  name: ResellerCreate.shape.name.optional(),
  maxConnections: Limit.optional(),
  maxUsers: Limit.optional()
})
export type ResellerUpdate = z.infer<typeof ResellerUpdate>

export const PlanRecord = z.object({ id: Plan, name: z.string(), limits: PlanLimits })
export type PlanRecord = z.infer<typeof PlanRecord>
