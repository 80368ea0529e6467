/** `atende reseller create|list`: resellers and their contracted limits, with current use. */
import { ResellerCreate, type ResellerRecord } from "@atende/core/contracts/tenants"
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { createReseller, withUsage, toReseller } from "@atende/runtime/features/tenants/index"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { z } from "zod"
import { runWithStore } from "./runStore"
import { validate } from "./validate"

export type ResellerCreateInput = z.input<typeof ResellerCreate>

export const createResellerCli = async (
  config: AppConfig,
  raw: ResellerCreateInput
): Promise<{ reseller: ResellerRecord }> => {
  const input = validate(ResellerCreate, raw)
  return { reseller: await runWithStore(config, createReseller(input)) }
}

export const listResellers = async (config: AppConfig): Promise<{ resellers: Array<ResellerRecord> }> => ({
  resellers: await runWithStore(
    config,
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.flatMap(sql`SELECT * FROM resellers ORDER BY id`, (rows) =>
        Effect.forEach(rows.map(toReseller), withUsage)
      )
    )
  )
})
