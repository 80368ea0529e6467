import type { Ticket } from "@atende/core/ticket/ticket"
import type { ReactNode } from "react"
import { hasTemplates, TemplateOffer, useServiceWindow } from "../../templates/index"
import type { ChatMessage } from "../state/chatMessages"

type ServiceWindowGateProps = {
  ticket: Ticket
  messages: ReadonlyArray<ChatMessage>
  onSent: (message: ChatMessage) => void
  /** The composer, shown while free-form messages can reach the customer. */
  children: ReactNode
}

/** The id of the customer's newest message shown ("" before any). */
function lastCustomerMessage(messages: ReadonlyArray<ChatMessage>): string {
  for (let i = messages.length - 1; i >= 0; i--) if (!messages[i]!.fromMe) return String(messages[i]!.id)
  return ""
}

/**
 * On a WhatsApp Cloud API ticket, the composer while the 24-hour window is open and the approved
 * templates offer once it closed (a free-form message would fail then); any other ticket, the composer.
 */
export function ServiceWindowGate({ ticket, messages, onSent, children }: ServiceWindowGateProps) {
  const applies = ticket.status === "open" && hasTemplates(ticket.channel)
  const serviceWindow = useServiceWindow(ticket.id, applies, lastCustomerMessage(messages))
  if (!applies || !serviceWindow.data?.applies || serviceWindow.data.open) return children
  return (
    <TemplateOffer
      ticketId={ticket.id}
      channelId={ticket.whatsappId}
      closesAt={serviceWindow.data.closesAt}
      onSent={onSent}
    />
  )
}
