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
export type MediaRef = { readonly url: string; readonly type: string; readonly name: string }
export type Send = {
  readonly type: "send"
  readonly tenantId: number
  readonly ticketId: number
  readonly userId: number
  readonly body: string
  readonly clientId?: string | undefined
  readonly mediaUrl?: string | null
  readonly mediaType?: string | null
  readonly media?: ReadonlyArray<MediaRef> | undefined
  readonly quotedMsgId?: number | undefined
  readonly sign?: boolean | undefined
}
export type Update = {
  readonly type: "update"
  readonly tenantId: number
  readonly ticketId: number
  readonly userId: number
  readonly status?: "open" | "pending" | "closed" | undefined
  readonly targetUserId?: number | null | undefined
  readonly queueId?: number | null | undefined
  readonly newTicket?: boolean | undefined
  /** delete instead of a status change */
  readonly remove?: boolean | undefined
}
export type Access = { readonly type: "access"; readonly tenantId: number; readonly ticketId: number; readonly userId: number; readonly onlyOnce?: boolean }
export type Create = {
  readonly type: "create"
  readonly tenantId: number
  readonly contactId: number
  readonly channelId: number
  readonly userId: number
  readonly status: "open" | "pending"
  readonly targetUserId?: number | null | undefined
  readonly queueId?: number | null | undefined
}
export type Forward = {
  readonly type: "forward"
  readonly tenantId: number
  readonly contactId: number
  readonly channelId: number
  readonly userId: number
  readonly clientId: string
  readonly items: ReadonlyArray<{ readonly sourceId: number; readonly body: string; readonly mediaUrl: string | null; readonly mediaType: string | null }>
}
export type MessageOp =
  | { readonly type: "editMessage"; readonly tenantId: number; readonly messageId: number; readonly userId: number; readonly body: string }
  | { readonly type: "react"; readonly tenantId: number; readonly messageId: number; readonly userId: number; readonly reaction: string }
  | { readonly type: "deleteMessage"; readonly tenantId: number; readonly messageId: number; readonly userId: number }
  | { readonly type: "transcribed"; readonly tenantId: number; readonly messageId: number; readonly text: string }
export type Schedule = {
  readonly type: "schedule"
  readonly tenantId: number
  readonly ticketId: number
  readonly userId: number
  readonly body: string
  readonly sendAt: number
  readonly sign?: boolean | undefined
  readonly clientId?: string | undefined
  readonly actorKey: string
}
export type CancelSchedule = { readonly type: "cancelSchedule"; readonly tenantId: number; readonly scheduledId: number; readonly userId: number }
export type SetTranscription = { readonly type: "setTranscription"; readonly tenantId: number; readonly ticketId: number; readonly enabled?: boolean | undefined }
/** A durable timer fired (dedupe id `timer:<id>:<dueAt>`); acts only if the timer is still current. */
export type TimerFired = {
  readonly type: "timer"
  readonly tenantId: number
  readonly timerId: number
  readonly dueAt: number
  readonly kind: string
  readonly ticketId: number
  readonly scheduledId?: number | undefined
}
export type Ack = { readonly type: "ack"; readonly tenantId: number; readonly messageId: number; readonly status: "sent" | "delivered" | "read" }
export type MarkRead = { readonly type: "read"; readonly tenantId: number; readonly ticketId: number; readonly userId: number }

export type TicketCommandMsg =
  | Inbound | Send | Update | Access | Create | Forward | MessageOp | Schedule | CancelSchedule | SetTranscription | TimerFired | Ack | MarkRead

export const conversationKey = (channelId: number, externalId: string) => `${channelId}:${externalId}`
