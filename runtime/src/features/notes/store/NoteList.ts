/**
 * Notes of attendance (`GET /notes`): the tenant's notes on the tickets a viewer may see (the same
 * visibility slices as the ticket list, as SQL on the note's ticket), newest first (created_at,
 * then id), by author, contact, period and text, one keyset page at a time. Served by the indexes
 * of notes/002_tenant_list: (tenant, created_at, id) and (tenant, author, created_at, id).
 */
import type { NoteListItem } from "@atende/core/contracts/notes"
import type { TicketStatus } from "@atende/core/ticket/ticket"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { iso, num } from "../../../platform/store/rows"
import { sliceSql, type slicesOf } from "../../tickets/index"

export type NoteCursor = { readonly at: number; readonly id: number }

export type NoteListFilter = {
  readonly tenantId: number
  readonly userId?: number | undefined
  readonly contactId?: number | undefined
  /** Epoch ms, inclusive. */
  readonly from?: number | undefined
  /** Epoch ms, exclusive. */
  readonly until?: number | undefined
  /** Text the note contains, any case ("" for every note). */
  readonly search: string
  /** The last note of the previous page. */
  readonly cursor?: NoteCursor | undefined
  readonly size: number
  /** The viewer's visibility slices, or "all". */
  readonly slices: ReturnType<typeof slicesOf>
}

const SELECT = `SELECT n.id, n.ticket_id, n.user_id, n.body, n.created_at, u.name AS user_name,
  t.protocol, t.status, t.contact_id, c.name AS contact_name, c.number AS contact_number, c.email AS contact_email
  FROM ticket_notes n
  JOIN tickets t ON t.id = n.ticket_id AND t.tenant_id = n.tenant_id
  JOIN contacts c ON c.id = t.contact_id AND c.tenant_id = n.tenant_id
  LEFT JOIN users u ON u.id = n.user_id AND u.tenant_id = n.tenant_id`

const toItem = (r: any): NoteListItem => ({
  id: num(r.id),
  ticketId: num(r.ticket_id),
  body: String(r.body),
  createdAt: iso(r.created_at),
  user: { id: num(r.user_id), name: r.user_name ?? "" },
  ticket: { id: num(r.ticket_id), protocol: String(r.protocol), status: r.status as TicketStatus },
  contact: {
    id: num(r.contact_id),
    name: r.contact_name ?? "",
    number: r.contact_number ?? null,
    email: r.contact_email ?? null
  }
})

/** `%`, `_` and the escape character itself match literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** One page of the notes matching the filter, and the cursor of the next page (null on the last). */
export const listTenantNotes = (f: NoteListFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where: Array<Statement.Fragment> = [sql`n.tenant_id = ${f.tenantId}`, sql`t.deleted = 0`]
    if (f.userId !== undefined) where.push(sql`n.user_id = ${f.userId}`)
    if (f.contactId !== undefined) where.push(sql`t.contact_id = ${f.contactId}`)
    if (f.from !== undefined) where.push(sql`n.created_at >= ${f.from}`)
    if (f.until !== undefined) where.push(sql`n.created_at < ${f.until}`)
    if (f.search) where.push(sql`LOWER(n.body) LIKE ${likePattern(f.search)} ESCAPE '\\'`)
    if (f.cursor) where.push(sql`(n.created_at, n.id) < (${f.cursor.at}, ${f.cursor.id})`)
    if (f.slices !== "all")
      where.push(f.slices.length ? sql.or(f.slices.map((s) => sql.and(sliceSql(sql, s)))) : sql`1=0`)
    const rows = yield* sql`${sql.literal(SELECT)} WHERE ${sql.and(where)}
      ORDER BY n.created_at DESC, n.id DESC LIMIT ${f.size + 1}`
    const page = rows.slice(0, f.size) as Array<any>
    const last = page[page.length - 1]
    const hasMore = rows.length > f.size
    return {
      notes: page.map(toItem),
      hasMore,
      nextCursor: hasMore && last ? encodeNoteCursor({ at: num(last.created_at), id: num(last.id) }) : null
    }
  })

export const encodeNoteCursor = (c: NoteCursor) => Buffer.from(`n.${c.at}.${c.id}`).toString("base64url")

export const decodeNoteCursor = (raw: string): NoteCursor | undefined => {
  const m = /^n\.(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(raw, "base64url").toString())
  return m && Number(m[2]) <= 2_147_483_647 ? { at: Number(m[1]), id: Number(m[2]) } : undefined
}
