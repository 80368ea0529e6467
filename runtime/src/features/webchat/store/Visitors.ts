/** Web-chat visitors as the store knows them: the contact a visitor of a channel became. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

/**
 * The contact id of the channel's visitor (or of the contact it was merged into), or undefined
 * before their first message.
 */
export const visitorContactId = (tenantId: number, channelId: number, visitor: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.map(
      sql`SELECT COALESCE(
        (SELECT id FROM contacts
          WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND external_id = ${visitor}),
        (SELECT contact_id FROM contact_identities
          WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND external_id = ${visitor})) AS id`,
      (r) => (r.length && (r[0] as any).id !== null ? num((r[0] as any).id) : undefined)
    )
  )
