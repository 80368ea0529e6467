/**
 * `GET /tickets`: the visible slices (features/tickets/http/visibility.ts) times the asked statuses make
 * branches; each branch is one ordered index range (tickets_by_status | _by_user | _by_queue,
 * ending in has_unread, last_message_at, id) read up to one page past the cursor, the branches
 * are merged with UNION ALL (they are disjoint), and the page's rows are read in one more query.
 * Cost grows with the page and the number of slices, not with the table. The count is exact up
 * to COUNT_CAP and capped above (countCapped), one cap over all the branches (the reading stops
 * at the COUNT_CAP + 1st ticket), so it never walks a whole status of a big tenant.
 */
import type { SlaThresholds } from "@atende/core/rules/sla"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { slicesOf, type Slice, type Viewer } from "../http/visibility"
import { num } from "../../../platform/store/rows"
import { ticketsByIds, type TicketStatus } from "./Tickets"

export const COUNT_CAP = 10_000

export type Cursor = { readonly unread: number; readonly at: number; readonly id: number }

export type ListFilter = {
  readonly tenantId: number
  readonly statuses: ReadonlyArray<TicketStatus>
  readonly pageNumber: number
  readonly pageSize: number
  readonly cursor?: Cursor | undefined
  readonly searchParam: string
  /** The viewer does not see numbers and e-mails (hide contact data): the search matches names only. */
  readonly nameOnly?: boolean | undefined
  readonly queuesIds: ReadonlyArray<number>
  readonly includeNotQueueDefined: boolean
  readonly withUnreadMessages: boolean
  readonly isNotAssignedUser: boolean
  readonly messageContent?: string | undefined
  /** undefined: every ticket of the tenant; otherwise what this viewer may see. */
  readonly viewer?: Viewer | undefined
  readonly sla?: SlaThresholds | undefined
}

type Sql = SqlClient.SqlClient
type Frag = Statement.Fragment

/** A slice as SQL conditions on `t` (the property test holds it equal to matchesSlice). */
export const sliceSql = (sql: Sql, s: Slice): Array<Frag> => [
  ...(s.userId !== undefined ? [sql`t.user_id = ${s.userId}`] : []),
  ...(s.queueId === null ? [sql`t.queue_id IS NULL`] : s.queueId !== undefined ? [sql`t.queue_id = ${s.queueId}`] : []),
  ...(s.unassigned ? [sql`t.user_id IS NULL`] : []),
  ...(s.exceptUserId !== undefined ? [sql`(t.user_id IS NULL OR t.user_id <> ${s.exceptUserId})`] : []),
  ...(s.noBot ? [sql`t.chatbot = 0`] : []),
  ...(s.walletOf !== undefined
    ? [
        sql`(NOT EXISTS (SELECT 1 FROM contact_wallets w WHERE w.contact_id = t.contact_id)
        OR EXISTS (SELECT 1 FROM contact_wallets w WHERE w.contact_id = t.contact_id AND w.user_id = ${s.walletOf}))`
      ]
    : [])
]

/** Slices narrowed by the queue and assignment filters; a slice with no queue is split per asked queue. */
const narrowed = (f: ListFilter): ReadonlyArray<Slice> => {
  const base: ReadonlyArray<Slice> = f.viewer
    ? slicesOf(f.viewer) === "all"
      ? [{}]
      : (slicesOf(f.viewer) as ReadonlyArray<Slice>)
    : [{}]
  const asked: Array<number | null> | undefined = f.queuesIds.length
    ? [...f.queuesIds, ...(f.includeNotQueueDefined ? [null] : [])]
    : undefined
  return base
    .filter((s) => !(f.isNotAssignedUser && s.userId !== undefined))
    .flatMap((s): Array<Slice> => {
      if (s.queueId !== undefined)
        return (asked ? asked.includes(s.queueId) : f.includeNotQueueDefined || s.queueId !== null) ? [s] : []
      if (asked) return asked.map((q) => ({ ...s, queueId: q }))
      return [s]
    })
}

