import { useEffect, useRef } from "react"
import { useSession } from "../lib/session"
import { useLive } from "./liveContext"
import { parseTicketListEvent, type TicketListEvent } from "./liveTypes"

/**
 * Calls `handler` for every `<tenantId>:ticketList` event (chat:create, ticket:update,
 * ticket:delete) of the signed-in tenant. The latest handler is always used.
 */
export function useTicketListEvents(handler: (event: TicketListEvent) => void): void {
  const { subscribe } = useLive()
  const tenantId = useSession()?.tenantId
  const latest = useRef(handler)

  useEffect(() => {
    latest.current = handler
  })

  useEffect(() => {
    if (!tenantId) return
    const name = `${tenantId}:ticketList`
    return subscribe((event) => {
      if (event.event !== name) return
      const parsed = parseTicketListEvent(event.data)
      if (parsed) latest.current(parsed)
    })
  }, [subscribe, tenantId])
}
