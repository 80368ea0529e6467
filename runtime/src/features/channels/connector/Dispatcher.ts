/**
 * The outbound dispatcher of one node: sends the messages in the outbox (store/Deliveries.ts) of the
 * channels whose sessions run here, through their connectors.
 *
 * - Woken at once by a nudge (the ticket actor publishes `atende.outbound.<channel>` after the
 *   commit that queued a message) and by a poll every second, which finds what a lost nudge, a node
 *   that died mid-send or a backoff left due. At most one drain runs a channel at a time.
 * - A conversation's messages go in order: a try that must wait (backoff) holds back that
 *   conversation's later messages, never another conversation's. Conversations of a channel go
 *   side by side, a few at a time.
 * - Each try checks the fence first (`owns`: this node still holds the channel's lease), passes the
 *   delivery's idempotency key, and waits at most SEND_TIMEOUT. The provider's id is recorded
 *   (channel_sent), the ack goes to the ticket actor on the bus, and only then the row goes.
 *   A retryable failure is tried again after `sendBackoffMs`, doubling up to 5 minutes, at most
 *   `sendAttempts` times; a refusal, or the last try, fails the message with its reason
 *   (ERR_DELIVERY_REFUSED, ERR_DELIVERY_GAVE_UP and the provider's words), which an agent sees and
 *   may resend.
 * - A crash between the provider's answer and the row's removal sends again on the next owner: exactly
 *   once where the provider honours the idempotency key, at least once elsewhere (web chat's widget
 *   drops a message id it already shows).
 */
import { conversationKey } from "@atende/core/contracts/actors/actors"
import type { DeliveryFailure } from "@atende/core/message/message"
import { Effect, Queue, Schedule } from "effect"
import { Bus } from "../../../platform/bus/Bus"
import { OUTBOUND_ALL, OUTBOUND_PREFIX } from "../../../platform/bus/subjects"
import { nowMillis } from "../../../platform/clock/index"
import { Config } from "../../../platform/config/Config"
import { mediaPath, signMediaUrl } from "../../../platform/media/signing"
import {
  channelsWithDueDeliveries,
  deliveryDone,
  deliveryFailed,
  deliveryRetry,
  deliverySent,
  pendingDeliveries,
  type DueDelivery
} from "../store/Deliveries"
import { DeliveryError, type ConnectorEnv, type Delivery, type RunningConnector } from "./Connector"

/** How long one try may take before it counts as a retryable failure. */
export const SEND_TIMEOUT_MS = 30_000
const BACKOFF_MAX_MS = 5 * 60_000
const BATCH = 200
const CONVERSATIONS_AT_ONCE = 8
const POLL = "1 second"

export type DispatcherHost = {
  readonly session: (channelId: number) => RunningConnector | undefined
  readonly owns: (channelId: number) => boolean
  /** The partitions whose channels run here, and how many partitions there are. */
  readonly partitions: () => ReadonlyArray<number>
  readonly partitionCount: number
}

/** The idempotency key of one send: the same for every try, new after a resend (and one of its own for each change). */
export const idempotencyKeyOf = (d: Pick<DueDelivery, "id" | "op" | "channelId" | "resends" | "message">) =>
  d.op === "send" ? `atende-${d.channelId}-${d.message.id}-${d.resends}` : `atende-${d.channelId}-${d.op}-${d.id}`

type Tried = "sent" | "failed" | "wait" | "stop"

