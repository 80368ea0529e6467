/**
 * E-mail on the connector contract: the channel's INBOX read over IMAP (imapflow), replies sent
 * over SMTP (nodemailer, smtp.ts), both to the servers of the channel's settings (account.ts),
 * reached only through the outbound guard (guard.ts).
 *
 * The session, one IMAP connection at a time, on the node holding the channel's lease:
 * - log in, open INBOX, read what is new since the cursor (store/EmailState.ts: the mailbox's
 *   UIDVALIDITY and the last UID handed on), then wait: IDLE (imapflow starts it once the
 *   connection is quiet) reports new mail at once; a check every `pollMs` is the fallback;
 * - each new mail, in UID order: its source → inbound.ts (mailparser; attachments into the media
 *   store) → `emitInbound`; only once that succeeded are the conversation's thread and then the
 *   cursor written, so a node stopped in between reads that mail again, and the ticket actor's
 *   dedupe (channel + Message-ID) stores it once;
 * - no cursor yet (a new channel) or another UIDVALIDITY (the mailbox was rebuilt): the mail that
 *   arrived since the channel was created (less SINCE_SLACK) is read, older mail is not imported;
 *   dedupe keeps a re-read mail single;
 * - the connection lost, refused or timed out: reconnect with backoff, "connecting" meanwhile and
 *   "timeout" after TIMEOUT_AFTER failures in a row (still retrying, at the longest delay).
 * Settings that are not a valid account (they were checked when saved) leave it "disconnected".
 */
import type { InboundEvent } from "@atende/core/channel/connector"
import { Duration, Effect, Option, Queue, Schedule } from "effect"
import { ImapFlow } from "imapflow"
import { Config } from "../../../platform/config/Config"
import { MediaStore } from "../../../platform/media/MediaStore"
import {
  ConnectorError,
  DeliveryError,
  type Connector,
  type ConnectorContext,
  type ConnectorEnv,
  type Delivery,
  type Sent
} from "../connector/Connector"
import { accountOf, imapOptions, type MailAccount } from "./account"
import { checkEmailSettings } from "./check"
import { guardedTarget } from "./guard"
import { parseInbound } from "./inbound"
import { sendMail } from "./smtp"
import { appendReference, readCursor, readThread, writeCursor, writeThread } from "./store/EmailState"

/** Failures in a row after which the state reads "timeout". */
const TIMEOUT_AFTER = 5
/** How far before the channel's creation a new channel's first reading looks back. */
const SINCE_SLACK = 10 * 60_000

export type EmailTimings = {
  /** The fallback check for new mail while IDLE waits. */
  readonly pollMs: number
  readonly backoffMinMs: number
  readonly backoffMaxMs: number
}

export const defaultTimings: EmailTimings = { pollMs: 60_000, backoffMinMs: 1_000, backoffMaxMs: 60_000 }

const imapError = (what: string) => (e: unknown) =>
  new ConnectorError({ reason: `imap ${what}: ${e instanceof Error ? e.message : String(e)}` })

/** Logs in and opens INBOX; the client wakes `wake` on new mail and on its close. */
const connect = (account: MailAccount, policy: Config["Type"]["outboundPolicy"], wake: Queue.Queue<void>) =>
  Effect.tryPromise({
    try: async () => {
      const target = await guardedTarget(account.imapHost, policy)
      const client = new ImapFlow({ ...imapOptions(account, target), autoIdleDelay: 1_000 })
      client.on("error", () => undefined) // a failed socket also closes: the loop acts on that
      client.on("exists", () => Queue.unsafeOffer(wake, undefined))
      client.on("close", () => Queue.unsafeOffer(wake, undefined))
      try {
        await client.connect()
        await client.mailboxOpen("INBOX")
      } catch (e) {
        client.close()
        throw e
      }
      return client
    },
    catch: imapError("login")
  })

