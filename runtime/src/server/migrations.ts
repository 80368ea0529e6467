/**
 * The one list of migrations: the platform's and each feature's (its index.ts `migrations`), which
 * the runner (platform/store/Store.ts `runMigrations`) puts in `order` and applies. A feature area
 * with tables adds its list here; live, webchat and system have none.
 */
import { migrations as auth } from "../features/auth/index"
import { migrations as autoReply } from "../features/autoReply/index"
import { migrations as businessHours } from "../features/businessHours/index"
import { migrations as chatFlows } from "../features/chatFlows/index"
import { migrations as channels } from "../features/channels/index"
import { migrations as internalChat } from "../features/internalChat/index"
import { migrations as contacts } from "../features/contacts/index"
import { migrations as dashboard } from "../features/dashboard/index"
import { migrations as messages } from "../features/messages/index"
import { migrations as notes } from "../features/notes/index"
import { migrations as push } from "../features/push/index"
import { migrations as queues } from "../features/queues/index"
import { migrations as quickMessages } from "../features/quickMessages/index"
import { migrations as reports } from "../features/reports/index"
import { migrations as settings } from "../features/settings/index"
import { migrations as tags } from "../features/tags/index"
import { migrations as tenants } from "../features/tenants/index"
import { migrations as tickets } from "../features/tickets/index"
import { migrations as typebot } from "../features/typebot/index"
import { migrations as users } from "../features/users/index"
import { type Migration, platformMigrations } from "../platform/store/migrations"
import { runMigrations } from "../platform/store/Store"

export const migrations: ReadonlyArray<Migration> = [
  platformMigrations,
  tenants,
  users,
  queues,
  tags,
  channels,
  tickets,
  messages,
  settings,
  notes,
  auth,
  push,
  quickMessages,
  contacts,
  internalChat,
  dashboard,
  reports,
  businessHours,
  autoReply,
  chatFlows,
  typebot
].flat()

/** Applies the pending migrations (at every node's start, `atende migrate`, tests); returns the ids applied. */
export const migrate = runMigrations(migrations)
