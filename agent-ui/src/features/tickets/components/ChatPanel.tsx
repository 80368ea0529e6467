import type { TenantSettings } from "@atende/core/contracts/settings"
import type { Ticket } from "@atende/core/ticket/ticket"
import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { chatPath } from "../../../lib/chatPath"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { useSession } from "../../../lib/session"
import { setAudioTranscription, spyTicket, type TicketChange } from "../api/ticketsApi"
import { useChatMessages } from "../hooks/useChatMessages"
import { useMessageActions } from "../hooks/useMessageActions"
import { useResendMessage } from "../hooks/useResendMessage"
import { useSendMessage } from "../hooks/useSendMessage"
import { useTicketActions } from "../hooks/useTicketActions"
import type { ChatMessage } from "../state/chatMessages"
import { FORWARD_LIMIT } from "../state/messageRules"
import { ChatHeader, type HeaderAction } from "./ChatHeader"
import { ChatSidePanel, type SidePanel } from "./ChatSidePanel"
import { Composer } from "./Composer"
import { DeleteMessageDialog, OtherTicketDialog, ResolveDialog } from "./ConfirmDialogs"
import { ForwardDialog } from "./ForwardDialog"
import { MessageList } from "./MessageList"
import type { MessageAction } from "./MessageMenu"
import { ScheduleDialog } from "./ScheduleDialog"
import { ServiceWindowGate } from "./ServiceWindowGate"
import { TransferDialog } from "./TransferDialog"

type ChatPanelProps = {
  ticketId: string
  initialPages: number
  settings: TenantSettings
  onTicketShown: (ticket: Ticket) => void
}

/** Signature: forced on/off by the administrator, or the agent's choice from the tenant's default. */
function useSignatureChoice(mode: string) {
  const choosable = mode === "defaultOn" || mode === "defaultOff"
  const [sign, setSign] = useState(mode !== "defaultOff" && mode !== "forcedOff")
  useEffect(() => setSign(mode !== "defaultOff" && mode !== "forcedOff"), [mode])
  return { choosable, sign, setSign }
}

type Dialog = "transfer" | "resolve" | "schedule" | "forward" | null

