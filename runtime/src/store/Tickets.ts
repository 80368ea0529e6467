/**
 * Tickets: the list query (spec part 1 §3 filter), single reads, and the writes the ticket
 * actor makes. Reads join contact and user in the same query (no N+1).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, iso, num, numOrNull } from "./rows"

export type TicketStatus = "pending" | "open" | "closed"

export type TicketView = {
  readonly id: number
  readonly protocol: string
  readonly status: TicketStatus
  readonly contactId: number
  readonly contact: { id: number; name: string; number: string | null; email: string | null; profilePicUrl: string | null }
  readonly userId: number | null
  readonly user: { id: number; name: string } | null
  readonly queueId: number | null
  readonly channel: string
  readonly whatsappId: number
  readonly isGroup: boolean
  readonly unreadMessages: number
  readonly lastMessage: string
  readonly lastMessageAt: string
  readonly createdAt: string
  readonly updatedAt: string
}

const SELECT = `SELECT t.*, c.name AS contact_name, c.number AS contact_number, c.email AS contact_email,
  c.profile_pic_url AS contact_pic, c.external_id AS contact_external_id, u.name AS user_name, ch.type AS channel_type
  FROM tickets t JOIN contacts c ON c.id = t.contact_id LEFT JOIN users u ON u.id = t.user_id JOIN channels ch ON ch.id = t.channel_id`

export const toTicket = (r: any): TicketView => ({
  id: num(r.id),
  protocol: r.protocol,
  status: r.status,
  contactId: num(r.contact_id),
  contact: { id: num(r.contact_id), name: r.contact_name, number: r.contact_number ?? null, email: r.contact_email ?? null, profilePicUrl: r.contact_pic ?? null },
  userId: numOrNull(r.user_id),
  user: r.user_id ? { id: num(r.user_id), name: r.user_name } : null,
  queueId: numOrNull(r.queue_id),
  channel: r.channel_type,
  whatsappId: num(r.channel_id),
  isGroup: bool(r.is_group),
  unreadMessages: num(r.unread_messages),
  lastMessage: r.last_message,
  lastMessageAt: iso(r.last_message_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at)
})

export const getTicket = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(SELECT)} WHERE t.tenant_id = ${tenantId} AND t.id = ${id} AND t.deleted = 0`
    return rows.length ? { ticket: toTicket(rows[0]), externalId: String((rows[0] as any).contact_external_id) } : undefined
  })

export type ListFilter = {
  readonly tenantId: number
  readonly statuses: ReadonlyArray<TicketStatus>
  readonly pageNumber: number
  readonly pageSize: number
  readonly searchParam: string
  readonly queuesIds: ReadonlyArray<number>
  readonly includeNotQueueDefined: boolean
  readonly withUnreadMessages: boolean
  readonly isNotAssignedUser: boolean
  readonly messageContent?: string | undefined
  /** undefined: sees everything; otherwise the viewer's id and queues (own + unassigned in own queues). */
  readonly viewer?: { userId: number; queueIds: ReadonlyArray<number> } | undefined
}

export const listTickets = (f: ListFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where: Array<ReturnType<typeof sql.literal>> = [
      sql`t.tenant_id = ${f.tenantId}`,
      sql`t.deleted = 0`,
      sql`t.status IN ${sql.in(f.statuses.length ? f.statuses : ["open", "pending"])}`
    ]
    if (f.viewer) {
      const own = sql`t.user_id = ${f.viewer.userId}`
      const unassigned = f.viewer.queueIds.length
        ? sql`(t.user_id IS NULL AND (t.queue_id IS NULL OR t.queue_id IN ${sql.in(f.viewer.queueIds)}))`
        : sql`(t.user_id IS NULL AND t.queue_id IS NULL)`
      where.push(sql.or([own, unassigned]))
    }
    if (f.queuesIds.length) {
      where.push(f.includeNotQueueDefined ? sql.or([sql`t.queue_id IN ${sql.in(f.queuesIds)}`, sql`t.queue_id IS NULL`]) : sql`t.queue_id IN ${sql.in(f.queuesIds)}`)
    } else if (!f.includeNotQueueDefined) {
      where.push(sql`t.queue_id IS NOT NULL`)
    }
    if (f.withUnreadMessages) where.push(sql`t.unread_messages > 0`)
    if (f.isNotAssignedUser) where.push(sql`t.user_id IS NULL`)
    const search = f.searchParam.trim().toLowerCase()
    if (search) {
      const like = `%${search}%`
      const asId = /^\d+$/.test(search) ? Number(search) : -1
      where.push(sql.or([sql`LOWER(c.name) LIKE ${like}`, sql`c.number LIKE ${like}`, sql`t.id = ${asId}`]))
    }
    if (f.messageContent && f.messageContent.trim()) {
      where.push(sql`EXISTS (SELECT 1 FROM messages m WHERE m.ticket_id = t.id AND LOWER(m.body) LIKE ${`%${f.messageContent.trim().toLowerCase()}%`})`)
    }
    const cond = sql.and(where)
    const offset = (f.pageNumber - 1) * f.pageSize
    const rows = yield* sql`${sql.literal(SELECT)} WHERE ${cond}
      ORDER BY CASE WHEN t.unread_messages > 0 THEN 1 ELSE 0 END DESC, t.last_message_at DESC, t.id DESC
      LIMIT ${f.pageSize + 1} OFFSET ${offset}`
    const counted = yield* sql`SELECT COUNT(*) AS n FROM tickets t JOIN contacts c ON c.id = t.contact_id WHERE ${cond}`
    return {
      tickets: rows.slice(0, f.pageSize).map(toTicket),
      count: num((counted[0] as any).n),
      hasMore: rows.length > f.pageSize
    }
  })
