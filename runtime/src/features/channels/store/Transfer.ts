/**
 * Moving a channel's open and pending conversations to another channel of the tenant
 * (`POST /channels/{id}/transfer`), in the caller's transaction. A conversation is keyed by channel
 * and the customer's address there (`<channelId>:<externalId>`, the ticket actor's key), so a
 * moved ticket's conversation becomes destination + the same address: the contact is recorded as
 * that address on the destination (`contact_identities`, as a merge records one), so the
 * customer's next message there finds the moved ticket. A ticket stays where it is when the
 * destination knows that address as another contact (ERR_DUPLICATED_CONTACT) or already has the
 * contact's open or pending ticket (ERR_OTHER_OPEN_TICKET). These statements read and write the
 * tickets' and contacts' tables (ARCHITECTURE.md "Not there yet": repositories reading other areas' tables).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num, numOrNull } from "../../../platform/store/rows"

/** The conversation's address on the ticket's channel (as the tickets' store computes it). */
const EXTERNAL_ID = `COALESCE(CASE WHEN c.channel_id = t.channel_id THEN c.external_id END,
  (SELECT i.external_id FROM contact_identities i WHERE i.contact_id = t.contact_id AND i.channel_id = t.channel_id
    ORDER BY i.id DESC LIMIT 1), c.external_id)`

export type TransferOutcome = {
  readonly moved: ReadonlyArray<number>
  readonly skipped: ReadonlyArray<{ readonly ticketId: number; readonly error: string }>
}

export const moveActiveTickets = (tenantId: number, fromId: number, toId: number, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const tickets = yield* sql`SELECT t.id, t.contact_id, ${sql.literal(EXTERNAL_ID)} AS external_id
      FROM tickets t JOIN contacts c ON c.id = t.contact_id
      WHERE t.tenant_id = ${tenantId} AND t.channel_id = ${fromId} AND t.deleted = 0
        AND t.status IN ('open', 'pending')
      ORDER BY t.id`
    const moved: Array<number> = []
    const skipped: Array<{ ticketId: number; error: string }> = []
    for (const r of tickets as ReadonlyArray<any>) {
      const ticketId = num(r.id)
      const contactId = num(r.contact_id)
      const externalId = r.external_id === null || r.external_id === undefined ? null : String(r.external_id)
      if (externalId !== null) {
        const known = yield* sql`SELECT COALESCE(
            (SELECT id FROM contacts
              WHERE tenant_id = ${tenantId} AND channel_id = ${toId} AND external_id = ${externalId}),
            (SELECT contact_id FROM contact_identities
              WHERE tenant_id = ${tenantId} AND channel_id = ${toId} AND external_id = ${externalId})) AS contact_id`
        const there = numOrNull((known[0] as any)?.contact_id)
        if (there !== null && there !== contactId) {
          skipped.push({ ticketId, error: "ERR_DUPLICATED_CONTACT" })
          continue
        }
        const active = yield* sql`SELECT id FROM tickets WHERE tenant_id = ${tenantId} AND channel_id = ${toId}
          AND contact_id = ${contactId} AND deleted = 0 AND status IN ('open', 'pending') LIMIT 1`
        if (active.length) {
          skipped.push({ ticketId, error: "ERR_OTHER_OPEN_TICKET" })
          continue
        }
        if (there === null)
          yield* sql`INSERT INTO contact_identities
              (tenant_id, contact_id, channel_id, external_id, merge_id, created_at)
            VALUES (${tenantId}, ${contactId}, ${toId}, ${externalId}, ${null}, ${now})`
      }
      const updated = yield* sql`UPDATE tickets SET channel_id = ${toId}, updated_at = ${now}
        WHERE id = ${ticketId} AND tenant_id = ${tenantId} AND channel_id = ${fromId} RETURNING id`
      if (updated.length) moved.push(ticketId)
    }
    return { moved, skipped } satisfies TransferOutcome
  })
