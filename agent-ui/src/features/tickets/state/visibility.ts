import { canSee, listScope, type VisibilitySettings } from "@atende/core/rules/visibility"
import type { Ticket } from "@atende/core/ticket/ticket"

// The list scope of spec part 1 §6 is core's rule (core/src/rules/visibility.ts), the one the
// server applies: a live event may carry a ticket that left the viewer's scope (a transfer, a
// queue change), and the list must drop it.

export type Viewer = {
  userId: number
  profile: "admin" | "super" | "user"
  queueIds: readonly number[]
  /** The list was asked with showAll (supervisors, when the tenant lets them). */
  showAll: boolean
}

export function inListScope(ticket: Ticket, viewer: Viewer, settings: VisibilitySettings): boolean {
  const scope = listScope(
    { userId: viewer.userId, profile: viewer.profile, queueIds: viewer.queueIds, settings },
    viewer.showAll
  )
  // A live payload may leave out an empty user or queue: absent counts as none.
  return (
    !scope ||
    canSee(scope, {
      userId: ticket.userId ?? null,
      queueId: ticket.queueId ?? null,
      chatbot: ticket.chatbot,
      walletUserIds: ticket.walletUserIds
    })
  )
}
