/**
 * Inbound messages of one conversation, in one transaction (one message, or under load the run of
 * them waiting in the actor's mailbox): upsert the contact; find the conversation's open or
 * pending ticket, else reopen the latest closed one when it closed inside the do-not-reopen
 * interval, else create a pending one (given to the contact's wallet owner when the tenant forces
 * wallets); insert the messages (unique on the provider id, so a redelivery changes nothing);
 * bump the counters; re-arm the ticket's timers; append one live event a message.
 */
import type { TenantSettings } from "@atende/core/contracts/settings"
import { parseSurveyAnswer, SURVEY_ANSWER_WINDOW_MS } from "@atende/core/rules/survey"
import { decideAction } from "@atende/core/ticket/actions"
import { Effect } from "effect"
import { afterMessage } from "../ticketTimers"
import { mediaPath } from "../../../platform/media/signing"
import { appendEvents, type LiveEvent } from "../../../platform/store/Events"
import { messagesByIds, TRANSCRIBE, type MessageView } from "../../messages/index"
import { scheduleTimer } from "../../../platform/store/Timers"
import { getSettings } from "../../settings/index"
import { conversationLookup, insertContact, walletOwner } from "../store/Contacts"
import { insertInboundMessages, messageIdsByProviderIds, messagesWithIds } from "../store/MessageRows"
import { answerSurvey, waitingSurvey } from "../store/Surveys"
import { getTicket, recentlyClosedTicketId, type TicketView } from "../store/Tickets"
import { recordInbound } from "../store/TicketWrites"
import { conversationKey, type Inbound } from "./commands"
import { absenceReply } from "./absence"
import { composeBody, insertOutbound } from "./compose"
import { botAfterInbound } from "./bot"
import { typebotAfterInbound } from "./typebot"
import { applyEvents, insertTicket, type Delivery, type Outcome } from "./common"

const MINUTE = 60_000

/** The survey's thanks (setting surveyThanks; blank: nothing) after the customer's score. */
const surveyThanks = (
  turn: {
    readonly tenantId: number
    readonly externalId: string
    readonly settings: TenantSettings
    readonly now: number
  },
  ticket: TicketView
) =>
  Effect.gen(function* () {
    const text = turn.settings.surveyThanks.trim()
    if (!text) return { events: [] as Array<LiveEvent>, deliveries: [] as Array<Delivery> }
    const body = yield* composeBody(turn.tenantId, ticket, null, text, false, turn.settings, turn.now)
    const sent = yield* insertOutbound(
      turn.tenantId,
      ticket,
      turn.externalId,
      null,
      [{ body, dedupeKey: `survey-thanks:${ticket.id}:${turn.now}` }],
      turn.settings,
      turn.now
    )
    return { events: sent.events, deliveries: sent.deliveries }
  })

const dedupeKeyOf = (cmd: Inbound) => `in:${cmd.channelId}:${cmd.providerId}`

/** The ticket an inbound message goes to, and whether it was created or reopened for it. */
const ticketFor = (cmd: Inbound, contactId: number, activeId: number | null, s: TenantSettings) =>
  Effect.gen(function* () {
    if (activeId !== null) return { id: activeId, created: false, reopened: false }
    if (s.reopenMinutes > 0) {
      const recent = yield* recentlyClosedTicketId(
        cmd.tenantId,
        contactId,
        cmd.channelId,
        cmd.receivedAt - s.reopenMinutes * MINUTE
      )
      const found = recent !== undefined ? yield* getTicket(cmd.tenantId, recent) : undefined
      if (found) {
        const d = decideAction(
          { status: "closed", userId: found.ticket.userId, queueId: found.ticket.queueId, deleted: false },
          { type: "contactReopen" }
        )
        if (d.ok) {
          yield* applyEvents(cmd.tenantId, found.ticket, d.events, cmd.receivedAt)
          return { id: found.ticket.id, created: false, reopened: true }
        }
      }
    }
    const owner = s.forceWallet ? yield* walletOwner(contactId) : null
    const id = yield* insertTicket({
      tenantId: cmd.tenantId,
      contactId,
      channelId: cmd.channelId,
      status: "pending",
      userId: owner,
      queueId: null,
      by: null,
      now: cmd.receivedAt
    })
    return { id, created: true, reopened: false }
  })

