/**
 * A durable timer fired for this conversation. In the same transaction as its effect the timer
 * row is marked fired, and only if it still has the due time the poller claimed: a timer that
 * was rescheduled (new activity) or already fired does nothing, so a redelivered or late firing
 * changes nothing.
 * - auto-close: closes the ticket after inactivity, sending the tenant's closing message first;
 * - auto-resolve: the customer did not answer; return-to-queue: the agent did not answer.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { decideAction, type SystemCommand } from "@atende/core/ticket/actions"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { afterStatus, AUTO_CLOSE, AUTO_RESOLVE, BOT_WAIT, RETURN_TO_QUEUE, SCHEDULED_MESSAGE } from "../ticketTimers"
import type { LiveEvent } from "../../../platform/store/Events"
import { getSettings } from "../../settings/index"
import { setScheduledStatus } from "../store/Scheduled"
import { getTicket } from "../store/Tickets"
import { markFired } from "../../../platform/store/Timers"
import { conversationKey, type TimerFired } from "./commands"
import { applyEvents, stateOf, ticketChanged, type Delivery, type Outcome } from "./common"
import { composeBody, insertOutbound } from "./compose"
import { botTimeout } from "./bot"
import { typebotTurn } from "./typebot"
import { TYPEBOT_TURN } from "../../typebot/index"
import { sendScheduled } from "./scheduled"

const none: Outcome = { events: [], value: null }

const actionFor = (kind: string, originQueueId: number | null): SystemCommand | undefined =>
  kind === AUTO_CLOSE
    ? { type: "autoClose" }
    : kind === AUTO_RESOLVE
      ? { type: "autoResolve" }
      : kind === RETURN_TO_QUEUE
        ? { type: "returnToOrigin", originQueueId }
        : undefined

/** A behaviour switched off since the timer was set does nothing when it fires. */
const enabled = (kind: string, s: TenantSettings) =>
  kind === AUTO_CLOSE
    ? s.autoCloseMinutes > 0
    : kind === AUTO_RESOLVE
      ? s.autoResolveMinutes > 0
      : kind === RETURN_TO_QUEUE
        ? s.returnToQueueMinutes > 0
        : false

const ticketAction = (cmd: TimerFired) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    if (!enabled(cmd.kind, s)) return none
    const found = yield* getTicket(cmd.tenantId, cmd.ticketId, s)
    if (!found) return none
    const t = found.ticket
    const action = actionFor(cmd.kind, t.originQueueId)
    const decision = action ? decideAction(stateOf(t), action) : undefined
    if (!decision?.ok) return none
    const now = yield* nowMillis
    const events: Array<LiveEvent> = []
    let deliveries: ReadonlyArray<Delivery> = []
    if (cmd.kind === AUTO_CLOSE && s.autoCloseMessage.trim()) {
      const body = yield* composeBody(cmd.tenantId, t, null, s.autoCloseMessage.trim(), false, s, now)
      const sent = yield* insertOutbound(
        cmd.tenantId,
        t,
        found.externalId,
        null,
        [{ body, dedupeKey: `timer:${cmd.timerId}:${cmd.dueAt}` }],
        s,
        now
      )
      events.push(...sent.events)
      deliveries = sent.deliveries
    }
    const fresh = (yield* getTicket(cmd.tenantId, t.id, s))!.ticket
    const next = yield* applyEvents(cmd.tenantId, fresh, decision.events, now)
    yield* afterStatus(
      {
        tenantId: cmd.tenantId,
        id: t.id,
        status: next.status,
        userId: next.userId,
        actorKey: conversationKey(t.whatsappId, found.externalId)
      },
      s,
      now
    )
    events.push(
      (yield* ticketChanged(cmd.tenantId, t.id, s, { status: t.status, userId: t.userId, queueId: t.queueId })).event
    )
    return { events, value: null, deliveries } satisfies Outcome
  })

/** The chat-flow bot's wait is over (./bot.ts). */
const botWait = (cmd: TimerFired) =>
  Effect.gen(function* () {
    if (cmd.promptSeq === undefined) return none
    const s = yield* getSettings(cmd.tenantId)
    const found = yield* getTicket(cmd.tenantId, cmd.ticketId, s)
    if (!found) return none
    const now = yield* nowMillis
    const turn = { tenantId: cmd.tenantId, externalId: found.externalId, settings: s, now }
    const out = yield* botTimeout(turn, found.ticket, cmd.promptSeq)
    return { events: out.events, value: null, deliveries: out.deliveries } satisfies Outcome
  })

export const handleTimer = (cmd: TimerFired) =>
  Effect.gen(function* () {
    if (!(yield* markFired(cmd.timerId, cmd.dueAt, yield* nowMillis))) return none
    if (cmd.kind === BOT_WAIT) return yield* botWait(cmd)
    if (cmd.kind === TYPEBOT_TURN) return yield* typebotTurn(cmd)
    if (cmd.kind !== SCHEDULED_MESSAGE) return yield* ticketAction(cmd)
    if (cmd.scheduledId === undefined) return none
    return yield* sendScheduled(cmd.tenantId, cmd.scheduledId).pipe(
      Effect.catchIf(
        (e): e is AppError => e instanceof AppError,
        () => Effect.as(setScheduledStatus(cmd.scheduledId!, "failed"), none)
      )
    )
  })
