/** The settings feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { workspace } from "./001_workspace"

export const migrations: ReadonlyArray<Migration> = [workspace]