export const startDispatcher = (host: DispatcherHost) =>
  Effect.gen(function* () {
    const bus = yield* Bus
    const config = yield* Config
    const env = yield* Effect.context<ConnectorEnv>()
    const busy = new Set<number>()
    const again = new Set<number>()
    const kicks = yield* Queue.unbounded<number>()

    const ack = (d: DueDelivery, status: "sent" | "failed", error?: DeliveryFailure) =>
      bus.send({
        kind: "ticket",
        key: conversationKey(d.channelId, d.externalId),
        id: `ack:${d.message.id}:${status}:${d.resends}`,
        payload: { type: "ack", tenantId: d.tenantId, messageId: d.message.id, status, ...(error ? { error } : {}) }
      })

    // the ack goes on the (durable) bus before the row is settled: a crash in between tries the
    // send again (the same idempotency key) and acks again (the same envelope id), never loses the ack.
    // A change the provider refused leaves the message as it is (it was delivered): the row stays
    // failed, with why, and the node's log says so.
    const fail = (d: DueDelivery, attempts: number, error: DeliveryFailure) =>
      Effect.gen(function* () {
        if (d.op === "send") yield* ack(d, "failed", error)
        else
          yield* Effect.logWarning(
            `channel ${d.channelId}: ${d.op} of message ${d.message.id} not delivered`,
            `${error.code} ${error.detail ?? ""}`
          )
        yield* deliveryFailed(d.id, attempts, `${error.code}: ${error.detail ?? ""}`, yield* nowMillis)
        return "failed" as const
      })

    /** One try of one delivery; what it means for the conversation's next ones. */
    const attempt = (d: DueDelivery) =>
      Effect.gen(function* () {
        const session = host.session(d.channelId)
        if (!session || !host.owns(d.channelId)) return "stop" as Tried
        const delivery: Delivery = {
          externalId: d.externalId,
          message: { ...d.message, mediaUrl: signMediaUrl(mediaPath(d.message.mediaUrl), yield* nowMillis) },
          idempotencyKey: idempotencyKeyOf(d),
          op: d.op
        }
        const result = yield* session.send(delivery).pipe(
          Effect.timeoutFail({
            duration: SEND_TIMEOUT_MS,
            onTimeout: () => new DeliveryError({ reason: "the provider did not answer in time", retryable: true })
          }),
          Effect.either
        )
        const now = yield* nowMillis
        const attempts = d.attempts + 1
        if (result._tag === "Right" && d.op !== "send") {
          yield* deliveryDone(d.id)
          return "sent" as Tried
        }
        if (result._tag === "Right") {
          const at = { channelId: d.channelId, tenantId: d.tenantId, messageId: d.message.id, externalId: d.externalId }
          yield* deliverySent({ ...at, providerId: result.right.providerId }, now)
          yield* ack(d, "sent")
          yield* deliveryDone(d.id)
          return "sent" as Tried
        }
        const e = result.left
        if (!e.retryable) return yield* fail(d, attempts, { code: e.code ?? "ERR_DELIVERY_REFUSED", detail: e.reason })
        if (attempts >= config.sendAttempts)
          return yield* fail(d, attempts, { code: "ERR_DELIVERY_GAVE_UP", detail: e.reason })
        const wait = Math.min(BACKOFF_MAX_MS, config.sendBackoffMs * 2 ** (attempts - 1))
        yield* deliveryRetry(d.id, attempts, now + wait, e.reason, now)
        return "wait" as Tried
      })

    /** A conversation's pending deliveries in order, until one must wait. */
    const conversation = (list: ReadonlyArray<DueDelivery & { nextAt: number }>, now: number) =>
      Effect.gen(function* () {
        let sent = 0
        for (const d of list) {
          if (d.nextAt > now) return sent
          const r = yield* attempt(d)
          if (r === "wait" || r === "stop") return sent
          sent++
        }
        return sent
      })

    /** Sends what is due on one channel; true when a full batch went (there may be more). */
    const drainOnce = (channelId: number) =>
      Effect.gen(function* () {
        if (!host.session(channelId)) return false
        const rows = yield* pendingDeliveries(channelId, BATCH)
        const now = yield* nowMillis
        const byConversation = new Map<string, Array<(typeof rows)[number]>>()
        for (const r of rows) {
          const list = byConversation.get(r.externalId)
          if (list) list.push(r)
          else byConversation.set(r.externalId, [r])
        }
        const sent = yield* Effect.forEach(byConversation.values(), (list) => conversation(list, now), {
          concurrency: CONVERSATIONS_AT_ONCE
        })
        return rows.length === BATCH && sent.some((n) => n > 0)
      })

    const drain = (channelId: number): Effect.Effect<void> =>
      Effect.gen(function* () {
        do again.delete(channelId)
        while ((yield* drainOnce(channelId)) || again.has(channelId))
      }).pipe(
        Effect.provide(env),
        Effect.catchAllCause((c) => Effect.logWarning(`channel ${channelId}: outbound deliveries paused`, c)),
        Effect.ensuring(Effect.sync(() => busy.delete(channelId)))
      )

    /** Starts a drain of the channel unless one runs (then it goes round once more). */
    const kick = (channelId: number) =>
      Effect.suspend(() => {
        if (!host.session(channelId)) return Effect.void
        if (busy.has(channelId)) return Effect.sync(() => void again.add(channelId))
        busy.add(channelId)
        return Effect.asVoid(Effect.forkScoped(drain(channelId)))
      })

    const poll = Effect.gen(function* () {
      const due = yield* channelsWithDueDeliveries(host.partitionCount, host.partitions(), yield* nowMillis, 1_000)
      for (const id of due) yield* Queue.offer(kicks, id)
    }).pipe(
      Effect.provide(env),
      Effect.catchAllCause((c) => Effect.logWarning("outbound deliveries: poll failed", c))
    )

    yield* bus.subscribe(OUTBOUND_ALL, (subject) => {
      const id = Number(subject.slice(OUTBOUND_PREFIX.length))
      if (Number.isInteger(id) && host.session(id)) Queue.unsafeOffer(kicks, id)
    })
    yield* Effect.forkScoped(Effect.forever(Effect.flatMap(Queue.take(kicks), kick)))
    yield* Effect.forkScoped(Effect.repeat(poll, Schedule.spaced(POLL)))
    return { kick: (channelId: number) => Queue.offer(kicks, channelId) }
  })
