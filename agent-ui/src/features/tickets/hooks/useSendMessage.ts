import { useCallback } from "react"
import { notifyError } from "../../../lib/errorText"
import { randomId } from "../../../lib/randomId"
import { sendMessage } from "../api/messagesApi"
import { localMessage, type ChatMessage } from "../state/chatMessages"

type SendTargets = {
  upsertMessage: (message: ChatMessage) => void
  failMessage: (clientId: string) => void
}

/**
 * Sends with a clientId made once per message: the bubble shows at once, and "resend" on a
 * failed bubble posts the same clientId again, so the server never stores it twice.
 */
export function useSendMessage(ticketId: string, { upsertMessage, failMessage }: SendTargets) {
  const send = useCallback(
    async (body: string, clientId: string = randomId()) => {
      upsertMessage(localMessage(ticketId, body, clientId))
      try {
        upsertMessage(await sendMessage(ticketId, body, clientId))
      } catch (error) {
        failMessage(clientId)
        notifyError(error)
      }
    },
    [ticketId, upsertMessage, failMessage]
  )

  const retry = useCallback(
    (message: ChatMessage) => {
      if (message.clientId) void send(message.body, message.clientId)
    },
    [send]
  )

  return { send, retry }
}
