/**
 * The ticket (conversation) actor: serialises everything that happens to one conversation.
 * Each command runs in one SQL transaction and gives an Outcome; after commit its live events are
 * published, its outbound messages handed to the channel-session actor, and inbound messages
 * echoed to the conversation subject (the web-chat widget). What a transaction did to tickets is
 * added to the dashboard's aggregates at its end, in one statement (features/dashboard tally.ts).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Bus, type Envelope, type Reply } from "../../../platform/bus/Bus"
import { convSubject, outboundSubject } from "../../../platform/bus/subjects"
import { publishEvents, type EventRelay } from "../../../platform/live/EventRelay"
import { AppError } from "../../../platform/http/AppError"
import { toReply } from "../../../platform/actors/toReply"
import { withDashboardTally } from "../../dashboard/index"
import type { Batch } from "../../../platform/actors/Kernel"
import type { TicketCommandMsg } from "./commands"
import type { Outcome } from "./common"
import { handleCreate, handleForward } from "./create"
import { handleInbound, handleInboundRun } from "./inbound"
import { handleInboundChange } from "./inboundChange"
import { handleMessageOp } from "./messageOps"
import { handleAck, handleResend, handleSend } from "./outbound"
import { handleCancelSchedule, handleSchedule } from "./scheduled"
import { handleTimer } from "./timers"
import { handleUpdate } from "./update"
import { handleAccess, handleRead, handleSetTags, handleSetTranscription } from "./watch"

type Handler = Effect.Effect<Outcome, AppError | unknown, SqlClient.SqlClient>

const handlerOf = (cmd: TicketCommandMsg): Handler => {
  switch (cmd.type) {
    case "inbound":
      return handleInbound(cmd)
    case "inboundChange":
      return handleInboundChange(cmd)
    case "send":
      return handleSend(cmd)
    case "update":
      return handleUpdate(cmd)
    case "access":
      return handleAccess(cmd)
    case "create":
      return handleCreate(cmd)
    case "forward":
      return handleForward(cmd)
    case "editMessage":
    case "react":
    case "deleteMessage":
    case "transcribed":
      return handleMessageOp(cmd)
    case "schedule":
      return handleSchedule(cmd)
    case "cancelSchedule":
      return handleCancelSchedule(cmd)
    case "setTranscription":
      return handleSetTranscription(cmd)
    case "setTags":
      return handleSetTags(cmd)
    case "timer":
      return handleTimer(cmd)
    case "ack":
      return handleAck(cmd)
    case "resend":
      return handleResend(cmd)
    case "read":
      return handleRead(cmd)
  }
}

/**
 * After commit: live events, echoes to the conversation, and a nudge to the dispatcher of each
 * channel that got outbound messages (they are in its outbox already; the nudge only saves the wait
 * for its next poll).
 */
const afterCommit = (outcomes: ReadonlyArray<Outcome>) =>
  Effect.gen(function* () {
    const bus = yield* Bus
    yield* publishEvents(outcomes.flatMap((r) => r.events))
    const channels = new Set<number>()
    for (const r of outcomes) {
      for (const d of r.echoes ?? []) yield* bus.publish(convSubject(d.channelId, d.externalId), { message: d.message })
      for (const d of r.deliveries ?? []) channels.add(d.channelId)
    }
    for (const id of channels) yield* bus.publish(outboundSubject(id), {})
  })

const run = (cmd: TicketCommandMsg) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const r = yield* sql.withTransaction(withDashboardTally(handlerOf(cmd)))
    yield* afterCommit([r])
    return r.value
  })

/**
 * Under load a conversation's inbound messages wait in its mailbox; the kernel hands a run of
 * them here to be stored in one transaction (platform/actors/Kernel.ts falls back to one by one on failure).
 */
export const ticketBatch: Batch<SqlClient.SqlClient | Bus | EventRelay, TicketCommandMsg> = {
  accepts: (env) => env.payload.type === "inbound",
  many: (envs) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // only inbound commands are accepted into a run; anything else makes the kernel go one by one
      const cmds = envs.flatMap((e) => (e.payload.type === "inbound" ? [e.payload] : []))
      const outcomes = yield* sql.withTransaction(withDashboardTally(handleInboundRun(cmds)))
      yield* afterCommit(outcomes)
      return outcomes.map((o): Reply => ({ ok: true, value: o.value }))
    })
}

export const ticketBehaviour = (env: Envelope<TicketCommandMsg>) => toReply(run(env.payload))
