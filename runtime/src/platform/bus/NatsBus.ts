/**
 * The production bus over NATS. Commands go to the JetStream stream ATENDE_CMD on
 * `atende.cmd.p<partition>.<kind>` (partition = hash of the actor key), published with
 * Nats-Msg-Id = envelope id so the stream's duplicate window drops a resend; the partition's
 * owner pulls from a durable consumer of its own, in order (natsPartitions.ts); a message is acked
 * only after its actor handled it, so a crash means redelivery (handlers are idempotent), and one
 * that ended in Redeliver is nak'ed to come back after REDELIVER_AFTER_MS. While the actor works on
 * a message (retries in place included) the message is kept in progress, so JetStream does not
 * deliver it a second time meanwhile. Replies and live events use core subjects.
 */
import { Deferred, Duration, Effect, Exit, Layer, Runtime } from "effect"
import { connect, headers, nanos, RetentionPolicy, StorageType, type JsMsg, type NatsConnection } from "nats"
import { randomUUID } from "node:crypto"
import { Config } from "../config/Config"
import { Bus, BusError, REDELIVER_AFTER_MS, type Envelope, type Reply } from "./Bus"
import { natsLeases } from "./natsLeases"
import { startPartitionOwner, type PartitionOwner } from "./natsPartitions"
import { CMD_STREAM, cmdPartitionFilter, cmdSubject, partitionOf, replyInbox } from "./subjects"

/** How long JetStream waits for an ack before redelivering (a dead node's messages come back then). */
const ACK_WAIT_MS = 10_000

const enc = new TextEncoder()
const dec = new TextDecoder()
const encode = (v: unknown) => enc.encode(JSON.stringify(v))
/** Whatever arrives; bytes that are not JSON become `undefined` (the command edge dead-letters them). */
const decode = (b: Uint8Array): unknown => {
  try {
    return JSON.parse(dec.decode(b))
  } catch {
    return undefined
  }
}

type Namespace = {
  readonly stream: string
  readonly subject: (s: string) => string
  readonly strip: (s: string) => string
}

const namespace = (ns: string): Namespace => ({
  stream: ns ? `${CMD_STREAM}_${ns.toUpperCase().replace(/-/g, "_")}` : CMD_STREAM,
  subject: (s) => (ns ? `${ns}.${s}` : s),
  strip: (s) => (ns && s.startsWith(`${ns}.`) ? s.slice(ns.length + 1) : s)
})

const ensureStream = (nc: NatsConnection, ns: Namespace) =>
  Effect.tryPromise({
    try: async () => {
      const jsm = await nc.jetstreamManager()
      const cfg = {
        name: ns.stream,
        subjects: [ns.subject("atende.cmd.>")],
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        max_age: nanos(24 * 3600_000),
        duplicate_window: nanos(120_000)
      }
      try {
        await jsm.streams.info(ns.stream)
        await jsm.streams.update(ns.stream, cfg)
      } catch {
        await jsm.streams.add(cfg)
      }
    },
    catch: (e) => new BusError({ reason: `JetStream setup failed: ${String(e)}` })
  })

