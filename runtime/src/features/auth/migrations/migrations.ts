/** The auth feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { access } from "./001_access"
import { accessLimits } from "./002_access_limits"

export const migrations: ReadonlyArray<Migration> = [access, accessLimits]
