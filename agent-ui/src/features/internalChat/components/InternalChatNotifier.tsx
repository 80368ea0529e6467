import { useTranslation } from "react-i18next"
import { useLocation } from "react-router"
import { useLiveEvent } from "../../../live/useLiveEvent"
import { useSession } from "../../../lib/session"
import { toast } from "../../../lib/toast"
import { refreshConversations } from "../hooks/useInternalChat"
import { messagePreview } from "../state/chatView"

/**
 * App-wide (inside the live connection): a message of another user on the internal chat, while the
 * agent is on another screen, shows a notification; the chat's lists are read afresh either way.
 */
export function InternalChatNotifier() {
  const { t } = useTranslation("internalChat")
  const { pathname } = useLocation()
  const userId = useSession()?.userId
  useLiveEvent("internalChat", (data) => {
    refreshConversations()
    if (data.type !== "internalChat:message" || data.message.sender.id === userId) return
    if (pathname.startsWith("/chat-interno")) return
    const where = data.conversation.name ? t("internalChat.notify.inGroup", { group: data.conversation.name }) : ""
    toast.info({
      title: t("internalChat.notify.title", { name: data.message.sender.name }) + where,
      text: messagePreview(data.message) || t("internalChat.message.file")
    })
  })
  return null
}
