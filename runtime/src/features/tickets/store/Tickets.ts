/**
 * Tickets: the ticket as the API shows it, single reads, and the lookups the actor and the mass
 * actions make (the list query is TicketList.ts; writes are TicketWrites.ts).
 * Reads join contact, user, queue and channel in the same query, with the contact's wallet owners
 * as one aggregated column (string_agg: Postgres, and SQLite since 3.44). The SLA class is
 * computed at read time from the tenant thresholds.
 */
import type { ChannelType } from "@atende/core/channel/channel"
import { defaultSettings } from "@atende/core/contracts/settings"
import { slaClass, type SlaClass, type SlaThresholds } from "@atende/core/rules/sla"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { bool, iso, num, numOrNull } from "../../../platform/store/rows"

export type TicketStatus = "pending" | "open" | "closed"

export type TicketView = {
  readonly id: number
  readonly protocol: string
  readonly status: TicketStatus
  readonly contactId: number
  readonly contact: { id: number; name: string; number: string; email: string | null; profilePicUrl: string | null }
  readonly userId: number | null
  readonly user: { id: number; name: string } | null
  readonly queueId: number | null
  readonly queue: { id: number; name: string } | null
  readonly originQueueId: number | null
  readonly channel: ChannelType
  readonly whatsappId: number
  readonly isGroup: boolean
  readonly chatbot: boolean
  readonly audioTranscription: boolean
  readonly walletUserIds: ReadonlyArray<number>
  readonly tagIds: ReadonlyArray<number>
  readonly unreadMessages: number
  readonly lastMessage: string
  readonly lastMessageAt: string
  readonly waitingSince: string | null
  readonly sla: SlaClass
  readonly openedAt: string | null
  readonly closedAt: string | null
  readonly createdAt: string
  readonly updatedAt: string
}

/**
 * The external id of a ticket's conversation: its contact's own, or, for a contact that other
 * contacts were merged into, the identity it took over on the ticket's channel
 * (contacts/migrations/003_merges.ts).
 */
export const CONVERSATION_EXTERNAL_ID = `COALESCE(CASE WHEN c.channel_id = t.channel_id THEN c.external_id END,
  (SELECT i.external_id FROM contact_identities i WHERE i.contact_id = t.contact_id AND i.channel_id = t.channel_id
    ORDER BY i.id DESC LIMIT 1), c.external_id)`

export const TICKET_SELECT = `SELECT t.*, c.name AS contact_name, c.number AS contact_number, c.email AS contact_email,
  c.profile_pic_url AS contact_pic, ${CONVERSATION_EXTERNAL_ID} AS contact_external_id,
  u.name AS user_name, q.name AS queue_name,
  ch.type AS channel_type,
  (SELECT string_agg(CAST(w.user_id AS TEXT), ',' ORDER BY w.user_id) FROM contact_wallets w
    WHERE w.contact_id = t.contact_id) AS wallet_ids,
  (SELECT string_agg(CAST(tt.tag_id AS TEXT), ',' ORDER BY tt.tag_id) FROM ticket_tags tt
    WHERE tt.ticket_id = t.id) AS tag_ids
  FROM tickets t JOIN contacts c ON c.id = t.contact_id LEFT JOIN users u ON u.id = t.user_id
  LEFT JOIN queues q ON q.id = t.queue_id JOIN channels ch ON ch.id = t.channel_id`

const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : iso(v))

/** A comma-separated list of ids (string_agg) as numbers. */
const walletIds = (v: unknown): ReadonlyArray<number> => (typeof v === "string" && v ? v.split(",").map(Number) : [])

