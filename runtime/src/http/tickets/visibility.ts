/**
 * Who sees which tickets (spec part 1 §6), for this stage: administrators see all; supervisors
 * see all when they ask (showAll); agents see their own tickets and the unassigned ones of their
 * queues (or with no queue). Live events use the same rule.
 */
import type { Claims } from "../../auth/Tokens"
import type { TicketView } from "../../store/Tickets"

export type Viewer = { readonly userId: number; readonly profile: string; readonly queueIds: ReadonlyArray<number> }

export const listScope = (v: Viewer, showAll: boolean) =>
  v.profile === "admin" || (v.profile === "super" && showAll) ? undefined : { userId: v.userId, queueIds: v.queueIds }

export const canSee = (v: Viewer, t: Pick<TicketView, "userId" | "queueId">) =>
  v.profile === "admin" || v.profile === "super" || t.userId === v.userId || (t.userId === null && (t.queueId === null || v.queueIds.includes(t.queueId)))

export const viewerOf = (c: Claims, queueIds: ReadonlyArray<number>): Viewer => ({ userId: c.userId, profile: c.profile, queueIds })
