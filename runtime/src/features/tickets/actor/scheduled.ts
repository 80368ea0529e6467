/**
 * Scheduled messages (spec part 1 §3 scheduleDate, scheduledMessages): stored with a durable
 * timer (message.scheduled, key = the scheduled id); when it fires the message is composed then
 * (variables filled at sending time, signature as asked) and sent like any other.
 */
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { cancelTimer, scheduleTimer } from "../../../platform/jobs/Timers"
import { SCHEDULED_MESSAGE } from "../ticketTimers"
import { appendEvent } from "../../../platform/store/Events"
import {
  getScheduled,
  insertScheduled,
  markScheduledSent,
  scheduledIdByClientId,
  setScheduledStatus
} from "../store/Scheduled"
import { getSettings } from "../../settings/index"
import type { CancelSchedule, Schedule } from "./commands"
import { loadTicket, type Outcome } from "./common"
import { composeBody, insertOutbound } from "./compose"

export const handleSchedule = (cmd: Schedule) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const { ticket } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    if (cmd.clientId) {
      const dup = yield* scheduledIdByClientId(cmd.tenantId, cmd.clientId)
      if (dup !== undefined) return { events: [], value: yield* getScheduled(cmd.tenantId, dup) } satisfies Outcome
    }
    const id = yield* insertScheduled({
      tenantId: cmd.tenantId,
      ticketId: ticket.id,
      userId: cmd.userId,
      body: cmd.body,
      sign: cmd.sign,
      sendAt: cmd.sendAt,
      clientId: cmd.clientId ?? null,
      now: yield* nowMillis
    })
    yield* scheduleTimer({
      tenantId: cmd.tenantId,
      kind: SCHEDULED_MESSAGE,
      key: String(id),
      dueAt: cmd.sendAt,
      payload: { ticketId: ticket.id, actorKey: cmd.actorKey, scheduledId: id }
    })
    const scheduled = (yield* getScheduled(cmd.tenantId, id))!
    const event = yield* appendEvent(cmd.tenantId, "ticketList", { type: "chat:scheduled", ticket, scheduled })
    return { events: [event], value: scheduled } satisfies Outcome
  })

export const handleCancelSchedule = (cmd: CancelSchedule) =>
  Effect.gen(function* () {
    const current = yield* getScheduled(cmd.tenantId, cmd.scheduledId)
    if (!current || current.status !== "scheduled") return yield* new AppError({ code: "ERR_NO_SCHEDULE_FOUND" })
    yield* setScheduledStatus(current.id, "canceled")
    yield* cancelTimer(SCHEDULED_MESSAGE, String(current.id))
    const scheduled = { ...current, status: "canceled" as const }
    const found = yield* loadTicket(cmd.tenantId, current.ticketId, yield* getSettings(cmd.tenantId))
    const event = yield* appendEvent(cmd.tenantId, "ticketList", {
      type: "chat:scheduled",
      ticket: found.ticket,
      scheduled
    })
    return { events: [event], value: scheduled } satisfies Outcome
  })

/** The timer fired: send it now (once: the dedupe key is the scheduled id). */
export const sendScheduled = (tenantId: number, scheduledId: number) =>
  Effect.gen(function* () {
    const sch = yield* getScheduled(tenantId, scheduledId)
    if (!sch || sch.status !== "scheduled") return { events: [], value: null } satisfies Outcome
    const s = yield* getSettings(tenantId)
    const { ticket, externalId } = yield* loadTicket(tenantId, sch.ticketId, s)
    const now = yield* nowMillis
    const body = yield* composeBody(tenantId, ticket, sch.userId, sch.body, sch.sign ?? undefined, s, now)
    const r = yield* insertOutbound(
      tenantId,
      ticket,
      externalId,
      sch.userId,
      [{ body, dedupeKey: `sched:${sch.id}`, scheduledId: sch.id }],
      s,
      now
    )
    yield* markScheduledSent(sch.id, r.messages[0]?.id ?? null)
    return { events: r.events, value: r.messages[0] ?? null, deliveries: r.deliveries } satisfies Outcome
  })
