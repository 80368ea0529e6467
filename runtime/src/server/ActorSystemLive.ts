/**
 * The ActorSystem layer (the service is platform/actors/ActorSystem.ts): hosts this node's three
 * actor kinds, the features' behaviours on the platform's kernel, and serves the bus's commands into them.
 */
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
import { makeKernel } from "../platform/actors/Kernel"
import { tenantBehaviour } from "../features/tenants/index"
import { ticketBatch, ticketBehaviour } from "../features/tickets/index"
import { ActorSystem } from "../platform/actors/ActorSystem"

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
