import type { Message } from "@atende/core/message/message"
import { useCallback, useState } from "react"
import { useTranslation } from "react-i18next"
import { notifyError } from "../../../lib/errorText"
import { toast } from "../../../lib/toast"
import { deleteMessage, editMessage, reactToMessage, transcribeMessage } from "../api/messagesApi"
import type { ChatMessage } from "../state/chatMessages"

function isMessage(value: unknown): value is Message {
  return typeof value === "object" && value !== null && "id" in value && "ticketId" in value
}

/** Edit, react, delete and transcribe: each call's answer (the changed message) updates the bubble. */
export function useMessageActions(changeMessage: (message: ChatMessage) => void) {
  const { t } = useTranslation("tickets")
  const [transcribing, setTranscribing] = useState<ReadonlySet<string>>(new Set())

  const edit = useCallback(
    async (message: ChatMessage, body: string) => {
      try {
        const changed = await editMessage(message.id, body)
        changeMessage(isMessage(changed) ? changed : { ...message, body, edited: true })
        toast.success(t("actions.edited"))
        return true
      } catch (error) {
        notifyError(error)
        return false
      }
    },
    [changeMessage, t]
  )

  const react = useCallback(
    async (message: ChatMessage, reaction: string) => {
      try {
        const changed = await reactToMessage(message.id, reaction)
        changeMessage(isMessage(changed) ? changed : { ...message, reaction })
      } catch (error) {
        notifyError(error)
      }
    },
    [changeMessage]
  )

  const remove = useCallback(
    async (message: ChatMessage) => {
      try {
        const changed = await deleteMessage(message.id)
        changeMessage(isMessage(changed) ? changed : { ...message, deleted: true })
        toast.success(t("actions.deleted"))
      } catch (error) {
        notifyError(error)
      }
    },
    [changeMessage, t]
  )

  const transcribe = useCallback(
    async (message: ChatMessage) => {
      const id = String(message.id)
      setTranscribing((current) => new Set(current).add(id))
      try {
        const result = await transcribeMessage(message.id)
        changeMessage(isMessage(result) ? result : { ...message, transcription: result.transcription })
      } catch (error) {
        notifyError(error)
      } finally {
        setTranscribing((current) => {
          const next = new Set(current)
          next.delete(id)
          return next
        })
      }
    },
    [changeMessage]
  )

  return { edit, react, remove, transcribe, transcribing }
}
