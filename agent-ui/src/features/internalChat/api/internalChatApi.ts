import type {
  ChatConversation,
  ChatConversationList,
  ChatMessagesPage,
  ChatReadResult,
  ChatSendResult
} from "@atende/core/contracts/internalChat"
import { apiRequest } from "../../../lib/api"

// The calls of the internal chat (runtime/api/internalChat.md): every signed-in user may make them;
// the server answers only the conversations the caller is a member of.

export type ChatContact = { id: number; name: string; email: string; profile: string; online: boolean }

/** The tenant's other active users to talk to, with whether each is online. */
export function listChatUsers(): Promise<{ users: ChatContact[] }> {
  return apiRequest<{ users: ChatContact[] }>("GET", "/users/chat-interno/")
}

export function listConversations(): Promise<ChatConversationList> {
  return apiRequest<ChatConversationList>("GET", "/chat-interno/conversations")
}

export function openDirect(userId: number): Promise<ChatConversation> {
  return apiRequest<ChatConversation>("POST", `/chat-interno/direct/${userId}`)
}

export function createGroup(name: string, memberIds: number[]): Promise<ChatConversation> {
  return apiRequest<ChatConversation>("POST", "/chat-interno/conversations", { body: { name, memberIds } })
}

/** The newest page of the conversation's messages, or the one before `before`; oldest first. */
export function listMessages(conversationId: number, before?: number): Promise<ChatMessagesPage> {
  return apiRequest<ChatMessagesPage>("GET", `/chat-interno/conversations/${conversationId}/messages`, {
    query: { before }
  })
}

/** Text as JSON, or files (the text as caption) as multipart `medias`. */
export function sendMessage(conversationId: number, body: string, files: File[]): Promise<ChatSendResult> {
  const path = `/chat-interno/conversations/${conversationId}/messages`
  if (!files.length) return apiRequest<ChatSendResult>("POST", path, { body: { body } })
  const form = new FormData()
  if (body) form.append("body", body)
  for (const file of files) form.append("medias", file, file.name)
  return apiRequest<ChatSendResult>("POST", path, { body: form })
}

export function markRead(conversationId: number): Promise<ChatReadResult> {
  return apiRequest<ChatReadResult>("POST", `/chat-interno/conversations/${conversationId}/read`)
}
