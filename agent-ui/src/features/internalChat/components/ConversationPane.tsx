import type { ChatConversation } from "@atende/core/contracts/internalChat"
import { useEffect, useMemo, useRef } from "react"
import { useTranslation } from "react-i18next"
import { useSession } from "../../../lib/session"
import { useMessages } from "../hooks/useInternalChat"
import { conversationTitle } from "../state/chatView"
import { ChatComposer } from "./ChatComposer"
import { ChatMessageItem } from "./ChatMessageItem"

/** The open conversation: its messages (older ones on demand) and the composer. */
export function ConversationPane({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation("internalChat")
  const userId = useSession()?.userId
  const query = useMessages(conversation.id)
  const messages = useMemo(
    () => [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.messages),
    [query.data]
  )
  const end = useRef<HTMLDivElement>(null)
  const newest = messages.at(-1)?.id
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" })
  }, [newest])

  return (
    <section className="ichat-pane" data-testid="ichat-pane" data-conversation-id={conversation.id}>
      <header className="ichat-pane-head">
        <h2 data-testid="ichat-title">{conversationTitle(conversation)}</h2>
        {conversation.kind === "group" && (
          <p className="muted">{conversation.members.map((member) => member.name).join(", ")}</p>
        )}
      </header>
      <div className="ichat-messages">
        {query.hasNextPage && (
          <button
            type="button"
            className="button button-outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t("internalChat.pane.older")}
          </button>
        )}
        {query.isPending && <p className="muted">{t("internalChat.pane.loading")}</p>}
        {query.isError && <p className="field-error">{t("internalChat.pane.loadFailed")}</p>}
        {!query.isPending && messages.length === 0 && <p className="muted">{t("internalChat.pane.empty")}</p>}
        <ul className="ichat-message-list">
          {messages.map((message) => (
            <ChatMessageItem key={message.id} message={message} mine={message.sender.id === userId} />
          ))}
        </ul>
        <div ref={end} />
      </div>
      <ChatComposer conversationId={conversation.id} />
    </section>
  )
}
