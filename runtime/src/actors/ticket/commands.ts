/** The commands a ticket (conversation) actor accepts. The actor key is `<channelId>:<externalId>`. */
export type Inbound = {
  readonly type: "inbound"
  readonly tenantId: number
  readonly channelId: number
  readonly externalId: string
  readonly contactName: string
  readonly providerId: string
  readonly body: string
  readonly mediaUrl?: string | null
  readonly mediaType?: string | null
  readonly receivedAt: number
}
export type Send = {
  readonly type: "send"
  readonly tenantId: number
  readonly ticketId: number
  readonly userId: number
  readonly body: string
  readonly clientId?: string | undefined
  readonly mediaUrl?: string | null
  readonly mediaType?: string | null
}
export type Update = {
  readonly type: "update"
  readonly tenantId: number
  readonly ticketId: number
  readonly userId: number
  readonly status?: "open" | "pending" | "closed" | undefined
  readonly targetUserId?: number | null | undefined
  readonly queueId?: number | null | undefined
}
export type Ack = { readonly type: "ack"; readonly tenantId: number; readonly messageId: number; readonly status: "sent" | "delivered" | "read" }
export type MarkRead = { readonly type: "read"; readonly tenantId: number; readonly ticketId: number; readonly userId: number }

export type TicketCommandMsg = Inbound | Send | Update | Ack | MarkRead

export const conversationKey = (channelId: number, externalId: string) => `${channelId}:${externalId}`
