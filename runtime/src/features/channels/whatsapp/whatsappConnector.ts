/**
 * WhatsApp through Baileys (the WhatsApp Web protocol) on the connector contract. One Baileys socket
 * per channel session, on the node holding the channel's lease (SessionHost), connecting to
 * ATENDE_WHATSAPP_WS_URL (WhatsApp Web's own by default; tests point it at
 * test/support/whatsapp/standin.ts). The login (creds + Signal keys) lives in the store, sealed
 * (authState.ts, store/WhatsappAuth.ts), never in files; `forget` removes it.
 *
 * The session loop, one socket at a time:
 * - a QR code → `emitQr` (status "qrcode", the channel's qrcode column); when Baileys has shown every
 *   QR ref WhatsApp gave and nobody scanned → "timeout", and the session waits for an administrator
 *   (connect / new QR code restarts it); a socket lost while a QR code shows reconnects as below;
 * - open → the number (creds.me's phone) in the channel's config, then "connected";
 * - closed: 515 (restart required, e.g. right after the pairing) reconnects at once; 440 (the
 *   login connected elsewhere) → "conflict" and waits; 401 (logged out: the phone removed the
 *   device) forgets the login and starts over with a new QR code; anything else (428 dropped,
 *   408 timed out, a network error) reconnects with backoff, "connecting" meanwhile and "timeout"
 *   after TIMEOUT_AFTER failures in a row (still retrying, at the longest delay).
 * - inbound: `messages.upsert` of type notify (or append: received while away), not ours, in 1:1
 *   chats → inbound.ts, in order: texts, files (into the media store), locations, contacts with
 *   their replies and forwarded marks; reactions, edits and deletions of messages
 *   (providerId: WhatsApp's message id, externalId: the customer's phone as the product stores
 *   numbers, a LID sender's phone when Baileys knows it: addresses.ts; contactName: pushName);
 *   our own messages' states (`messages.update`, or merged into an upsert when the receipt came in
 *   the same event buffer) → receipts (sent / delivered / read / played). Incoming stanzas are handled one
 *   at a time, in WhatsApp's order (inOrder.ts: Baileys lets them overtake each other), and the
 *   Signal key transactions too, each write stored at once (keyTransactions.ts: Baileys lets a
 *   send and a decryption overwrite each other's session state, and stores a send's only after it
 *   went out); a device's working Signal session is kept (signalRepository.ts: Baileys replaces it
 *   on every device-list query, and messages on their way spoil the new one). Baileys sends
 *   WhatsApp a message's delivery receipt before it emits the message, so a node killed in between
 *   (a few ms) loses that message: WhatsApp does not send it again.
 *   Left for later: groups, history import, messages the account sends from the phone.
 * - `send` (outbound.ts): a text or a file, replying to the message it quotes, or an agent's
 *   change to a sent message (edit, reaction, deletion for everyone: `deliversChanges`), with a
 *   message id derived from the delivery's idempotency key (a try repeated after a crash keeps
 *   WhatsApp's id, which recipients dedupe); not connected → a retryable DeliveryError. Calls into
 *   Baileys start from a clean async context (outsideBaileys.ts: a send from a fiber resumed inside
 *   a finished Baileys key-store transaction reused its stale Signal sessions).
 *
 * Known risk, to track: Baileys 7.0.0-rc14's `Curve.verify` accepts any signature (libsignal 6
 * returns false instead of throwing, and Baileys only catches exceptions), so the server's
 * certificate chain and the pairing's ADV account signature are not really checked by the client
 * library; only the certificate's issuer serial and the ADV HMAC are (see
 * test/whatsapp.standin.int.test.ts, "the server's certificate").
 */
