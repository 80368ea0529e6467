/**
 * The `channels` live stream (core/src/contracts/channels.ts ChannelsEvent): `channel:update` with
 * the channel as the API answers it, whenever its fields, default flag, session status or QR code
 * change (the routes, the CLI, the connectors' supervisor), and `channel:delete`. The log keeps the
 * web-chat token sealed, never in the clear; the agents' socket (features/live/LiveGateway.ts)
 * opens it for administrators and gives everyone else null, as `GET /channels` does.
 */
import type { ChannelsEvent } from "@atende/core/contracts/channels"
import { Effect, Option } from "effect"
import { isSealed } from "../../platform/secrets/box"
import { optionalBox } from "../../platform/secrets/SecretBox"
import { appendEvent, appendEvents, type LiveEvent } from "../../platform/store/Events"
import { storedChannelsWithIds, type ChannelRow } from "./store/Channels"
import { channelView } from "./views"

/** `channel:update` of these channels (read now, tokens as stored), appended in the caller's transaction. */
export const channelsChanged = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return [] as Array<LiveEvent>
    const rows = yield* storedChannelsWithIds(ids)
    const byTenant = new Map<number, Array<ChannelRow>>()
    for (const r of rows) {
      if (r.deletedAt !== null) continue
      const list = byTenant.get(r.tenantId)
      if (list) list.push(r)
      else byTenant.set(r.tenantId, [r])
    }
    const events: Array<LiveEvent> = []
    for (const [tenantId, list] of byTenant)
      events.push(
        ...(yield* appendEvents(
          tenantId,
          "channels",
          list.map((r) => ({
            type: "channel:update" as const,
            channel: channelView(r, isSealed(r.token) ? r.token : null)
          }))
        ))
      )
    return events
  })

/** `channel:delete`, appended in the caller's transaction. */
export const channelDeleted = (tenantId: number, channelId: number) =>
  appendEvent(tenantId, "channels", { type: "channel:delete", channelId })

/**
 * How a channels event reaches one socket: the token opened for administrators (null when it
 * cannot be opened); token and QR code null for everyone else, as the API answers them. Built once
 * per gateway, with the node's box.
 */
export const channelEventPresenter = Effect.map(optionalBox, (box) => (data: unknown, admin: boolean): unknown => {
  const d = data as ChannelsEvent | null
  if (d?.type !== "channel:update") return data
  if (!admin) return { ...d, channel: { ...d.channel, token: null, qrcode: null } }
  let token: string | null = null
  if (typeof d.channel.token === "string" && Option.isSome(box)) {
    try {
      token = box.value.open(d.channel.token)
    } catch {
      token = null
    }
  }
  return { ...d, channel: { ...d.channel, token } }
})
