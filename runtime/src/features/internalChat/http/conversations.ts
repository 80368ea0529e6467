/**
 * The internal chat's conversations (runtime/api/internalChat.md): the caller's list with last
 * messages and unread counts, one conversation, a new group of users of the caller's tenant, and
 * the one-to-one conversation with a user (opened on first use). Members are told live.
 */
import { ChatGroupCreate } from "@atende/core/contracts/internalChat"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, idParam, jsonBody } from "../../../platform/http/edge"
import { publishEvents } from "../../../platform/live/EventRelay"
import { appendEvent } from "../../../platform/store/Events"
import { activeUsers, conversationsOf, directConversation, directKey, insertConversation } from "../store/Conversations"
import { conversationOfPath } from "./member"

export const listConversationsRoute = Effect.gen(function* () {
  const claims = yield* authenticate
  const conversations = yield* conversationsOf(claims.tenantId, claims.userId)
  return { conversations, unreadTotal: conversations.reduce((n, c) => n + c.unread, 0) }
})

/** The conversation as the caller sees it (the caller is a member: conversationOfPath checked). */
const presentOne = (tenantId: number, userId: number, id: number) =>
  Effect.map(conversationsOf(tenantId, userId, id), (list) => list[0]!)

export const getConversationRoute = Effect.gen(function* () {
  const { claims, conversation } = yield* conversationOfPath
  return yield* presentOne(claims.tenantId, claims.userId, conversation.id)
})

const announce = (tenantId: number, conversationId: number, recipients: ReadonlyArray<number>) =>
  appendEvent(tenantId, "internalChat", { type: "internalChat:conversation", recipients, conversationId })

export const createGroupRoute = Effect.gen(function* () {
  const claims = yield* authenticate
  const input = yield* jsonBody(ChatGroupCreate)
  const wanted = [...new Set([claims.userId, ...input.memberIds])]
  const sql = yield* SqlClient.SqlClient
  const now = yield* nowMillis
  const { id, event } = yield* sql.withTransaction(
    Effect.gen(function* () {
      const found = yield* activeUsers(claims.tenantId, wanted)
      if (found.length !== wanted.length) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
      const group = { kind: "group" as const, name: input.name, directKey: null, createdBy: claims.userId }
      const id = (yield* insertConversation(claims.tenantId, group, wanted, now))!
      return { id, event: yield* announce(claims.tenantId, id, wanted) }
    })
  )
  yield* publishEvents([event])
  return yield* presentOne(claims.tenantId, claims.userId, id)
})

export const openDirectRoute = Effect.gen(function* () {
  const claims = yield* authenticate
  const peerId = yield* idParam("userId", "ERR_NO_USER_FOUND")
  if (peerId === claims.userId)
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "userId", message: "A conversation is with another user" }] }
    })
  const key = directKey(claims.userId, peerId)
  const sql = yield* SqlClient.SqlClient
  const now = yield* nowMillis
  const { id, events } = yield* sql.withTransaction(
    Effect.gen(function* () {
      const existing = yield* directConversation(claims.tenantId, key)
      if (existing !== undefined) return { id: existing, events: [] }
      if ((yield* activeUsers(claims.tenantId, [peerId])).length !== 1)
        return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
      const direct = { kind: "direct" as const, name: null, directKey: key, createdBy: claims.userId }
      const created = yield* insertConversation(claims.tenantId, direct, [claims.userId, peerId], now)
      // opened by the other user at the same moment: theirs is the one
      if (created === undefined) return { id: (yield* directConversation(claims.tenantId, key))!, events: [] }
      return { id: created, events: [yield* announce(claims.tenantId, created, [claims.userId, peerId])] }
    })
  )
  yield* publishEvents(events)
  return yield* presentOne(claims.tenantId, claims.userId, id)
})
