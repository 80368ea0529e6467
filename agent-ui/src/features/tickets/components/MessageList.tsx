import { Fragment, useLayoutEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import type { ChatMessage } from "../state/chatMessages"
import { MessageBubble, messageKey } from "./MessageBubble"

type MessageListProps = {
  messages: ChatMessage[]
  hasMore: boolean
  loadingOlder: boolean
  loading: boolean
  onLoadOlder: () => void
  onRetry: (message: ChatMessage) => void
}

const NEAR_BOTTOM_PX = 120

function dayLabel(timestamp: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { day: "2-digit", month: "long", year: "numeric" }).format(new Date(timestamp))
}

export function MessageList({ messages, hasMore, loadingOlder, loading, onLoadOlder, onRetry }: MessageListProps) {
  const { t, i18n } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  const seen = useRef({ first: "", firstOffset: 0, last: "", nearBottom: true })

  function handleScroll() {
    const element = scroller.current
    if (element) seen.current.nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX
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
    const first = messages[0] ? messageKey(messages[0]) : ""
    const lastMessage = messages[messages.length - 1]
    const last = lastMessage ? messageKey(lastMessage) : ""
    const before = seen.current
    const previousFirstOffset = before.first && first !== before.first ? offsetOf(before.first) : null
    if (previousFirstOffset !== null) {
      element.scrollTop += previousFirstOffset - before.firstOffset
    } else if (last !== before.last && (before.nearBottom || !before.last || lastMessage?.fromMe)) {
      element.scrollTop = element.scrollHeight
    }
    seen.current = { ...before, first, last, firstOffset: offsetOf(first) ?? 0 }
    handleScroll()
  }, [messages])

  return (
    <div className="message-list" ref={scroller} onScroll={handleScroll} data-testid="message-list">
      {hasMore && (
        <button type="button" className="load-older" data-testid="load-older" disabled={loadingOlder} onClick={onLoadOlder}>
          {loadingOlder ? t("tickets.loading") : t("chat.loadOlder")}
        </button>
      )}
      {loading && <div className="message-list-state">{t("chat.loading")}</div>}
      {!loading && messages.length === 0 && <div className="message-list-state">{t("chat.empty")}</div>}
      {messages.map((message, index) => {
        const day = dayLabel(message.timestamp, i18n.language)
        const previous = messages[index - 1]
        const newDay = !previous || dayLabel(previous.timestamp, i18n.language) !== day
        return (
          <Fragment key={messageKey(message)}>
            {newDay && <div className="day-separator"><span>{day}</span></div>}
            <MessageBubble message={message} onRetry={onRetry} />
          </Fragment>
        )
      })}
    </div>
  )
}
