/** Tags on a ticket (tags/migrations/003_ticket_tags.ts): the whole list is written at once. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

/** Which of these ids are tags of the tenant. */
export const tagsOfTenant = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return new Set<number>()
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM tags WHERE tenant_id = ${tenantId} AND id IN ${sql.in([...ids])}`
    return new Set(rows.map((r: any) => num(r.id)))
  })

/** Sets the ticket's tags (the caller checked the ticket and the tags are the tenant's). */
export const setTicketTags = (ticketId: number, tagIds: ReadonlyArray<number>, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM ticket_tags WHERE ticket_id = ${ticketId}`
    if (tagIds.length)
      yield* sql`INSERT INTO ticket_tags ${sql.insert(
        [...new Set(tagIds)].map((tag_id) => ({ ticket_id: ticketId, tag_id }))
      )}`
    yield* sql`UPDATE tickets SET updated_at = ${now} WHERE id = ${ticketId}`
  })
