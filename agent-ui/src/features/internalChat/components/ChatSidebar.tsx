import type { ChatConversation } from "@atende/core/contracts/internalChat"
import { useTranslation } from "react-i18next"
import type { ChatContact } from "../api/internalChatApi"
import { conversationTitle, messagePreview, unreadByUser } from "../state/chatView"

type ChatSidebarProps = {
  conversations: readonly ChatConversation[]
  users: readonly ChatContact[]
  selected: number | null
  onSelect: (conversationId: number) => void
  onUser: (userId: number) => void
  onNewGroup: () => void
}

function Badge({ count, testId }: { count: number; testId: string }) {
  return count > 0 ? (
    <span className="ichat-badge" data-testid={testId}>
      {count}
    </span>
  ) : null
}

/** The conversations (groups and one-to-one) and the tenant's users, with unread badges. */
export function ChatSidebar({ conversations, users, selected, onSelect, onUser, onNewGroup }: ChatSidebarProps) {
  const { t } = useTranslation("internalChat")
  const unread = unreadByUser(conversations)
  return (
    <aside className="ichat-sidebar">
      <div className="ichat-sidebar-head">
        <h2>{t("internalChat.list.conversations")}</h2>
        <button type="button" className="button button-outline" data-testid="ichat-new-group" onClick={onNewGroup}>
          {t("internalChat.list.newGroup")}
        </button>
      </div>
      {conversations.length === 0 && <p className="muted">{t("internalChat.list.noConversations")}</p>}
      <ul className="ichat-list" data-testid="ichat-conversations">
        {conversations.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={`ichat-item${c.id === selected ? " is-selected" : ""}`}
              data-testid="ichat-conversation"
              data-conversation-id={c.id}
              data-unread={c.unread}
              onClick={() => onSelect(c.id)}
            >
              <span className="ichat-item-title">
                {c.kind === "group" ? `# ${conversationTitle(c)}` : conversationTitle(c)}
              </span>
              <span className="ichat-item-preview muted">{c.lastMessage ? messagePreview(c.lastMessage) : ""}</span>
              <Badge count={c.unread} testId="ichat-conversation-unread" />
            </button>
          </li>
        ))}
      </ul>
      <h2>{t("internalChat.list.users")}</h2>
      <ul className="ichat-list" data-testid="ichat-users">
        {users.map((u) => (
          <li key={u.id}>
            <button
              type="button"
              className="ichat-item"
              data-testid="ichat-user"
              data-user-id={u.id}
              onClick={() => onUser(u.id)}
            >
              <span
                className={`ichat-presence${u.online ? " is-online" : ""}`}
                title={u.online ? t("internalChat.list.online") : t("internalChat.list.offline")}
                data-online={u.online}
              />
              <span className="ichat-item-title">{u.name}</span>
              <span className="visually-hidden">
                {u.online ? t("internalChat.list.online") : t("internalChat.list.offline")}
              </span>
              <Badge count={unread.get(u.id) ?? 0} testId="ichat-user-unread" />
            </button>
          </li>
        ))}
      </ul>
    </aside>
  )
}
