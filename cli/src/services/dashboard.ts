/**
 * `atende dashboard rebuild`, on the store directly: the dashboard's aggregates of one tenant (or
 * of every tenant) built again from the history (features/dashboard `rebuildDashboard`, what the
 * nodes' back-fill timer runs), for an operator after writing tickets behind the product's back
 * (a repair, an import by SQL). Safe while nodes run: the rebuild holds the aggregates' writers off
 * for its transaction.
 */
import { rebuildDashboard } from "@atende/runtime/features/dashboard/index"
import { getTenant, listTenants } from "@atende/runtime/features/tenants/index"
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { AppError } from "@atende/runtime/platform/http/AppError"
import { Effect } from "effect"
import { runWithStore } from "./runStore"

export type RebuiltTenant = { readonly tenantId: number; readonly name: string; readonly rows: number }
export type RebuildSummary = { readonly tenants: ReadonlyArray<RebuiltTenant>; readonly seconds: number }

export const rebuildDashboards = async (
  config: AppConfig,
  tenantId: number | undefined,
  progress?: (done: number, total: number) => void
): Promise<RebuildSummary> => {
  const started = performance.now()
  const tenants = await runWithStore(
    config,
    Effect.gen(function* () {
      if (tenantId === undefined) return (yield* listTenants).map((t) => ({ id: t.id, name: t.name }))
      const tenant = yield* getTenant(tenantId)
      if (!tenant) return yield* new AppError({ code: "ERR_NO_TENANT_FOUND" })
      return [{ id: tenant.id, name: tenant.name }]
    })
  )
  const done: Array<RebuiltTenant> = []
  for (const t of tenants) {
    progress?.(done.length, tenants.length)
    const rows = await runWithStore(config, rebuildDashboard(t.id))
    done.push({ tenantId: t.id, name: t.name, rows })
  }
  progress?.(done.length, tenants.length)
  return { tenants: done, seconds: (performance.now() - started) / 1000 }
}