/** #/atendimento/:ticketId — keyed by the ticket id (and the route's timestamp), so each opening is fresh. */
export function ChatPanel({ ticketId, initialPages, settings, onTicketShown }: ChatPanelProps) {
  const navigate = useNavigate()
  const { t } = useTranslation("tickets")
  const session = useSession()
  const chat = useChatMessages(ticketId, onTicketShown, initialPages)
  const signature = useSignatureChoice(String(settings.signature))
  const { send, sendFiles, retry } = useSendMessage(ticketId, chat, signature.choosable ? signature.sign : undefined)
  const { setTicket } = chat
  const handleTicketChanged = useCallback(
    (ticket: Ticket) => {
      setTicket(ticket)
      onTicketShown(ticket)
    },
    [setTicket, onTicketShown]
  )
  const actions = useTicketActions(chat.state.ticket, handleTicketChanged)
  const messageActions = useMessageActions(chat.changeMessage)
  const resend = useResendMessage(chat.changeMessages)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [panel, setPanel] = useState<SidePanel | null>(null)
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null)
  const [editing, setEditing] = useState<ChatMessage | null>(null)
  const [deleting, setDeleting] = useState<ChatMessage | null>(null)
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null)
  const { status, ticket, messages, hasMore, loadingOlder } = chat.state

  function toggleSelected(message: ChatMessage) {
    const id = String(message.id)
    const next = new Set(selected ?? [])
    if (next.has(id)) next.delete(id)
    else if (next.size >= FORWARD_LIMIT) return toast.error(t("forward.limit"))
    else next.add(id)
    setSelected(next)
  }

  function handleMessageAction(message: ChatMessage, action: MessageAction) {
    switch (action.kind) {
      case "reply":
        setEditing(null)
        return setReplyTo(message)
      case "edit":
        setReplyTo(null)
        return setEditing(message)
      case "forward":
        return setSelected(new Set([String(message.id)]))
      case "select":
        return toggleSelected(message)
      case "react":
        return void messageActions.react(message, action.reaction)
      case "delete":
        return setDeleting(message)
      case "transcribe":
        return void messageActions.transcribe(message)
    }
  }

  async function handleHeaderAction(action: HeaderAction) {
    if (!ticket) return
    switch (action) {
      case "attend":
        return void actions.change({ status: "open" })
      case "returnToQueue":
        return void actions.change({ status: "pending" })
      case "reopen":
        return void actions.change({ status: "open" })
      case "transfer":
        return setDialog("transfer")
      case "watch":
        try {
          handleTicketChanged(await spyTicket(ticket.id))
          toast.info(t("chat.watching"))
        } catch (error) {
          notifyError(error)
        }
        return
      case "resolve":
        return setDialog("resolve")
      case "toggleTranscription": {
        const enabled = Boolean((ticket as Ticket & { audioTranscription?: boolean }).audioTranscription)
        try {
          handleTicketChanged(await setAudioTranscription(ticket.id, !enabled))
        } catch (error) {
          notifyError(error)
        }
      }
    }
  }

  async function handleResolve() {
    if (await actions.change({ status: "closed" })) {
      toast.success(t("resolve.success"))
      setDialog(null)
    }
  }

  async function handleTransfer(change: TicketChange) {
    const ok = await actions.change(change)
    if (ok) toast.success(t("transfer.success"))
    return ok
  }

  function handleOpenOther() {
    const other = actions.otherTicket?.ticketId
    actions.dismissOtherTicket()
    if (other) navigate(chatPath(other, { timestamp: Date.now() }))
    else toast.error(t("chat.otherTicket.missing"))
  }

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

  const selecting = selected !== null

  return (
    <div className="chat-with-panel">
      <div className="chat">
        <ChatHeader
          ticket={ticket}
          busy={actions.busy}
          mine={session ? ticket.userId === session.userId : false}
          watchMode={settings.spyTicketDefault}
          onAction={(action) => void handleHeaderAction(action)}
          onPanel={setPanel}
          onTicketChanged={handleTicketChanged}
          onError={notifyError}
        />
        <MessageList
          messages={messages}
          hasMore={hasMore}
          loadingOlder={loadingOlder}
          loading={status === "loading" && messages.length === 0}
          selecting={selecting}
          selectedIds={selected ?? new Set()}
          transcribingIds={messageActions.transcribing}
          onLoadOlder={() => void chat.loadOlder()}
          onAction={handleMessageAction}
          onRetry={retry}
          onResend={(message) => void resend(message)}
        />
        {selecting ? (
          <div className="selection-bar" data-testid="selection-bar">
            <span>{t("chat.selecting", { count: selected.size })}</span>
            <button
              type="button"
              className="button button-ghost"
              data-testid="selection-cancel"
              onClick={() => setSelected(null)}
            >
              {t("chat.cancelSelection")}
            </button>
            <button
              type="button"
              className="button button-primary"
              data-testid="selection-forward"
              disabled={selected.size === 0}
              onClick={() => setDialog("forward")}
            >
              {t("chat.forwardSelected")}
            </button>
          </div>
        ) : (
          <ServiceWindowGate ticket={ticket} messages={messages} onSent={chat.upsertMessage}>
            <Composer
              ticketStatus={ticket.status}
              replyTo={replyTo}
              editing={editing}
              onCancelReply={() => setReplyTo(null)}
              onCancelEdit={() => setEditing(null)}
              onSend={(body) => {
                void send(body, replyTo?.id ?? null)
                setReplyTo(null)
              }}
              onSendFiles={async (files, caption) => {
                const quoted = replyTo?.id ?? null
                setReplyTo(null)
                return sendFiles(files, caption, quoted)
              }}
              onEdit={async (message, body) => {
                const ok = await messageActions.edit(message, body)
                if (ok) setEditing(null)
                return ok
              }}
              onSchedule={() => setDialog("schedule")}
              signature={
                signature.choosable ? { on: signature.sign, onToggle: () => signature.setSign(!signature.sign) } : null
              }
            />
          </ServiceWindowGate>
        )}
      </div>
      {panel && (
        <ChatSidePanel
          ticket={ticket}
          panel={panel}
          refreshKey={Date.parse(ticket.updatedAt)}
          scheduled={chat.state.scheduled}
          onScheduledChange={chat.changeScheduled}
          onSelect={setPanel}
          onClose={() => setPanel(null)}
        />
      )}
      {dialog === "transfer" && (
        <TransferDialog
          ticket={ticket}
          busy={actions.busy}
          onTransfer={handleTransfer}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "resolve" && (
        <ResolveDialog busy={actions.busy} onConfirm={() => void handleResolve()} onClose={() => setDialog(null)} />
      )}
      {dialog === "schedule" && (
        <ScheduleDialog
          ticketId={ticketId}
          onScheduled={(item) => {
            chat.changeScheduled(item)
            setPanel("scheduled")
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "forward" && selected && (
        <ForwardDialog
          messageIds={[...selected]}
          onDone={() => {
            setDialog(null)
            setSelected(null)
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {deleting && (
        <DeleteMessageDialog
          onConfirm={() => {
            void messageActions.remove(deleting)
            setDeleting(null)
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {actions.otherTicket && <OtherTicketDialog onOpen={handleOpenOther} onClose={actions.dismissOtherTicket} />}
    </div>
  )
}
