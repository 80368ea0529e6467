/**
 * The ticket (conversation) actor: serialises everything that happens to one conversation.
 * Each command runs in one SQL transaction and gives an Outcome; after commit its live events are
 * published, its outbound messages handed to the channel-session actor, and inbound messages
 * echoed to the conversation subject (the web-chat widget).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Bus, type Envelope, type Reply } from "../../../platform/bus/Bus"
import { convSubject } from "../../../platform/bus/subjects"
import { publishEvents, type EventRelay } from "../../../platform/live/EventRelay"
import { AppError } from "../../../platform/http/AppError"
import type { Batch } from "../../../platform/actors/Kernel"
import type { Inbound, TicketCommandMsg } from "./commands"
import type { Outcome } from "./common"
import { handleCreate, handleForward } from "./create"
import { handleInbound, handleInboundRun } from "./inbound"
import { handleMessageOp } from "./messageOps"
import { handleAck, handleSend } from "./outbound"
import { handleCancelSchedule, handleSchedule } from "./scheduled"
import { handleTimer } from "./timers"
import { handleUpdate } from "./update"
import { handleAccess, handleRead, handleSetTranscription } from "./watch"

type Handler = Effect.Effect<Outcome, AppError | unknown, SqlClient.SqlClient>

const handlerOf = (cmd: TicketCommandMsg): Handler => {
  switch (cmd.type) {
    case "inbound": return handleInbound(cmd)
    case "send": return handleSend(cmd)
    case "update": return handleUpdate(cmd)
    case "access": return handleAccess(cmd)
    case "create": return handleCreate(cmd)
    case "forward": return handleForward(cmd)
    case "editMessage":
    case "react":
    case "deleteMessage":
    case "transcribed": return handleMessageOp(cmd)
    case "schedule": return handleSchedule(cmd)
    case "cancelSchedule": return handleCancelSchedule(cmd)
    case "setTranscription": return handleSetTranscription(cmd)
    case "timer": return handleTimer(cmd)
    case "ack": return handleAck(cmd)
    case "read": return handleRead(cmd)
  }
}

/** After commit: live events, echoes to the conversation, outbound messages to the channel-session actor. */
const afterCommit = (tenantId: number, outcomes: ReadonlyArray<Outcome>) =>
  Effect.gen(function* () {
    const bus = yield* Bus
    yield* publishEvents(outcomes.flatMap((r) => r.events))
    for (const r of outcomes) {
      for (const d of r.echoes ?? []) yield* bus.publish(convSubject(d.channelId, d.externalId), { message: d.message })
      for (const d of r.deliveries ?? [])
        yield* bus.send({
          kind: "channel",
          key: String(d.channelId),
          id: `deliver:${d.message.id}`,
          payload: { type: "deliver", tenantId, channelId: d.channelId, externalId: d.externalId, message: d.message }
        })
    }
  })

const run = (cmd: TicketCommandMsg) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const r = yield* sql.withTransaction(handlerOf(cmd))
    yield* afterCommit(cmd.tenantId, [r])
    return r.value
  })

/**
 * Under load a conversation's inbound messages wait in its mailbox; the kernel hands a run of
 * them here to be stored in one transaction (platform/actors/Kernel.ts falls back to one by one on failure).
 */
export const ticketBatch: Batch<SqlClient.SqlClient | Bus | EventRelay> = {
  accepts: (env) => (env.payload as TicketCommandMsg).type === "inbound",
  many: (envs) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const cmds = envs.map((e) => e.payload as Inbound)
      const outcomes = yield* sql.withTransaction(handleInboundRun(cmds))
      yield* afterCommit(cmds[0]!.tenantId, outcomes)
      return outcomes.map((o): Reply => ({ ok: true, value: o.value }))
    })
}

/** Runs a command and turns its outcome into a Reply; infrastructure failures become ERR_INTERNAL. */
export const toReply = <R>(effect: Effect.Effect<unknown, unknown, R>): Effect.Effect<Reply, never, R> =>
  effect.pipe(
    Effect.map((value): Reply => ({ ok: true, value })),
    Effect.catchAll((e): Effect.Effect<Reply> =>
      e instanceof AppError
        ? Effect.succeed({ ok: false, error: e.code, extra: e.extra })
        : Effect.as(Effect.logError("command failed", e), { ok: false, error: "ERR_INTERNAL" })
    )
  )

export const ticketBehaviour = (env: Envelope) => toReply(run(env.payload as TicketCommandMsg))
