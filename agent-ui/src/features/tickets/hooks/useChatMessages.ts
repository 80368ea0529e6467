import { useCallback, useEffect, useRef, useState } from "react"
import { ApiError } from "../../../lib/apiError"
import { notifyError } from "../../../lib/errorText"
import { useTicketListEvents } from "../../../live/useTicketListEvents"
import type { Ticket } from "@atende/core/ticket/ticket"
import { sameId } from "../../../lib/ids"
import { listMessages } from "../api/messagesApi"
import { markFailed, mergeMessages, type ChatMessage } from "../state/chatMessages"

export type ChatStatus = "loading" | "ready" | "notFound" | "failed"

export type ChatState = {
  status: ChatStatus
  ticket: Ticket | null
  messages: ChatMessage[]
  hasMore: boolean
  page: number
  loadingOlder: boolean
}

const INITIAL: ChatState = { status: "loading", ticket: null, messages: [], hasMore: false, page: 0, loadingOlder: false }

function newer(current: Ticket | null, incoming: Ticket): Ticket {
  if (!current) return incoming
  return (Date.parse(incoming.updatedAt) || 0) >= (Date.parse(current.updatedAt) || 0) ? incoming : current
}

/** One open chat: page 1 of its messages, older pages on demand, live messages appended. */
export function useChatMessages(ticketId: string, onTicketLoaded: (ticket: Ticket) => void) {
  const [state, setState] = useState<ChatState>(INITIAL)
  const onLoaded = useRef(onTicketLoaded)
  useEffect(() => {
    onLoaded.current = onTicketLoaded
  })

  const reload = useCallback(async () => {
    setState((current) => ({ ...current, status: "loading" }))
    try {
      const page = await listMessages(ticketId, 1)
      setState((current) => ({
        ...current,
        status: "ready",
        ticket: newer(current.ticket, page.ticket),
        messages: mergeMessages(current.messages, page.messages),
        hasMore: page.hasMore,
        page: 1
      }))
      // Reading the messages marked them read on the server.
      onLoaded.current({ ...page.ticket, unreadMessages: 0 })
    } catch (error) {
      const notFound = error instanceof ApiError && (error.code === "ERR_NO_TICKET_FOUND" || error.status === 404)
      setState((current) => ({ ...current, status: notFound ? "notFound" : "failed" }))
      notifyError(error)
    }
  }, [ticketId])

  useEffect(() => {
    void reload()
  }, [reload])

  const loadOlder = useCallback(async () => {
    if (state.loadingOlder || !state.hasMore) return
    const pageNumber = state.page + 1
    setState((current) => ({ ...current, loadingOlder: true }))
    try {
      const page = await listMessages(ticketId, pageNumber)
      setState((current) => ({
        ...current,
        messages: mergeMessages(current.messages, page.messages),
        hasMore: page.hasMore,
        page: pageNumber,
        loadingOlder: false
      }))
    } catch (error) {
      setState((current) => ({ ...current, loadingOlder: false }))
      notifyError(error)
    }
  }, [ticketId, state.loadingOlder, state.hasMore, state.page])

  useTicketListEvents((event) => {
    if (event.type === "ticket:delete" || !sameId(event.ticket.id, ticketId)) return
    setState((current) => ({
      ...current,
      ticket: newer(current.ticket, event.ticket),
      messages: event.type === "chat:create" || event.type === "chat:ack" ? mergeMessages(current.messages, [event.message]) : current.messages
    }))
  })

  const upsertMessage = useCallback((message: ChatMessage) => {
    setState((current) => ({ ...current, messages: mergeMessages(current.messages, [message]) }))
  }, [])

  const failMessage = useCallback((clientId: string) => {
    setState((current) => ({ ...current, messages: markFailed(current.messages, clientId) }))
  }, [])

  const setTicket = useCallback((ticket: Ticket) => {
    setState((current) => ({ ...current, ticket: newer(current.ticket, ticket) }))
  }, [])

  return { state, reload, loadOlder, upsertMessage, failMessage, setTicket }
}
