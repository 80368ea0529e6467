/**
 * A messaging provider's send API, standing in for a real one in the cluster tests (plain node:http):
 * `POST /messages` with JSON `{ to, text }` and an `Idempotency-Key` header answers 200 `{ id }`.
 * A key seen before answers the first answer again and is no new message, as providers that honour
 * idempotency keys do; the same key with another message is refused (422), as they do too.
 *
 * It records the accepted messages (one per key, in arrival order, accepted when the request
 * arrives, before the answer's delay: a sender killed while it waits has still sent the message)
 * and every request, so a test tells messages from wire repeats. `delayMs` slows each answer, so a
 * kill lands in the middle of a burst.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"

export type Accepted = {
  readonly key: string
  readonly to: string
  readonly text: string
  readonly id: string
  /** The node that sent it first (the stand-in connector's `X-Atende-Node` header). */
  readonly node: string | undefined
  /** When it arrived (ms since the epoch). */
  readonly at: number
}

export type Request = {
  readonly key: string | undefined
  readonly node: string | undefined
  readonly at: number
  /** The key was accepted before: answered with the first answer, no new message. */
  readonly repeat: boolean
}

export type StandinProvider = {
  readonly url: string
  /** Distinct messages, in arrival order. */
  readonly accepted: () => ReadonlyArray<Accepted>
  /** Every `POST /messages`, in arrival order: repeats and refusals included. */
  readonly requests: () => ReadonlyArray<Request>
  readonly close: () => Promise<void>
}

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" })
  res.end(JSON.stringify(body))
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

const parse = (text: string): { to: string; text: string } | undefined => {
  try {
    const v = JSON.parse(text)
    return typeof v?.to === "string" && typeof v?.text === "string" ? { to: v.to, text: v.text } : undefined
  } catch {
    return undefined
  }
}

export const startStandinProvider = async (opts: { delayMs?: number } = {}): Promise<StandinProvider> => {
  const accepted: Array<Accepted> = []
  const byKey = new Map<string, Accepted>()
  const requests: Array<Request> = []

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST" || req.url !== "/messages") return answer(res, 404, { error: "not found" })
    const node = req.headers["x-atende-node"]?.toString()
    const key = req.headers["idempotency-key"]?.toString()
    const at = Date.now()
    const message = parse(await readBody(req))
    let entry = key ? byKey.get(key) : undefined
    requests.push({ key, node, at, repeat: entry !== undefined })
    if (!key || !message) return answer(res, 400, { error: "Idempotency-Key, to and text are required" })
    if (entry && (entry.to !== message.to || entry.text !== message.text))
      return answer(res, 422, { error: "the key was used for another message" })
    if (!entry) {
      entry = { key, ...message, id: `sp-${accepted.length + 1}`, node, at }
      byKey.set(key, entry)
      accepted.push(entry)
    }
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs))
    answer(res, 200, { id: entry.id })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => answer(res, 500, { error: String(e) }))
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    accepted: () => accepted,
    requests: () => requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      })
  }
}
