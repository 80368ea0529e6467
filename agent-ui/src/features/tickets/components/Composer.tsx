import { useState, type FormEvent, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import type { TicketStatus } from "@atende/core/ticket/ticket"
import { Icon } from "../../../components/ui/Icon"

type ComposerProps = { ticketStatus: TicketStatus; onSend: (body: string) => void }

/** Enter sends, Shift+Enter breaks the line. Replies need the ticket attended (open). */
export function Composer({ ticketStatus, onSend }: ComposerProps) {
  const { t } = useTranslation()
  const [text, setText] = useState("")
  const enabled = ticketStatus === "open"

  function submit() {
    const body = text.trim()
    if (!enabled || !body) return
    onSend(body)
    setText("")
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  if (!enabled) {
    return (
      <div className="composer composer-disabled" data-testid="composer-notice">
        {ticketStatus === "pending" ? t("chat.attendToReply") : t("chat.closedNotice")}
      </div>
    )
  }

  return (
    <form className="composer" onSubmit={handleSubmit}>
      <textarea
        className="composer-input"
        data-testid="composer-input"
        rows={1}
        placeholder={t("chat.placeholder")}
        aria-label={t("chat.placeholder")}
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <button type="submit" className="composer-send" data-testid="composer-send" disabled={!text.trim()} aria-label={t("chat.send")}>
        <Icon name="send" size={20} />
      </button>
    </form>
  )
}
