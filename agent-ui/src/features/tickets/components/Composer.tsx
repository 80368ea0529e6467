import type { TicketStatus } from "@atende/core/ticket/ticket"
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import { EmojiPicker } from "../../../components/ui/EmojiPicker"
import { Icon } from "../../../components/ui/Icon"
import { formatBytes } from "../../../lib/format"
import { toast } from "../../../lib/toast"
import { QuickMessagePicker, useQuickMessagePicker } from "../../quickMessages/index"
import type { ChatMessage } from "../state/chatMessages"
import { checkFiles } from "../state/messageRules"

type ComposerProps = {
  ticketStatus: TicketStatus
  replyTo: ChatMessage | null
  editing: ChatMessage | null
  onCancelReply: () => void
  onCancelEdit: () => void
  onSend: (body: string) => void
  onSendFiles: (files: File[], caption: string) => Promise<boolean>
  onEdit: (message: ChatMessage, body: string) => Promise<boolean>
  onSchedule: () => void
  /** The signature toggle, when the administrator leaves the choice to the agent. */
  signature: { on: boolean; onToggle: () => void } | null
}

/**
 * Enter sends, Shift+Enter breaks the line; `/` at the start searches the quick messages by key.
 * Replies need the ticket attended (open).
 */
export function Composer({
  ticketStatus,
  replyTo,
  editing,
  onCancelReply,
  onCancelEdit,
  onSend,
  onSendFiles,
  onEdit,
  onSchedule,
  signature
}: ComposerProps) {
  const { t } = useTranslation("tickets")
  const [text, setText] = useState("")
  const [files, setFiles] = useState<File[]>([])
  const [picking, setPicking] = useState(false)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLTextAreaElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const enabled = ticketStatus === "open"
  const editingId = editing ? String(editing.id) : null
  const pickerId = useId()
  const picker = useQuickMessagePicker({ text, enabled: enabled && !editing, onPick: insertQuickMessage })

  // Editing puts the message's text in the box; leaving edit mode empties it.
  useEffect(() => {
    setText(editing?.body ?? "")
    if (editing) input.current?.focus()
  }, [editingId])

  useEffect(() => {
    if (replyTo) input.current?.focus()
  }, [replyTo])

  async function submit() {
    const body = text.trim()
    if (!enabled || busy) return
    if (editing) {
      if (!body || body === editing.body) return onCancelEdit()
      setBusy(true)
      const ok = await onEdit(editing, body)
      setBusy(false)
      if (ok) setText("")
      return
    }
    if (files.length > 0) {
      setBusy(true)
      const sending = files
      setFiles([])
      setText("")
      await onSendFiles(sending, body)
      setBusy(false)
      return
    }
    if (!body) return
    onSend(body)
    setText("")
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void submit()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (picker.handleKey(event)) return
    if (event.key === "Escape" && editing) return onCancelEdit()
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const adding = Array.from(event.target.files ?? [])
    event.target.value = ""
    const { accepted, problem } = checkFiles(files, adding)
    if (problem?.kind === "tooLarge")
      toast.error(t("attachments.tooLarge", { name: problem.name, size: formatBytes(problem.size) }))
    if (problem?.kind === "totalTooLarge")
      toast.error(t("attachments.totalTooLarge", { size: formatBytes(problem.size) }))
    if (accepted.length) setFiles([...files, ...accepted])
  }

  /** A quick message's text takes the place of the `/shortcut` typed. */
  function insertQuickMessage(message: string) {
    setText(message)
    requestAnimationFrame(() => {
      input.current?.focus()
      input.current?.setSelectionRange(message.length, message.length)
    })
  }

  function insertEmoji(emoji: string) {
    const element = input.current
    const start = element?.selectionStart ?? text.length
    const end = element?.selectionEnd ?? text.length
    setText(text.slice(0, start) + emoji + text.slice(end))
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(start + emoji.length, start + emoji.length)
    })
  }

  if (!enabled) {
    return (
      <div className="composer composer-disabled" data-testid="composer-notice">
        {ticketStatus === "pending" ? t("chat.attendToReply") : t("chat.closedNotice")}
      </div>
    )
  }

  const context = editing
    ? {
        label: t("chat.editing"),
        body: editing.body,
        cancel: t("chat.cancelEdit"),
        onCancel: onCancelEdit,
        testId: "composer-editing"
      }
    : replyTo
      ? {
          label: t("chat.replyingTo", { name: replyTo.fromMe ? t("chat.you") : t("chat.customer") }),
          body: replyTo.body,
          cancel: t("chat.cancelReply"),
          onCancel: onCancelReply,
          testId: "composer-reply"
        }
      : null

  return (
    <div className="composer-wrap">
      {context && (
        <div className="composer-context" data-testid={context.testId}>
          <div className="composer-context-text">
            <strong>{context.label}</strong>
            <span>{context.body}</span>
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={context.cancel}
            title={context.cancel}
            onClick={context.onCancel}
          >
            ×
          </button>
        </div>
      )}
      {files.length > 0 && (
        <ul className="attachment-tray" aria-label={t("attachments.title")} data-testid="attachment-tray">
          {files.map((file, index) => (
            <li key={`${file.name}:${index}`} className="attachment-chip" data-testid="attachment-chip">
              <Icon name="clip" size={14} />
              <span className="attachment-name">{file.name}</span>
              <span className="muted">{formatBytes(file.size)}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t("attachments.remove", { name: file.name })}
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <QuickMessagePicker picker={picker} id={pickerId} />
      <form className="composer" onSubmit={handleSubmit}>
        <div className="composer-tools">
          <button
            type="button"
            className="icon-button"
            data-testid="composer-emoji"
            aria-label={t("chat.emoji")}
            title={t("chat.emoji")}
            aria-expanded={picking}
            onClick={() => setPicking(!picking)}
          >
            ☺
          </button>
          {picking && <EmojiPicker onPick={insertEmoji} onClose={() => setPicking(false)} />}
          {!editing && (
            <>
              <button
                type="button"
                className="icon-button"
                data-testid="composer-attach"
                aria-label={t("chat.attach")}
                title={t("chat.attach")}
                onClick={() => fileInput.current?.click()}
              >
                <Icon name="clip" size={18} />
              </button>
              <input ref={fileInput} type="file" multiple hidden data-testid="composer-file" onChange={handleFiles} />
              {signature && (
                <button
                  type="button"
                  className={signature.on ? "icon-button icon-button-on" : "icon-button"}
                  data-testid="composer-sign"
                  aria-pressed={signature.on}
                  aria-label={t("chat.signature")}
                  title={t("chat.signature")}
                  onClick={signature.onToggle}
                >
                  ✍
                </button>
              )}
              <button
                type="button"
                className="icon-button"
                data-testid="composer-schedule"
                aria-label={t("chat.schedule")}
                title={t("chat.schedule")}
                onClick={onSchedule}
              >
                <Icon name="clock" size={18} />
              </button>
            </>
          )}
        </div>
        <textarea
          ref={input}
          className="composer-input"
          data-testid="composer-input"
          rows={1}
          placeholder={
            files.length ? t("attachments.caption") : editing ? t("chat.placeholder") : t("chat.placeholderQuick")
          }
          aria-label={t("chat.placeholder")}
          aria-autocomplete="list"
          aria-controls={picker.open && picker.items.length ? pickerId : undefined}
          aria-activedescendant={picker.open && picker.items.length ? `${pickerId}-${picker.active}` : undefined}
          value={text}
          autoFocus
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <button
          type="submit"
          className="composer-send"
          data-testid="composer-send"
          disabled={busy || (!text.trim() && files.length === 0)}
          aria-label={t("chat.send")}
        >
          <Icon name={editing ? "check" : "send"} size={20} />
        </button>
      </form>
    </div>
  )
}
