// The internal chat (spec part 1 §2 `/chat-interno`, §3 "Internal chat", §9 files 10 MB each and
// 30 MB in all): one-to-one and group conversations between users of a tenant, runtime/api/internalChat.md.
// The runtime's routes, its live events (contracts/live.ts `internalChat`) and the agent UI parse with these.
import { z } from "zod"
import { Id } from "./common"
import { queryInt, queryOptionalString } from "./query"

export const CHAT_FILE_MAX = 10 * 1024 * 1024
export const CHAT_FILES_TOTAL_MAX = 30 * 1024 * 1024
export const CHAT_BODY_MAX = 4096
export const CHAT_GROUP_NAME_MAX = 80
export const CHAT_GROUP_MEMBERS_MAX = 256
export const CHAT_PAGE_SIZE = 50
export const CHAT_PAGE_MAX = 100

export const ChatKind = z.enum(["direct", "group"])
export type ChatKind = z.infer<typeof ChatKind>

export const ChatUser = z.object({ id: Id, name: z.string() })
export type ChatUser = z.infer<typeof ChatUser>

/** One message: text, or one file (its media url, type and name) with the text as caption. */
export const ChatMessage = z.object({
  id: Id,
  conversationId: Id,
  sender: ChatUser,
  body: z.string(),
  mediaUrl: z.string().nullable(),
  mediaType: z.string().nullable(),
  mediaName: z.string().nullable(),
  createdAt: z.string()
})
export type ChatMessage = z.infer<typeof ChatMessage>

/**
 * A conversation as its member sees it: `peer` is the other user of a one-to-one conversation
 * (null for groups), `unread` the messages of others after the caller's last read one.
 */
export const ChatConversation = z.object({
  id: Id,
  kind: ChatKind,
  name: z.string().nullable(),
  members: z.array(ChatUser),
  peer: ChatUser.nullable(),
  lastMessage: ChatMessage.nullable(),
  unread: z.number().int().nonnegative(),
  updatedAt: z.string()
})
export type ChatConversation = z.infer<typeof ChatConversation>

/** `GET /chat-interno/conversations`: the caller's conversations, latest activity first. */
export const ChatConversationList = z.object({
  conversations: z.array(ChatConversation),
  unreadTotal: z.number().int().nonnegative()
})
export type ChatConversationList = z.infer<typeof ChatConversationList>

/** `POST /chat-interno/conversations`: a group; the caller is a member whether listed or not. */
export const ChatGroupCreate = z.object({
  name: z.string().trim().min(1).max(CHAT_GROUP_NAME_MAX),
  memberIds: z
    .array(Id)
    .min(1)
    .max(CHAT_GROUP_MEMBERS_MAX)
    .transform((ids) => [...new Set(ids)])
})
export type ChatGroupCreate = z.infer<typeof ChatGroupCreate>

/** `POST /chat-interno/conversations/{id}/messages` as JSON (files go as multipart `medias`, `body` the caption). */
export const ChatMessageSend = z.object({ body: z.string().trim().min(1).max(CHAT_BODY_MAX) })
export type ChatMessageSend = z.infer<typeof ChatMessageSend>

/** The caption of a multipart send: optional. */
export const ChatCaption = z.string().trim().max(CHAT_BODY_MAX).default("")

/** `GET /chat-interno/conversations/{id}/messages?before=&limit=`: the page before message `before`. */
export const ChatMessagesQuery = z.object({
  before: queryOptionalString().pipe(
    z
      .string()
      .regex(/^\d{1,10}$/, "Not an id")
      .transform(Number)
      .pipe(z.number().int().min(1).max(2_147_483_647))
      .optional()
  ),
  limit: queryInt(CHAT_PAGE_SIZE, 1).pipe(z.number().max(CHAT_PAGE_MAX))
})
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuery>

/** A page of messages, oldest first; `nextBefore` asks for the older page (null: none). */
export const ChatMessagesPage = z.object({
  messages: z.array(ChatMessage),
  hasMore: z.boolean(),
  nextBefore: Id.nullable()
})
export type ChatMessagesPage = z.infer<typeof ChatMessagesPage>

/** `POST /chat-interno/conversations/{id}/messages` answer: the messages stored (one per file). */
export const ChatSendResult = z.object({ messages: z.array(ChatMessage) })
export type ChatSendResult = z.infer<typeof ChatSendResult>

/** `POST /chat-interno/conversations/{id}/read` answer. */
export const ChatReadResult = z.object({ conversationId: Id, lastReadId: z.number().int().nonnegative() })
export type ChatReadResult = z.infer<typeof ChatReadResult>

/**
 * Live events of the `internalChat` stream. `recipients` are the user ids the agents' socket
 * delivers them to (the members; the reader alone for `read`): nobody else of the tenant gets them.
 */
export const ChatMessageEvent = z.object({
  type: z.literal("internalChat:message"),
  recipients: z.array(Id),
  conversation: z.object({ id: Id, kind: ChatKind, name: z.string().nullable() }),
  message: ChatMessage
})
export const ChatConversationEvent = z.object({
  type: z.literal("internalChat:conversation"),
  recipients: z.array(Id),
  conversationId: Id
})
export const ChatReadEvent = z.object({
  type: z.literal("internalChat:read"),
  recipients: z.array(Id),
  conversationId: Id,
  lastReadId: z.number().int().nonnegative()
})
export const InternalChatEvent = z.discriminatedUnion("type", [ChatMessageEvent, ChatConversationEvent, ChatReadEvent])
export type InternalChatEvent = z.infer<typeof InternalChatEvent>
