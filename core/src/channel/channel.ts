// Channel (connection) kinds and session states (spec part 1 §1, §4; part 2 §3, §4).
import { z } from "zod"

export const ChannelType = z.enum([
  "whatsapp",
  "waba",
  "waba360",
  "telegram",
  "instagram",
  "email",
  "webchat",
  "hub",
  "hubFacebook",
  "hubInstagram",
  "hubEmail"
])
export type ChannelType = z.infer<typeof ChannelType>

/** Session states as shown to agents. */
export const ChannelStatus = z.enum([
  "pairing",
  "connected",
  "disconnected",
  "timeout",
  "qrcode",
  "inactive",
  "conflict",
  "connecting"
])
export type ChannelStatus = z.infer<typeof ChannelStatus>
