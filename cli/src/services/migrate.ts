/** `atende migrate`: applies pending migrations and reports which ran. */
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { Dialect } from "@atende/runtime/platform/store/Store"
import { migrate, migrations } from "@atende/runtime/server/migrations"
import { Effect } from "effect"
import { storeLocation } from "./config"
import { runStore } from "./runStore"

export type MigrateResult = {
  readonly store: "sqlite" | "pg"
  readonly location: string
  readonly applied: ReadonlyArray<string>
  readonly total: number
}

export const migrateStore = (config: AppConfig): Promise<MigrateResult> =>
  runStore(
    config,
    Effect.gen(function* () {
      const applied = yield* migrate
      const { kind } = yield* Dialect
      return { store: kind, location: storeLocation(config), applied, total: migrations.length }
    })
  )
