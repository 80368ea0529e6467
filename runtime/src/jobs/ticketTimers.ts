/**
 * The ticket workspace's timers (spec part 1 §4 automatic behaviours, §3 scheduled messages):
 * which timers a ticket has after activity or a status change, and how each fires: a command to
 * the conversation's ticket actor with dedupe id `timer:<id>:<dueAt>`.
 * - ticket.autoClose: any activity restarts it (auto-close after inactivity);
 * - ticket.autoResolve: the agent wrote on an open ticket and the customer has not answered;
 * - ticket.returnToQueue: the customer wrote on an open ticket and the agent has not answered;
 * - message.scheduled: a scheduled message is due.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { Effect } from "effect"
import { Bus } from "../bus/Bus"
import type { TimerRow } from "../store/Timers"
import { cancelTimer, scheduleTimer, type TimerHandlers } from "./Timers"

export const AUTO_CLOSE = "ticket.autoClose"
export const AUTO_RESOLVE = "ticket.autoResolve"
export const RETURN_TO_QUEUE = "ticket.returnToQueue"
export const SCHEDULED_MESSAGE = "message.scheduled"

const MINUTE = 60_000

export type TimedTicket = { readonly tenantId: number; readonly id: number; readonly status: string; readonly userId: number | null; readonly actorKey: string }

const at = (t: TimedTicket, kind: string, minutes: number, now: number) =>
  scheduleTimer({ tenantId: t.tenantId, kind, key: String(t.id), dueAt: now + minutes * MINUTE, payload: { ticketId: t.id, actorKey: t.actorKey } })

/** After a message: restart the inactivity timer and arm the one that waits for the other side. */
export const afterMessage = (t: TimedTicket, s: TenantSettings, direction: "in" | "out", now: number) =>
  Effect.gen(function* () {
    const key = String(t.id)
    if (t.status === "closed") return yield* afterStatus(t, s, now)
    yield* s.autoCloseMinutes > 0 ? at(t, AUTO_CLOSE, s.autoCloseMinutes, now) : cancelTimer(AUTO_CLOSE, key)
    const open = t.status === "open" && t.userId !== null
    if (direction === "in") {
      yield* cancelTimer(AUTO_RESOLVE, key)
      yield* open && s.returnToQueueMinutes > 0 ? at(t, RETURN_TO_QUEUE, s.returnToQueueMinutes, now) : cancelTimer(RETURN_TO_QUEUE, key)
    } else {
      yield* cancelTimer(RETURN_TO_QUEUE, key)
      yield* open && s.autoResolveMinutes > 0 ? at(t, AUTO_RESOLVE, s.autoResolveMinutes, now) : cancelTimer(AUTO_RESOLVE, key)
    }
  })

/** After a status or owner change: closed (or deleted) tickets have no timers; the waiting ones need an open ticket. */
export const afterStatus = (t: TimedTicket, s: TenantSettings, now: number, deleted = false) =>
  Effect.gen(function* () {
    const key = String(t.id)
    if (t.status === "closed" || deleted) {
      for (const kind of [AUTO_CLOSE, AUTO_RESOLVE, RETURN_TO_QUEUE]) yield* cancelTimer(kind, key)
      return
    }
    if (s.autoCloseMinutes > 0) yield* at(t, AUTO_CLOSE, s.autoCloseMinutes, now)
    if (t.status !== "open" || t.userId === null) {
      yield* cancelTimer(AUTO_RESOLVE, key)
      yield* cancelTimer(RETURN_TO_QUEUE, key)
    }
  })

const fire = (t: TimerRow) =>
  Effect.gen(function* () {
    const bus = yield* Bus
    const p = t.payload as { ticketId?: number; actorKey?: string; scheduledId?: number }
    if (typeof p.actorKey !== "string" || typeof p.ticketId !== "number") return
    const reply = yield* bus.request({
      kind: "ticket",
      key: p.actorKey,
      id: `timer:${t.id}:${t.dueAt}`,
      payload: { type: "timer", tenantId: t.tenantId, timerId: t.id, dueAt: t.dueAt, kind: t.kind, ticketId: p.ticketId, scheduledId: p.scheduledId }
    })
    if (!reply.ok && reply.error === "ERR_INTERNAL") return yield* Effect.fail(new Error("ticket actor failed"))
  })

export const ticketTimerHandlers: TimerHandlers<Bus> = {
  [AUTO_CLOSE]: fire,
  [AUTO_RESOLVE]: fire,
  [RETURN_TO_QUEUE]: fire,
  [SCHEDULED_MESSAGE]: fire
}
