/** The business hours feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { businessHours } from "./001_business_hours"

export const migrations: ReadonlyArray<Migration> = [businessHours]
