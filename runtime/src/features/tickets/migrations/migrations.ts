/** The tickets feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { foundation } from "./001_foundation"
import { workspace } from "./002_workspace"
import { search } from "./003_search"
import { surveys } from "./004_surveys"

export const migrations: ReadonlyArray<Migration> = [foundation, workspace, search, surveys]
