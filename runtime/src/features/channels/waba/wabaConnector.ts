/**
 * The official WhatsApp Cloud API on the connector contract, in two flavours with one
 * implementation (graph.ts): "waba" talks to Meta's Graph API, "waba360" to 360dialog's copy of it.
 *
 * There is no socket: a session is "connected" once the provider answered for the credentials
 * (`checkSettings`'s call), "disconnected" when it refused them (checked again every minute until
 * it takes them). The customers' messages and the receipts come by webhook (http.ts), on whatever
 * node Meta reaches: they go through the same inbound path as a running session's
 * (connector/inbound.ts), so they are deduplicated and ordered the same way; `send` is the outbox's
 * way out (outbound.ts), on the node that holds the channel's lease.
 */
import { AppError } from "../../../platform/http/AppError"
import { Config } from "../../../platform/config/Config"
import { SqlClient } from "@effect/sql"
import { Duration, Effect, Option, Schedule } from "effect"
import { MediaStore } from "../../../platform/media/MediaStore"
import type { Connector, ConnectorContext, Delivery, Sent } from "../connector/Connector"
import { call, graphOf, refusedField, type Graph } from "./graph"
import { sendDelivery } from "./outbound"

/** What the provider says of the credentials: the number they send as (Meta), or why not. */
const probe = (graph: Graph) =>
  graph.flavour === "waba"
    ? Effect.map(call(graph, "GET", `${graph.numberPath}?fields=display_phone_number,verified_name`), (a) => ({
        account: typeof a.display_phone_number === "string" ? a.display_phone_number : undefined
      }))
    : // 360dialog has no number object: its webhook configuration answers for the key
      Effect.as(call(graph, "GET", "/v1/configs/webhook"), { account: undefined })

const checkSettingsOf = (type: "waba" | "waba360") => (settings: Record<string, unknown>) =>
  Effect.gen(function* () {
    const graph = graphOf(type, settings, yield* Config)
    return yield* probe(graph).pipe(
      Effect.mapError((f) => {
        const field = refusedField(graph, f)
        return field
          ? new AppError({ code: "ERR_CHANNEL_CREDENTIALS_REFUSED", extra: { field } })
          : new AppError({ code: "ERR_CHANNEL_PROVIDER_UNREACHABLE" })
      }),
      Effect.map((r) => (r.account ? { account: r.account } : {}))
    )
  })

const CHECK_EVERY = Duration.minutes(1)

const startOf = (type: "waba" | "waba360") => (ctx: ConnectorContext) =>
  Effect.gen(function* () {
    const graph = graphOf(type, ctx.channel.settings, yield* Config)
    // connected while the provider takes the credentials; a provider out of reach changes nothing
    const check = Effect.gen(function* () {
      const result = yield* Effect.either(probe(graph))
      if (!(yield* ctx.owns)) return
      if (result._tag === "Right") yield* ctx.emitState("connected")
      else if (refusedField(graph, result.left)) yield* ctx.emitState("disconnected")
      else yield* Effect.logWarning(`waba: channel ${ctx.channel.id}: provider not reached`, result.left.error.message)
    })
    yield* Effect.forkScoped(Effect.repeat(check, Schedule.spaced(CHECK_EVERY)))
    const sql = yield* SqlClient.SqlClient
    const media = Option.getOrUndefined(yield* Effect.serviceOption(MediaStore))
    return {
      send: (d: Delivery) =>
        sendDelivery(graph, ctx.channel, media, d).pipe(
          Effect.map((providerId): Sent => ({ providerId })),
          Effect.provideService(SqlClient.SqlClient, sql)
        )
    }
  })

const capabilities = {
  media: ["image", "audio", "video", "document", "sticker"],
  edit: false,
  react: true,
  deleteWindowMs: 0,
  groups: false,
  // Meta reports a voice note heard as a status of its own ("played")
  played: true
} satisfies Connector["capabilities"]

export const wabaConnector: Connector = {
  type: "waba",
  capabilities,
  deliversChanges: true,
  start: startOf("waba"),
  checkSettings: checkSettingsOf("waba")
}

export const waba360Connector: Connector = {
  type: "waba360",
  capabilities,
  deliversChanges: true,
  start: startOf("waba360"),
  checkSettings: checkSettingsOf("waba360")
}
