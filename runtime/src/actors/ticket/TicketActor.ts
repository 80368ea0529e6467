/**
 * The ticket (conversation) actor: serialises everything that happens to one conversation.
 * Each command runs in one SQL transaction; live events are published after commit, and
 * outbound messages are handed to the channel-session actor.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Bus, type Envelope, type Reply } from "../../bus/Bus"
import { convSubject, evtSubject } from "../../bus/subjects"
import { AppError } from "../../http/AppError"
import type { LiveEvent } from "../../store/Events"
import type { TicketCommandMsg } from "./commands"
import { handleInbound } from "./inbound"
import { handleAck, handleSend } from "./outbound"
import { handleRead, handleUpdate } from "./update"


const publishAll = (events: ReadonlyArray<LiveEvent>) =>
  Effect.flatMap(Bus, (bus) => Effect.forEach(events, (e) => bus.publish(evtSubject(e.tenantId, e.name), e), { discard: true }))

const run = (cmd: TicketCommandMsg) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const bus = yield* Bus
    switch (cmd.type) {
      case "inbound": {
        const r = yield* sql.withTransaction(handleInbound(cmd))
        yield* publishAll(r.events)
        if (!r.duplicate) yield* bus.publish(convSubject(cmd.channelId, cmd.externalId), { message: r.message })
        return { duplicate: r.duplicate, ticketId: r.duplicate ? null : r.ticket.id, messageId: r.duplicate ? null : r.message.id }
      }
      case "send": {
        const r = yield* sql.withTransaction(handleSend(cmd))
        yield* publishAll(r.events)
        if (!r.duplicate)
          yield* bus.send({
            kind: "channel",
            key: String(r.ticket.whatsappId),
            id: `deliver:${r.message.id}`,
            payload: { type: "deliver", tenantId: cmd.tenantId, channelId: r.ticket.whatsappId, externalId: r.externalId, message: r.message }
          })
        return r.message
      }
      case "update": {
        const r = yield* sql.withTransaction(handleUpdate(cmd))
        yield* publishAll(r.events)
        return r.ticket
      }
      case "ack": {
        const r = yield* sql.withTransaction(handleAck(cmd))
        yield* publishAll(r.events)
        return null
      }
      case "read": {
        const r = yield* sql.withTransaction(handleRead(cmd))
        yield* publishAll(r.events)
        return null
      }
    }
  })

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
