/**
 * The `typebot.turn` timer (issue 14 item 4): Typebot is called outside the ticket actor. The actor
 * adds the customer's inputs to `typebot_inputs` and arms this timer (key: the ticket id) in its
 * transaction; the handler answers the oldest input (startChat for a start or restart, continueChat
 * for a message, a choice's number turned into its label; an answer that names no choice is
 * answered `invalid` without a call), stores the answer with the session's new state once, and then
 * hands the turn to the ticket actor (a `timer` command, dedupe id `timer:<id>:<dueAt>`), which
 * sends the answer to the customer and arms the timer again while inputs wait. Typebot failing
 * (unreachable, refusing, a bad answer) is an answer too, `failed`: the actor ends the session and
 * the ticket waits for a person, with every message the customer wrote in it.
 */
import { Effect } from "effect"
import { requestFromJob } from "../../platform/bus/Bus"
import { nowMillis } from "../../platform/clock/index"
import type { TimerRow } from "../../platform/store/Timers"
import { pickChoice, replyOf, type Answer } from "./answer"
import { continueChat, startChat, TypebotCallError } from "./client"
import { storeAnswer, typebotInputs, typebotSession, type TypebotInput, type TypebotSession } from "./store/Sessions"
import { typebotConnection, type TypebotConnection } from "./store/Typebots"

export const TYPEBOT_TURN = "typebot.turn"

type State = { readonly sessionId: string | null; readonly choices: ReadonlyArray<string> | null }

const prefilled = (text: string): Record<string, string> => {
  try {
    const v = JSON.parse(text) as Record<string, unknown>
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x ?? "")]))
  } catch {
    return {}
  }
}

/** Typebot's answer to one input, and the session's state after it. */
const ask = (conn: TypebotConnection, session: TypebotSession, input: TypebotInput) =>
  Effect.gen(function* () {
    if (input.kind !== "message") {
      const r = yield* startChat(conn, prefilled(input.text))
      const reply = replyOf(r)
      return { answer: reply as Answer, state: { sessionId: r.sessionId, choices: reply.choices } }
    }
    if (!session.sessionId) return yield* new TypebotCallError({ reason: "no Typebot session" })
    let text = input.text
    if (session.choices?.length) {
      const picked = pickChoice(session.choices, text)
      if (picked === undefined)
        return { answer: { type: "invalid", choices: session.choices } as Answer, state: session as State }
      text = picked
    }
    const reply = replyOf(yield* continueChat(conn, session.sessionId, text))
    return { answer: reply as Answer, state: { sessionId: session.sessionId, choices: reply.choices } }
  }).pipe(
    Effect.catchTag("TypebotCallError", (e) =>
      Effect.as(Effect.logWarning(`typebot ${conn.id}: ${e.reason}`), {
        answer: { type: "failed", reason: e.reason } as Answer,
        state: { sessionId: session.sessionId, choices: null } as State
      })
    )
  )

export const typebotTurn = (t: TimerRow) =>
  Effect.gen(function* () {
    const p = t.payload as { ticketId?: unknown; actorKey?: unknown }
    if (typeof p.ticketId !== "number" || typeof p.actorKey !== "string") return
    const session = yield* typebotSession(t.tenantId, p.ticketId)
    if (!session) return
    const input = (yield* typebotInputs(t.tenantId, p.ticketId))[0]
    if (input && input.answer === null) {
      const conn = yield* typebotConnection(t.tenantId, session.typebotId)
      const { answer, state } = conn
        ? yield* ask(conn, session, input)
        : { answer: { type: "failed", reason: "the connection was deleted" } as Answer, state: session }
      yield* storeAnswer(t.tenantId, p.ticketId, input.id, answer, state, yield* nowMillis)
    }
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
        ticketId: p.ticketId
      }
    })
  })

export const typebotTimerHandlers = { [TYPEBOT_TURN]: typebotTurn }