/**
 * Contacts matching the search, when they are few (≤ SEARCH_IDS): the branches then probe their
 * tickets by contact (tickets_contact) instead of walking the list order. A broad search keeps
 * the ordered walk, which finds a page of matches quickly, testing each ticket's contact by its
 * key. On Postgres the substring tests are served by trigram indexes on the same expressions
 * (migrations `tickets/003_search` and `messages/003_search`), for terms of three characters or more.
 */
const SEARCH_IDS = 1000

/** A contact matching the search: by name, number or e-mail; by name only for a viewer they are hidden from. */
const contactMatch = (sql: Sql, f: ListFilter, like: string) =>
  f.nameOnly
    ? sql`LOWER(c.name) LIKE ${like}`
    : sql`(LOWER(c.name) LIKE ${like} OR c.number LIKE ${like} OR LOWER(c.email) LIKE ${like})`

const searchedContacts = (sql: Sql, f: ListFilter) =>
  Effect.gen(function* () {
    const like = `%${f.searchParam.trim().toLowerCase()}%`
    if (like === "%%") return undefined
    const rows = yield* sql`SELECT c.id FROM contacts c WHERE c.tenant_id = ${f.tenantId}
      AND ${contactMatch(sql, f, like)} LIMIT ${SEARCH_IDS + 1}`
    return rows.length <= SEARCH_IDS ? rows.map((r: any) => num(r.id)) : undefined
  })

/**
 * Tickets with a message matching messageContent, when few messages match (≤ CONTENT_IDS; one
 * trigram-index probe on Postgres, instead of one per branch): the branches then test ticket ids.
 * Otherwise each branch tests its tickets' messages (messages_ticket), which, for a frequent
 * term, finds a page after a few tickets.
 */
const CONTENT_IDS = 1000

const contentTickets = (sql: Sql, f: ListFilter) =>
  Effect.gen(function* () {
    const content = f.messageContent?.trim().toLowerCase()
    if (!content) return undefined
    const rows = yield* sql`SELECT m.ticket_id FROM messages m
      WHERE m.tenant_id = ${f.tenantId} AND m.deleted = 0 AND LOWER(m.body) LIKE ${`%${content}%`}
      LIMIT ${CONTENT_IDS + 1}`
    return rows.length <= CONTENT_IDS ? [...new Set(rows.map((r: any) => num(r.ticket_id)))] : undefined
  })

type Found = {
  readonly contacts?: ReadonlyArray<number> | undefined
  readonly tickets?: ReadonlyArray<number> | undefined
}

const residuals = (sql: Sql, f: ListFilter, s: Slice, { contacts, tickets }: Found): Array<Frag> => {
  const out: Array<Frag> = [sql`t.deleted = 0`]
  if (s.queueId === undefined && !f.includeNotQueueDefined) out.push(sql`t.queue_id IS NOT NULL`)
  if (f.withUnreadMessages) out.push(sql`t.has_unread = 1`)
  if (f.isNotAssignedUser) out.push(sql`t.user_id IS NULL`)
  const search = f.searchParam.trim().toLowerCase()
  if (search) {
    const like = `%${search}%`
    const asId = /^\d{1,9}$/.test(search) ? Number(search) : -1
    // broad: the ticket's contact by its key (an IN (subquery) under this OR is not a join, and
    // Postgres may then rescan the whole matching set for each ticket)
    const byContact = contacts
      ? sql`t.contact_id IN ${sql.in(contacts.length ? contacts : [-1])}`
      : sql`EXISTS (SELECT 1 FROM contacts c WHERE c.id = t.contact_id AND c.tenant_id = ${f.tenantId}
        AND ${contactMatch(sql, f, like)})`
    out.push(sql`(${byContact} OR t.protocol = ${search} OR t.id = ${asId})`)
  }
  const content = f.messageContent?.trim().toLowerCase()
  if (content)
    out.push(
      tickets
        ? sql`t.id IN ${sql.in(tickets.length ? tickets : [-1])}`
        : sql`EXISTS (SELECT 1 FROM messages m
          WHERE m.ticket_id = t.id AND m.deleted = 0 AND LOWER(m.body) LIKE ${`%${content}%`})`
    )
  return out
}

