// The commands a channel-session actor accepts (one per connection, key = the channel id), as they
// travel on the bus, and the reply each one gets.
import { z } from "zod"
import { ChannelStatus } from "../../channel/channel"
import { Id } from "../common"
import type { Immutable } from "./views"

/** A provider's inbound message, before it becomes the conversation's ticket command. */
export const ChannelInbound = z.object({
  type: z.literal("inbound"),
  channelId: Id,
  externalId: z.string(),
  providerId: z.string(),
  contactName: z.string().optional(),
  body: z.string(),
  mediaUrl: z.string().nullable().optional(),
  mediaType: z.string().nullable().optional(),
  quotedProviderId: z.string().optional(),
  forwarded: z.boolean().optional()
})
export type ChannelInbound = Immutable<z.infer<typeof ChannelInbound>>

export const ChannelStatusQuery = z.object({ type: z.literal("status") })

export const ChannelCommand = z.discriminatedUnion("type", [ChannelInbound, ChannelStatusQuery])
export type ChannelCommand = Immutable<z.infer<typeof ChannelCommand>>

/** What each command answers with (the value of an ok reply). */
export const ChannelReplies = {
  inbound: z.null(),
  status: z.object({ id: Id, status: ChannelStatus })
} as const satisfies Record<ChannelCommand["type"], z.ZodType>
