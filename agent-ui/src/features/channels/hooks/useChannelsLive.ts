import { useEffect, useRef } from "react"
import { useLive } from "../../../live/liveContext"
import { useLiveEvent } from "../../../live/useLiveEvent"
import { applyToChannelList, refreshChannels } from "./useChannels"

/**
 * Keeps the channels list current with the tenant's `<tenantId>:channels` live events (a session
 * changing state, a new QR code, another administrator's edit or deletion): mounted by the screen.
 * The list is read again when the socket comes (back) online: what changed before the socket was
 * ready is not replayed to a tab that had not seen an event yet.
 */
export function useChannelsLive(): void {
  useLiveEvent("channels", applyToChannelList)
  const { status } = useLive()
  const previous = useRef(status)
  useEffect(() => {
    if (status === "online" && previous.current !== "online") void refreshChannels()
    previous.current = status
  }, [status])
}
