/** The reports feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { reports } from "./001_reports"

export const migrations: ReadonlyArray<Migration> = [reports]
