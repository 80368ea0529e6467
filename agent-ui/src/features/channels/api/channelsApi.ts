import type {
  ChannelAction,
  ChannelCreate,
  ChannelPatch,
  ChannelTransferResult,
  ChannelView
} from "@atende/core/contracts/channels"
import { apiRequest } from "../../../lib/api"

// The channels calls (runtime/api/channels.md): the administrators' only.

/** The tenant's channels (the web-chat token comes to administrators). */
export function listChannels(): Promise<ChannelView[]> {
  return apiRequest<ChannelView[]>("GET", "/channels")
}

/** 400 ERR_CHANNEL_TYPE_UNSUPPORTED for a type without a connector; 409 ERR_CONNECTION_NAME_EXISTS. */
export function createChannel(body: ChannelCreate): Promise<ChannelView> {
  return apiRequest<ChannelView>("POST", "/channels", { body })
}

export function updateChannel(id: number, body: ChannelPatch): Promise<ChannelView> {
  return apiRequest<ChannelView>("PUT", `/channels/${id}`, { body })
}

/** `confirm`: the word for delete in any of the UIs' languages, or the channel's name. */
export function deleteChannel(id: number, confirm: string): Promise<unknown> {
  return apiRequest<unknown>("DELETE", `/channels/${id}`, { query: { confirm } })
}

/** The session actions of spec part 2 §4; the state that follows comes live. */
export function channelSessionAction(id: number, action: ChannelAction): Promise<unknown> {
  return apiRequest<unknown>("POST", `/channels/${id}/${action}`)
}

export function setDefaultChannel(id: number): Promise<unknown> {
  return apiRequest<unknown>("POST", `/channels/${id}/default`)
}

/**
 * Moves the channel's open and pending conversations to another channel of the same type
 * (ERR_SAME_SOURCE_AND_DESTINATION, ERR_CHANNEL_TYPE_MISMATCH otherwise).
 */
export function transferChannel(id: number, toChannelId: number): Promise<ChannelTransferResult> {
  return apiRequest<ChannelTransferResult>("POST", `/channels/${id}/transfer`, { body: { toChannelId } })
}
