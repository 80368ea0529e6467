import type { TenantSettings } from "@atende/core/contracts/settings"
import type { Ticket } from "@atende/core/ticket/ticket"

// The list scope of spec part 1 §6, as the server applies it (runtime/src/features/tickets/http/visibility.ts):
// a live event may carry a ticket that left the viewer's scope (a transfer, a queue change), and
// the list must drop it. This mirrors the server's rule; it belongs in core beside the other rules.

export type Viewer = {
  userId: number
  profile: "admin" | "super" | "user"
  queueIds: readonly number[]
  /** The list was asked with showAll (supervisors, when the tenant lets them). */
  showAll: boolean
}

type VisibilitySettings = Pick<TenantSettings, "hideOthersTickets" | "hideBotUnassigned" | "forceWallet" | "supervisorViewAll">

type ScopedTicket = Pick<Ticket, "userId" | "queueId"> & { chatbot?: boolean; walletUserIds?: readonly number[] }

export function inListScope(ticket: Ticket, viewer: Viewer, settings: VisibilitySettings): boolean {
  if (viewer.profile === "admin" || (viewer.profile === "super" && viewer.showAll && settings.supervisorViewAll)) return true
  const t = ticket as Ticket & ScopedTicket
  if (t.userId === viewer.userId) return true
  if (settings.hideBotUnassigned && t.chatbot) return false
  if (settings.forceWallet && t.walletUserIds?.length && !t.walletUserIds.includes(viewer.userId)) return false
  if (t.queueId != null && viewer.queueIds.includes(Number(t.queueId))) return !settings.hideOthersTickets || t.userId == null
  return t.queueId == null && t.userId == null && !settings.hideBotUnassigned
}
