/** Tenants: plan, licence, trial, reseller, the tenant's own access settings, and usage counts. */
import type { LicenseState, Plan } from "@atende/core/tenant/tenant"
import type { Usage } from "@atende/core/rules/plans"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { nameAndIdConditions, selectPage, type NameFilter, type PageRequest } from "../../../platform/store/listPage"
import { Dialect } from "../../../platform/store/Store"
import { bool, iso, num, numOrNull } from "../../../platform/store/rows"

/** The platform's own tenant (the first one): its flagged administrators are platform operators. */
export const PLATFORM_TENANT_ID = 1

export type TenantRow = {
  readonly id: number
  readonly name: string
  readonly status: string
  readonly plan: Plan
  readonly license: LicenseState
  /** Epoch ms; null when not on trial. */
  readonly trialEndsAt: number | null
  readonly resellerId: number | null
  readonly userCreationDisabled: boolean
  readonly document: string | null
  readonly timezone: string
  /** Contracted storage in MB; null = unlimited. */
  readonly storageQuotaMb: number | null
  readonly createdAt: string
}

export const toTenant = (r: any): TenantRow => ({
  id: num(r.id),
  name: r.name,
  status: r.status,
  plan: r.plan,
  license: r.license ?? "valid",
  trialEndsAt: numOrNull(r.trial_ends_at),
  resellerId: numOrNull(r.reseller_id),
  userCreationDisabled: bool(r.user_creation_disabled),
  document: r.document ?? null,
  timezone: r.timezone ?? "America/Sao_Paulo",
  storageQuotaMb: numOrNull(r.storage_quota_mb),
  createdAt: iso(r.created_at)
})

export type NewTenantOptions = {
  readonly license?: LicenseState
  readonly trialEndsAt?: number | null
  readonly resellerId?: number | null
  readonly document?: string | null
  readonly termsAcceptedAt?: number | null
}

/** A new tenant, created now. */
export const insertTenant = (name: string, plan: Plan, o: NewTenantOptions = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`INSERT INTO tenants (name, status, plan, event_seq, created_at, license, trial_ends_at, reseller_id,
        document, terms_accepted_at)
      VALUES (${name}, ${"active"}, ${plan}, ${0}, ${yield* nowMillis}, ${o.license ?? "valid"},
        ${o.trialEndsAt ?? null}, ${o.resellerId ?? null}, ${o.document ?? null}, ${o.termsAcceptedAt ?? null})
      RETURNING *`
    return toTenant(rows[0])
  })

/** The tenant, or undefined. */
export const getTenant = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM tenants WHERE id = ${id}`
    return rows.length ? toTenant(rows[0]) : undefined
  })

/** Every tenant, by id. */
export const listTenants = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql`SELECT * FROM tenants ORDER BY id`
  return rows.map(toTenant)
})

/** The operator's filters of the tenants list: name text, ids, plan, licence, reseller (null: none). */
export type TenantFilter = NameFilter & {
  readonly plan?: string | undefined
  readonly license?: string | undefined
  readonly resellerId?: number | null | undefined
}

/** One page of the tenants for the operator's console, and how many match. */
export const tenantsPage = (filter: TenantFilter, page: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where: Array<Statement.Fragment> = [sql`1 = 1`, ...nameAndIdConditions(sql, filter)]
    if (filter.plan !== undefined) where.push(sql`plan = ${filter.plan}`)
    if (filter.license !== undefined) where.push(sql`license = ${filter.license}`)
    if (filter.resellerId !== undefined)
      where.push(filter.resellerId === null ? sql`reseller_id IS NULL` : sql`reseller_id = ${filter.resellerId}`)
    const { rows, total } = yield* selectPage("tenants", where, page)
    return { rows: rows.map(toTenant), total }
  })

/** How many tenants the store has. */
export const tenantCount = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return num(((yield* sql`SELECT COUNT(*) AS n FROM tenants`)[0] as any).n)
})

/**
 * Postgres: holds the seeding lock for the rest of the transaction (nodes starting together seed
 * once); SQLite has one writer.
 */
export const lockSeeding = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const { kind } = yield* Dialect
  if (kind === "pg") yield* sql`SELECT pg_advisory_xact_lock(727275)`
})

export type TenantPatch = Partial<
  Pick<
    TenantRow,
    "name" | "plan" | "license" | "trialEndsAt" | "resellerId" | "userCreationDisabled" | "timezone" | "storageQuotaMb"
  >
>

/** Writes the patch over the tenant's row; undefined when there is no such tenant. */
export const updateTenantRow = (id: number, p: TenantPatch) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const t = yield* getTenant(id)
    if (!t) return undefined
    const next = { ...t, ...p }
    yield* sql`UPDATE tenants SET name = ${next.name}, plan = ${next.plan}, license = ${next.license},
      trial_ends_at = ${next.trialEndsAt}, reseller_id = ${next.resellerId},
      user_creation_disabled = ${next.userCreationDisabled ? 1 : 0}, timezone = ${next.timezone},
      storage_quota_mb = ${next.storageQuotaMb}
      WHERE id = ${id}`
    return next
  })

/**
 * Takes the tenant's row lock for the rest of the transaction (a write on both dialects), so
 * limit checks and the insert they guard run one at a time per tenant, whoever calls.
 */
export const lockTenant = (id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE tenants SET plan = plan WHERE id = ${id}`)

const count = (rows: ReadonlyArray<unknown>) => num((rows[0] as any)?.n)

/** Records counted against plan limits (chat flows belong to another area; 0 until they exist). */
export const tenantUsage = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const users = count(
      yield* sql`SELECT COUNT(*) AS n FROM users WHERE tenant_id = ${tenantId} AND deleted_at IS NULL`
    )
    const queues = count(yield* sql`SELECT COUNT(*) AS n FROM queues WHERE tenant_id = ${tenantId} AND active = 1`)
    const connections = count(
      yield* sql`SELECT COUNT(*) AS n FROM channels WHERE tenant_id = ${tenantId} AND deleted_at IS NULL`
    )
    return { users, queues, chatFlows: 0, connections } satisfies Usage
  })
