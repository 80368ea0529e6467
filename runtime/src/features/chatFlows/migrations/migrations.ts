/** The chat flows feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { chatFlows } from "./001_chat_flows"
import { botSessions } from "./002_bot_sessions"

export const migrations: ReadonlyArray<Migration> = [chatFlows, botSessions]