const branches = (sql: Sql, f: ListFilter, select: string, tail: (where: Frag) => Frag, found: Found) => {
  const statuses = f.statuses.length ? [...new Set(f.statuses)] : (["open", "pending"] as const)
  return narrowed(f).flatMap((s) =>
    statuses.map((status) =>
      tail(
        sql`SELECT ${sql.literal(select)} FROM tickets t
          WHERE ${sql.and([
            sql`t.tenant_id = ${f.tenantId}`,
            sql`t.status = ${status}`,
            ...sliceSql(sql, s),
            ...residuals(sql, f, s, found)
          ])}`
      )
    )
  )
}

const ORDER = "ORDER BY has_unread DESC, last_message_at DESC, id DESC"

export const listTickets = (f: ListFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const offset = f.cursor ? 0 : (f.pageNumber - 1) * f.pageSize
    const reach = offset + f.pageSize + 1
    const after = f.cursor
      ? sql`(t.has_unread, t.last_message_at, t.id) < (${f.cursor.unread}, ${f.cursor.at}, ${f.cursor.id})`
      : sql`1=1`
    const found: Found = {
      contacts: f.searchParam.trim() ? yield* searchedContacts(sql, f) : undefined,
      tickets: yield* contentTickets(sql, f)
    }
    const page = branches(
      sql,
      f,
      "t.id, t.has_unread, t.last_message_at",
      (q) =>
        sql`SELECT * FROM (${q} AND ${after}
          ORDER BY t.has_unread DESC, t.last_message_at DESC, t.id DESC LIMIT ${reach})`,
      found
    )
    const counts = branches(sql, f, "t.id", (q) => q, found)
    const alias = (parts: Array<Frag>) => parts.map((p, i) => sql`${p} ${sql.literal(`AS b${i}`)}`)
    const rows = page.length
      ? yield* sql`SELECT * FROM (${sql.join(" UNION ALL ", false)(alias(page))}) AS u
        ${sql.literal(ORDER)} LIMIT ${f.pageSize + 1} OFFSET ${offset}`
      : []
    // one cap over all the branches (disjoint): the reading stops at the first COUNT_CAP + 1 rows
    const counted = counts.length
      ? yield* sql`SELECT COUNT(*) AS n FROM (${sql.join(" UNION ALL ", false)(counts)} LIMIT ${COUNT_CAP + 1}) AS c`
      : []
    const total = counted.reduce((n: number, r: any) => n + num(r.n), 0)
    const ids = rows.slice(0, f.pageSize).map((r: any) => num(r.id))
    const last = rows[Math.min(rows.length, f.pageSize) - 1] as any
    const hasMore = rows.length > f.pageSize
    return {
      tickets: yield* ticketsByIds(f.tenantId, ids, f.sla),
      count: Math.min(total, COUNT_CAP),
      countCapped: total > COUNT_CAP,
      hasMore,
      nextCursor:
        hasMore && last
          ? encodeCursor({ unread: num(last.has_unread), at: num(last.last_message_at), id: num(last.id) })
          : null
    }
  })

export const encodeCursor = (c: Cursor) => Buffer.from(`${c.unread}.${c.at}.${c.id}`).toString("base64url")

export const decodeCursor = (raw: string): Cursor | undefined => {
  const m = /^([01])\.(\d{1,15})\.(\d{1,9})$/.exec(Buffer.from(raw, "base64url").toString())
  return m ? { unread: Number(m[1]), at: Number(m[2]), id: Number(m[3]) } : undefined
}
