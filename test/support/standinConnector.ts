/**
 * The connector of channel type "standin": text messages to the stand-in provider's send API
 * (standinProvider.ts) at the base URL in ATENDE_STANDIN_URL, read once when the connector is built.
 * Each send passes the delivery's idempotency key (and the node's id, so the provider can tell who
 * sent what). Unreachable, 5xx and 429 are retryable failures; any other refusal is final.
 */
import { Effect } from "effect"
import {
  ConnectorError,
  DeliveryError,
  type Connector,
  type Delivery,
  type Sent
} from "../../runtime/src/features/channels/index"

export const STANDIN_URL_ENV = "ATENDE_STANDIN_URL"

const retryable = (status: number) => status >= 500 || status === 429

const post = (baseUrl: string, node: string | undefined, d: Delivery): Effect.Effect<Sent, DeliveryError> =>
  Effect.gen(function* () {
    const res = yield* Effect.tryPromise({
      try: (signal) =>
        fetch(`${baseUrl}/messages`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "idempotency-key": d.idempotencyKey,
            ...(node ? { "x-atende-node": node } : {})
          },
          body: JSON.stringify({ to: d.externalId, text: d.message.body }),
          signal
        }),
      catch: (e) => new DeliveryError({ reason: `stand-in unreachable: ${String(e)}`, retryable: true })
    })
    const text = yield* Effect.tryPromise({
      try: () => res.text(),
      catch: (e) => new DeliveryError({ reason: `stand-in answer cut off: ${String(e)}`, retryable: true })
    })
    if (!res.ok)
      return yield* new DeliveryError({ reason: `stand-in ${res.status}: ${text}`, retryable: retryable(res.status) })
    const id = (() => {
      try {
        return JSON.parse(text)?.id
      } catch {
        return undefined
      }
    })()
    if (typeof id !== "string")
      return yield* new DeliveryError({ reason: `stand-in answer: ${text}`, retryable: false })
    return { providerId: id }
  })

export const makeStandinConnector = (
  baseUrl = process.env[STANDIN_URL_ENV],
  node = process.env.ATENDE_NODE_ID
): Connector => ({
  type: "standin",
  capabilities: { media: [], edit: false, react: false, deleteWindowMs: 0, groups: false },
  start: (ctx) =>
    Effect.gen(function* () {
      if (!baseUrl) return yield* new ConnectorError({ reason: `${STANDIN_URL_ENV} is not set` })
      yield* ctx.emitState("connected")
      return { send: (d) => post(baseUrl, node, d) }
    })
})

export const standinConnector = makeStandinConnector()
