import { decodeLiveEventData, type LiveEventData, type LiveEventName } from "@atende/core/contracts/live"
import { useEffect, useRef } from "react"
import { useSession } from "../lib/session"
import { useLive } from "./liveContext"

/**
 * Calls `handler` with the decoded data of every `<tenantId>:<name>` event (e.g. "settings"); data
 * of another shape is skipped.
 */
export function useLiveEvent<N extends LiveEventName>(name: N, handler: (data: LiveEventData<N>) => void): void {
  const { subscribe } = useLive()
  const tenantId = useSession()?.tenantId
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })

  useEffect(() => {
    if (!tenantId) return
    const full = `${tenantId}:${name}`
    return subscribe((event) => {
      if (event.event !== full) return
      const data = decodeLiveEventData(name, event.data)
      if (data) latest.current(data)
    })
  }, [subscribe, tenantId, name])
}