import type {
  ConnectionState,
  UserFacingSocketConfig,
  WAMessage,
  WAMessageKey,
  WASocket
} from "@whiskeysockets/baileys"
import type { InboundEvent, ReceiptStatus } from "@atende/core/channel/connector"
import { SqlClient } from "@effect/sql"
import { Deferred, Duration, Effect, FiberSet, Option, Schedule } from "effect"
import { createHash } from "node:crypto"
import { Config } from "../../../platform/config/Config"
import { MediaStore } from "../../../platform/media/MediaStore"
import { baileys, loadBaileys } from "./baileys"
import {
  ConnectorError,
  DeliveryError,
  type Connector,
  type ConnectorContext,
  type ConnectorEnv,
  type Delivery,
  type Sent
} from "../connector/Connector"
import { sentMessage } from "../store/ChannelSessions"
import { makeAddressBook } from "./addresses"
import { inboundEventOf } from "./inbound"
import { handleMessagesInOrder } from "./inOrder"
import { serialKeyTransactions } from "./keyTransactions"
import { keepWorkingSessions } from "./signalRepository"
import { sendDelivery } from "./outbound"
import { loadAuthState, type StoreRunner } from "./authState"
import { removeAuth, setChannelNumber } from "./store/WhatsappAuth"

/** Failures in a row (without an open session) after which the state reads "timeout". */
const TIMEOUT_AFTER = 5
/** How Baileys ends a socket whose QR refs all went unscanned (408, lib/Socket/socket.js). */
const QR_REFS_ENDED = "QR refs attempts ended"

/** A session's timings: the defaults are production's; tests shorten them (`makeWhatsappConnector`). */
export type WhatsappTimings = {
  /** How long each QR code lives before the next; undefined: Baileys' own (60 s the first, 20 s the others). */
  readonly qrLifetimeMs: number | undefined
  /** The delay before the first reconnect after a failure, doubling up to `backoffMaxMs`. */
  readonly backoffMinMs: number
  readonly backoffMaxMs: number
}

export const defaultTimings: WhatsappTimings = { qrLifetimeMs: undefined, backoffMinMs: 1_000, backoffMaxMs: 60_000 }
/** How long a receipt waits for the dispatcher to record the message it names (sent but not recorded yet). */
const RECEIPT_WAIT = Duration.seconds(10)

type ILogger = NonNullable<UserFacingSocketConfig["logger"]>

/** Baileys' own logs: warnings and errors into the node's log, the rest dropped. */
const baileysLogger = (channelId: number): ILogger => {
  const logger: ILogger = {
    level: "warn",
    child: () => logger,
    trace: () => undefined,
    debug: () => undefined,
    info: () => undefined,
    warn: (obj: unknown, msg?: string) => Effect.runFork(Effect.logDebug(`whatsapp ${channelId}: ${msg ?? ""}`, obj)),
    // a stream error ends the socket: the session loop acts on its close code (and logs it)
    error: (obj: unknown, msg?: string) =>
      Effect.runFork(
        msg === "stream errored out"
          ? Effect.logDebug(`whatsapp ${channelId}: ${msg}`, obj)
          : Effect.logWarning(`whatsapp ${channelId}: ${msg ?? ""}`, obj)
      )
  }
  return logger
}

/** The customer's phone digits of a 1:1 chat (PN-addressed, or LID-addressed with the PN beside it). */
export const phoneOf = (key: WAMessageKey): string | undefined => {
  const jid = key.remoteJid ?? undefined
  const B = baileys()
  if (!jid || B.isJidGroup(jid)) return undefined
  if (B.isPnUser(jid)) return B.jidDecode(jid)?.user
  if (B.isLidUser(jid) && key.remoteJidAlt && B.isPnUser(key.remoteJidAlt)) return B.jidDecode(key.remoteJidAlt)?.user
  return undefined
}

export const jidOf = (phone: string) => `${phone.replace(/\D/g, "")}@s.whatsapp.net`

/** A text message's body (plain or extended text), or undefined for anything else. */
export const textOf = (m: WAMessage): string | undefined => {
  const content = baileys().normalizeMessageContent(m.message)
  return content?.conversation ?? content?.extendedTextMessage?.text ?? undefined
}

