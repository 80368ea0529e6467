/**
 * `atende tenant create`: a tenant with its first administrator, default queue and web-chat
 * channel, in one transaction (a taken admin e-mail leaves no half-made tenant behind).
 */
import { UserCreate } from "@atende/core/contracts/users"
import { Plan, Tenant } from "@atende/core/tenant/tenant"
import type { AppConfig } from "@atende/runtime/config/Config"
import { generatePassword, provisionTenant } from "@atende/runtime/server/provision"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { z } from "zod"
import { publicBaseUrl } from "./config"
import { runWithStore } from "./runStore"
import { validate } from "./validate"

const TenantCreateInput = z.object({
  name: Tenant.shape.name,
  plan: Plan.default("free"),
  adminName: UserCreate.shape.name.default("Administrador"),
  adminEmail: UserCreate.shape.email,
  adminPassword: UserCreate.shape.password.optional()
})
export type TenantCreateInput = z.input<typeof TenantCreateInput>

export type TenantCreated = {
  readonly tenant: { readonly id: number; readonly name: string; readonly plan: string }
  readonly admin: { readonly id: number; readonly name: string; readonly email: string; readonly profile: string }
  /** Only when it was generated here: shown this once, stored only as a hash. */
  readonly adminPassword: string | null
  readonly queueId: number
  readonly channel: { readonly id: number; readonly type: string; readonly name: string; readonly token: string }
  readonly loginUrl: string
  readonly widgetSnippet: string
}

export const createTenant = async (config: AppConfig, raw: TenantCreateInput): Promise<TenantCreated> => {
  const input = validate(TenantCreateInput, raw)
  const password = input.adminPassword ?? generatePassword()
  const created = await runWithStore(
    config,
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql.withTransaction(provisionTenant({ name: input.name, plan: input.plan, adminName: input.adminName, adminEmail: input.adminEmail, adminPassword: password }))
    )
  )
  const base = publicBaseUrl(config)
  const { tenant, admin, channel } = created
  return {
    tenant: { id: tenant.id, name: tenant.name, plan: tenant.plan },
    admin: { id: admin.id, name: admin.name, email: admin.email, profile: admin.profile },
    adminPassword: input.adminPassword === undefined ? password : null,
    queueId: created.queueId,
    channel: { id: channel.id, type: channel.type, name: channel.name, token: channel.token },
    loginUrl: `${base}/#/login`,
    widgetSnippet: `<script src="${base}/webchat/widget.js" data-token="${channel.token}" async></script>`
  }
}
