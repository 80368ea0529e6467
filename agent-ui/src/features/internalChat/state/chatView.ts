import {
  CHAT_FILE_MAX,
  CHAT_FILES_TOTAL_MAX,
  type ChatConversation,
  type ChatMessage
} from "@atende/core/contracts/internalChat"

// Pure helpers of the internal chat screen.

/** The unread count of the one-to-one conversation with each user. */
export function unreadByUser(conversations: readonly ChatConversation[]): Map<number, number> {
  const out = new Map<number, number>()
  for (const c of conversations) if (c.peer) out.set(c.peer.id, c.unread)
  return out
}

/** A conversation's title: the group's name or the other user's. */
export function conversationTitle(c: Pick<ChatConversation, "name" | "peer">): string {
  return c.name ?? c.peer?.name ?? ""
}

export type MediaKind = "image" | "video" | "file" | "none"

export function mediaKind(m: Pick<ChatMessage, "mediaUrl" | "mediaType">): MediaKind {
  if (!m.mediaUrl) return "none"
  if (m.mediaType?.startsWith("image/")) return "image"
  if (m.mediaType?.startsWith("video/")) return "video"
  return "file"
}

/** The messages with `added` in id order, each once. */
export function mergeMessages(messages: readonly ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map((m) => [m.id, m]))
  for (const m of added) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** The catalogue code the server would answer for these files, checked before sending. */
export function filesProblem(files: readonly { size: number }[]): string | undefined {
  if (files.some((f) => f.size > CHAT_FILE_MAX)) return "ERR_FILE_TOO_LARGE"
  if (files.reduce((n, f) => n + f.size, 0) > CHAT_FILES_TOTAL_MAX) return "ERR_FILES_TOTAL_TOO_LARGE"
  return undefined
}

/** A short text of a message for lists and notifications. */
export function messagePreview(m: Pick<ChatMessage, "body" | "mediaName">): string {
  return m.body || m.mediaName || ""
}
