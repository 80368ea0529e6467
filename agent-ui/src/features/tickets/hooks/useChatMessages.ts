import type { Ticket } from "@atende/core/ticket/ticket"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useRef } from "react"
import { ApiError } from "../../../lib/apiError"
import { notifyError } from "../../../lib/errorText"
import { sameId } from "../../../lib/ids"
import { isMessageEvent, isScheduledEvent } from "../../../live/liveTypes"
import { useTicketListEvents } from "../../../live/useTicketListEvents"
import { listMessages, type ScheduledMessage } from "../api/messagesApi"
import { applyAck, markFailed, mergeMessages, replaceMessage, type ChatMessage } from "../state/chatMessages"

export type ChatStatus = "loading" | "ready" | "notFound" | "failed"

export type ChatState = {
  status: ChatStatus
  ticket: Ticket | null
  messages: ChatMessage[]
  hasMore: boolean
  page: number
  loadingOlder: boolean
  /** The ticket's messages waiting to be sent at their time. */
  scheduled: ScheduledMessage[]
}

const INITIAL: ChatState = {
  status: "loading",
  ticket: null,
  messages: [],
  hasMore: false,
  page: 0,
  loadingOlder: false,
  scheduled: []
}

/** A scheduled message created, sent or canceled: only those still waiting stay listed. */
function applyScheduled(list: ScheduledMessage[], item: ScheduledMessage): ScheduledMessage[] {
  const rest = list.filter((existing) => String(existing.id) !== String(item.id))
  if (item.status && item.status !== "scheduled" && item.status !== "pending") return rest
  return [...rest, item].sort((a, b) => Date.parse(a.scheduleDate) - Date.parse(b.scheduleDate))
}

function newer(current: Ticket | null, incoming: Ticket): Ticket {
  if (!current) return incoming
  return (Date.parse(incoming.updatedAt) || 0) >= (Date.parse(current.updatedAt) || 0)
    ? { ...current, ...incoming }
    : current
}

/** The query-cache key of one open chat (its state while the chat is shown; dropped when it closes). */
export function chatKey(ticketId: string, initialPages: number) {
  return ["tickets", "chat", ticketId, initialPages] as const
}

/**
 * One open chat, in the query cache: the first `initialPages` pages of its messages (the chat route's pageNumber),
 * older pages on demand, live messages appended and live changes (edit, reaction, delete)
 * applied to the cached state.
 */
export function useChatMessages(ticketId: string, onTicketLoaded: (ticket: Ticket) => void, initialPages = 1) {
  const client = useQueryClient()
  const onLoaded = useRef(onTicketLoaded)
  useEffect(() => {
    onLoaded.current = onTicketLoaded
  })

  const setState = useCallback(
    (change: (current: ChatState) => ChatState) => {
      client.setQueryData<ChatState>(chatKey(ticketId, initialPages), (current) => change(current ?? INITIAL))
    },
    [client, ticketId, initialPages]
  )

  // The first `initialPages` pages, merged into what live events already put in the cache.
  const load = useCallback(async (): Promise<ChatState> => {
    const key = chatKey(ticketId, initialPages)
    try {
      const first = await listMessages(ticketId, 1)
      let messages = first.messages as ChatMessage[]
      let hasMore = first.hasMore
      let page = 1
      while (hasMore && page < initialPages) {
        const older = await listMessages(ticketId, page + 1)
        messages = mergeMessages(messages, older.messages)
        hasMore = older.hasMore
        page += 1
      }
      const scheduled = (first as typeof first & { scheduledMessages?: ScheduledMessage[] }).scheduledMessages ?? []
      const current = client.getQueryData<ChatState>(key) ?? INITIAL
      // Reading the messages marked them read on the server.
      onLoaded.current({ ...first.ticket, unreadMessages: 0 })
      return {
        ...current,
        status: "ready",
        ticket: newer(current.ticket, first.ticket),
        messages: mergeMessages(current.messages, messages),
        hasMore,
        page,
        scheduled
      }
    } catch (error) {
      const notFound = error instanceof ApiError && (error.code === "ERR_NO_TICKET_FOUND" || error.status === 404)
      notifyError(error)
      return { ...(client.getQueryData<ChatState>(key) ?? INITIAL), status: notFound ? "notFound" : "failed" }
    }
  }, [client, ticketId, initialPages])

  const { data: state = INITIAL } = useQuery({ queryKey: chatKey(ticketId, initialPages), queryFn: load })

  const reload = useCallback(async () => {
    setState((current) => ({ ...current, status: "loading" }))
    await client.refetchQueries({ queryKey: chatKey(ticketId, initialPages), exact: true })
  }, [client, setState, ticketId, initialPages])

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
  }, [ticketId, state.loadingOlder, state.hasMore, state.page, setState])

  useTicketListEvents((event) => {
    if (event.type === "ticket:delete") return
    if (isScheduledEvent(event)) {
      if (!sameId(event.scheduled.ticketId, ticketId)) return
      setState((current) => ({ ...current, scheduled: applyScheduled(current.scheduled, event.scheduled) }))
      return
    }
    if (isMessageEvent(event)) {
      if (!sameId(event.message.ticketId, ticketId)) return
      const { message } = event
      setState((current) => ({
        ...current,
        ticket: event.ticket ? newer(current.ticket, event.ticket) : current.ticket,
        messages:
          event.type === "chat:create"
            ? mergeMessages(current.messages, [message])
            : event.type === "chat:ack"
              ? applyAck(current.messages, message)
              : replaceMessage(current.messages, message)
      }))
      return
    }
    const ticket = event.ticket
    if (!ticket || !sameId(ticket.id, ticketId)) return
    setState((current) => ({ ...current, ticket: newer(current.ticket, ticket) }))
  })

  const upsertMessage = useCallback(
    (message: ChatMessage) => {
      setState((current) => ({ ...current, messages: mergeMessages(current.messages, [message]) }))
    },
    [setState]
  )

  /** A message changed by an action of this agent (the answer of edit, react, delete…). */
  const changeMessage = useCallback(
    (message: ChatMessage) => {
      setState((current) => ({ ...current, messages: replaceMessage(current.messages, message) }))
    },
    [setState]
  )

  /** Drops the placeholder of a multi-file send (its server messages carry other ids). */
  const discardLocal = useCallback(
    (clientId: string) => {
      setState((current) => ({
        ...current,
        messages: current.messages.filter((message) => !(message.local && message.clientId === clientId))
      }))
    },
    [setState]
  )

  /** Any other change to the shown messages (a pure function of them, see state/chatMessages). */
  const changeMessages = useCallback(
    (change: (messages: ChatMessage[]) => ChatMessage[]) => {
      setState((current) => ({ ...current, messages: change(current.messages) }))
    },
    [setState]
  )

  const failMessage = useCallback(
    (clientId: string) => {
      setState((current) => ({ ...current, messages: markFailed(current.messages, clientId) }))
    },
    [setState]
  )

  const setTicket = useCallback(
    (ticket: Ticket) => {
      setState((current) => ({ ...current, ticket: newer(current.ticket, ticket) }))
    },
    [setState]
  )

  const changeScheduled = useCallback(
    (item: ScheduledMessage) => {
      setState((current) => ({ ...current, scheduled: applyScheduled(current.scheduled, item) }))
    },
    [setState]
  )

  return {
    state,
    reload,
    loadOlder,
    upsertMessage,
    changeMessage,
    changeMessages,
    failMessage,
    discardLocal,
    setTicket,
    changeScheduled
  }
}
