import { Fragment, useLayoutEffect, useMemo, useRef } from "react"
import { useTranslation } from "react-i18next"
import { rowKeys, type ChatMessage } from "../state/chatMessages"
import { MessageBubble } from "./MessageBubble"
import type { MessageAction } from "./MessageMenu"

type MessageListProps = {
  messages: ChatMessage[]
  hasMore: boolean
  loadingOlder: boolean
  loading: boolean
  selecting: boolean
  selectedIds: ReadonlySet<string>
  transcribingIds: ReadonlySet<string>
  onLoadOlder: () => void
  onAction: (message: ChatMessage, action: MessageAction) => void
  onRetry: (message: ChatMessage) => void
  onResend: (message: ChatMessage) => void
}

const NEAR_BOTTOM_PX = 120
/** Scrolling this close to the top loads the previous page (infinite scroll up). */
const NEAR_TOP_PX = 80

function dayLabel(timestamp: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { day: "2-digit", month: "long", year: "numeric" }).format(new Date(timestamp))
}

export function MessageList({
  messages,
  hasMore,
  loadingOlder,
  loading,
  selecting,
  selectedIds,
  transcribingIds,
  onLoadOlder,
  onAction,
  onRetry,
  onResend
}: MessageListProps) {
  const { t, i18n } = useTranslation("tickets")
  const scroller = useRef<HTMLDivElement>(null)
  const seen = useRef({ first: "", firstOffset: 0, last: "", nearBottom: true })
  const byId = useMemo(() => new Map(messages.map((message) => [String(message.id), message])), [messages])
  const keys = useMemo(() => rowKeys(messages), [messages])

  function handleScroll() {
    const element = scroller.current
    if (!element) return
    seen.current.nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX
    if (element.scrollTop < NEAR_TOP_PX && hasMore && !loadingOlder && element.scrollHeight > element.clientHeight)
      onLoadOlder()
  }

  function offsetOf(key: string): number | null {
    const row = scroller.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)
    return row ? row.offsetTop : null
  }

  // Older pages keep the reader where they were (the previous first message stays put); new
  // messages at the end scroll down when the reader was at the bottom, on the first load, and
  // for one's own messages.
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const first = keys[0] ?? ""
    const lastMessage = messages[messages.length - 1]
    const last = keys[keys.length - 1] ?? ""
    const before = seen.current
    const previousFirstOffset = before.first && first !== before.first ? offsetOf(before.first) : null
    if (previousFirstOffset !== null) {
      element.scrollTop += previousFirstOffset - before.firstOffset
    } else if (last !== before.last && (before.nearBottom || !before.last || lastMessage?.fromMe)) {
      element.scrollTop = element.scrollHeight
    }
    seen.current = { ...before, first, last, firstOffset: offsetOf(first) ?? 0 }
    seen.current.nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX
  }, [messages, keys])

  function quotedOf(message: ChatMessage) {
    if (message.quotedMsg) return message.quotedMsg
    if (message.quotedMsgId == null) return null
    const found = byId.get(String(message.quotedMsgId))
    return found
      ? { body: found.deleted ? t("chat.deleted") : found.body || t("chat.attachment"), fromMe: found.fromMe }
      : null
  }

  return (
    <div className="message-list" ref={scroller} onScroll={handleScroll} data-testid="message-list">
      {hasMore && (
        <button
          type="button"
          className="load-older"
          data-testid="load-older"
          disabled={loadingOlder}
          onClick={onLoadOlder}
        >
          {loadingOlder ? t("tickets.loading") : t("chat.loadOlder")}
        </button>
      )}
      {loading && <div className="message-list-state">{t("chat.loading")}</div>}
      {!loading && messages.length === 0 && <div className="message-list-state">{t("chat.empty")}</div>}
      {messages.map((message, index) => {
        const day = dayLabel(message.timestamp, i18n.language)
        const previous = messages[index - 1]
        const newDay = !previous || dayLabel(previous.timestamp, i18n.language) !== day
        const id = String(message.id)
        return (
          <Fragment key={keys[index]}>
            {newDay && (
              <div className="day-separator">
                <span>{day}</span>
              </div>
            )}
            <MessageBubble
              message={message}
              rowKey={keys[index]}
              quoted={quotedOf(message)}
              selecting={selecting}
              selected={selectedIds.has(id)}
              transcribing={transcribingIds.has(id)}
              onAction={onAction}
              onRetry={onRetry}
              onResend={onResend}
            />
          </Fragment>
        )
      })}
    </div>
  )
}
