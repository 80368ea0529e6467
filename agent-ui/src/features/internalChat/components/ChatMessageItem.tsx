import type { ChatMessage } from "@atende/core/contracts/internalChat"
import { useTranslation } from "react-i18next"
import { mediaKind } from "../state/chatView"

type ChatMessageItemProps = { message: ChatMessage; mine: boolean }

/** One message: the sender, the text, and its file inline (images, videos) or as a link. */
export function ChatMessageItem({ message, mine }: ChatMessageItemProps) {
  const { t } = useTranslation("internalChat")
  const kind = mediaKind(message)
  const time = new Date(message.createdAt).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })
  return (
    <li className={`ichat-message${mine ? " is-mine" : ""}`} data-testid="ichat-message" data-message-id={message.id}>
      {!mine && <span className="ichat-sender">{message.sender.name}</span>}
      {kind === "image" && (
        <img
          className="ichat-media"
          src={message.mediaUrl!}
          alt={message.mediaName ?? t("internalChat.message.image")}
        />
      )}
      {kind === "video" && (
        <video className="ichat-media" src={message.mediaUrl!} controls preload="metadata" data-testid="ichat-video" />
      )}
      {kind === "file" && (
        <a href={message.mediaUrl!} target="_blank" rel="noreferrer" download={message.mediaName ?? undefined}>
          {message.mediaName ?? t("internalChat.message.file")}
        </a>
      )}
      {message.body && <p className="ichat-body">{message.body}</p>}
      <time className="ichat-time muted" dateTime={message.createdAt}>
        {time}
      </time>
    </li>
  )
}
