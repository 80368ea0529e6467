/**
 * The Bus: how actors get their commands and how live events reach every node.
 * Two implementations with the same semantics: MemoryBus (embedded) and NatsBus (production).
 * - commands (send/request): durable, ordered per actor key, deduplicated by envelope id;
 * - events (publish/subscribe): live fan-out, at most once (clients resync from the event log).
 */
import { Context, Data, Effect, Scope } from "effect"

export type ActorKind = "ticket" | "channel" | "tenant"

export type Envelope = {
  readonly kind: ActorKind
  readonly key: string
  /** Dedupe id: the same id sent twice inside the window is handled once. */
  readonly id: string
  readonly payload: unknown
  readonly replyTo?: string | undefined
}

export type Reply = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string; readonly extra?: unknown }

export class BusError extends Data.TaggedError("BusError")<{ readonly reason: string }> {}

/** Accepts the envelope in order (outer effect) and gives back the effect that awaits its reply. */
export type CommandHandler = (env: Envelope) => Effect.Effect<Effect.Effect<Reply>>

export type BusShape = {
  readonly kind: "memory" | "nats"
  /** `duplicate`: the bus had this envelope id already (inside its dedupe window) and dropped it. */
  readonly send: (env: Envelope) => Effect.Effect<{ readonly duplicate: boolean }, BusError>
  readonly request: (env: Envelope, timeoutMs?: number) => Effect.Effect<Reply, BusError>
  /** Starts consuming commands on this node; stops with the scope. */
  readonly serve: (handler: CommandHandler) => Effect.Effect<void, BusError, Scope.Scope>
  readonly publish: (subject: string, data: unknown) => Effect.Effect<void>
  readonly subscribe: (subject: string, handler: (subject: string, data: unknown) => void) => Effect.Effect<void, never, Scope.Scope>
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
