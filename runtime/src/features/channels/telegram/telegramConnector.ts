/**
 * Telegram bots through grammY's Bot API client on the connector contract. The channel's settings
 * hold the bot's token (core's channelSettings.ts `TelegramSettings`, sealed in the store); every
 * call goes to ATENDE_TELEGRAM_API_ROOT (Telegram's own unless a test points it at
 * test/support/telegram/standin.ts). `checkSettings` asks `getMe` whether the token is a bot's
 * before a channel is saved with it, and answers the bot's @username (the channel's number).
 *
 * The session, under the channel's lease (one fiber in the session's scope, interrupted when the
 * scope closes: the long poll's request is aborted at once):
 * - `getMe` and `deleteWebhook` (long polling and a webhook exclude each other), then "connected";
 * - long polling: `getUpdates` with the offset after the last update handed on. An update is
 *   acknowledged (the offset moves past it, which Telegram takes as confirmation on the next call)
 *   only after `ctx.emitInbound` succeeded for it, so a session stopped or failed in between gets it
 *   again from Telegram, and the dedupe (channel + provider id) stores nothing twice;
 * - a 401/404 (the token was revoked) → "disconnected", and the session waits for an administrator
 *   (new settings restart it); a 409 (another program polls this bot, or set a webhook) →
 *   "conflict", polling again with backoff ("connected" once it gets through: the first poll after
 *   a failure does not wait at Telegram, so the state says so at once); anything else
 *   (network, 5xx, 429 with its retry_after) → "connecting" and again with backoff, "timeout" after
 *   TIMEOUT_AFTER failures in a row (still retrying, at the longest delay).
 * Updates become events in inbound.ts (private chats: messages with their files, edits, reactions);
 * sends and agents' changes go out in outbound.ts. Telegram has no delivery receipts: a message
 * Telegram took is "sent".
 */
import type { SessionState } from "@atende/core/channel/connector"
import type { Update } from "grammy/types"
import { SqlClient } from "@effect/sql"
import { Duration, Effect, Option, Schedule } from "effect"
import { Config } from "../../../platform/config/Config"
import { AppError } from "../../../platform/http/AppError"
import { MediaStore } from "../../../platform/media/MediaStore"
import {
  ConnectorError,
  DeliveryError,
  type Connector,
  type ConnectorContext,
  type Delivery,
  type Sent
} from "../connector/Connector"
import { botFor, callBot } from "./botApi"
import { ALLOWED_UPDATES, inboundEventOf } from "./inbound"
import { sendDelivery } from "./outbound"

/** Failures in a row after which the state reads "timeout". */
const TIMEOUT_AFTER = 5
const CHECK_TIMEOUT = Duration.seconds(20)
const CALL_TIMEOUT = Duration.seconds(30)

/** A session's timings: the defaults are production's; tests may shorten them (`makeTelegramConnector`). */
export type TelegramTimings = {
  /** How long one `getUpdates` waits for updates at Telegram (its `timeout`, seconds). */
  readonly pollSeconds: number
  /** The delay before the first retry after a failure, doubling up to `backoffMaxMs`. */
  readonly backoffMinMs: number
  readonly backoffMaxMs: number
}

export const defaultTimings: TelegramTimings = { pollSeconds: 30, backoffMinMs: 1_000, backoffMaxMs: 60_000 }

const tokenOf = (settings: Record<string, unknown>) =>
  typeof settings.botToken === "string" ? settings.botToken.trim() : ""

/** Whether the bot's token works: its @username, or why not (nothing is saved either way). */
const checkSettings = (settings: Record<string, unknown>) =>
  Effect.gen(function* () {
    const config = yield* Config
    const bot = botFor(config.telegramApiRoot, tokenOf(settings))
    const me = yield* callBot((signal) => bot.api.getMe(signal)).pipe(
      Effect.timeoutFail({
        duration: CHECK_TIMEOUT,
        onTimeout: () => new AppError({ code: "ERR_CHANNEL_PROVIDER_UNREACHABLE" })
      }),
      Effect.catchTag("TelegramFailure", (f) =>
        Effect.fail(
          f.kind === "refused"
            ? new AppError({ code: "ERR_CHANNEL_CREDENTIALS_REFUSED", extra: { field: "settings.botToken" } })
            : new AppError({ code: "ERR_CHANNEL_PROVIDER_UNREACHABLE" })
        )
      )
    )
    return me.username ? { account: `@${me.username}` } : {}
  })

