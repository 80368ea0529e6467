import {
  ChannelView,
  type ChannelAction,
  type ChannelCreate,
  type ChannelPatch,
  type ChannelsEvent,
  type ChannelTransferResult
} from "@atende/core/contracts/channels"
import { useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import {
  channelSessionAction,
  createChannel,
  deleteChannel,
  listChannels,
  setDefaultChannel,
  transferChannel,
  updateChannel
} from "../api/channelsApi"
import { applyChannelEvent, mergeSnapshot } from "../state/liveChannels"

/** The channels feature's cache: the tenant's list, kept current by the live events (useChannelsLive.ts). */
export const channelKeys = { all: ["channels"] as const, list: ["channels", "list"] as const }

// Live events are counted; each channel keeps the count at its last event, so a snapshot read
// before that event (a list or an answer arriving late) does not undo it (state/liveChannels.ts).
let liveCount = 0
const liveMarks = new Map<number, number>()

const cachedList = () => queryClient.getQueryData<ChannelView[]>(channelKeys.list)

/** The tenant's channels (GET /channels), by name; read again each time the screen opens. */
export function useChannels() {
  return useQuery({
    queryKey: channelKeys.list,
    queryFn: async () => {
      const since = liveCount
      const list = await listChannels()
      return mergeSnapshot(cachedList(), list, liveMarks, since, true)
    }
  })
}

/** One live event written into the cached list. */
export function applyToChannelList(event: ChannelsEvent): void {
  liveMarks.set(event.type === "channel:delete" ? event.channelId : event.channel.id, ++liveCount)
  queryClient.setQueryData<ChannelView[]>(channelKeys.list, (list) => (list ? applyChannelEvent(list, event) : list))
}

/** The list is read again (after a write: what the live events have not brought yet). */
export function refreshChannels(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: channelKeys.list })
}

/**
 * The channel the API answered, in the list at once (when it is one: the live event brings it
 * anyway), unless a live event about it came while the call was under way.
 */
async function takeAnswer(call: Promise<unknown>): Promise<void> {
  const since = liveCount
  const parsed = ChannelView.safeParse(await call)
  if (!parsed.success) return
  queryClient.setQueryData<ChannelView[]>(channelKeys.list, (list) =>
    list ? mergeSnapshot(list, [parsed.data], liveMarks, since, false) : list
  )
}

export async function addChannel(body: ChannelCreate): Promise<void> {
  await takeAnswer(createChannel(body))
  void refreshChannels()
}

/** `patch`: only the fields that change. */
export async function changeChannel(id: number, patch: ChannelPatch): Promise<void> {
  await takeAnswer(updateChannel(id, patch))
  void refreshChannels()
}

/** Deletes a channel; `confirm` is what the user typed (the word for delete, or the name). */
export async function removeChannel(id: number, confirm: string): Promise<void> {
  await deleteChannel(id, confirm)
  applyToChannelList({ type: "channel:delete", channelId: id })
  void refreshChannels()
}

/** Connect, disconnect, a new QR code or a reset; the state that follows comes live. */
export async function runSessionAction(id: number, action: ChannelAction): Promise<void> {
  try {
    await takeAnswer(channelSessionAction(id, action))
  } finally {
    void refreshChannels()
  }
}

export async function makeDefault(id: number): Promise<void> {
  try {
    await takeAnswer(setDefaultChannel(id))
  } finally {
    void refreshChannels()
  }
}

/** How many conversations moved, and those that stayed with why. */
export function transferConversations(id: number, toChannelId: number): Promise<ChannelTransferResult> {
  return transferChannel(id, toChannelId)
}
