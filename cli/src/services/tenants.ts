/**
 * `atende tenant create|list|show|suspend|plan`. Create provisions in one transaction (a taken
 * admin e-mail or a reseller at its limit leaves no half-made tenant behind) and prints the
 * administrator's first-login link (when no password was given); suspend blocks the licence
 * (login refused, sessions cut).
 */
import { TenantCreate, type TenantRecord } from "@atende/core/contracts/tenants"
import { Plan } from "@atende/core/tenant/tenant"
import {
  changeTenant,
  showTenant,
  tenantRecord,
  createTenantWithAdmin,
  listTenants as allTenants
} from "@atende/runtime/features/tenants/index"
import { publicBaseUrl, type AppConfig } from "@atende/runtime/platform/config/Config"
import { Effect } from "effect"
import type { z } from "zod"
import { runWithStore } from "./runStore"
import { validate } from "./validate"

export type TenantCreateInput = z.input<typeof TenantCreate>
export type TenantCreated = Effect.Effect.Success<ReturnType<typeof createTenantWithAdmin>>

export const createTenant = async (config: AppConfig, raw: TenantCreateInput): Promise<TenantCreated> =>
  runWithStore(config, createTenantWithAdmin(validate(TenantCreate, raw), publicBaseUrl(config)))

export const listTenants = async (
  config: AppConfig,
  filter: { resellerId?: number | undefined }
): Promise<{ tenants: Array<TenantRecord> }> => {
  const rows = await runWithStore(config, allTenants)
  return {
    tenants: rows
      .filter((t) => filter.resellerId === undefined || t.resellerId === filter.resellerId)
      .map((t) => tenantRecord(t))
  }
}

export const getTenant = async (config: AppConfig, id: number): Promise<{ tenant: TenantRecord }> => ({
  tenant: await runWithStore(config, showTenant(id))
})

export const suspendTenant = async (
  config: AppConfig,
  id: number,
  lift: boolean
): Promise<{ tenant: TenantRecord }> => {
  const { tenant } = await runWithStore(config, changeTenant(id, { license: lift ? "valid" : "blocked" }))
  return { tenant }
}

export type PlanChanged = { tenant: TenantRecord; violations: ReadonlyArray<string> }

export const setTenantPlan = async (config: AppConfig, id: number, plan: string): Promise<PlanChanged> =>
  runWithStore(
    config,
    Effect.suspend(() => changeTenant(id, { plan: validate(Plan, plan) }))
  )
