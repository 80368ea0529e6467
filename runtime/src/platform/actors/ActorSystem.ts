/**
 * The actor system's service. `ask` is how the HTTP edge talks to an actor: a request over the
 * bus (so in production the conversation's partition decides which node handles it) whose reply
 * error becomes an AppError. The layer that hosts this node's actor kinds is server/ActorSystemLive.ts.
 */
import { Context, Effect } from "effect"
import type { ActorKind } from "../bus/Bus"
import { AppError } from "../http/AppError"

export type ActorSystemShape = {
  readonly ask: (kind: ActorKind, key: string, payload: unknown) => Effect.Effect<unknown, AppError>
  readonly counts: Effect.Effect<Record<ActorKind, number>>
}

export class ActorSystem extends Context.Tag("atende/ActorSystem")<ActorSystem, ActorSystemShape>() {}
