import { useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { errorCodeText, notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { sendMessage } from "../api/internalChatApi"
import { addToCache, refreshConversations } from "../hooks/useInternalChat"
import { filesProblem } from "../state/chatView"

/** The text and files of a new message (10 MB each, 30 MB in all, checked here and on the server). */
export function ChatComposer({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation("internalChat")
  const [text, setText] = useState("")
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  function handleFiles(list: FileList | null) {
    const chosen = [...(list ?? [])]
    const problem = filesProblem(chosen)
    if (problem) {
      toast.error(errorCodeText(problem) ?? problem)
      if (fileInput.current) fileInput.current.value = ""
      return
    }
    setFiles(chosen)
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const body = text.trim()
    if (busy || (!body && !files.length)) return
    setBusy(true)
    try {
      const { messages } = await sendMessage(conversationId, body, files)
      addToCache(conversationId, messages)
      refreshConversations()
      setText("")
      setFiles([])
      if (fileInput.current) fileInput.current.value = ""
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ichat-composer" onSubmit={(event) => void handleSubmit(event)}>
      <label className="button button-outline ichat-attach">
        {t("internalChat.composer.attach")}
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="ichat-file"
          onChange={(event) => handleFiles(event.target.files)}
        />
      </label>
      <input
        className="search-input ichat-input"
        data-testid="ichat-input"
        value={text}
        maxLength={4096}
        placeholder={files.length ? t("internalChat.composer.caption") : t("internalChat.composer.placeholder")}
        aria-label={t("internalChat.composer.placeholder")}
        onChange={(event) => setText(event.target.value)}
      />
      {files.length > 0 && (
        <span className="muted ichat-files" data-testid="ichat-files">
          {t("internalChat.composer.files", { count: files.length })}
        </span>
      )}
      <button type="submit" className="button" data-testid="ichat-send" disabled={busy}>
        {t("internalChat.composer.send")}
      </button>
    </form>
  )
}
