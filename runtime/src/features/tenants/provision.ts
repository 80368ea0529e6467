/**
 * Provisioning shared by first start, self-registration, the CLI, the operator's console and
 * resellers' scripts: a tenant with its first administrator, a default queue and a web-chat
 * channel, in one transaction (a taken e-mail or a reseller at its limit leaves nothing behind).
 * The first tenant an operator provisions on an empty store is the platform's own: its first
 * administrator is the platform operator (runtime/api/access.md "Platform operator").
 */
import type { TenantCreate } from "@atende/core/contracts/tenants"
import type { LicenseState, Plan } from "@atende/core/tenant/tenant"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { randomBytes } from "node:crypto"
import { ensureCanAdd } from "./actor/limits"
import { tenantRecord } from "./actor/tenants"
import { createUserHashed } from "../users/index"
import { hashPassword } from "../../platform/session/password"
import { createPasswordLink, resetLink } from "../../platform/session/resetTokens"
import { AppError } from "../../platform/http/AppError"
import { insertChannel } from "../channels/index"
import { insertQueue } from "../queues/index"
import { nowMillis } from "../../platform/clock/index"
import { insertSecretIfAbsent } from "../../platform/secrets/store/Secrets"
import { getReseller } from "./store/Resellers"
import { insertTenant, lockSeeding, PLATFORM_TENANT_ID, tenantCount } from "./store/Tenants"

export const generatePassword = () => {
  // letters and digits only, with at least one upper, lower and digit (spec part 1 §5)
  const raw = randomBytes(12)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
  return `Ab1${raw}`.slice(0, 14)
}

export type ProvisionInput = {
  readonly name: string
  readonly plan: Plan
  readonly adminName: string
  readonly adminEmail: string
  readonly adminPassword: string
  readonly adminPhone?: string | null | undefined
  readonly resellerId?: number | null | undefined
  /** Epoch ms when a trial ends; absent for a full licence. */
  readonly trialEndsAt?: number | null | undefined
  readonly license?: LicenseState | undefined
  readonly document?: string | null | undefined
  readonly termsAcceptedAt?: number | null | undefined
  /**
   * Operators' provisioning (first start, CLI, console): when this makes tenant 1, the platform's
   * own, without a reseller, its administrator is the platform operator. Self-registration never is.
   */
  readonly operatorIfFirst?: boolean | undefined
}

export const provisionTenant = (input: ProvisionInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const passwordHash = yield* Effect.promise(() => hashPassword(input.adminPassword))
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        if (input.resellerId != null && !(yield* getReseller(input.resellerId)))
          return yield* new AppError({
            code: "ERR_VALIDATION",
            extra: { issues: [{ field: "resellerId", message: "Unknown reseller" }] }
          })
        const tenant = yield* insertTenant(input.name, input.plan, input)
        const queueId = (yield* insertQueue(tenant.id, "Atendimento", true)).id
        const admin = yield* createUserHashed(
          tenant.id,
          {
            name: input.adminName,
            email: input.adminEmail,
            password: "",
            phoneNumber: input.adminPhone,
            profile: "admin",
            queueIds: [queueId]
          },
          passwordHash,
          {
            platformOperator:
              input.operatorIfFirst === true && tenant.id === PLATFORM_TENANT_ID && input.resellerId == null
          }
        )
        yield* ensureCanAdd(tenant.id, "connections")
        // the widget's fields at their defaults: an empty title shows the visitor's language's (widget.js)
        const channel = yield* insertChannel(tenant.id, "webchat", `Web chat ${tenant.name} #${tenant.id}`, {
          headerColor: "#0b6e4f"
        })
        return { tenant, admin, queueId, channel }
      })
    )
  })

const DAY_MS = 86_400_000

/**
 * The operator's and resellers' tenant creation (console, CLI): a generated password when none
 * is given (shown once), an optional trial, and, only when no password was given, a first-login
 * link (72 hours, used once) with which the administrator sets their own password. A given
 * password is the way in: no link is made that would be a second one (`firstLoginUrl` null).
 */
export const createTenantWithAdmin = (input: TenantCreate, baseUrl: string) =>
  Effect.gen(function* () {
    const password = input.adminPassword ?? generatePassword()
    const now = yield* nowMillis
    const trialEndsAt = input.trialDays ? now + input.trialDays * DAY_MS : null
    const created = yield* provisionTenant({ ...input, adminPassword: password, trialEndsAt, operatorIfFirst: true })
    const link =
      input.adminPassword === undefined
        ? yield* createPasswordLink(created.admin.id, created.tenant.id, "firstLogin")
        : undefined
    const base = baseUrl.replace(/\/+$/, "")
    return {
      tenant: tenantRecord(created.tenant, now),
      admin: {
        id: created.admin.id,
        name: created.admin.name,
        email: created.admin.email,
        profile: created.admin.profile
      },
      adminPassword: input.adminPassword === undefined ? password : null,
      queueId: created.queueId,
      channel: {
        id: created.channel.id,
        type: created.channel.type,
        name: created.channel.name,
        token: created.channel.token
      },
      loginUrl: `${base}/#/login`,
      firstLoginUrl: link ? resetLink(base, link.token) : null,
      widgetSnippet: `<script src="${base}/webchat/widget.js" data-token="${created.channel.token}" async></script>`
    }
  })

/** On a store with no tenant: the demo tenant and its administrator admin@atende.local. */
export const ensureDemo = (adminPassword: string | undefined) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(seedDemo(adminPassword)))

/** Several nodes may start together on an empty store: an advisory lock (Postgres) lets one seed. */
const seedDemo = (adminPassword: string | undefined) =>
  Effect.gen(function* () {
    yield* lockSeeding
    if ((yield* tenantCount) > 0) return undefined
    const password = adminPassword ?? generatePassword()
    const created = yield* provisionTenant({
      name: "Demo",
      plan: "enterprise",
      adminName: "Administrador",
      adminEmail: "admin@atende.local",
      adminPassword: password,
      operatorIfFirst: true
    })
    yield* insertSecretIfAbsent("demo_tenant", String(created.tenant.id))
    return { ...created, password, generated: adminPassword === undefined }
  })