/** WhatsApp's status of one of our messages, as a receipt's status. */
export const receiptStatusOf = (status: number | null | undefined): ReceiptStatus | undefined => {
  const S = baileys().proto.WebMessageInfo.Status
  if (status === null || status === undefined) return undefined
  if (status >= S.PLAYED) return "played"
  if (status === S.READ) return "read"
  if (status === S.DELIVERY_ACK) return "delivered"
  if (status === S.SERVER_ACK) return "sent"
  return undefined
}

/** The WhatsApp message id of a delivery: the same for every try of one send ("3EB0" + 18 hex, as Baileys's). */
export const messageIdFor = (channelId: number, idempotencyKey: string) =>
  `3EB0${createHash("sha256").update(`${channelId}:${idempotencyKey}`).digest("hex").slice(0, 18).toUpperCase()}`

const statusCodeOf = (u: Partial<ConnectionState>) =>
  (u.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode

type Ended = {
  readonly code: number | undefined
  readonly reason: string
  readonly opened: boolean
  readonly qrShown: boolean
}

const session = (ctx: ConnectorContext, timings: WhatsappTimings) =>
  Effect.gen(function* () {
    const channelId = ctx.channel.id
    const config = yield* Config
    const run: StoreRunner = yield* FiberSet.makeRuntimePromise<ConnectorEnv>()
    const fork = yield* FiberSet.makeRuntime<ConnectorEnv>()
    let current: WASocket | undefined
    let open = false
    let stopped = false
    /** Inbound work of this session, one after another (a conversation's messages keep their order). */
    let inbound: Promise<unknown> = Promise.resolve()
    const queue = (effect: Effect.Effect<void, ConnectorError, ConnectorEnv>) => {
      inbound = inbound.then(() => run(effect)).catch(() => undefined)
    }
    /** QR codes and "connected", stored in the order they came (the last QR code shown is the stored one). */
    let reports: Promise<unknown> = Promise.resolve()
    const report = (effect: Effect.Effect<void, never, ConnectorEnv>) => {
      reports = reports.then(() => run(effect)).catch(() => undefined)
    }
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        stopped = true
        open = false
        const sock = current
        current = undefined
        sock?.ev.removeAllListeners(undefined as never)
        sock?.end(undefined)
      })
    )

    /** Hands an event on; the bus being away is retried for a while (Baileys has acknowledged it already). */
    const emit = (event: InboundEvent) =>
      ctx.emitInbound(event).pipe(
        Effect.retry(Schedule.exponential("200 millis").pipe(Schedule.intersect(Schedule.recurs(8)))),
        Effect.catchAll((e) => Effect.logWarning(`whatsapp ${channelId}: ${event.kind} of ${event.providerId} lost`, e))
      )

    /** Ids of the changes we sent (edits, reactions, deletions): their acks are no message's receipts. */
    const changeIds = new Set<string>()
    const receipt = (key: WAMessageKey, status: number | null | undefined) => {
      const s = receiptStatusOf(status)
      // the conversation is the one the message was sent to (channel_sent): the address only informs
      const phone = phoneOf(key) ?? key.remoteJid ?? undefined
      if (!s || !key.id || !phone || changeIds.has(key.id)) return
      const providerId = key.id
      // the dispatcher records our message's id once `send` answered: a receipt may come first
      void fork(
        Effect.gen(function* () {
          const known = yield* sentMessage(channelId, providerId).pipe(
            Effect.flatMap((m) => (m ? Effect.succeed(m) : Effect.fail("not recorded yet"))),
            Effect.retry(Schedule.spaced("250 millis")),
            Effect.timeout(RECEIPT_WAIT),
            Effect.option,
            Effect.map(Option.getOrUndefined)
          )
          if (known) yield* emit({ kind: "receipt", externalId: phone, providerId, status: s })
        })
      )
    }

    const media = Option.getOrUndefined(yield* Effect.serviceOption(MediaStore))
    const sql = yield* SqlClient.SqlClient
    const addresses = makeAddressBook()
    const inboundDeps = { tenantId: ctx.channel.tenantId, media, addresses }
    const outboundDeps = { channelId, tenantId: ctx.channel.tenantId, media, addresses }

    const upserted = (messages: ReadonlyArray<WAMessage>, type: string) => {
      for (const m of messages) {
        if (m.key.fromMe) {
          receipt(m.key, m.status)
          continue
        }
        // notify: live; append: what arrived while the session was away (offline messages)
        if ((type !== "notify" && type !== "append") || !m.key.id) continue
        const sock = current
        if (!sock) continue
        // in order: a file's download holds the conversation's next messages back
        queue(Effect.flatMap(inboundEventOf(inboundDeps, sock, m), (event) => (event ? emit(event) : Effect.void)))
      }
    }

    /** One socket, from connect to close; answers how it ended. */
    const connectOnce = Effect.gen(function* () {
      yield* Effect.promise(loadBaileys)
      const auth = yield* Effect.promise(() => loadAuthState(channelId, ctx.channel.sessionGen, run))
      const ended = yield* Deferred.make<Ended>()
      let opened = false
      let qrShown = false
      const sock = baileys().makeWASocket({
        waWebSocketUrl: config.whatsappWsUrl,
        auth: auth.state,
        logger: baileysLogger(channelId),
        browser: baileys().Browsers.ubuntu("Atende"),
        markOnlineOnConnect: false,
        makeSignalRepository: keepWorkingSessions,
        ...(timings.qrLifetimeMs ? { qrTimeout: timings.qrLifetimeMs } : {})
      })
      current = sock
      handleMessagesInOrder(sock)
      serialKeyTransactions(sock)
      sock.ev.on("creds.update", () => {
        if (!stopped) void auth.saveCreds().catch(() => undefined)
      })
      sock.ev.on("connection.update", (u) => {
        if (stopped) return
        if (u.qr) {
          qrShown = true
          report(ctx.emitQr(u.qr))
        }
        if (u.connection === "open") {
          opened = true
          open = true
          const phone = baileys().jidDecode(sock.authState.creds.me?.id)?.user ?? null
          report(
            setChannelNumber(channelId, phone).pipe(
              Effect.catchAll((e) => Effect.logWarning(`whatsapp ${channelId}: number not stored`, e)),
              Effect.zipRight(ctx.emitState("connected"))
            )
          )
        }
        if (u.connection === "close") {
          open = false
          const code = statusCodeOf(u)
          const reason = u.lastDisconnect?.error?.message ?? "closed"
          // the creds written since (the pairing's) are in the store before the next socket reads them
          void auth.flush().then(() => Effect.runPromise(Deferred.succeed(ended, { code, reason, opened, qrShown })))
        }
      })
      sock.ev.on("messages.upsert", ({ messages, type }) => {
        if (!stopped) upserted(messages, type)
      })
      sock.ev.on("messages.update", (updates) => {
        if (stopped) return
        for (const u of updates) if (u.key.fromMe && u.update.status !== undefined) receipt(u.key, u.update.status)
      })
      const result = yield* Deferred.await(ended).pipe(
        Effect.onInterrupt(() =>
          Effect.sync(() => {
            sock.ev.removeAllListeners(undefined as never)
            sock.end(undefined)
          })
        )
      )
      if (current === sock) current = undefined
      sock.ev.removeAllListeners(undefined as never)
      return result
    })

    const loop = Effect.gen(function* () {
      let failures = 0
      for (;;) {
        if (stopped || !(yield* ctx.owns)) return
        const end = yield* connectOnce
        if (end.opened) failures = 0
        switch (end.code) {
          case baileys().DisconnectReason.restartRequired:
            continue
          case baileys().DisconnectReason.connectionReplaced:
            yield* Effect.logWarning(`whatsapp ${channelId}: the login connected elsewhere (440)`)
            return yield* ctx.emitState("conflict")
          case baileys().DisconnectReason.loggedOut:
            // the phone removed the device: this login is gone, a new QR code links again
            yield* Effect.logWarning(`whatsapp ${channelId}: logged out (401), asking for a new QR code`)
            yield* removeAuth(channelId).pipe(Effect.catchAll((e) => Effect.logWarning("login not forgotten", e)))
            failures++
            if (failures >= TIMEOUT_AFTER) return yield* ctx.emitState("timeout")
            continue
        }
        if (end.qrShown && !end.opened && end.reason === QR_REFS_ENDED) {
          // nobody scanned the QR codes WhatsApp gave: an administrator asks for new ones. (A socket
          // lost while a QR code showed is a failure like any other: it reconnects, with new codes.)
          return yield* ctx.emitState("timeout")
        }
        failures++
        yield* ctx.emitState(failures >= TIMEOUT_AFTER ? "timeout" : "connecting")
        const delay = Math.min(timings.backoffMaxMs, timings.backoffMinMs * 2 ** Math.min(failures - 1, 20))
        yield* Effect.logDebug(`whatsapp ${channelId}: closed (${end.code ?? "-"} ${end.reason}), again in ${delay} ms`)
        yield* Effect.sleep(Duration.millis(delay))
      }
    })

    yield* ctx.emitState("connecting")
    yield* Effect.forkScoped(
      loop.pipe(Effect.catchAllCause((c) => Effect.logError(`whatsapp ${channelId}: session ended`, c)))
    )

    const send = (d: Delivery): Effect.Effect<Sent, DeliveryError> =>
      Effect.gen(function* () {
        if (!(yield* ctx.owns))
          return yield* new DeliveryError({ reason: "the channel's lease was lost", retryable: true })
        const sock = current
        if (!sock || !open) return yield* new DeliveryError({ reason: "WhatsApp is not connected", retryable: true })
        // a message of its own for each part of the delivery (an audio's text goes after it)
        const messageIdOf = (i: number) => messageIdFor(channelId, i ? `${d.idempotencyKey}:${i}` : d.idempotencyKey)
        if (d.op !== "send") {
          if (changeIds.size >= 1_000) changeIds.clear()
          changeIds.add(messageIdOf(0))
        }
        const providerId = yield* sendDelivery(outboundDeps, sock, sql, d, messageIdOf)
        return { providerId }
      })
    return { send }
  })

