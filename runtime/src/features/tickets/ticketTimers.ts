/**
 * The ticket workspace's timers (spec part 1 §4 automatic behaviours, §3 scheduled messages):
 * which timers a ticket has after activity or a status change, and how each fires: a command to
 * the conversation's ticket actor with dedupe id `timer:<id>:<dueAt>`.
 * - ticket.autoClose: any activity restarts it (auto-close after inactivity);
 * - ticket.autoResolve: the agent wrote on an open ticket and the customer has not answered;
 * - ticket.returnToQueue: the customer wrote on an open ticket and the agent has not answered;
 * - message.scheduled: a scheduled message is due;
 * - bot.wait: the chat-flow bot's wait for an answer is over.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { Effect } from "effect"
import { requestFromJob, type Bus } from "../../platform/bus/Bus"
import type { TimerRow } from "../../platform/store/Timers"
import { cancelTimers, scheduleTimer, type TimerHandlers } from "../../platform/jobs/Timers"

export const AUTO_CLOSE = "ticket.autoClose"
export const AUTO_RESOLVE = "ticket.autoResolve"
export const RETURN_TO_QUEUE = "ticket.returnToQueue"
export const SCHEDULED_MESSAGE = "message.scheduled"
/** The chat-flow bot waited its flow's wait time for an answer (./actor/bot.ts); carries the prompt's number. */
export const BOT_WAIT = "bot.wait"

const MINUTE = 60_000

export type TimedTicket = {
  readonly tenantId: number
  readonly id: number
  readonly status: string
  readonly userId: number | null
  readonly actorKey: string
}

const at = (t: TimedTicket, kind: string, minutes: number, now: number) =>
  scheduleTimer({
    tenantId: t.tenantId,
    kind,
    key: String(t.id),
    dueAt: now + minutes * MINUTE,
    payload: { ticketId: t.id, actorKey: t.actorKey }
  })

/** Arms `arm` (kind, minutes) and cancels `cancel` for the ticket: the cancels in one statement. */
const apply = (
  t: TimedTicket,
  arm: ReadonlyArray<readonly [string, number]>,
  cancel: ReadonlyArray<string>,
  now: number
) =>
  Effect.zipRight(
    cancelTimers(cancel, String(t.id)),
    Effect.forEach(arm, ([kind, minutes]) => at(t, kind, minutes, now), { discard: true })
  )

/** After a message: restart the inactivity timer and arm the one that waits for the other side. */
export const afterMessage = (t: TimedTicket, s: TenantSettings, direction: "in" | "out", now: number) => {
  if (t.status === "closed") return afterStatus(t, s, now)
  const arm: Array<readonly [string, number]> = []
  const cancel: Array<string> = []
  const either = (kind: string, minutes: number, on: boolean) =>
    on && minutes > 0 ? arm.push([kind, minutes]) : cancel.push(kind)
  either(AUTO_CLOSE, s.autoCloseMinutes, true)
  const open = t.status === "open" && t.userId !== null
  // the side that just wrote is no longer awaited; the other side now is
  const [awaited, minutes, answered] =
    direction === "in"
      ? [RETURN_TO_QUEUE, s.returnToQueueMinutes, AUTO_RESOLVE]
      : [AUTO_RESOLVE, s.autoResolveMinutes, RETURN_TO_QUEUE]
  cancel.push(answered)
  either(awaited, minutes, open)
  return apply(t, arm, cancel, now)
}

/** After a status or owner change: closed (or deleted) tickets have no timers; the waiting ones need an open ticket. */
export const afterStatus = (t: TimedTicket, s: TenantSettings, now: number, deleted = false) => {
  if (t.status === "closed" || deleted) return apply(t, [], [AUTO_CLOSE, AUTO_RESOLVE, RETURN_TO_QUEUE], now)
  const arm: ReadonlyArray<readonly [string, number]> = s.autoCloseMinutes > 0 ? [[AUTO_CLOSE, s.autoCloseMinutes]] : []
  return apply(t, arm, t.status !== "open" || t.userId === null ? [AUTO_RESOLVE, RETURN_TO_QUEUE] : [], now)
}

const fire = (t: TimerRow) =>
  Effect.gen(function* () {
    const p = t.payload as { ticketId?: number; actorKey?: string; scheduledId?: number; promptSeq?: number }
    if (typeof p.actorKey !== "string" || typeof p.ticketId !== "number") return
    yield* requestFromJob({
      kind: "ticket",
      key: p.actorKey,
      id: `timer:${t.id}:${t.dueAt}`,
      payload: {
        type: "timer",
        tenantId: t.tenantId,
        timerId: t.id,
        dueAt: t.dueAt,
        kind: t.kind,
        ticketId: p.ticketId,
        scheduledId: p.scheduledId,
        promptSeq: typeof p.promptSeq === "number" ? p.promptSeq : undefined
      }
    })
  })

export const ticketTimerHandlers: TimerHandlers<Bus> = {
  [AUTO_CLOSE]: fire,
  [AUTO_RESOLVE]: fire,
  [RETURN_TO_QUEUE]: fire,
  [SCHEDULED_MESSAGE]: fire,
  [BOT_WAIT]: fire
}
