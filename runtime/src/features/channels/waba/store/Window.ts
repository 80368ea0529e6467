/**
 * The customer-service window of a Cloud API conversation: when the customer last wrote on this
 * channel (the conversation's tickets, whatever contact they were merged into).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Epoch ms of the customer's last message in the conversation, or undefined when there is none. */
export const lastCustomerMessageAt = (tenantId: number, channelId: number, externalId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT MAX(m.created_at) AS at FROM tickets t JOIN messages m ON m.ticket_id = t.id
      WHERE t.tenant_id = ${tenantId} AND t.channel_id = ${channelId} AND m.from_me = 0
        AND t.contact_id IN (
          SELECT contact_id FROM contact_identities
            WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND external_id = ${externalId}
          UNION
          SELECT id FROM contacts
            WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND external_id = ${externalId}
        )`
    const at = (rows[0] as { at?: unknown } | undefined)?.at
    return at === null || at === undefined ? undefined : Number(at)
  })