export const NatsBusLive = Layer.scoped(
  Bus,
  Effect.gen(function* () {
    const config = yield* Config
    const url = config.natsUrl ?? "nats://127.0.0.1:4222"
    const nc = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: () =>
          connect({ servers: url, name: `atende-${config.nodeId}`, maxReconnectAttempts: -1, reconnectTimeWait: 1000 }),
        catch: (e) => new BusError({ reason: `cannot connect to NATS at ${url}: ${String(e)}` })
      }),
      (c) => Effect.promise(() => c.drain().catch(() => undefined))
    )
    const ns = namespace(config.natsNamespace)
    yield* ensureStream(nc, ns)
    const js = nc.jetstream()
    const leases = yield* natsLeases(
      js,
      `atende_leases${ns.stream.slice(CMD_STREAM.length).toLowerCase()}`,
      config.leaseTtlMs
    ).pipe(Effect.mapError((e) => new BusError({ reason: `lease bucket: ${String(e)}` })))
    const runtime = yield* Effect.runtime<never>()
    const runFork = Runtime.runFork(runtime)
    const pending = new Map<string, Deferred.Deferred<Reply>>()
    const ownerRef: { current: PartitionOwner | undefined } = { current: undefined }
    const inbox = ns.subject(replyInbox(config.nodeId))
    nc.subscribe(`${inbox}.*`, {
      callback: (_err, msg) => {
        const id = msg.subject.slice(inbox.length + 1)
        const d = pending.get(id)
        const reply = decode(msg.data) as Reply | undefined
        if (d)
          runFork(
            Deferred.succeed(
              d,
              typeof reply === "object" && reply !== null
                ? reply
                : ({ ok: false, error: "ERR_INTERNAL" } satisfies Reply)
            )
          )
      }
    })

    const publishCommand = (env: Envelope) =>
      Effect.tryPromise({
        try: () => {
          const h = headers()
          h.set("Nats-Msg-Id", env.id)
          return js.publish(ns.subject(cmdSubject(partitionOf(env.key, config.partitions), env.kind)), encode(env), {
            headers: h
          })
        },
        catch: (e) => new BusError({ reason: `publish failed: ${String(e)}` })
      })

    const bus = Bus.of({
      kind: "nats",
      send: (env) => Effect.map(publishCommand(env), (ack) => ({ duplicate: ack.duplicate })),
      request: (env, timeoutMs = 15_000) => {
        const rid = randomUUID()
        return Effect.gen(function* () {
          const d = yield* Deferred.make<Reply>()
          pending.set(rid, d)
          const ack = yield* publishCommand({ ...env, replyTo: `${inbox}.${rid}` })
          if (ack.duplicate)
            return yield* new BusError({ reason: `already sent: ${env.id} (its reply went to its sender)` })
          return yield* Deferred.await(d).pipe(
            Effect.timeoutFail({
              duration: Duration.millis(timeoutMs),
              onTimeout: () => new BusError({ reason: "no reply in time" })
            })
          )
        }).pipe(Effect.ensuring(Effect.sync(() => pending.delete(rid))))
      },
      serve: (handler) =>
        Effect.gen(function* () {
          const jsm = yield* Effect.tryPromise({
            try: () => nc.jetstreamManager(),
            catch: (e) => new BusError({ reason: String(e) })
          })
          const dispatch = async (m: JsMsg, held: () => boolean) => {
            // any bytes may sit on the stream: the handler (the command edge) checks the shape
            const decoded = decode(m.data) as Envelope
            const env =
              typeof decoded === "object" && decoded !== null && !Array.isArray(decoded)
                ? { ...decoded, held }
                : decoded
            // while the partition is ours the message is kept; once it moved, the ack wait runs
            // out and the new owner gets it (the kernel hands it back before its next try)
            const working = setInterval(() => {
              try {
                if (held()) m.working()
              } catch {
                // NATS away: the ack wait runs out and the message comes back, as after a crash
              }
            }, ACK_WAIT_MS / 2)
            const exit = await Runtime.runPromiseExit(runtime)(Effect.flatten(handler(env))).finally(() =>
              clearInterval(working)
            )
            // Redeliver (the store or the bus was away for longer than the retries in place): not
            // answered, delivered again later and answered then
            if (Exit.isFailure(exit)) return held() ? m.nak(REDELIVER_AFTER_MS) : m.nak()
            const replyTo = typeof env === "object" && env !== null ? env.replyTo : undefined
            if (typeof replyTo === "string") nc.publish(replyTo, encode(exit.value))
            m.ack()
          }
          const owner = startPartitionOwner({
            js,
            jsm,
            stream: ns.stream,
            partitions: config.partitions,
            nodeId: config.nodeId,
            leases,
            ackWaitMs: ACK_WAIT_MS,
            filterOf: (p) => ns.subject(cmdPartitionFilter(p)),
            dispatch,
            log: (msg) => runFork(Effect.logInfo(msg))
          })
          ownerRef.current = owner
          yield* Effect.addFinalizer(() => Effect.promise(() => owner.stop()))
        }),
      leases,
      publish: (subject, data) => Effect.sync(() => nc.publish(ns.subject(subject), encode(data))),
      subscribe: (subject, fn) =>
        Effect.acquireRelease(
          Effect.sync(() =>
            nc.subscribe(ns.subject(subject), {
              callback: (_e, m) => {
                const data = decode(m.data)
                if (data !== undefined) fn(ns.strip(m.subject), data)
              }
            })
          ),
          (sub) => Effect.sync(() => sub.unsubscribe())
        ).pipe(Effect.asVoid),
      ping: Effect.tryPromise(() => nc.flush()).pipe(
        Effect.timeout("2 seconds"),
        Effect.as(true),
        Effect.orElseSucceed(() => false)
      ),
      info: Effect.tryPromise(async () => {
        const jsm = await nc.jetstreamManager()
        let lag = 0
        let ackPending = 0
        for await (const ci of await jsm.consumers.list(ns.stream)) {
          lag += ci.num_pending
          ackPending += ci.num_ack_pending
        }
        return {
          kind: "nats",
          server: nc.getServer(),
          partitions: config.partitions,
          ownedPartitions: ownerRef.current?.owned() ?? [],
          consumerLag: lag,
          ackPending
        }
      }).pipe(Effect.orElseSucceed(() => ({ kind: "nats", error: "unreachable" })))
    })
    return bus
  })
)
