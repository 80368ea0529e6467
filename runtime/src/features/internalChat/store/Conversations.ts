/**
 * The internal chat's conversations and members (`chat_conversations`, `chat_members`): every
 * statement is scoped to the tenant, and a conversation is read through its caller's membership.
 */
import type { ChatConversation, ChatKind, ChatUser } from "@atende/core/contracts/internalChat"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { iso, num } from "../../../platform/store/rows"
import { lastMessages, unreadCounts } from "./Messages"

export type ConversationRow = {
  readonly id: number
  readonly kind: ChatKind
  readonly name: string | null
  readonly lastReadId: number
  readonly updatedAt: number
}

const toRow = (r: any): ConversationRow => ({
  id: num(r.id),
  kind: r.kind === "group" ? "group" : "direct",
  name: r.name ?? null,
  lastReadId: num(r.last_read_id),
  updatedAt: num(r.updated_at)
})

/** The key of the one-to-one conversation of two users, the same whoever opens it. */
export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`

/** Of `ids`, the tenant's active users that are not deleted, with their names. */
export const activeUsers = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return [] as Array<ChatUser>
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id, name FROM users
      WHERE tenant_id = ${tenantId} AND deleted_at IS NULL AND active = 1 AND id IN ${sql.in([...ids])}`
    return rows.map((r: any): ChatUser => ({ id: num(r.id), name: String(r.name) }))
  })

/** The conversation if `userId` is one of its members (with that member's last read message). */
export const membership = (tenantId: number, conversationId: number, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT c.id, c.kind, c.name, c.updated_at, m.last_read_id
      FROM chat_conversations c JOIN chat_members m ON m.conversation_id = c.id
      WHERE c.tenant_id = ${tenantId} AND c.id = ${conversationId}
        AND m.tenant_id = ${tenantId} AND m.user_id = ${userId}`
    return rows.length ? toRow(rows[0]) : undefined
  })

/** The member ids of a conversation of the tenant. */
export const memberIds = (tenantId: number, conversationId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT user_id FROM chat_members
      WHERE tenant_id = ${tenantId} AND conversation_id = ${conversationId} ORDER BY user_id`
    return rows.map((r: any) => num(r.user_id))
  })

/** The one-to-one conversation of this key, if it exists. */
export const directConversation = (tenantId: number, key: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM chat_conversations WHERE tenant_id = ${tenantId} AND direct_key = ${key}`
    return rows.length ? num((rows[0] as any).id) : undefined
  })

/**
 * Stores a conversation with its members; a one-to-one conversation that exists already (opened at
 * the same time by the other user) is not stored again: undefined then.
 */
export const insertConversation = (
  tenantId: number,
  c: { kind: ChatKind; name: string | null; directKey: string | null; createdBy: number },
  members: ReadonlyArray<number>,
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO chat_conversations
      (tenant_id, kind, name, direct_key, created_by, created_at, updated_at)
      VALUES (${tenantId}, ${c.kind}, ${c.name}, ${c.directKey}, ${c.createdBy}, ${now}, ${now})
      ON CONFLICT DO NOTHING RETURNING id`
    if (!rows.length) return undefined
    const id = num((rows[0] as any).id)
    yield* sql`INSERT INTO chat_members ${sql.insert(
      members.map((userId) => ({
        conversation_id: id,
        tenant_id: tenantId,
        user_id: userId,
        last_read_id: 0,
        joined_at: now
      }))
    )}`
    return id
  })

/** Moves the conversation up the lists. */
export const touchConversation = (tenantId: number, conversationId: number, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE chat_conversations SET updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND id = ${conversationId}`
  )

/** Marks the conversation read up to `upTo` for the member (never backwards). */
export const setLastRead = (tenantId: number, conversationId: number, userId: number, upTo: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE chat_members SET last_read_id = ${upTo}
      WHERE tenant_id = ${tenantId} AND conversation_id = ${conversationId} AND user_id = ${userId}
        AND last_read_id < ${upTo}`
  )

/** The members (with names) of these conversations of the tenant. */
const membersOf = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT m.conversation_id, u.id, u.name FROM chat_members m
      JOIN users u ON u.id = m.user_id AND u.tenant_id = m.tenant_id
      WHERE m.tenant_id = ${tenantId} AND m.conversation_id IN ${sql.in([...ids])} ORDER BY u.name, u.id`
    const out = new Map<number, Array<ChatUser>>()
    for (const r of rows as Array<any>) {
      const key = num(r.conversation_id)
      out.set(key, [...(out.get(key) ?? []), { id: num(r.id), name: String(r.name) }])
    }
    return out
  })

/** The user's conversations (up to 500), latest activity first, with members, last message and unread count. */
export const conversationsOf = (tenantId: number, userId: number, only?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = (yield* sql`SELECT c.id, c.kind, c.name, c.updated_at, m.last_read_id
      FROM chat_conversations c JOIN chat_members m ON m.conversation_id = c.id
      WHERE c.tenant_id = ${tenantId} AND m.tenant_id = ${tenantId} AND m.user_id = ${userId}
        AND ${only === undefined ? sql`1 = 1` : sql`c.id = ${only}`}
      ORDER BY c.updated_at DESC, c.id DESC LIMIT 500`).map(toRow)
    if (!rows.length) return [] as Array<ChatConversation>
    const ids = rows.map((r) => r.id)
    const members = yield* membersOf(tenantId, ids)
    const last = yield* lastMessages(tenantId, ids)
    const unread = yield* unreadCounts(tenantId, userId, ids)
    return rows.map((r): ChatConversation => {
      const all = members.get(r.id) ?? []
      return {
        id: r.id,
        kind: r.kind,
        name: r.name,
        members: all,
        peer: r.kind === "direct" ? (all.find((u) => u.id !== userId) ?? null) : null,
        lastMessage: last.get(r.id) ?? null,
        unread: unread.get(r.id) ?? 0,
        updatedAt: iso(r.updatedAt)
      }
    })
  })
