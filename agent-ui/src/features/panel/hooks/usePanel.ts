import { useQuery } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"
import { queryClient } from "../../../lib/queries"
import { useLive } from "../../../live/liveContext"
import { useTicketListEvents } from "../../../live/useTicketListEvents"
import { getPanel } from "../api/panelApi"
import type { Reading } from "../state/cards"

export const panelKey = ["attendancePanel"] as const

/** Sessions opening and closing send no live event: the panel is read again this often too. */
const POLL_MS = 30_000
/** Ticket events close together (a burst) read the panel once. */
const REFRESH_DELAY_MS = 300

/** The panel as last read, with when it was read (for the waits, see state/cards.ts). */
export function usePanel(enabled: boolean) {
  return useQuery({
    queryKey: panelKey,
    queryFn: async () => {
      const answer = await getPanel()
      const reading: Reading = { serverNow: Date.parse(answer.now), receivedAt: Date.now() }
      return { answer, reading }
    },
    refetchInterval: POLL_MS,
    enabled
  })
}

/**
 * Keeps the panel current without a reload: read again shortly after every ticket event of the
 * live socket (a customer's message opening a ticket, a status, owner or queue change, an answer),
 * and when the socket comes back online (what happened while it was away).
 */
export function usePanelLive(): void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const refresh = () => {
    if (timer.current !== undefined) return
    timer.current = setTimeout(() => {
      timer.current = undefined
      void queryClient.invalidateQueries({ queryKey: panelKey })
    }, REFRESH_DELAY_MS)
  }
  useTicketListEvents((event) => {
    if (event.type === "chat:ack" || event.type === "chat:update" || event.type === "chat:scheduled") return
    refresh()
  })
  const { status } = useLive()
  const previous = useRef(status)
  useEffect(() => {
    if (status === "online" && previous.current !== "online") void queryClient.invalidateQueries({ queryKey: panelKey })
    previous.current = status
  }, [status])
}

/** The browser's clock, ticking every `everyMs` (the waits and SLA colours move with it). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(id)
  }, [everyMs])
  return now
}