const session = (ctx: ConnectorContext, timings: EmailTimings) =>
  Effect.gen(function* () {
    const channelId = ctx.channel.id
    const tenantId = ctx.channel.tenantId
    const config = yield* Config
    const media = Option.getOrUndefined(yield* Effect.serviceOption(MediaStore))
    const env = yield* Effect.context<ConnectorEnv>()
    const account = accountOf(ctx.channel.settings)
    const since = Date.parse(ctx.channel.createdAt) - SINCE_SLACK
    let client: ImapFlow | undefined
    let stopped = false
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        stopped = true
        client?.close()
        client = undefined
      })
    )

    /** Hands an event on; the bus being away is retried for a while, then the pass ends (and is read again). */
    const emit = (event: InboundEvent) =>
      ctx
        .emitInbound(event)
        .pipe(Effect.retry(Schedule.exponential("200 millis").pipe(Schedule.intersect(Schedule.recurs(8)))))

    /** One mail: parsed, handed on, its thread kept; undefined when it is no customer's. */
    const handOn = (c: ImapFlow, uidValidity: string, uid: number) =>
      Effect.gen(function* () {
        const fetched = yield* Effect.tryPromise({
          try: () => c.fetchOne(String(uid), { uid: true, source: true }, { uid: true }),
          catch: imapError("fetch")
        })
        if (!fetched || !fetched.source) return
        const parsed = yield* parseInbound(
          { channelId, tenantId, address: account!.address, media, fallbackId: `<${uidValidity}.${uid}@imap>` },
          fetched.source
        )
        if (!parsed) return
        for (const event of parsed.events) yield* emit(event)
        yield* writeThread(channelId, parsed.externalId, parsed.thread)
      })

    /** Reads what is new since the cursor, in UID order, moving the cursor after each mail. */
    const readNew = (c: ImapFlow) =>
      Effect.gen(function* () {
        const box = c.mailbox
        if (!box) return yield* new ConnectorError({ reason: "INBOX is not open" })
        if (!box.exists) return
        const uidValidity = String(box.uidValidity)
        const cursor = yield* readCursor(channelId)
        const fresh = !cursor || cursor.uidValidity !== uidValidity
        const after = fresh ? 0 : cursor.lastUid
        const list = yield* Effect.tryPromise({
          try: async () => {
            const out: Array<{ uid: number; at: number }> = []
            for await (const m of c.fetch(`${after + 1}:*`, { uid: true, internalDate: true }, { uid: true }))
              if (m.uid > after) out.push({ uid: m.uid, at: m.internalDate ? new Date(m.internalDate).getTime() : 0 })
            return out.sort((a, b) => a.uid - b.uid)
          },
          catch: imapError("fetch")
        })
        // a new channel does not import the mailbox's past: the cursor moves past it in one write
        let skipped: number | undefined
        for (const m of list) {
          if (stopped || !(yield* ctx.owns)) break
          if (fresh && m.at < since) {
            skipped = m.uid
            continue
          }
          yield* handOn(c, uidValidity, m.uid)
          yield* writeCursor(channelId, { uidValidity, lastUid: m.uid })
          skipped = undefined
        }
        if (skipped !== undefined) yield* writeCursor(channelId, { uidValidity, lastUid: skipped })
      })

    /** One connection, from login to loss: reads, then waits for news. Fails with why it ended. */
    const connectOnce = (onOpen: Effect.Effect<void>) =>
      Effect.gen(function* () {
        const wake = yield* Queue.sliding<void>(1)
        const c = yield* connect(account!, config.outboundPolicy, wake)
        client = c
        yield* onOpen
        yield* ctx.emitState("connected")
        for (;;) {
          if (stopped || !(yield* ctx.owns)) return
          if (!c.usable) return yield* new ConnectorError({ reason: "imap connection closed" })
          yield* readNew(c)
          yield* Queue.take(wake).pipe(Effect.timeout(Duration.millis(timings.pollMs)), Effect.ignore)
        }
      }).pipe(
        // a defect (the store away mid-write) ends this connection, not the session
        Effect.catchAllDefect((d) => Effect.fail(new ConnectorError({ reason: `defect: ${String(d)}` }))),
        Effect.ensuring(
          Effect.sync(() => {
            client?.close()
            client = undefined
          })
        )
      )

    const loop = Effect.gen(function* () {
      let failures = 0
      for (;;) {
        if (stopped || !(yield* ctx.owns)) return
        const ended = yield* connectOnce(Effect.sync(() => (failures = 0))).pipe(Effect.either)
        if (stopped || !(yield* ctx.owns)) return
        const reason =
          ended._tag === "Left" ? String((ended.left as { reason?: string }).reason ?? ended.left) : "ended"
        failures++
        yield* ctx.emitState(failures >= TIMEOUT_AFTER ? "timeout" : "connecting")
        const delay = Math.min(timings.backoffMaxMs, timings.backoffMinMs * 2 ** Math.min(failures - 1, 20))
        yield* Effect.logWarning(`email ${channelId}: ${reason}; again in ${delay} ms`)
        yield* Effect.sleep(Duration.millis(delay))
      }
    })

    if (!account) {
      yield* Effect.logWarning(`email ${channelId}: its settings are not a valid mail account`)
      yield* ctx.emitState("disconnected")
    } else {
      yield* ctx.emitState("connecting")
      yield* Effect.forkScoped(
        loop.pipe(Effect.catchAllCause((c) => Effect.logError(`email ${channelId}: session ended`, c)))
      )
    }

    const send = (d: Delivery): Effect.Effect<Sent, DeliveryError> =>
      Effect.gen(function* () {
        if (!account)
          return yield* new DeliveryError({ reason: "the channel's mail account is not set", retryable: false })
        if (!(yield* ctx.owns))
          return yield* new DeliveryError({ reason: "the channel's lease was lost", retryable: true })
        const thread = yield* readThread(channelId, d.externalId).pipe(Effect.orDie)
        const deps = {
          channelId,
          tenantId,
          channelName: ctx.channel.name,
          account,
          media,
          policy: config.outboundPolicy
        }
        const providerId = yield* sendMail(deps, d, thread)
        // the next reply's References name this one too (the mail went: a failure here fails nothing)
        if (thread)
          yield* appendReference(channelId, d.externalId, providerId).pipe(
            Effect.catchAllCause((c) => Effect.logWarning(`email ${channelId}: thread not kept`, c))
          )
        return { providerId }
      }).pipe(Effect.provide(env))
    return { send }
  })

/** The connector with other timings than production's (tests: a fast backoff). */
export const makeEmailConnector = (timings: Partial<EmailTimings> = {}): Connector => ({
  type: "email",
  capabilities: {
    media: ["image", "audio", "video", "document"],
    edit: false,
    react: false,
    deleteWindowMs: 0,
    groups: false
  },
  start: (ctx) =>
    session(ctx, { ...defaultTimings, ...timings }).pipe(
      Effect.catchAllDefect((d) => Effect.fail(new ConnectorError({ reason: `email session: ${String(d)}` })))
    ),
  checkSettings: (settings) => checkEmailSettings(settings)
})

export const emailConnector: Connector = makeEmailConnector()
