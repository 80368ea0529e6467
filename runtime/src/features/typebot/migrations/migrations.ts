/** The Typebot feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { typebots } from "./001_typebots"

export const migrations: ReadonlyArray<Migration> = [typebots]
