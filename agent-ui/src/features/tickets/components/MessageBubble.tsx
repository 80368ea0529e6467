import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/ui/Icon"
import { formatClock } from "../../../lib/format"
import type { ChatMessage } from "../state/chatMessages"

type MessageBubbleProps = { message: ChatMessage; onRetry: (message: ChatMessage) => void }

/** Stable across the local → server swap of a sent message, so the bubble is not re-mounted. */
export function messageKey(message: ChatMessage): string {
  return message.clientId ? `c:${message.clientId}` : `m:${String(message.id)}`
}

function Ticks({ message }: { message: ChatMessage }) {
  const { t } = useTranslation()
  if (message.local === "sending" || message.status === "pending") {
    return <Icon name="clock" size={13} className="ticks" title={t("chat.sending")} />
  }
  if (message.status === "read") return <Icon name="doubleCheck" size={15} className="ticks ticks-read" />
  if (message.status === "delivered") return <Icon name="doubleCheck" size={15} className="ticks" />
  return <Icon name="check" size={14} className="ticks" />
}

function Media({ message }: { message: ChatMessage }) {
  const { t } = useTranslation()
  if (!message.mediaUrl) return null
  if (message.mediaType?.startsWith("image")) {
    return <img className="bubble-image" src={message.mediaUrl} alt={message.body || t("chat.attachment")} />
  }
  return (
    <a className="bubble-file" href={message.mediaUrl} target="_blank" rel="noreferrer">
      <Icon name="clip" /> {t("chat.attachment")}
    </a>
  )
}

export function MessageBubble({ message, onRetry }: MessageBubbleProps) {
  const { t, i18n } = useTranslation()
  const failed = message.local === "failed"
  return (
    <div className={message.fromMe ? "bubble-row bubble-row-me" : "bubble-row"} data-key={messageKey(message)}>
      <div
        className={failed ? "bubble bubble-failed" : "bubble"}
        data-testid="message-item"
        data-from-me={String(message.fromMe)}
        data-message-id={String(message.id)}
        data-status={message.local ?? message.status}
      >
        <Media message={message} />
        {message.body && <p className="bubble-body">{message.body}</p>}
        <span className="bubble-meta">
          {formatClock(message.timestamp, i18n.language)}
          {message.fromMe && !failed && <Ticks message={message} />}
        </span>
        {failed && (
          <span className="bubble-failed-row">
            <span>{t("chat.failed")}</span>
            <button type="button" className="link-button" onClick={() => onRetry(message)}>
              {t("chat.retry")}
            </button>
          </span>
        )}
      </div>
    </div>
  )
}
