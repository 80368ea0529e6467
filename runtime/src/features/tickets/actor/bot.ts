/**
 * The chat-flow bot inside the ticket actor (issue 14 item 3). core/src/bot/engine.ts decides; this
 * file reads the flow and the cursor, feeds the engine one input at a time and carries out its
 * effects in the same transaction as the message or timer that caused them:
 * - a new ticket (pending, nobody's) of a channel bound to an active flow starts the bot, when the
 *   flow's trigger keywords (if any) and test number (if any) let it;
 * - each later customer message is an answer while the ticket is still pending and nobody's; once
 *   an agent has it, or it closed, the bot lets go;
 * - the wait timer (kind `bot.wait`, carrying the prompt's sequence number) fires the limit action;
 * - texts go out as automatic messages through the channel's outbox; buttons and lists as numbered
 *   lines (web chat, e-mail and Telegram have no such elements here), answered by number or label;
 * - handing to a queue picks an agent when the flow auto-distributes (core/src/bot/distribute.ts).
 * The message ids the bot answered are in its cursor, and its messages' dedupe keys name the input,
 * so a redelivered message or timer sends nothing twice.
 */
import { advance, choicesText, type BotCursor, type BotEffect, type BotInput } from "@atende/core/bot/engine"
import { pickAgent } from "@atende/core/bot/distribute"
import type { FlowDocument } from "@atende/core/contracts/chatFlows"
import type { TenantSettings } from "@atende/core/contracts/settings"
import { decideAction, type SystemCommand } from "@atende/core/ticket/actions"
import { Effect, Random } from "effect"
import type { LiveEvent } from "../../../platform/store/Events"
import { scheduleTimer } from "../../../platform/store/Timers"
import { isOpen, tenantHours } from "../../businessHours/index"
import {
  activeFlowDocument,
  botSession,
  channelFlow,
  endBotSession,
  queueAgents,
  saveBotSession
} from "../../chatFlows/index"
import { channelBots } from "../../channels/index"
import type { MessageView } from "../../messages/index"
import { afterStatus, BOT_WAIT } from "../ticketTimers"
import { insertLog } from "../store/TicketLogs"
import { getTicket, type TicketView } from "../store/Tickets"
import { setChatbot } from "../store/TicketWrites"
import { conversationKey } from "./commands"
import { applyEvents, stateOf, ticketChanged, type Delivery } from "./common"
import { insertOutbound, variableContext, type OutItem } from "./compose"

export type BotOutcome = {
  /** The bot handled the input (started, answered, or handed over): no absence message from the inbound path. */
  readonly handled: boolean
  readonly events: ReadonlyArray<LiveEvent>
  readonly deliveries: ReadonlyArray<Delivery>
}

const idle: BotOutcome = { handled: false, events: [], deliveries: [] }

const digits = (s: string | null | undefined) => (s ?? "").replace(/\D/g, "")

/** Only the flow's test number's tickets start the bot while it has one. */
const testNumberAllows = (testNumber: string | null, contactNumber: string | null | undefined) =>
  testNumber === null || digits(testNumber) === digits(contactNumber)

/** A ticket the bot may talk to: still pending and nobody's. */
const botMayHandle = (t: TicketView) => t.status === "pending" && t.userId === null

type Turn = {
  readonly tenantId: number
  readonly externalId: string
  readonly settings: TenantSettings
  readonly now: number
}

