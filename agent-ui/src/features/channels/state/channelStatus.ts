import type { ChannelStatus, ChannelType } from "@atende/core/channel/channel"
import type { ChannelView } from "@atende/core/contracts/channels"

// What the screen makes of a channel's session state (spec part 1 §4, part 2 §4): the badge's tone
// and the actions that make sense in each state.

export type StatusTone = "ok" | "waiting" | "problem" | "off"

export const STATUS_TONE: Record<ChannelStatus, StatusTone> = {
  connected: "ok",
  pairing: "waiting",
  connecting: "waiting",
  qrcode: "waiting",
  disconnected: "problem",
  timeout: "problem",
  conflict: "problem",
  inactive: "off"
}

/** Types whose session is paired by scanning a QR code with the phone. */
export const usesQrCode = (type: ChannelType) => type === "whatsapp"

export type ChannelAction =
  "showQr" | "connect" | "disconnect" | "qrcode" | "reset" | "default" | "transfer" | "snippet" | "edit" | "delete"

const CAN_CONNECT: ReadonlySet<ChannelStatus> = new Set(["disconnected", "timeout", "inactive", "conflict"])
const CAN_DISCONNECT: ReadonlySet<ChannelStatus> = new Set([
  "connected",
  "connecting",
  "pairing",
  "qrcode",
  "timeout",
  "conflict"
])
const CAN_NEW_QR: ReadonlySet<ChannelStatus> = new Set(["qrcode", "timeout", "disconnected", "conflict"])

/**
 * The actions offered for `channel` among the tenant's `channels`, in the order the row shows
 * them: the QR code while one waits to be read, connect or disconnect by state, a new QR and reset
 * for QR types, default for the others, transfer when there is a destination.
 */
export function channelActions(channel: ChannelView, channels: readonly ChannelView[]): ChannelAction[] {
  const actions: ChannelAction[] = []
  const qr = usesQrCode(channel.type)
  if (qr && channel.status === "qrcode") actions.push("showQr")
  if (CAN_CONNECT.has(channel.status)) actions.push("connect")
  if (CAN_DISCONNECT.has(channel.status)) actions.push("disconnect")
  if (qr && CAN_NEW_QR.has(channel.status)) actions.push("qrcode")
  if (qr) actions.push("reset")
  if (!channel.isDefault) actions.push("default")
  if (transferTargets(channels, channel).length) actions.push("transfer")
  if (channel.type === "webchat" && channel.token) actions.push("snippet")
  actions.push("edit", "delete")
  return actions
}

/**
 * The channels a channel's conversations may go to: every other one of the same type (the server
 * refuses another type, ERR_CHANNEL_TYPE_MISMATCH, and the source itself).
 */
export function transferTargets(channels: readonly ChannelView[], source: ChannelView): ChannelView[] {
  return channels.filter((channel) => channel.id !== source.id && channel.type === source.type)
}
