/**
 * The internal chat's messages (`chat_messages`): pages, last messages, unread counts, inserting.
 * Files are stored as `/media/{id}` and handed out signed.
 */
import type { ChatMessage } from "@atende/core/contracts/internalChat"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { signMediaUrl } from "../../../platform/media/signing"
import { iso, num } from "../../../platform/store/rows"

const toMessage = (r: any): ChatMessage => ({
  id: num(r.id),
  conversationId: num(r.conversation_id),
  sender: { id: num(r.user_id), name: r.user_name ?? "" },
  body: String(r.body),
  mediaUrl: signMediaUrl((r.media_url as string | null | undefined) ?? null),
  mediaType: r.media_type ?? null,
  mediaName: r.media_name ?? null,
  createdAt: iso(r.created_at)
})

const SELECT =
  "SELECT msg.*, u.name AS user_name FROM chat_messages msg " +
  "LEFT JOIN users u ON u.id = msg.user_id AND u.tenant_id = msg.tenant_id"

/** A page of the conversation's messages before `before` (newest page first), returned oldest first. */
export const messagesPage = (tenantId: number, conversationId: number, before: number | undefined, size: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(SELECT)}
      WHERE msg.tenant_id = ${tenantId} AND msg.conversation_id = ${conversationId}
        AND ${before === undefined ? sql`1 = 1` : sql`msg.id < ${before}`}
      ORDER BY msg.id DESC LIMIT ${size + 1}`
    const page = rows.slice(0, size).map(toMessage).reverse()
    const hasMore = rows.length > size
    return { messages: page, hasMore, nextBefore: hasMore && page.length ? page[0]!.id : null }
  })

/** The newest message of each of these conversations. */
export const lastMessages = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`${sql.literal(SELECT)}
      WHERE msg.tenant_id = ${tenantId} AND msg.id IN (SELECT MAX(id) FROM chat_messages
        WHERE tenant_id = ${tenantId} AND conversation_id IN ${sql.in([...ids])} GROUP BY conversation_id)`
    return new Map(rows.map((r: any) => [num(r.conversation_id), toMessage(r)] as const))
  })

/** How many messages of others each of these conversations has after the user's last read one. */
export const unreadCounts = (tenantId: number, userId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT msg.conversation_id, COUNT(*) AS n FROM chat_messages msg
      JOIN chat_members m ON m.conversation_id = msg.conversation_id AND m.user_id = ${userId}
        AND m.tenant_id = ${tenantId}
      WHERE msg.tenant_id = ${tenantId} AND msg.conversation_id IN ${sql.in([...ids])}
        AND msg.id > m.last_read_id AND msg.user_id <> ${userId}
      GROUP BY msg.conversation_id`
    return new Map(rows.map((r: any) => [num(r.conversation_id), num(r.n)] as const))
  })

/** The newest message id of the conversation (0 when it has none). */
export const newestMessageId = (tenantId: number, conversationId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT MAX(id) AS top FROM chat_messages
      WHERE tenant_id = ${tenantId} AND conversation_id = ${conversationId}`
    return rows.length ? num((rows[0] as any).top) : 0
  })

export type NewMessage = {
  readonly body: string
  readonly mediaUrl: string | null
  readonly mediaType: string | null
  readonly mediaName: string | null
}

/** Stores the messages in order; returns them as read back. */
export const insertMessages = (
  tenantId: number,
  conversationId: number,
  userId: number,
  items: ReadonlyArray<NewMessage>,
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ids: Array<number> = []
    for (const m of items) {
      const rows = yield* sql`INSERT INTO chat_messages
        (tenant_id, conversation_id, user_id, body, media_url, media_type, media_name, created_at)
        VALUES (${tenantId}, ${conversationId}, ${userId}, ${m.body}, ${m.mediaUrl}, ${m.mediaType},
          ${m.mediaName}, ${now}) RETURNING id`
      ids.push(num((rows[0] as any).id))
    }
    const rows = yield* sql`${sql.literal(SELECT)}
      WHERE msg.tenant_id = ${tenantId} AND msg.id IN ${sql.in(ids)} ORDER BY msg.id`
    return rows.map(toMessage)
  })
