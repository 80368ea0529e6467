import { useCallback } from "react"
import { notifyError } from "../../../lib/errorText"
import { resendMessage } from "../api/messagesApi"
import { markResending, resendAnswered, resendRefused, type ChatMessage } from "../state/chatMessages"

type ChangeMessages = (change: (messages: ChatMessage[]) => ChatMessage[]) => void

/**
 * "Resend" on a message the server failed to deliver: the bubble shows pending at once and takes
 * the answer (or a live ack that comes first); a refused resend (not found, not failed any more,
 * no network) shows its reason in a toast and the bubble its failure again.
 */
export function useResendMessage(changeMessages: ChangeMessages) {
  return useCallback(
    async (message: ChatMessage) => {
      changeMessages((messages) => markResending(messages, message.id))
      try {
        const answer = await resendMessage(message.id)
        changeMessages((messages) => resendAnswered(messages, answer))
      } catch (error) {
        changeMessages((messages) => resendRefused(messages, message.id))
        notifyError(error)
      }
    },
    [changeMessages]
  )
}
