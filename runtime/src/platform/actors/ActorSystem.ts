/**
 * The actor system's service. `ask` is how the HTTP edge talks to an actor: a request over the
 * bus (so in production the conversation's partition decides which node handles it) whose reply
 * error becomes an AppError. The command is one of its kind's (core/src/contracts/actors) and the
 * reply is that command's. The layer that hosts this node's actor kinds is server/ActorSystemLive.ts.
 */
import type { CommandOf, ReplyOf } from "@atende/core/contracts/actors/actors"
import { Context, Effect } from "effect"
import type { ActorKind } from "../bus/Bus"
import { AppError } from "../http/AppError"

export type ActorSystemShape = {
  readonly ask: <K extends ActorKind, C extends CommandOf<K>>(
    kind: K,
    key: string,
    cmd: C
  ) => Effect.Effect<ReplyOf<K, C["type"]>, AppError>
  readonly counts: Effect.Effect<Record<ActorKind, number>>
}

export class ActorSystem extends Context.Tag("atende/ActorSystem")<ActorSystem, ActorSystemShape>() {}
