/**
 * Typebot inside the ticket actor (issue 14 item 4; features/typebot). The actor never calls
 * Typebot (it runs in a transaction): it writes the customer's inputs to `typebot_inputs` and arms
 * the `typebot.turn` timer; the timer's handler (features/typebot/turn.ts) calls Typebot outside,
 * stores the answer and fires this actor's `typebotTurn`, which sends the answers as automatic
 * messages through the channel's outbox and arms the timer again while inputs wait.
 * - a new ticket (pending, nobody's) of a channel bound to an enabled connection starts a session
 *   (the chat-flow bot goes first: a ticket it handles is not Typebot's);
 * - later customer messages are answers while the ticket is pending and nobody's; the connection's
 *   restart keyword starts Typebot's conversation over (also after it ended, while nobody has the ticket);
 * - Typebot's conversation ending (an answer without input), Typebot failing, an agent taking the
 *   ticket, or the connection switched off or deleted end the session: the ticket waits for a person.
 * Its messages' dedupe keys name the input, so a redelivered turn sends nothing twice.
 */
import { Effect } from "effect"
import { scheduleTimer, timerByKey } from "../../../platform/store/Timers"
import { nowMillis } from "../../../platform/clock/index"
import { channelBots } from "../../channels/index"
import type { MessageView } from "../../messages/index"
import { getSettings } from "../../settings/index"
import {
  addTypebotInput,
  channelTypebot,
  deleteTypebotInput,
  dropUnanswered,
  endTypebotSession,
  isRestart,
  numberedChoices,
  openTypebotSession,
  TYPEBOT_TURN,
  typebotConnection,
  typebotInputs,
  typebotSession
} from "../../typebot/index"
import { getTicket, type TicketView } from "../store/Tickets"
import { conversationKey, type TimerFired } from "./commands"
import type { BotOutcome } from "./bot"
import type { Outcome } from "./common"
import { insertOutbound, type OutItem } from "./compose"
import type { TenantSettings } from "@atende/core/contracts/settings"

const idle: BotOutcome = { handled: false, events: [], deliveries: [] }
const queued: BotOutcome = { handled: true, events: [], deliveries: [] }

/** What startChat prefills: the customer's first message (none on a restart), name and number. */
const varsOf = (t: TicketView, message: string) =>
  JSON.stringify({ message, name: t.contact.name, number: t.contact.number })

/** A ticket Typebot may talk to: still pending and nobody's. */
const typebotMayHandle = (t: TicketView) => t.status === "pending" && t.userId === null

type Turn = {
  readonly tenantId: number
  readonly externalId: string
  readonly settings: TenantSettings
  readonly now: number
}

/** Arms the turn unless one is pending (its handler, or the actor after it, takes the new inputs). */
const armTurn = (tenantId: number, t: TicketView, externalId: string, dueAt: number, force = false) =>
  Effect.gen(function* () {
    const key = String(t.id)
    const pending = yield* timerByKey(TYPEBOT_TURN, key)
    if (!force && pending && pending.firedAt === null) return
    yield* scheduleTimer({
      tenantId,
      kind: TYPEBOT_TURN,
      key,
      dueAt,
      payload: { ticketId: t.id, actorKey: conversationKey(t.whatsappId, externalId) }
    })
  })

/**
 * After the customer's messages were stored (and the chat-flow bot did not take them): starts
 * Typebot on a new ticket, or queues the messages for the session already talking on this one.
 */
export const typebotAfterInbound = (
  turn: Turn,
  ticket: TicketView,
  created: boolean,
  messages: ReadonlyArray<MessageView>
) =>
  Effect.gen(function* () {
    if (!messages.length) return idle
    const { tenantId, now } = turn
    // the hot path: a channel without Typebot costs no query (a session left from before the
    // channel let go of it waits, harmless, until Typebot is named again)
    if ((yield* channelBots(tenantId, ticket.whatsappId)).typebotId === null) return idle
    const session = yield* typebotSession(tenantId, ticket.id)
    if (session && !typebotMayHandle(ticket)) {
      yield* endTypebotSession(tenantId, ticket.id)
      return idle
    }
    if (!typebotMayHandle(ticket)) return idle
    const conn = session
      ? yield* typebotConnection(tenantId, session.typebotId)
      : yield* channelTypebot(tenantId, ticket.whatsappId)
    if (!conn || !conn.enabled) {
      if (session) yield* endTypebotSession(tenantId, ticket.id)
      return idle
    }
    // without a session, only a new ticket or the restart keyword starts one
    let rest = messages
    if (!session) {
      const from = created ? 0 : messages.findIndex((m) => isRestart(conn.restartKeyword, m.body))
      if (from < 0) return idle
      rest = messages.slice(from + 1)
      yield* openTypebotSession(tenantId, ticket.id, conn.id, now)
      const first = messages[from]!
      if (created && !isRestart(conn.restartKeyword, first.body))
        yield* addTypebotInput(tenantId, ticket.id, "start", varsOf(ticket, first.body), now)
      else yield* addTypebotInput(tenantId, ticket.id, "restart", varsOf(ticket, ""), now)
    }
    for (const m of rest) {
      if (isRestart(conn.restartKeyword, m.body)) {
        yield* dropUnanswered(tenantId, ticket.id)
        yield* addTypebotInput(tenantId, ticket.id, "restart", varsOf(ticket, ""), now)
      } else yield* addTypebotInput(tenantId, ticket.id, "message", m.body, now)
    }
    yield* armTurn(tenantId, ticket, turn.externalId, now)
    return queued
  })

const none: Outcome = { events: [], value: null }

/** The `typebot.turn` timer's handler stored Typebot's answers: they go to the customer, in order. */
export const typebotTurn = (cmd: TimerFired) =>
  Effect.gen(function* () {
    const { tenantId } = cmd
    const session = yield* typebotSession(tenantId, cmd.ticketId)
    if (!session) return none
    const s = yield* getSettings(tenantId)
    const found = yield* getTicket(tenantId, cmd.ticketId, s)
    if (!found) return none
    const ticket = found.ticket
    const conn = yield* typebotConnection(tenantId, session.typebotId)
    if (!typebotMayHandle(ticket) || !conn || !conn.enabled) {
      yield* endTypebotSession(tenantId, ticket.id)
      return none
    }
    const now = yield* nowMillis
    const out: Array<OutItem> = []
    let ended = false
    const inputs = yield* typebotInputs(tenantId, ticket.id)
    let left = inputs.length
    for (const input of inputs) {
      if (input.answer === null) break
      left--
      yield* deleteTypebotInput(input.id)
      const key = (i: number) => `typebot:${ticket.id}:${input.id}:${i}`
      const a = input.answer
      if (a.type === "reply") {
        a.messages.forEach((body, i) => out.push({ body, dedupeKey: key(i) }))
        if (a.ended) ended = true
      } else if (a.type === "invalid") {
        if (conn.invalidMessage) out.push({ body: conn.invalidMessage, dedupeKey: key(0) })
        out.push({ body: numberedChoices(a.choices), dedupeKey: key(1) })
      } else ended = true
      if (ended) break
    }
    if (ended) yield* endTypebotSession(tenantId, ticket.id)
    else if (left > 0) yield* armTurn(tenantId, ticket, found.externalId, Math.max(now, cmd.dueAt + 1), true)
    if (!out.length) return none
    const sent = yield* insertOutbound(tenantId, ticket, found.externalId, null, out, s, now)
    return { events: sent.events, value: null, deliveries: sent.deliveries } satisfies Outcome
  })
