/** The tenants feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { foundation } from "./001_foundation"
import { access } from "./002_access"
import { storageQuota } from "./003_storage_quota"

export const migrations: ReadonlyArray<Migration> = [foundation, access, storageQuota]
