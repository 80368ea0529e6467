/** The quick messages feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { quickMessages } from "./001_quick_messages"

export const migrations: ReadonlyArray<Migration> = [quickMessages]
