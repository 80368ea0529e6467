/**
 * Status and owner changes go through the core decider: the HTTP intent (status, userId, queueId)
 * becomes a command (core commandForUpdate), decideAction() accepts or refuses it with a catalogue
 * code, the events give the new state and the log lines. A transfer may open a new ticket for the
 * target (the old one is closed); reopening refuses when the contact has another active ticket.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { decideAction, type TicketAction } from "@atende/core/ticket/actions"
import { commandForUpdate } from "@atende/core/ticket/update"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { afterStatus } from "../ticketTimers"
import { getSettings } from "../../settings/index"
import { activeUserExists, existsInTenant } from "../store/Targets"
import { askSurvey } from "../store/Surveys"
import { insertLog } from "../store/TicketLogs"
import { activeTicketId, type TicketView } from "../store/Tickets"
import { conversationKey, type Update } from "./commands"
import { applyEvents, insertTicket, loadTicket, otherOpenTicket, stateOf, ticketChanged, type Outcome } from "./common"
import { composeBody, insertOutbound } from "./compose"

/** The target user (active) and queue exist in the tenant. */
export const checkTargets = (tenantId: number, userId: number | null, queueId: number | null) =>
  Effect.gen(function* () {
    if (userId !== null && !(yield* activeUserExists(tenantId, userId)))
      return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
    if (queueId !== null && !(yield* existsInTenant(tenantId, "queues", queueId)))
      return yield* new AppError({ code: "ERR_NO_QUEUE_FOUND" })
  })

const commandOf = (cmd: Update, t: TicketView): Effect.Effect<TicketAction, AppError> => {
  if (cmd.remove) return Effect.succeed({ type: "delete", userId: cmd.userId })
  const plan = commandForUpdate(
    stateOf(t),
    { status: cmd.status, userId: cmd.targetUserId, queueId: cmd.queueId },
    cmd.userId
  )
  return plan.ok
    ? Effect.succeed(plan.command)
    : Effect.fail(new AppError({ code: plan.error, extra: { ticketId: t.id } }))
}

/** Transfer with a new ticket: the old one is closed (logs closed + transfer), the target gets a fresh one. */
const transferToNew = (
  cmd: Update,
  t: TicketView,
  externalId: string,
  toUserId: number | null,
  toQueueId: number | null,
  s: TenantSettings
) =>
  Effect.gen(function* () {
    const now = yield* nowMillis
    yield* applyEvents(cmd.tenantId, t, [{ type: "closed", userId: cmd.userId }], now)
    yield* insertLog(
      cmd.tenantId,
      t.id,
      cmd.userId,
      "transfer",
      { toUserId, toQueueId, newTicket: true },
      t.queueId,
      now
    )
    const status = toUserId !== null && t.status === "open" ? "open" : "pending"
    const queueId = toQueueId ?? t.queueId
    const id = yield* insertTicket({
      tenantId: cmd.tenantId,
      contactId: t.contactId,
      channelId: t.whatsappId,
      status,
      userId: toUserId,
      queueId,
      by: cmd.userId,
      now
    })
    yield* insertLog(
      cmd.tenantId,
      id,
      toUserId,
      "receivedTransfer",
      { fromTicketId: t.id, fromUserId: t.userId },
      queueId,
      now
    )
    const key = conversationKey(t.whatsappId, externalId)
    yield* afterStatus({ tenantId: cmd.tenantId, id: t.id, status: "closed", userId: t.userId, actorKey: key }, s, now)
    yield* afterStatus({ tenantId: cmd.tenantId, id, status, userId: toUserId, actorKey: key }, s, now)
    const old = yield* ticketChanged(cmd.tenantId, t.id, s, { status: t.status, userId: t.userId, queueId: t.queueId })
    const fresh = yield* ticketChanged(cmd.tenantId, id, s)
    return { events: [old.event, fresh.event], value: fresh.ticket } satisfies Outcome
  })

export const handleUpdate = (cmd: Update) =>
  Effect.gen(function* () {
    const s = yield* getSettings(cmd.tenantId)
    const { ticket: t, externalId } = yield* loadTicket(cmd.tenantId, cmd.ticketId, s)
    const command = yield* commandOf(cmd, t)
    if (command.type === "transfer") yield* checkTargets(cmd.tenantId, command.toUserId, command.toQueueId)
    if (command.type === "attend" || command.type === "reopen") yield* checkTargets(cmd.tenantId, command.userId, null)
    if (command.type === "reopen") {
      const other = yield* activeTicketId(cmd.tenantId, t.contactId, t.id)
      if (other !== undefined) return yield* otherOpenTicket(other)
    }
    const decision = decideAction(stateOf(t), command)
    if (!decision.ok) return yield* new AppError({ code: decision.error, extra: { ticketId: t.id } })
    if (cmd.newTicket && command.type === "transfer")
      return yield* transferToNew(cmd, t, externalId, command.toUserId, command.toQueueId, s)
    const now = yield* nowMillis
    const next = yield* applyEvents(cmd.tenantId, t, decision.events, now)
    yield* afterStatus(
      {
        tenantId: cmd.tenantId,
        id: t.id,
        status: next.status,
        userId: next.userId,
        actorKey: conversationKey(t.whatsappId, externalId)
      },
      s,
      now,
      next.deleted
    )
    const changed = yield* ticketChanged(cmd.tenantId, t.id, s, {
      status: t.status,
      userId: t.userId,
      queueId: t.queueId
    })
    const survey =
      command.type === "resolve" && next.status === "closed" && changed.ticket
        ? yield* askForScore(cmd.tenantId, changed.ticket, externalId, s, now)
        : undefined
    return {
      events: [changed.event, ...(survey?.events ?? [])],
      value: changed.ticket ?? { ...t, deleted: true },
      ...(survey ? { deliveries: survey.deliveries } : {})
    } satisfies Outcome
  })

/**
 * The satisfaction survey (setting surveyEnabled): the question goes to the customer as an
 * automatic message of the resolved ticket, and the ticket waits for the score
 * (./inbound.ts takes the answer; store/Surveys.ts).
 */
const askForScore = (tenantId: number, t: TicketView, externalId: string, s: TenantSettings, now: number) =>
  Effect.gen(function* () {
    if (!s.surveyEnabled) return undefined
    const body = yield* composeBody(tenantId, t, null, s.surveyMessage, false, s, now)
    const sent = yield* insertOutbound(
      tenantId,
      t,
      externalId,
      null,
      [{ body, dedupeKey: `survey:${t.id}:${now}` }],
      s,
      now
    )
    yield* askSurvey(tenantId, t.id, t.userId, t.queueId, now)
    return { events: sent.events, deliveries: sent.deliveries }
  })