/** The connector with other timings than production's (tests: a short QR lifetime, a fast backoff). */
export const makeWhatsappConnector = (timings: Partial<WhatsappTimings> = {}): Connector => ({
  type: "whatsapp",
  capabilities: {
    media: ["image", "audio", "video", "document", "sticker", "location", "contact"],
    edit: true,
    react: true,
    // WhatsApp lets a message be deleted for everyone for about two and a half days after sending
    deleteWindowMs: 60 * 60 * 60_000,
    // WhatsApp refuses an edit 15 minutes after the message was sent
    editWindowMs: 15 * 60_000,
    groups: false,
    // a voice note heard comes as a receipt of its own (PLAYED)
    played: true
  },
  deliversChanges: true,
  start: (ctx) =>
    session(ctx, { ...defaultTimings, ...timings }).pipe(
      Effect.catchAllDefect((d) => Effect.fail(new ConnectorError({ reason: `whatsapp session: ${String(d)}` })))
    ),
  // the session still running for this generation (until its node stops it) writes nothing more
  forget: (channel) =>
    removeAuth(channel.id, channel.sessionGen).pipe(
      Effect.mapError((e) => new ConnectorError({ reason: `store: ${e.message}` }))
    )
})

export const whatsappConnector: Connector = makeWhatsappConnector()
