/** The notes feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { notes } from "./001_notes"
import { tenantList } from "./002_tenant_list"

export const migrations: ReadonlyArray<Migration> = [notes, tenantList]
