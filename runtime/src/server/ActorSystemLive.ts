/**
 * The ActorSystem layer (the service is platform/actors/ActorSystem.ts): hosts this node's three
 * actor kinds, the features' behaviours on the platform's kernel, and serves the bus's commands into
 * them through the command edge (a command that does not decode never reaches an actor). Commands
 * that keep failing (config.maxDeliveries tries) and those that do not decode are recorded in the
 * store's dead letters.
 */
import type { CommandOf, ReplyOf } from "@atende/core/contracts/actors/actors"
import type { ErrorCode } from "@atende/core/errors/catalogue"
import { isErrorCode } from "@atende/core/errors/catalogue"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { Bus, type ActorKind, type Envelope } from "../platform/bus/Bus"
import { Config } from "../platform/config/Config"
import { AppError } from "../platform/http/AppError"
import type { EventRelay } from "../platform/live/EventRelay"
import { channelBehaviour } from "../features/channels/index"
import { commandEdge } from "../platform/actors/commandEdge"
import { makeKernel, type FailedLetter } from "../platform/actors/Kernel"
import { recordDeadLetter, tenantIdOf, type NewDeadLetter } from "../platform/store/DeadLetters"
import { tenantBehaviour } from "../features/tenants/index"
import { ticketBatch, ticketBehaviour } from "../features/tickets/index"
import { ActorSystem } from "../platform/actors/ActorSystem"

export const ActorSystemLive = Layer.scoped(
  ActorSystem,
  Effect.gen(function* () {
    const config = yield* Config
    const bus = yield* Bus
    // what the behaviours may use (channels' connectors read the Config too)
    const context = yield* Effect.context<SqlClient.SqlClient | Bus | EventRelay | Config>()
    const provide = <A, E = never>(e: Effect.Effect<A, E, SqlClient.SqlClient | Bus | EventRelay | Config>) =>
      Effect.provide(e, context)
    const record = (letter: NewDeadLetter) => provide(recordDeadLetter(letter))
    const deadLetter = ({ env, ...failed }: FailedLetter<unknown>) =>
      record({
        ...failed,
        tenantId: tenantIdOf(env.payload),
        source: "command",
        kind: env.kind,
        key: env.key,
        envelopeId: env.id,
        payload: env.payload
      })
    const common = { idleMs: config.actorIdleMs, maxDeliveries: config.maxDeliveries, deadLetter }
    const kernels = {
      ticket: yield* makeKernel<CommandOf<"ticket">>({
        name: "ticket",
        ...common,
        spawn: () => Effect.succeed((env: Envelope<CommandOf<"ticket">>) => provide(ticketBehaviour(env))),
        batch: { accepts: ticketBatch.accepts, many: (envs) => provide(ticketBatch.many(envs)) }
      }),
      channel: yield* makeKernel<CommandOf<"channel">>({
        name: "channel",
        ...common,
        spawn: (key) =>
          Effect.map(provide(channelBehaviour(key)), (b) => (env: Envelope<CommandOf<"channel">>) => provide(b(env)))
      }),
      tenant: yield* makeKernel<CommandOf<"tenant">>({
        name: "tenant",
        ...common,
        spawn: () => Effect.succeed((env: Envelope<CommandOf<"tenant">>) => provide(tenantBehaviour(env)))
      })
    }
    yield* bus.serve(commandEdge(kernels, record)).pipe(Effect.orDie)
    const ask = <K extends ActorKind, C extends CommandOf<K>>(kind: K, key: string, cmd: C) =>
      bus.request({ kind, key, id: randomUUID(), payload: cmd }).pipe(
        Effect.catchTag("BusError", () => Effect.fail(new AppError({ code: "ERR_SERVICE_UNAVAILABLE" }))),
        Effect.flatMap((reply) =>
          reply.ok
            ? // the one place a reply is taken on trust: the actor that answered runs this build's code
              Effect.succeed(reply.value as ReplyOf<K, C["type"]>)
            : Effect.fail(
                new AppError({
                  code: (isErrorCode(reply.error) ? reply.error : "ERR_INTERNAL") as ErrorCode,
                  extra: reply.extra as Record<string, unknown> | undefined
                })
              )
        )
      )
    const counts = Effect.all({
      ticket: kernels.ticket.size,
      channel: kernels.channel.size,
      tenant: kernels.tenant.size
    })
    return { ask, counts }
  })
)
