/** The tags feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { foundation } from "./001_foundation"
import { workspace } from "./002_workspace"
import { ticketTags } from "./003_ticket_tags"

export const migrations: ReadonlyArray<Migration> = [foundation, workspace, ticketTags]