const echoOf = (cmd: Inbound, message: MessageView) => ({
  channelId: cmd.channelId,
  externalId: cmd.externalId,
  message
})

/** One outcome a command, in order. A command whose message was stored before (by an earlier
 * delivery, or earlier in this run) changes nothing but is echoed again: its sender retried
 * because it never saw the echo. */
export const handleInboundRun = (cmds: ReadonlyArray<Inbound>) =>
  Effect.gen(function* () {
    const head = cmds[0]!
    const found = yield* conversationLookup(head.tenantId, head.channelId, head.externalId, cmds.map(dedupeKeyOf))
    const fresh: Array<Inbound> = []
    const seen = new Set(found.stored.keys())
    for (const cmd of cmds) {
      if (seen.has(dedupeKeyOf(cmd))) continue
      seen.add(dedupeKeyOf(cmd))
      fresh.push(cmd)
    }

    let inserted: Array<{ readonly key: string; readonly message: MessageView }> = []
    let events: Array<LiveEvent> = []
    let absence: { key: string; events: ReadonlyArray<LiveEvent>; deliveries: ReadonlyArray<Delivery> } | undefined
    if (fresh.length) {
      const first = fresh[0]!
      const last = fresh[fresh.length - 1]!
      const s = yield* getSettings(head.tenantId)
      const contactId =
        found.contactId ??
        (yield* insertContact(head.tenantId, head.channelId, head.externalId, first.contactName, first.receivedAt))
      // the score for the survey of the contact's last resolved ticket goes to that ticket, which
      // stays closed; anything else ends the survey unanswered and is handled as usual
      const surveyed =
        found.activeId === null
          ? yield* waitingSurvey(head.tenantId, contactId, head.channelId, first.receivedAt - SURVEY_ANSWER_WINDOW_MS)
          : undefined
      const score = surveyed === undefined ? null : parseSurveyAnswer(first.body)
      if (surveyed !== undefined && score === null) yield* answerSurvey(head.tenantId, surveyed, null, first.receivedAt)
      const target =
        surveyed !== undefined && score !== null
          ? { id: surveyed, created: false, reopened: false }
          : yield* ticketFor(first, contactId, found.activeId, s)
      // a reply names the message it answers by the provider's id (either side's, in this channel)
      const quotedIds = fresh.flatMap((cmd) => (cmd.quotedProviderId ? [cmd.quotedProviderId] : []))
      const quoted = yield* messageIdsByProviderIds(head.tenantId, head.channelId, quotedIds)
      const rows = yield* insertInboundMessages(
        fresh.map((cmd) => ({
          tenantId: cmd.tenantId,
          ticketId: target.id,
          contactId,
          body: cmd.body,
          mediaUrl: mediaPath(cmd.mediaUrl) ?? null,
          mediaType: cmd.mediaType ?? null,
          providerId: cmd.providerId,
          dedupeKey: dedupeKeyOf(cmd),
          quotedMsgId: (cmd.quotedProviderId && quoted.get(cmd.quotedProviderId)) || null,
          forwarded: cmd.forwarded ?? false,
          receivedAt: cmd.receivedAt
        }))
      )
      // a reply is shown with the message it answers (the insert's rows carry only its id)
      const replies = rows.filter((r) => r.message.quotedMsgId !== null).map((r) => r.message.id)
      const withQuotes = new Map((yield* messagesByIds(head.tenantId, replies)).map((m) => [m.id, m]))
      inserted = rows
        .map((r) => ({ key: r.key, message: withQuotes.get(r.message.id) ?? r.message }))
        .sort((a, b) => a.message.id - b.message.id)
      const preview = last.body || (last.mediaType ? `[${last.mediaType}]` : "")
      yield* recordInbound(target.id, fresh.length, preview, first.receivedAt, last.receivedAt)
      const ticket = (yield* getTicket(head.tenantId, target.id, s))!.ticket
      yield* afterMessage(
        {
          tenantId: head.tenantId,
          id: ticket.id,
          status: ticket.status,
          userId: ticket.userId,
          actorKey: conversationKey(head.channelId, head.externalId)
        },
        s,
        "in",
        last.receivedAt
      )
      events = yield* appendEvents(
        head.tenantId,
        "ticketList",
        inserted.map(({ message }, i) => ({
          type: "chat:create",
          ticket,
          message,
          body: message.body,
          read: false,
          created: i === 0 && target.created,
          reopened: i === 0 && target.reopened
        }))
      )
      // the customer's audio is transcribed as it arrives when the tenant and the ticket ask for it
      // (a durable timer: the provider is called outside this transaction, features/messages)
      if (s.transcriptionEnabled && ticket.audioTranscription)
        for (const { message } of inserted)
          if (message.mediaType?.startsWith("audio/"))
            yield* scheduleTimer({
              tenantId: head.tenantId,
              kind: TRANSCRIBE,
              key: String(message.id),
              dueAt: last.receivedAt,
              payload: { messageId: message.id, actorKey: conversationKey(head.channelId, head.externalId) }
            })
      // the chat-flow bot (./bot.ts) answers a ticket it handles; otherwise, outside business hours,
      // the absence message once per ticket (./absence.ts, features/businessHours). The bot sends
      // its flow's absence message itself when it hands over outside business hours.
      const turn = { tenantId: head.tenantId, externalId: head.externalId, settings: s, now: last.receivedAt }
      if (score !== null) {
        yield* answerSurvey(head.tenantId, target.id, score, first.receivedAt)
        absence = { key: dedupeKeyOf(last), ...(yield* surveyThanks(turn, ticket)) }
      } else {
        const chatBot = yield* botAfterInbound(
          turn,
          ticket,
          target.created,
          inserted.map((i) => i.message)
        )
        // Typebot (./typebot.ts) when the chat-flow bot did not take the messages
        const bot = chatBot.handled
          ? chatBot
          : yield* typebotAfterInbound(
              turn,
              ticket,
              target.created,
              inserted.map((i) => i.message)
            )
        absence = {
          key: dedupeKeyOf(last),
          ...(bot.handled ? bot : yield* absenceReply(head.tenantId, ticket, head.externalId, s, last.receivedAt))
        }
      }
    }

    const byKey = new Map(inserted.map(({ key, message }, i) => [key, { message, event: events[i]! }]))
    const storedIds = [...found.stored.values()]
    const stored = storedIds.length ? yield* messagesWithIds(storedIds) : []
    const storedById = new Map(stored.map((m) => [m.id, m]))
    const claimed = new Set<string>()
    return cmds.map((cmd): Outcome => {
      const key = dedupeKeyOf(cmd)
      const mine = byKey.get(key)
      if (mine && !claimed.has(key)) {
        claimed.add(key)
        const extra = absence?.key === key ? absence : undefined
        return {
          events: [mine.event, ...(extra?.events ?? [])],
          value: { duplicate: false, ticketId: mine.message.ticketId, messageId: mine.message.id },
          echoes: [echoOf(cmd, mine.message)],
          ...(extra ? { deliveries: extra.deliveries } : {})
        }
      }
      const message = mine?.message ?? storedById.get(found.stored.get(key)!)!
      return {
        events: [],
        value: { duplicate: true, ticketId: message.ticketId, messageId: message.id },
        echoes: [echoOf(cmd, message)]
      }
    })
  })

export const handleInbound = (cmd: Inbound) => Effect.map(handleInboundRun([cmd]), (outcomes) => outcomes[0]!)
