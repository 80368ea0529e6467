/**
 * The Bus: how actors get their commands and how live events reach every node.
 * Two implementations with the same semantics (test/bus.conformance.int.test.ts runs one suite on
 * both): MemoryBus (embedded) and NatsBus (production).
 * - commands (send/request): durable, ordered per actor key, deduplicated by envelope id; a
 *   command whose handling ends in `Redeliver` (the store or the bus was away for longer than the
 *   actor's retries in place) is not answered and comes back after REDELIVER_AFTER_MS, without
 *   limit; any reply (a dead letter's ERR_INTERNAL too) is final;
 * - events (publish/subscribe): live fan-out, at most once (clients resync from the event log).
 */
import type { ActorKind } from "@atende/core/contracts/actors/actors"
import { Context, Data, Effect, Scope } from "effect"

export type { ActorKind }

/**
 * A command as it travels. Off the bus `payload` is whatever arrived (`unknown`): the actor system
 * decodes it with its kind's schema (platform/actors/commandEdge.ts), so actors get `Envelope<C>`
 * with `C` their kind's commands (core/src/contracts/actors).
 */
export type Envelope<P = unknown> = {
  readonly kind: ActorKind
  readonly key: string
  /** Dedupe id: the same id sent twice inside the window is handled once. */
  readonly id: string
  readonly payload: P
  readonly replyTo?: string | undefined
  /**
   * Set by the bus that handed the envelope over, never sent: whether this node still holds the
   * envelope's partition. Once it moved to another node, the letters of it still waiting here are
   * handed back (Redeliver) instead of handled, so the new owner gets them in order.
   */
  readonly held?: (() => boolean) | undefined
}

export type Reply =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: string; readonly extra?: unknown }

export class BusError extends Data.TaggedError("BusError")<{ readonly reason: string }> {}

/** The command could not be handled now (store or bus away): not answered, delivered again later. */
export class Redeliver extends Data.TaggedError("Redeliver")<{ readonly reason: string }> {}

/** How long a command that ended in Redeliver waits before it is delivered again. */
export const REDELIVER_AFTER_MS = 2_000

/**
 * Accepts the envelope in order (outer effect) and gives back the effect that awaits its reply,
 * or fails with Redeliver.
 */
export type CommandHandler = (env: Envelope) => Effect.Effect<Effect.Effect<Reply, Redeliver>>

export type BusShape = {
  readonly kind: "memory" | "nats"
  /** `duplicate`: the bus had this envelope id already (inside its dedupe window) and dropped it. */
  readonly send: (env: Envelope) => Effect.Effect<{ readonly duplicate: boolean }, BusError>
  /**
   * Sends and awaits the reply (15 s by default, then BusError); an id the bus already had inside
   * its dedupe window is refused at once with BusError (the first one's reply went to its sender).
   */
  readonly request: (env: Envelope, timeoutMs?: number) => Effect.Effect<Reply, BusError>
  /** Starts consuming commands on this node; stops with the scope. */
  readonly serve: (handler: CommandHandler) => Effect.Effect<void, BusError, Scope.Scope>
  readonly publish: (subject: string, data: unknown) => Effect.Effect<void>
  readonly subscribe: (
    subject: string,
    handler: (subject: string, data: unknown) => void
  ) => Effect.Effect<void, never, Scope.Scope>
  /** Leases (KV on NATS): one holder per name until it lapses after `ttlMs` without renewal. */
  readonly leases: Leases
  readonly ping: Effect.Effect<boolean>
  readonly info: Effect.Effect<Record<string, unknown>>
}

/**
 * A lease is fenced by its revision: renew and release succeed only with the revision the holder
 * got last, so a holder that paused past the TTL cannot renew over a new owner.
 */
export type Leases = {
  readonly ttlMs: number
  /** The new revision when `name` was free, lapsed or still the caller's own; undefined when another holder has it. */
  readonly acquire: (name: string, holder: string) => Effect.Effect<number | undefined>
  readonly renew: (name: string, holder: string, revision: number) => Effect.Effect<number | undefined>
  readonly release: (name: string, revision: number) => Effect.Effect<void>
  /** Live lease names starting with `prefix`, with their holders. */
  readonly list: (prefix: string) => Effect.Effect<ReadonlyArray<{ name: string; holder: string }>>
}

export class Bus extends Context.Tag("atende/Bus")<Bus, BusShape>() {}

/** NATS-style subject match: `*` one token, `>` the rest. */
export const subjectMatches = (pattern: string, subject: string): boolean => {
  const p = pattern.split(".")
  const s = subject.split(".")
  for (let i = 0; i < p.length; i++) {
    if (p[i] === ">") return s.length > i
    if (i >= s.length) return false
    if (p[i] !== "*" && p[i] !== s[i]) return false
  }
  return p.length === s.length
}

/**
 * A command whose sender is a durable job (a timer's handler): the reply, except that an actor's
 * internal failure (`ERR_INTERNAL`) fails, so the job is tried again; any other refusal is an answer.
 */
export const requestFromJob = (env: Envelope) =>
  Effect.flatMap(Bus, (bus) => bus.request(env)).pipe(
    Effect.flatMap((reply) =>
      !reply.ok && reply.error === "ERR_INTERNAL"
        ? Effect.fail(new Error(`${env.kind} actor failed`))
        : Effect.succeed(reply)
    )
  )
