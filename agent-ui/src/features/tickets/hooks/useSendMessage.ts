import { useCallback } from "react"
import { notifyError } from "../../../lib/errorText"
import type { AnyId } from "../../../lib/ids"
import { randomId } from "../../../lib/randomId"
import { sendMedia, sendMessage } from "../api/messagesApi"
import { localMessage, type ChatMessage } from "../state/chatMessages"

type SendTargets = {
  upsertMessage: (message: ChatMessage) => void
  failMessage: (clientId: string) => void
  discardLocal: (clientId: string) => void
}

/**
 * Sends with a clientId made once per message: the bubble shows at once, and "resend" on a
 * failed bubble posts the same clientId again, so the server never stores it twice.
 */
export function useSendMessage(
  ticketId: string,
  { upsertMessage, failMessage, discardLocal }: SendTargets,
  sign?: boolean
) {
  const send = useCallback(
    async (body: string, quotedMsgId: AnyId | null = null, clientId: string = randomId()) => {
      upsertMessage(
        localMessage(ticketId, body, clientId, Date.now(), {
          quotedMsgId: quotedMsgId == null ? null : Number(quotedMsgId)
        })
      )
      try {
        upsertMessage(await sendMessage(ticketId, body, { clientId, quotedMsgId, sign }))
        return true
      } catch (error) {
        failMessage(clientId)
        notifyError(error)
        return false
      }
    },
    [ticketId, upsertMessage, failMessage, sign]
  )

  /**
   * The files (already checked against the limits) and the caption in one call; a placeholder
   * bubble shows meanwhile and the server's messages replace it.
   */
  const sendFiles = useCallback(
    async (files: File[], caption: string, quotedMsgId: AnyId | null = null) => {
      const clientId = randomId()
      const names = files.map((file) => file.name).join(", ")
      upsertMessage(
        localMessage(ticketId, caption ? `${caption}\n${names}` : names, clientId, Date.now(), {
          mediaType: files[0]?.type || "document"
        })
      )
      try {
        const sent = await sendMedia(ticketId, files, { clientId, body: caption, quotedMsgId, sign })
        discardLocal(clientId)
        for (const message of sent) upsertMessage(message)
        return true
      } catch (error) {
        failMessage(clientId)
        notifyError(error)
        return false
      }
    },
    [ticketId, upsertMessage, failMessage, discardLocal, sign]
  )

  const retry = useCallback(
    (message: ChatMessage) => {
      if (message.clientId && !message.mediaType) void send(message.body, message.quotedMsgId ?? null, message.clientId)
    },
    [send]
  )

  return { send, sendFiles, retry }
}
