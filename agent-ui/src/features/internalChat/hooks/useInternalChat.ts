import type { ChatMessage, ChatMessagesPage } from "@atende/core/contracts/internalChat"
import { useInfiniteQuery, useQuery, type InfiniteData } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import { listChatUsers, listConversations, listMessages } from "../api/internalChatApi"
import { mergeMessages } from "../state/chatView"

export const chatKeys = {
  all: ["internalChat"] as const,
  users: ["internalChat", "users"] as const,
  conversations: ["internalChat", "conversations"] as const,
  messages: (id: number) => ["internalChat", "messages", id] as const
}

/** The tenant's users to talk to (GET /users/chat-interno/). */
export function useChatUsers() {
  return useQuery({ queryKey: chatKeys.users, queryFn: listChatUsers })
}

/** The caller's conversations with last messages and unread counts. */
export function useConversations() {
  return useQuery({ queryKey: chatKeys.conversations, queryFn: listConversations })
}

/** A conversation's messages: the newest page first, older pages on demand (`before`). */
export function useMessages(conversationId: number | null) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId ?? 0),
    queryFn: ({ pageParam }) => listMessages(conversationId!, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: conversationId !== null
  })
}

/** Adds messages (sent or arrived live) to the newest cached page of their conversation. */
export function addToCache(conversationId: number, added: readonly ChatMessage[]): void {
  queryClient.setQueryData<InfiniteData<ChatMessagesPage, number | undefined>>(
    chatKeys.messages(conversationId),
    (data) => {
      if (!data?.pages.length) return data
      const [newest, ...older] = data.pages
      return { ...data, pages: [{ ...newest!, messages: mergeMessages(newest!.messages, added) }, ...older] }
    }
  )
}

export function refreshConversations(): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations })
}