/** A row of TICKET_SELECT as the API shows it; `now` (epoch ms) gives the SLA class. */
export const toTicket = (r: any, sla: SlaThresholds = defaultSettings, now: number): TicketView => ({
  id: num(r.id),
  protocol: r.protocol,
  status: r.status,
  contactId: num(r.contact_id),
  contact: {
    id: num(r.contact_id),
    name: r.contact_name,
    number: r.contact_number ?? "",
    email: r.contact_email ?? null,
    profilePicUrl: r.contact_pic ?? null
  },
  userId: numOrNull(r.user_id),
  user: r.user_id ? { id: num(r.user_id), name: r.user_name } : null,
  queueId: numOrNull(r.queue_id),
  queue: r.queue_id ? { id: num(r.queue_id), name: r.queue_name } : null,
  originQueueId: numOrNull(r.origin_queue_id),
  channel: r.channel_type,
  whatsappId: num(r.channel_id),
  isGroup: bool(r.is_group),
  chatbot: bool(r.chatbot),
  audioTranscription: bool(r.audio_transcription),
  walletUserIds: walletIds(r.wallet_ids),
  tagIds: walletIds(r.tag_ids),
  unreadMessages: num(r.unread_messages),
  lastMessage: r.last_message,
  lastMessageAt: iso(r.last_message_at),
  waitingSince: isoOrNull(r.waiting_since),
  sla: slaClass(numOrNull(r.waiting_since), now, sla),
  openedAt: isoOrNull(r.opened_at),
  closedAt: isoOrNull(r.closed_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at)
})

/** Full views of the given ids, in the given order; unknown ids are left out. */
export const ticketsByIds = (tenantId: number, ids: ReadonlyArray<number>, sla?: SlaThresholds) =>
  Effect.gen(function* () {
    if (!ids.length) return []
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(TICKET_SELECT)}
      WHERE t.tenant_id = ${tenantId} AND t.id IN ${sql.in(ids)} AND t.deleted = 0`
    const now = yield* nowMillis
    const byId = new Map(rows.map((r: any) => [num(r.id), toTicket(r, sla, now)]))
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
  })

/** One ticket's view and its contact's external id, unless it is gone or another tenant's. */
export const getTicket = (tenantId: number, id: number, sla?: SlaThresholds) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`${sql.literal(TICKET_SELECT)} WHERE t.tenant_id = ${tenantId} AND t.id = ${id} AND t.deleted = 0`
    if (!rows.length) return undefined
    const r = rows[0] as any
    return { ticket: toTicket(r, sla, yield* nowMillis), externalId: String(r.contact_external_id) }
  })

/** The contact's open or pending ticket (the latest), other than `exceptId`, if any. */
export const activeTicketId = (tenantId: number, contactId: number, exceptId = -1) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      yield* sql`SELECT id FROM tickets WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} AND deleted = 0
      AND status IN ('open', 'pending') AND id <> ${exceptId} ORDER BY id DESC LIMIT 1`
    return rows.length ? num((rows[0] as any).id) : undefined
  })

/** The conversation's latest ticket closed at or after `since` (one a new message may reopen), if any. */
export const recentlyClosedTicketId = (tenantId: number, contactId: number, channelId: number, since: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM tickets
      WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} AND channel_id = ${channelId}
      AND deleted = 0 AND status = 'closed' AND closed_at >= ${since} ORDER BY closed_at DESC, id DESC LIMIT 1`
    return rows.length ? num((rows[0] as any).id) : undefined
  })

/** Tickets of a user (or else of a queue) in the given statuses, with their conversations' keys, by id. */
export const ticketsOfOrigin = (
  tenantId: number,
  by: { userId?: number | undefined; queueId?: number | undefined },
  statuses: ReadonlyArray<string>
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const origin = by.userId !== undefined ? sql`t.user_id = ${by.userId}` : sql`t.queue_id = ${by.queueId ?? -1}`
    const rows = yield* sql`SELECT t.id, t.channel_id, ${sql.literal(CONVERSATION_EXTERNAL_ID)} AS external_id
      FROM tickets t JOIN contacts c ON c.id = t.contact_id
      WHERE t.tenant_id = ${tenantId} AND t.deleted = 0 AND t.status IN ${sql.in(statuses)} AND ${origin} ORDER BY t.id`
    return rows.map((r: any) => ({ id: num(r.id), whatsappId: num(r.channel_id), externalId: String(r.external_id) }))
  })
