/** The dashboard feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { dashboard } from "./001_dashboard"

export const migrations: ReadonlyArray<Migration> = [dashboard]