const session = (ctx: ConnectorContext, timings: TelegramTimings) =>
  Effect.gen(function* () {
    const channelId = ctx.channel.id
    const config = yield* Config
    const token = tokenOf(ctx.channel.settings)
    const bot = botFor(config.telegramApiRoot, token)
    const media = Option.getOrUndefined(yield* Effect.serviceOption(MediaStore))
    const sql = yield* SqlClient.SqlClient
    const mediaDeps = { tenantId: ctx.channel.tenantId, media, bot, apiRoot: config.telegramApiRoot, token }
    const outbound = { channelId, tenantId: ctx.channel.tenantId, media, bot }
    let state: SessionState | undefined
    const report = (next: SessionState) =>
      Effect.suspend(() => {
        if (next === state) return Effect.void
        state = next
        return ctx.emitState(next)
      })
    const backoff = (failures: number) =>
      Math.min(timings.backoffMaxMs, timings.backoffMinMs * 2 ** Math.min(Math.max(failures - 1, 0), 20))

    /** Hands one update on; false when it could not be (it stays unacknowledged: Telegram sends it again). */
    const handOn = (u: Update) =>
      Effect.gen(function* () {
        const event = yield* inboundEventOf(mediaDeps, u)
        if (!event) return true
        return yield* ctx.emitInbound(event).pipe(
          Effect.retry(Schedule.exponential("200 millis").pipe(Schedule.intersect(Schedule.recurs(5)))),
          Effect.as(true),
          Effect.catchAll((e) =>
            Effect.as(Effect.logWarning(`telegram ${channelId}: update ${u.update_id} not handed on`, e), false)
          )
        )
      })

    const loop = Effect.gen(function* () {
      let ready = false
      let offset: number | undefined
      let failures = 0
      for (;;) {
        if (!(yield* ctx.owns)) return
        const polled = yield* (
          ready
            ? callBot((signal) =>
                bot.api.getUpdates(
                  {
                    // after a failure, a poll that answers at once tells whether it is over
                    timeout: failures ? 0 : timings.pollSeconds,
                    allowed_updates: [...ALLOWED_UPDATES],
                    ...(offset ? { offset } : {})
                  },
                  signal
                )
              )
            : callBot((signal) => bot.api.getMe(signal)).pipe(
                Effect.zipRight(callBot((signal) => bot.api.deleteWebhook({ drop_pending_updates: false }, signal))),
                Effect.timeoutFail({
                  duration: CALL_TIMEOUT,
                  onTimeout: () => new Error("Telegram did not answer in time")
                }),
                Effect.as([] as Array<Update>)
              )
        ).pipe(Effect.either)
        if (polled._tag === "Left") {
          const f = polled.left
          const kind = "kind" in f ? f.kind : "later"
          const retryAfter = "retryAfterMs" in f ? f.retryAfterMs : undefined
          yield* Effect.logDebug(`telegram ${channelId}: ${kind} (${f.message})`)
          if (kind === "refused") {
            // the token no longer works: an administrator gives a new one (which restarts the session)
            yield* Effect.logWarning(`telegram ${channelId}: the bot's token was refused`)
            return yield* report("disconnected")
          }
          failures++
          yield* report(kind === "conflict" ? "conflict" : failures >= TIMEOUT_AFTER ? "timeout" : "connecting")
          yield* Effect.sleep(Duration.millis(Math.max(retryAfter ?? 0, backoff(failures))))
          continue
        }
        failures = 0
        ready = true
        yield* report("connected")
        for (const u of polled.right) {
          if (!(yield* ctx.owns)) return
          if (!(yield* handOn(u))) {
            yield* Effect.sleep(Duration.millis(timings.backoffMinMs))
            break
          }
          offset = u.update_id + 1
        }
      }
    })

    yield* report("connecting")
    yield* Effect.forkScoped(
      loop.pipe(Effect.catchAllCause((c) => Effect.logError(`telegram ${channelId}: session ended`, c)))
    )

    const send = (d: Delivery): Effect.Effect<Sent, DeliveryError> =>
      Effect.gen(function* () {
        if (!(yield* ctx.owns))
          return yield* new DeliveryError({ reason: "the channel's lease was lost", retryable: true })
        if (!token) return yield* new DeliveryError({ reason: "the channel has no bot token", retryable: false })
        const providerId = yield* sendDelivery(outbound, sql, d).pipe(
          Effect.timeoutFail({
            duration: CALL_TIMEOUT,
            onTimeout: () => new DeliveryError({ reason: "Telegram did not answer in time", retryable: true })
          })
        )
        return { providerId }
      })
    return { send }
  })

/** The connector with other timings than production's (tests: a short poll, a fast backoff). */
export const makeTelegramConnector = (timings: Partial<TelegramTimings> = {}): Connector => ({
  type: "telegram",
  capabilities: {
    media: ["image", "audio", "video", "document", "sticker", "location", "contact"],
    edit: true,
    react: true,
    // bots may delete their own messages for 48 hours
    deleteWindowMs: 48 * 60 * 60_000,
    groups: false
  },
  deliversChanges: true,
  checkSettings,
  start: (ctx) =>
    session(ctx, { ...defaultTimings, ...timings }).pipe(
      Effect.catchAllDefect((d) => Effect.fail(new ConnectorError({ reason: `telegram session: ${String(d)}` })))
    )
})

export const telegramConnector: Connector = makeTelegramConnector()
