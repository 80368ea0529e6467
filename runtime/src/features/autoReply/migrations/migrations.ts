/** The auto-reply feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { autoReplies } from "./001_auto_replies"

export const migrations: ReadonlyArray<Migration> = [autoReplies]