/** Runs the engine on the inputs in order and carries out the effects; saves or ends the session. */
const run = (
  turn: Turn,
  ticket: TicketView,
  flowId: number,
  flow: FlowDocument,
  initial: BotCursor | null,
  inputs: ReadonlyArray<{ readonly input: BotInput; readonly key: string }>
) =>
  Effect.gen(function* () {
    const { tenantId, externalId, settings: s, now } = turn
    const hours = yield* tenantHours(tenantId)
    const open = isOpen(hours.days, hours.timeZone, now)
    const events: Array<LiveEvent> = []
    const deliveries: Array<Delivery> = []
    let t = ticket
    let cursor = initial
    let changed = false
    const previous = { status: ticket.status, userId: ticket.userId, queueId: ticket.queueId }

    for (const { input, key } of inputs) {
      if (!botMayHandle(t) && input.type !== "start") break
      const variables = yield* variableContext(tenantId, t, "", now)
      const step = advance(flow, cursor, input, { open, now, variables })
      cursor = step.cursor
      const out: Array<OutItem> = []
      const flush = Effect.gen(function* () {
        if (!out.length) return
        const sent = yield* insertOutbound(tenantId, t, externalId, null, out.splice(0), s, now)
        events.push(...sent.events)
        deliveries.push(...sent.deliveries)
        t = sent.ticket
      })
      const act = (action: SystemCommand) =>
        Effect.gen(function* () {
          yield* flush
          const decision = decideAction(stateOf(t), action)
          if (!decision.ok) return
          yield* applyEvents(tenantId, t, decision.events, now)
          t = (yield* getTicket(tenantId, t.id, s))!.ticket
          changed = true
        })
      const effects: ReadonlyArray<BotEffect> = step.effects
      for (const [i, e] of effects.entries()) {
        const dedupeKey = `bot:${t.id}:${key}:${i}`
        switch (e.type) {
          case "sendText":
            out.push({ body: e.text, dedupeKey })
            break
          case "sendButtons":
          case "sendList":
            out.push({ body: choicesText(e), dedupeKey })
            break
          case "sendMedia":
            out.push({ body: e.caption ?? "", dedupeKey, mediaUrl: e.url, mediaType: e.mediaType })
            break
          case "log": {
            yield* flush
            // a queue's log line names the queue the next effect hands the ticket to
            const next = effects.slice(i + 1).find((x) => x.type === "setQueue")
            const queueId = next?.type === "setQueue" ? next.queueId : t.queueId
            yield* insertLog(tenantId, t.id, null, e.logType, {}, queueId, now)
            break
          }
          case "setQueue": {
            const draw = yield* Random.next
            const agents = e.distribute === "none" ? [] : yield* queueAgents(tenantId, e.queueId)
            const userId = pickAgent(e.distribute, agents, draw)
            yield* act({ type: "botRoute", toQueueId: e.queueId, toUserId: userId })
            break
          }
          case "setUser":
            yield* act({ type: "botRoute", toQueueId: null, toUserId: e.userId })
            break
          case "close":
            yield* act({ type: "botClose" })
            break
          case "leave":
            break
          case "scheduleTimeout":
            yield* scheduleTimer({
              tenantId,
              kind: BOT_WAIT,
              key: String(t.id),
              dueAt: e.at,
              payload: { ticketId: t.id, actorKey: conversationKey(t.whatsappId, externalId), promptSeq: e.promptSeq }
            })
            break
        }
      }
      yield* flush
      if (cursor === null) break
    }

    // while the bot talks the ticket is a chatbot ticket (hidden from agents with hideBotUnassigned)
    const talking = cursor !== null && botMayHandle(t)
    if (talking) yield* saveBotSession(tenantId, t.id, flowId, cursor!, now)
    else yield* endBotSession(tenantId, t.id)
    if (yield* setChatbot(t.id, talking, now)) changed = true
    if (changed) {
      yield* afterStatus(
        {
          tenantId,
          id: t.id,
          status: t.status,
          userId: t.userId,
          actorKey: conversationKey(t.whatsappId, externalId)
        },
        s,
        now
      )
      events.push((yield* ticketChanged(tenantId, t.id, s, previous)).event)
    }
    return { handled: true, events, deliveries } satisfies BotOutcome
  })

/** The bot stops talking on the ticket (an agent has it, it closed, or the flow was switched off). */
const letGo = (tenantId: number, ticketId: number, now: number) =>
  Effect.zipRight(endBotSession(tenantId, ticketId), setChatbot(ticketId, false, now))

/**
 * After the customer's messages were stored: starts the bot on a new ticket, or hands the messages
 * to the bot already talking on this one. `messages` are the run's new inbound messages, in order.
 */
export const botAfterInbound = (
  turn: Turn,
  ticket: TicketView,
  created: boolean,
  messages: ReadonlyArray<MessageView>
) =>
  Effect.gen(function* () {
    if (!messages.length) return idle
    const { tenantId } = turn
    // the hot path: a ticket the bot is not talking on (its `chatbot` flag) and that is not new
    // costs no query
    if (!created && !ticket.chatbot) return idle
    const session = ticket.chatbot ? yield* botSession(tenantId, ticket.id) : undefined
    if (ticket.chatbot && !session) {
      // its flow was deleted meanwhile: the ticket is a person's again
      yield* letGo(tenantId, ticket.id, turn.now)
      return idle
    }
    if (session) {
      const flow = botMayHandle(ticket) ? yield* activeFlowDocument(tenantId, session.flowId) : undefined
      if (!flow) {
        yield* letGo(tenantId, ticket.id, turn.now)
        return idle
      }
      const inputs = messages.map((m) => ({
        input: { type: "message", messageId: String(m.id), text: m.body } as const,
        key: `m${m.id}`
      }))
      return yield* run(turn, ticket, session.flowId, flow, session.cursor, inputs)
    }
    if (!created || !botMayHandle(ticket)) return idle
    if ((yield* channelBots(tenantId, ticket.whatsappId)).chatFlowId === null) return idle
    const bound = yield* channelFlow(tenantId, ticket.whatsappId)
    if (!bound || !testNumberAllows(bound.testNumber, ticket.contact.number)) return idle
    const [first, ...rest] = messages
    const inputs = [
      { input: { type: "start", messageId: String(first!.id), text: first!.body } as const, key: `m${first!.id}` },
      ...rest.map((m) => ({
        input: { type: "message", messageId: String(m.id), text: m.body } as const,
        key: `m${m.id}`
      }))
    ]
    const out = yield* run(turn, ticket, bound.flowId, bound.document, null, inputs)
    // trigger keywords that did not match: the bot never started, the ticket is the inbound path's
    return (yield* botSession(tenantId, ticket.id)) || out.events.length ? out : idle
  })

/** The wait timer fired: the limit action, unless the customer answered since (a stale sequence number). */
export const botTimeout = (turn: Turn, ticket: TicketView, promptSeq: number) =>
  Effect.gen(function* () {
    const session = yield* botSession(turn.tenantId, ticket.id)
    if (!session) return idle
    const flow = botMayHandle(ticket) ? yield* activeFlowDocument(turn.tenantId, session.flowId) : undefined
    if (!flow) {
      yield* letGo(turn.tenantId, ticket.id, turn.now)
      return idle
    }
    const input = { type: "timeout", promptSeq } as const
    return yield* run(turn, ticket, session.flowId, flow, session.cursor, [{ input, key: `t${promptSeq}` }])
  })
