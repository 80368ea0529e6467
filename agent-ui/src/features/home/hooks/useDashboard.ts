import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { queryClient } from "../../../lib/queries"
import { useTicketListEvents } from "../../../live/useTicketListEvents"
import { getDashboard } from "../api/dashboardApi"
import type { DashboardRequest } from "../state/period"

export const dashboardKeys = {
  all: ["dashboard"] as const,
  figures: (r: DashboardRequest) => ["dashboard", r] as const
}

/** The figures of a request; the previous ones stay on screen while a new filter loads. */
export function useDashboard(request: DashboardRequest, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.figures(request),
    queryFn: () => getDashboard(request),
    placeholderData: keepPreviousData,
    enabled
  })
}

/** Ticket events coming close together (a burst of messages) read the figures once. */
const REFRESH_DELAY_MS = 2_000

/** Reads the figures again shortly after ticket events (new tickets, status and owner changes). */
export function useDashboardLive(): void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useTicketListEvents((event) => {
    if (event.type !== "ticket:update" && event.type !== "ticket:delete" && event.type !== "chat:create") return
    if (timer.current !== undefined) return
    timer.current = setTimeout(() => {
      timer.current = undefined
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all })
    }, REFRESH_DELAY_MS)
  })
}
