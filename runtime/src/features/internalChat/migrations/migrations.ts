/** The internal chat's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { internalChat } from "./001_internal_chat"

export const migrations: ReadonlyArray<Migration> = [internalChat]
