import { useCallback } from "react"
import { useTranslation } from "react-i18next"
import type { Ticket } from "@atende/core/ticket/ticket"
import { useChatMessages } from "../hooks/useChatMessages"
import { useSendMessage } from "../hooks/useSendMessage"
import { useTicketActions } from "../hooks/useTicketActions"
import { ChatHeader } from "./ChatHeader"
import { Composer } from "./Composer"
import { MessageList } from "./MessageList"

type ChatPanelProps = { ticketId: string; onTicketShown: (ticket: Ticket) => void }

/** #/atendimento/:ticketId — keyed by the ticket id, so each ticket gets a fresh panel. */
export function ChatPanel({ ticketId, onTicketShown }: ChatPanelProps) {
  const { t } = useTranslation()
  const chat = useChatMessages(ticketId, onTicketShown)
  const { send, retry } = useSendMessage(ticketId, chat)
  const { setTicket } = chat
  const handleStatusChanged = useCallback(
    (ticket: Ticket) => {
      setTicket(ticket)
      onTicketShown(ticket)
    },
    [setTicket, onTicketShown]
  )
  const { busy, changeStatus } = useTicketActions(chat.state.ticket, handleStatusChanged)
  const { status, ticket, messages, hasMore, loadingOlder } = chat.state

  if (!ticket) {
    const problem = status === "notFound" ? t("chat.notFound") : status === "failed" ? t("chat.loadFailed") : null
    return (
      <div className="chat-placeholder">
        <p>{problem ?? t("chat.loading")}</p>
        {status === "failed" && (
          <button type="button" className="button button-ghost" onClick={() => void chat.reload()}>
            {t("chat.tryAgain")}
          </button>
        )}
      </div>
    )
  }

  return (
    <div className="chat">
      <ChatHeader ticket={ticket} busy={busy} onChangeStatus={(next) => void changeStatus(next)} />
      <MessageList
        messages={messages}
        hasMore={hasMore}
        loadingOlder={loadingOlder}
        loading={status === "loading" && messages.length === 0}
        onLoadOlder={() => void chat.loadOlder()}
        onRetry={retry}
      />
      <Composer ticketStatus={ticket.status} onSend={(body) => void send(body)} />
    </div>
  )
}
