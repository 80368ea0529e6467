/**
 * Stand-ins for the access tests: a real SMTP server (smtp-server) that keeps what it receives,
 * a local HTTP "push service" that records the requests web push sends it, a browser-like
 * push subscription, the captcha solved as the slider would, and store access for set-up.
 */
import { SqlClient } from "@effect/sql"
import { Effect, type Layer, ManagedRuntime } from "effect"
import { createECDH, randomBytes } from "node:crypto"
import { createServer, type IncomingHttpHeaders } from "node:http"
import { SMTPServer } from "smtp-server"
import { baseLayer } from "../runtime/src/server/Server"
import { Dialect } from "../runtime/src/platform/store/Store"
import { http, waitFor } from "./support/clients"
import type { TestEnv } from "./support/modes"

const runtimes = new WeakMap<TestEnv, ManagedRuntime.ManagedRuntime<SqlClient.SqlClient | Dialect, unknown>>()

/** Runs set-up and checks on the test environment's store, through one connection kept per env (closeStore ends it). */
export const runStore = <A>(env: TestEnv, effect: Effect.Effect<A, unknown, SqlClient.SqlClient | Dialect>) => {
  let rt = runtimes.get(env)
  if (!rt)
    runtimes.set(
      env,
      (rt = ManagedRuntime.make(baseLayer(env.config()) as Layer.Layer<SqlClient.SqlClient | Dialect, unknown>))
    )
  return rt.runPromise(effect)
}

export const closeStore = async (env: TestEnv | undefined) => {
  const rt = env && runtimes.get(env)
  if (rt) await rt.dispose()
}

/** Raw SQL for set-up and checks, `$1`-style placeholders on both dialects. */
export const query = (env: TestEnv, text: string, ...params: Array<string | number | null>) =>
  runStore(
    env,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { kind } = yield* Dialect
      return (yield* sql.unsafe(kind === "sqlite" ? text.replace(/\$\d+/g, "?") : text, params)) as ReadonlyArray<any>
    })
  )

export type Received = { readonly to: Array<string>; readonly raw: string }

/** An SMTP server on a free port that requires the given user and password (plain AUTH, no TLS). */
export const startMailServer = async (user = "mailer", pass = "s3cret") => {
  const received: Array<Received> = []
  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth: (auth, _session, cb) =>
      auth.username === user && auth.password === pass ? cb(null, { user }) : cb(new Error("bad credentials")),
    onData: (stream, session, cb) => {
      const chunks: Array<Buffer> = []
      stream.on("data", (c: Buffer) => chunks.push(c))
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8")
        })
        cb()
      })
    },
    logger: false
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const port = (server.server.address() as { port: number }).port
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    mailTo: (address: string, after = 0) =>
      waitFor(() => received.slice(after).find((m) => m.to.includes(address)), 10_000, `mail to ${address}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** Quoted-printable soft breaks and escapes undone, so a long link reads whole. */
const unQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))

export const linkIn = (raw: string) => {
  const m = /(https?:\/\/[^\s"<>]+\/#\/redefining\?token=[A-Za-z0-9_-]+)/.exec(unQuotedPrintable(raw))
  if (!m) throw new Error("no reset link in the mail")
  return { url: m[1]!, token: new URL(m[1]!.replace("/#/", "/")).searchParams.get("token")! }
}

export type PushRequest = { readonly path: string; readonly headers: IncomingHttpHeaders; readonly bodyLength: number }

/** A push service stand-in: answers 201 to any POST (410 under /gone/) and records it. */
export const startPushService = async () => {
  const requests: Array<PushRequest> = []
  const server = createServer((req, res) => {
    let size = 0
    req.on("data", (c: Buffer) => (size += c.length))
    req.on("end", () => {
      requests.push({ path: req.url ?? "", headers: req.headers, bodyLength: size })
      res.writeHead(req.url?.startsWith("/gone/") ? 410 : 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  return {
    base,
    requests,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())))
  }
}

/** A subscription as a browser makes it: a P-256 public key and a 16-byte auth secret. */
export const browserSubscription = (endpoint: string) => {
  const ecdh = createECDH("prime256v1")
  ecdh.generateKeys()
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") }
  }
}

export const AGENT_UI = { "x-atende-client": "agent-ui" }

/**
 * Asks for a challenge and answers it the way the slider does (value = target + offset). The
 * answer is only in the server's store (the client gets a picture), so the test reads it there.
 */
export const solvedCaptcha = async (env: TestEnv, base: string, offset = 0) => {
  const c = await http(base, "GET", "/auth/captcha")
  if (c.json.target !== undefined) throw new Error("the captcha's answer left the server")
  const target = Number((await query(env, "SELECT target FROM captchas WHERE id = $1", c.json.captchaToken))[0]!.target)
  return { captchaToken: c.json.captchaToken as string, captchaValue: Math.min(100, Math.max(0, target + offset)) }
}

/** Polls an async probe until it gives true. */
export const eventually = async (probe: () => Promise<boolean>, timeoutMs = 10_000, what = "condition") => {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (await probe()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}
