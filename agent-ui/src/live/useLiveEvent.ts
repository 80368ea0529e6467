import { useEffect, useRef } from "react"
import { useSession } from "../lib/session"
import { useLive } from "./liveContext"

/** Calls `handler` with the data of every `<tenantId>:<name>` event (e.g. "settings"). */
export function useLiveEvent(name: string, handler: (data: unknown) => void): void {
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
      if (event.event === full) latest.current(event.data)
    })
  }, [subscribe, tenantId, name])
}
