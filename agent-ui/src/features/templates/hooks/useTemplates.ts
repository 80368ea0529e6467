import type { ServiceWindow, Template } from "@atende/core/contracts/templates"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { queryClient } from "../../../lib/queries"
import { getServiceWindow, listTemplateChannels, listTemplates } from "../api/templatesApi"

/** The templates feature's cache: the Cloud API channels, each channel's templates, a ticket's window. */
export const templateKeys = {
  channels: ["templates", "channels"] as const,
  list: (channelId: number) => ["templates", "list", channelId] as const,
  approved: (channelId: number) => ["templates", "approved", channelId] as const,
  window: (ticketId: number, lastCustomerMessage: string) =>
    ["templates", "window", ticketId, lastCustomerMessage] as const
}

/** The tenant's WhatsApp Cloud API and 360dialog channels, the ones with templates. */
export function useTemplateChannels() {
  return useQuery({ queryKey: templateKeys.channels, queryFn: listTemplateChannels })
}

/** A channel's templates, as this server last heard them from Meta. */
export function useTemplates(channelId: number | null) {
  return useQuery({
    queryKey: templateKeys.list(channelId ?? 0),
    queryFn: () => listTemplates(channelId ?? 0),
    enabled: channelId !== null
  })
}

/** A channel's approved templates, the ones the composer offers. */
export function useApprovedTemplates(channelId: number | null) {
  return useQuery({
    queryKey: templateKeys.approved(channelId ?? 0),
    queryFn: () => listTemplates(channelId ?? 0, "APPROVED"),
    enabled: channelId !== null
  })
}

/** Puts the channel's list as an answer gave it and reads both lists again. */
export function refreshTemplates(channelId: number, list?: Template[]): void {
  if (list) queryClient.setQueryData(templateKeys.list(channelId), list)
  void queryClient.invalidateQueries({ queryKey: templateKeys.list(channelId) })
  void queryClient.invalidateQueries({ queryKey: templateKeys.approved(channelId) })
}

// setTimeout's longest wait; a window closing later is asked again then.
const MAX_WAIT_MS = 2_147_483_647

/** Milliseconds until an open window closes (asked again 1 s after), or false for none to wait for. */
export function untilWindowChanges(window: ServiceWindow | undefined, now: number): number | false {
  if (!window?.applies || !window.open || !window.closesAt) return false
  return Math.min(MAX_WAIT_MS, Math.max(1_000, Date.parse(window.closesAt) - now + 1_000))
}

/**
 * Whether a free-form message can reach the ticket's customer now (GET
 * /tickets/{id}/service-window), for tickets on a Cloud API channel. `lastCustomerMessage` (the id
 * of the customer's newest message) asks again when the customer writes; an open window is asked
 * again when it closes.
 */
export function useServiceWindow(ticketId: number, enabled: boolean, lastCustomerMessage: string) {
  return useQuery({
    queryKey: templateKeys.window(ticketId, lastCustomerMessage),
    queryFn: () => getServiceWindow(ticketId),
    enabled,
    gcTime: 0,
    // the customer writing asks again; what was known stays shown meanwhile
    placeholderData: keepPreviousData,
    refetchInterval: (query) => untilWindowChanges(query.state.data, Date.now())
  })
}
