import type { ChannelsEvent, ChannelView } from "@atende/core/contracts/channels"

// The `<tenantId>:channels` live events applied to the cached list (pure, so the hook only writes
// the result into the query cache).

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true })

/** The screen's order: by name (any case and accent), then by id. */
export function sortChannels(channels: readonly ChannelView[]): ChannelView[] {
  return [...channels].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
}

/**
 * The list after `event`: an updated channel replaces its row or joins the list, a deleted one
 * leaves it. One channel is the default: a new default takes the flag from the others.
 */
export function applyChannelEvent(list: readonly ChannelView[], event: ChannelsEvent): ChannelView[] {
  if (event.type === "channel:delete") return list.filter((channel) => channel.id !== event.channelId)
  const next = event.channel
  const others = list
    .filter((channel) => channel.id !== next.id)
    .map((channel) => (next.isDefault && channel.isDefault ? { ...channel, isDefault: false } : channel))
  return sortChannels([...others, next])
}

/**
 * A snapshot of channels (the list read again, or the channel an API call answered) requested when
 * the live-event counter stood at `since`, merged into the cached list. A channel a live event
 * reported after `since` keeps what the event said: the snapshot may have been read before that
 * change and arrive after it (a session turning `connected` while the list was being read). The
 * others take the snapshot; a whole list (`complete`) also drops the channels it no longer has.
 */
export function mergeSnapshot(
  cached: readonly ChannelView[] | undefined,
  snapshot: readonly ChannelView[],
  marks: ReadonlyMap<number, number>,
  since: number,
  complete: boolean
): ChannelView[] {
  const newer = (id: number) => (marks.get(id) ?? -1) > since
  const live = (cached ?? []).filter((channel) => newer(channel.id))
  const taken = snapshot.filter((channel) => !newer(channel.id))
  if (complete) return sortChannels([...live, ...taken])
  return taken.reduce(
    (list, channel) => applyChannelEvent(list, { type: "channel:update", channel }),
    [...(cached ?? [])]
  )
}
