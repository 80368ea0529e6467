import { useTranslation } from "react-i18next"
import { Icon } from "../../../components/ui/Icon"
import { currentLanguage } from "../../../i18n/i18n"
import { formatClock } from "../../../lib/format"
import type { ChatMessage } from "../state/chatMessages"
import { deliveryOf } from "../state/delivery"
import { DeliveryFailureRow, DeliveryMarkIcon } from "./DeliveryStatus"
import { MessageMenu, type MessageAction } from "./MessageMenu"

type MessageBubbleProps = {
  message: ChatMessage
  rowKey: string
  /** The message this one replies to, when known. */
  quoted: { body: string; fromMe: boolean } | null
  selecting: boolean
  selected: boolean
  transcribing: boolean
  onAction: (message: ChatMessage, action: MessageAction) => void
  /** Posts again a send that never reached the server (same clientId). */
  onRetry: (message: ChatMessage) => void
  /** Asks the server to deliver again a message whose delivery failed. */
  onResend: (message: ChatMessage) => void
}

function Media({ message }: { message: ChatMessage }) {
  const { t } = useTranslation("tickets")
  if (!message.mediaUrl) return null
  const type = message.mediaType ?? ""
  if (type.startsWith("image"))
    return <img className="bubble-image" src={message.mediaUrl} alt={message.body || t("chat.attachment")} />
  if (type.startsWith("audio"))
    return <audio className="bubble-audio" controls src={message.mediaUrl} data-testid="message-audio" />
  if (type.startsWith("video")) return <video className="bubble-image" controls src={message.mediaUrl} />
  return (
    <a className="bubble-file" href={message.mediaUrl} target="_blank" rel="noreferrer" data-testid="message-file">
      <Icon name="clip" /> {t("chat.attachment")}
    </a>
  )
}

/** Reactions: the list the server sends, or the single `reaction` field. */
function reactionsOf(message: ChatMessage): string[] {
  if (message.reactions?.length) return message.reactions.map((item) => item.reaction).filter(Boolean)
  return message.reaction ? [message.reaction] : []
}

export function MessageBubble({
  message,
  rowKey,
  quoted,
  selecting,
  selected,
  transcribing,
  onAction,
  onRetry,
  onResend
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation("tickets")
  const delivery = deliveryOf(message, currentLanguage())
  const failure = delivery?.failure ?? null
  const failed = failure !== null
  const deleted = Boolean(message.deleted)
  const reactions = reactionsOf(message)
  const isLocal = Boolean(message.local)
  const classes = [
    "bubble",
    failed ? "bubble-failed" : "",
    deleted ? "bubble-deleted" : "",
    selected ? "bubble-selected" : ""
  ]
    .filter(Boolean)
    .join(" ")

  return (
    <div className={message.fromMe ? "bubble-row bubble-row-me" : "bubble-row"} data-key={rowKey}>
      {selecting && !deleted && !isLocal && (
        <input
          type="checkbox"
          className="bubble-check"
          data-testid="message-select"
          aria-label={t("actions.select")}
          checked={selected}
          onChange={() => onAction(message, { kind: "select" })}
        />
      )}
      <div
        className={classes}
        data-testid="message-item"
        data-from-me={String(message.fromMe)}
        data-message-id={String(message.id)}
        data-status={message.local ?? (message.resending ? "pending" : message.status)}
        data-failure={failure?.kind}
        data-deleted={deleted ? "true" : undefined}
        data-edited={message.edited ? "true" : undefined}
      >
        {!deleted && !isLocal && !selecting && (
          <MessageMenu message={message} onAction={(action) => onAction(message, action)} />
        )}
        {message.forwarded && !deleted && (
          <span className="bubble-forwarded" data-testid="message-forwarded">
            <Icon name="forward" size={12} /> {t("chat.forwarded")}
          </span>
        )}
        {quoted && !deleted && (
          <blockquote
            className={quoted.fromMe ? "bubble-quote bubble-quote-me" : "bubble-quote"}
            data-testid="message-quote"
          >
            <strong>{quoted.fromMe ? t("chat.you") : t("chat.customer")}</strong>
            <span>{quoted.body}</span>
          </blockquote>
        )}
        {deleted ? (
          <p className="bubble-body bubble-deleted-text">{t("chat.deleted")}</p>
        ) : (
          <>
            <Media message={message} />
            {message.body && <p className="bubble-body">{message.body}</p>}
          </>
        )}
        {(message.transcription || transcribing) && !deleted && (
          <p className="bubble-transcription" data-testid="message-transcription">
            <strong>{t("chat.transcription")}: </strong>
            {message.transcription ?? t("chat.transcribing")}
          </p>
        )}
        <span className="bubble-meta">
          {message.edited && !deleted && <span data-testid="message-edited">{t("chat.edited")}</span>}
          {formatClock(message.timestamp, i18n.language)}
          {delivery && <DeliveryMarkIcon mark={delivery.mark} />}
        </span>
        {failure && (
          <DeliveryFailureRow
            failure={failure}
            onResend={() => (failure.kind === "local" ? onRetry(message) : onResend(message))}
          />
        )}
        {reactions.length > 0 && !deleted && (
          <span className="bubble-reactions" data-testid="message-reaction">
            {reactions.join(" ")}
          </span>
        )}
      </div>
    </div>
  )
}
