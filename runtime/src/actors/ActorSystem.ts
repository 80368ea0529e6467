/**
 * Hosts the three actor kinds of this node and serves the bus's commands into them.
 * `ask` is how the HTTP edge talks to an actor: a request over the bus (so in production the
 * conversation's partition decides which node handles it) whose reply error becomes an AppError.
 */
import type { ErrorCode } from "@atende/core/errors/catalogue"
import { isErrorCode } from "@atende/core/errors/catalogue"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer } from "effect"
import { randomUUID } from "node:crypto"
import { Bus, type ActorKind, type Envelope } from "../bus/Bus"
import { Config } from "../config/Config"
import { AppError } from "../http/AppError"
import type { EventRelay } from "../live/EventRelay"
import { channelBehaviour } from "./channel/ChannelActor"
import { makeKernel } from "./Kernel"
import { tenantBehaviour } from "./tenant/TenantActor"
import { ticketBatch, ticketBehaviour } from "./ticket/TicketActor"

export type ActorSystemShape = {
  readonly ask: (kind: ActorKind, key: string, payload: unknown) => Effect.Effect<unknown, AppError>
  readonly counts: Effect.Effect<Record<ActorKind, number>>
}

export class ActorSystem extends Context.Tag("atende/ActorSystem")<ActorSystem, ActorSystemShape>() {}

export const ActorSystemLive = Layer.scoped(
  ActorSystem,
  Effect.gen(function* () {
    const config = yield* Config
    const bus = yield* Bus
    const context = yield* Effect.context<SqlClient.SqlClient | Bus | EventRelay>()
    const provide = <A, E = never>(e: Effect.Effect<A, E, SqlClient.SqlClient | Bus | EventRelay>) => Effect.provide(e, context)
    const idleMs = config.actorIdleMs
    const kernels = {
      ticket: yield* makeKernel({
        name: "ticket",
        idleMs,
        spawn: () => Effect.succeed((env: Envelope) => provide(ticketBehaviour(env))),
        batch: { accepts: ticketBatch.accepts, many: (envs) => provide(ticketBatch.many(envs)) }
      }),
      channel: yield* makeKernel({ name: "channel", idleMs, spawn: (key) => Effect.map(provide(channelBehaviour(key)), (b) => (env: Envelope) => provide(b(env))) }),
      tenant: yield* makeKernel({ name: "tenant", idleMs, spawn: () => Effect.succeed((env: Envelope) => provide(tenantBehaviour(env))) })
    }
    yield* bus.serve((env) => kernels[env.kind].dispatch(env)).pipe(Effect.orDie)
    const ask = (kind: ActorKind, key: string, payload: unknown) =>
      bus.request({ kind, key, id: randomUUID(), payload }).pipe(
        Effect.catchTag("BusError", () => Effect.fail(new AppError({ code: "ERR_SERVICE_UNAVAILABLE" }))),
        Effect.flatMap((reply) =>
          reply.ok
            ? Effect.succeed(reply.value)
            : Effect.fail(new AppError({ code: (isErrorCode(reply.error) ? reply.error : "ERR_INTERNAL") as ErrorCode, extra: reply.extra as Record<string, unknown> | undefined }))
        )
      )
    const counts = Effect.all({ ticket: kernels.ticket.size, channel: kernels.channel.size, tenant: kernels.tenant.size })
    return { ask, counts }
  })
)
