/**
 * The bus edge of this node's actors: every command that comes off the bus is decoded with its
 * kind's schema (core/src/contracts/actors) before it reaches a mailbox, and the actor gets the
 * decoded value. One that does not decode (an unknown kind, a key or id that is not a string, a
 * payload of the wrong shape) is a dead letter: never dispatched, recorded in the dead letters
 * (platform/store/DeadLetters.ts; should the store be away, the bus delivers it again later),
 * logged, and answered ERR_BAD_COMMAND (which the bus acks, so it is not redelivered).
 */
import { decodeCommand, type ActorKind, type CommandOf } from "@atende/core/contracts/actors/actors"
import { Effect, Exit } from "effect"
import { Redeliver, type CommandHandler, type Envelope, type Reply } from "../bus/Bus"
import { nowMillis } from "../clock/index"
import { tenantIdOf, type NewDeadLetter } from "../store/DeadLetters"
import { isInfrastructure } from "./failures"
import type { Kernel } from "./Kernel"

const badCommand: Reply = { ok: false, error: "ERR_BAD_COMMAND" }

const text = (v: unknown) => (typeof v === "string" ? v : String(JSON.stringify(v)).slice(0, 80))

/** Records a dead letter (the store's dead_letters). */
export type RecordDeadLetter = (letter: NewDeadLetter) => Effect.Effect<unknown, unknown>

/** `payload`: what to keep (the command's payload, or all that arrived when it was no envelope). */
const deadLetter = (
  record: RecordDeadLetter | undefined,
  env: Partial<Envelope> | null,
  payload: unknown,
  issue: string
) =>
  Effect.succeed(
    Effect.gen(function* () {
      const [kind, key, id] = [text(env?.kind), text(env?.key), typeof env?.id === "string" ? env.id : null]
      yield* Effect.logWarning("dead letter: a command that does not decode, answered ERR_BAD_COMMAND").pipe(
        Effect.annotateLogs({ deadLetter: true, kind, key, id: text(env?.id), issue })
      )
      if (!record) return badCommand
      const now = yield* nowMillis
      const recorded = yield* Effect.exit(
        record({
          tenantId: tenantIdOf(payload),
          source: "command",
          kind,
          key,
          envelopeId: id,
          payload,
          cause: issue,
          deliveries: 1,
          firstFailedAt: now,
          lastFailedAt: now
        })
      )
      if (Exit.isSuccess(recorded)) return badCommand
      if (isInfrastructure(recorded.cause))
        return yield* new Redeliver({ reason: "the dead letter could not be recorded" })
      yield* Effect.logError("the dead letter could not be recorded", recorded.cause)
      return badCommand
    })
  )

export const commandEdge =
  (
    kernels: { readonly [K in ActorKind]: Pick<Kernel<CommandOf<K>>, "dispatch"> },
    record?: RecordDeadLetter
  ): CommandHandler =>
  (arrived) => {
    // what NATS hands over is parsed JSON of any shape, whatever the type says
    const env = (typeof arrived === "object" && arrived !== null ? arrived : null) as Partial<Envelope> | null
    if (typeof env?.key !== "string" || typeof env.id !== "string")
      return deadLetter(record, env, arrived, "envelope: key and id must be strings")
    const decoded = decodeCommand(env.kind, env.payload)
    if (!decoded.ok) return deadLetter(record, env, env.payload, decoded.issue)
    const key = env.key
    const id = env.id
    const replyTo = typeof env.replyTo === "string" ? env.replyTo : undefined
    const held = typeof env.held === "function" ? env.held : undefined
    switch (decoded.kind) {
      case "ticket":
        return kernels.ticket.dispatch({ kind: decoded.kind, key, id, replyTo, held, payload: decoded.command })
      case "channel":
        return kernels.channel.dispatch({ kind: decoded.kind, key, id, replyTo, held, payload: decoded.command })
      case "tenant":
        return kernels.tenant.dispatch({ kind: decoded.kind, key, id, replyTo, held, payload: decoded.command })
    }
  }
