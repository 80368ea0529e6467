/**
 * The connector contract every channel type implements (web chat in ../webchat/; WhatsApp, Telegram,
 * e-mail ... each in a folder of its own, registered in registry.ts).
 *
 * - `start` runs while this node holds the channel's lease: the supervisor (../ConnectorSupervisor.ts)
 *   calls it inside a scope of the channel's own and closes that scope when the lease is lost, handed
 *   over or the node stops, so whatever the session opened (sockets, pollers, fibers) belongs to the
 *   scope and ends with it. `start` returns once the session is set going: long work (connecting,
 *   waiting for a QR scan) runs in fibers forked into the scope, reporting through the context.
 * - Through the context it reports session states (core's `SessionState`: the spec's list) and QR
 *   codes, and hands over provider events normalised to core's `InboundEvent`, with the provider's
 *   ids: `emitInbound` succeeds once the event is durably on its way (on the bus, deduplicated by
 *   channel + provider id), so a connector acknowledges the provider (an update offset, an IMAP UID,
 *   a webhook's 200) only after it, and a redelivered event stores nothing twice.
 * - `send` hands one delivery to the provider and answers the provider's id for it; receipts that
 *   name that id later move the message's status. The node's dispatcher (Dispatcher.ts) calls it for
 *   the messages in the channel's outbox, a conversation's in order; a DeliveryError that is
 *   `retryable` is tried again with backoff, any other fails the message with its reason.
 * - `owns` is the fence: false once the lease is gone (the node paused past the TTL, or lost the
 *   bus). Anything a session does after a pause checks it before touching the provider.
 */
import type { ConnectorCapabilities, InboundEvent, SessionState } from "@atende/core/channel/connector"
import type { MessageView } from "@atende/core/contracts/actors/views"
import type { SqlClient } from "@effect/sql"
import { Data, type Effect, type Scope } from "effect"
import type { Bus } from "../../../platform/bus/Bus"
import type { AppError } from "../../../platform/http/AppError"
import type { Config } from "../../../platform/config/Config"
import type { ChannelRow } from "../store/Channels"

/** The services a connector's session may use. */
export type ConnectorEnv = Bus | Config | SqlClient.SqlClient

/** The session could not start, or an event could not be handed on (the bus or the store is away). */
export class ConnectorError extends Data.TaggedError("ConnectorError")<{ readonly reason: string }> {}

/** A send that did not reach the provider; `retryable`: the same send may go through later. */
export class DeliveryError extends Data.TaggedError("DeliveryError")<{
  readonly reason: string
  readonly retryable: boolean
  /** The catalogue code the message fails with when refused (default ERR_DELIVERY_REFUSED). */
  readonly code?: string
}> {}

/**
 * One outbound message for one conversation (`externalId`: the provider's address of it).
 * `idempotencyKey` is the same for every try of one send (it changes when an agent resends a failed
 * message): a connector whose provider takes one (an HTTP API's idempotency key or client message
 * id) passes it on, so a try repeated after a crash between the provider's answer and the store's
 * record is not delivered twice.
 */
export type Delivery = {
  readonly externalId: string
  readonly message: MessageView
  readonly idempotencyKey: string
  /**
   * "send": the message is new. Otherwise a change an agent made to a message sent before, for
   * connectors that take changes (`deliversChanges`): "edit" (the new text is the message's
   * body), "react" (its `reaction`, null to take it away), "delete" (for everyone).
   */
  readonly op: DeliveryOp
}

export type DeliveryOp = "send" | "edit" | "react" | "delete"

export type Sent = { readonly providerId: string }

export type ConnectorContext = {
  readonly channel: ChannelRow
  /** Whether this node still holds the channel's lease. */
  readonly owns: Effect.Effect<boolean>
  readonly emitState: (state: SessionState) => Effect.Effect<void>
  /** A QR code to scan (the state becomes `qrcode`). */
  readonly emitQr: (qr: string) => Effect.Effect<void>
  readonly emitInbound: (event: InboundEvent) => Effect.Effect<void, ConnectorError>
}

export type RunningConnector = {
  readonly send: (delivery: Delivery) => Effect.Effect<Sent, DeliveryError>
}

export type Connector = {
  readonly type: string
  readonly capabilities: ConnectorCapabilities
  /**
   * Agents' edits, reactions and deletions of messages reach the provider through `send` (a
   * delivery whose `op` names the change, queued in the channel's outbox behind the message's own
   * send). Without it they stay in Atende (web chat's visitors get them from the conversation's echo).
   */
  readonly deliversChanges?: boolean
  readonly start: (ctx: ConnectorContext) => Effect.Effect<RunningConnector, ConnectorError, Scope.Scope | ConnectorEnv>
  /**
   * Forgets the provider login the channel's sessions keep (a WhatsApp pairing), so its next start
   * asks for a new QR code: "reset" (`POST /channels/{id}/reset`), saving a WhatsApp channel's
   * import settings, deleting the channel. Runs on any node (what it forgets is in the store, not in
   * a running session, which the supervisor restarts). A type with no login to forget leaves it out.
   */
  readonly forget?: (channel: ChannelRow) => Effect.Effect<void, ConnectorError, SqlClient.SqlClient | Config>
  /**
   * Asks the provider whether a type's settings (core's channelSettings.ts, already valid by their
   * schema) work, before a channel is created with them or they are changed: a token the provider
   * does not know is refused (ERR_CHANNEL_CREDENTIALS_REFUSED), a provider out of reach is
   * ERR_CHANNEL_PROVIDER_UNREACHABLE; nothing is saved either way. Answers the account the settings
   * log in as, if the provider says (a bot's @username), shown as the channel's number.
   */
  readonly checkSettings?: (
    settings: Record<string, unknown>
  ) => Effect.Effect<{ readonly account?: string }, AppError, Config>
}
