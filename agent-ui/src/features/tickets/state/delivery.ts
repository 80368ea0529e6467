import { catalogueText, type UiLanguage } from "../../../lib/errorDescription"
import type { ToastContent } from "../../../lib/toast"
import type { ChatMessage } from "./chatMessages"

/** The mark after the time of one's own message. */
export type DeliveryMark = "sending" | "sent" | "delivered" | "read" | "played" | "failed"

/**
 * Why a message is not delivered. "local": the send never reached the server (resent by posting
 * it again with the same clientId, which only text can be); "server": the channel refused it or
 * the outbox gave up (status "failed", resent with POST /messages/:id/resend). `reason` is the
 * catalogue's text for the code in the agent's language, null for a code this UI does not know.
 */
export type DeliveryFailure =
  | { kind: "local"; canResend: boolean }
  | { kind: "server"; canResend: boolean; reason: ToastContent | null; detail: string | null }

export type Delivery = { mark: DeliveryMark; failure: DeliveryFailure | null }

const MARKS: Partial<Record<ChatMessage["status"], DeliveryMark>> = {
  pending: "sending",
  delivered: "delivered",
  read: "read",
  played: "played"
}

/** What a bubble shows about its delivery: nothing for the customer's messages. */
export function deliveryOf(message: ChatMessage, lang: UiLanguage): Delivery | null {
  if (!message.fromMe) return null
  if (message.local === "failed") {
    const canResend = Boolean(message.clientId) && !message.mediaType
    return { mark: "failed", failure: { kind: "local", canResend } }
  }
  if (message.local === "sending" || message.resending) return { mark: "sending", failure: null }
  if (message.status === "failed") {
    const error = message.deliveryError ?? null
    const reason = error ? (catalogueText(error.code, lang) ?? null) : null
    const failure = { kind: "server", canResend: !message.deleted, reason, detail: error?.detail || null } as const
    return { mark: "failed", failure }
  }
  return { mark: MARKS[message.status] ?? "sent", failure: null }
}
