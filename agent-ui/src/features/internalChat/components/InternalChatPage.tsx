import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLiveEvent } from "../../../live/useLiveEvent"
import { notifyError } from "../../../lib/errorText"
import { useSession } from "../../../lib/session"
import { markRead, openDirect } from "../api/internalChatApi"
import { addToCache, refreshConversations, useChatUsers, useConversations } from "../hooks/useInternalChat"
import { ChatSidebar } from "./ChatSidebar"
import { ConversationPane } from "./ConversationPane"
import { NewGroupDialog } from "./NewGroupDialog"
import "../internalChat.css"

/** Marks the conversation read and reads the lists afresh (the unread badges follow). */
function readNow(conversationId: number) {
  markRead(conversationId).then(refreshConversations, () => undefined)
}

/**
 * The /chat-interno screen (spec part 1 §2, §3 "Internal chat"): conversations and users with
 * unread badges beside the open conversation; messages of others arrive live.
 */
export function InternalChatPage() {
  const { t } = useTranslation("internalChat")
  const userId = useSession()?.userId
  const users = useChatUsers()
  const conversations = useConversations()
  const [selected, setSelected] = useState<number | null>(null)
  const [creating, setCreating] = useState(false)
  const list = conversations.data?.conversations ?? []
  const open = list.find((c) => c.id === selected) ?? null

  useEffect(() => {
    if (selected !== null) readNow(selected)
  }, [selected])

  useLiveEvent("internalChat", (data) => {
    if (data.type !== "internalChat:message") return
    addToCache(data.conversation.id, [data.message])
    if (data.conversation.id === selected && data.message.sender.id !== userId) readNow(selected)
  })

  async function handleUser(peerId: number) {
    try {
      const conversation = await openDirect(peerId)
      refreshConversations()
      setSelected(conversation.id)
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <div className="ichat-page" data-testid="ichat-page">
      <ChatSidebar
        conversations={list}
        users={users.data?.users ?? []}
        selected={selected}
        onSelect={setSelected}
        onUser={(id) => void handleUser(id)}
        onNewGroup={() => setCreating(true)}
      />
      {open ? (
        <ConversationPane key={open.id} conversation={open} />
      ) : (
        <section className="ichat-pane ichat-pane-empty">
          <p className="muted">
            {conversations.isError ? t("internalChat.pane.loadFailed") : t("internalChat.pane.choose")}
          </p>
        </section>
      )}
      {creating && (
        <NewGroupDialog
          users={users.data?.users ?? []}
          onClose={() => setCreating(false)}
          onCreated={(conversation) => {
            setCreating(false)
            refreshConversations()
            setSelected(conversation.id)
          }}
        />
      )}
    </div>
  )
}
