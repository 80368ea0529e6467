import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { EmojiPicker, QUICK_REACTIONS } from "../../../components/ui/EmojiPicker"
import { Icon } from "../../../components/ui/Icon"
import type { ChatMessage } from "../state/chatMessages"
import { canDelete, canEdit, isAudio } from "../state/messageRules"

export type MessageAction =
  { kind: "reply" | "forward" | "edit" | "delete" | "transcribe" | "select" } | { kind: "react"; reaction: string }

type MessageMenuProps = { message: ChatMessage; onAction: (action: MessageAction) => void }

/** The ▾ menu of a bubble: reply, forward, edit, react, delete (own, 5 min), transcribe audio. */
export function MessageMenu({ message, onAction }: MessageMenuProps) {
  const { t } = useTranslation("tickets")
  const [open, setOpen] = useState(false)
  const [moreEmoji, setMoreEmoji] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  // Evaluated when the menu opens, so the 5-minute window is current.
  const [deletable, setDeletable] = useState(false)

  useEffect(() => {
    if (!open) return
    function handleDown(event: MouseEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", handleDown)
    return () => document.removeEventListener("mousedown", handleDown)
  }, [open])

  function handleOpen() {
    setDeletable(canDelete(message))
    setMoreEmoji(false)
    setOpen(!open)
  }

  function run(action: MessageAction) {
    setOpen(false)
    setMoreEmoji(false)
    onAction(action)
  }

  return (
    <div className="message-menu" ref={root}>
      <button
        type="button"
        className="message-menu-button"
        data-testid="message-menu"
        aria-label={t("actions.menu")}
        aria-expanded={open}
        onClick={handleOpen}
      >
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div className="message-menu-panel" role="menu" data-testid="message-menu-panel">
          <div className="reaction-row" role="group" aria-label={t("actions.react")}>
            {QUICK_REACTIONS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="emoji-cell"
                data-testid="react-option"
                data-emoji={emoji}
                onClick={() => run({ kind: "react", reaction: emoji })}
              >
                {emoji}
              </button>
            ))}
            <button
              type="button"
              className="emoji-cell"
              aria-label={t("emoji.title")}
              onClick={() => setMoreEmoji(!moreEmoji)}
            >
              +
            </button>
          </div>
          {moreEmoji && (
            <EmojiPicker
              testId="reaction-picker"
              onPick={(emoji) => run({ kind: "react", reaction: emoji })}
              onClose={() => setMoreEmoji(false)}
            />
          )}
          <button type="button" role="menuitem" data-testid="action-reply" onClick={() => run({ kind: "reply" })}>
            {t("actions.reply")}
          </button>
          <button type="button" role="menuitem" data-testid="action-forward" onClick={() => run({ kind: "forward" })}>
            {t("actions.forward")}
          </button>
          <button type="button" role="menuitem" data-testid="action-select" onClick={() => run({ kind: "select" })}>
            {t("actions.select")}
          </button>
          {canEdit(message) && (
            <button type="button" role="menuitem" data-testid="action-edit" onClick={() => run({ kind: "edit" })}>
              {t("actions.edit")}
            </button>
          )}
          {isAudio(message) && (
            <button
              type="button"
              role="menuitem"
              data-testid="action-transcribe"
              onClick={() => run({ kind: "transcribe" })}
            >
              {t("actions.transcribe")}
            </button>
          )}
          {message.fromMe && !message.deleted && (
            <button
              type="button"
              role="menuitem"
              className="danger"
              data-testid="action-delete"
              disabled={!deletable}
              title={deletable ? undefined : t("actions.deleteWindow")}
              onClick={() => run({ kind: "delete" })}
            >
              {t("actions.delete")}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
