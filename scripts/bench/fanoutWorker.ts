/**
 * A child process of the `sockets` benchmark (forked by fanoutPool.ts with `--import tsx`): opens
 * its share of agent live sockets in batches, then counts the benchmark's `chat:create` events
 * ("fan <n> <sent at, epoch ms>") on every socket. It keeps the latency of every delivery on one
 * socket in `sampleEvery`, and for each event the latency at its slowest socket.
 */
import { performance } from "node:perf_hooks"
import WebSocket from "ws"
import type { FromWorker, ToWorker } from "./fanoutPool"

const OPEN_TIMEOUT_MS = 60_000
/** Matches the message body in an event frame without parsing the frame. */
const FAN = /"body":"fan (\d+) (\d+(?:\.\d+)?)"/

type Sock = { readonly ws: WebSocket; readonly sampled: boolean; ready: boolean; count: number; last: number }

const socks: Array<Sock> = []
let latencies: Array<number> = []
let slowest = new Map<number, number>()
let counting = false
let dup = 0
let frames = 0
let closed = 0

const tell = (m: FromWorker) => process.send?.(m)
const epochNow = () => performance.timeOrigin + performance.now()

const onEvent = (s: Sock, raw: string) => {
  if (!counting) return
  frames++
  const m = FAN.exec(raw)
  if (!m) return
  const n = Number(m[1])
  if (n <= s.last) return void dup++
  const latency = epochNow() - Number(m[2])
  s.last = n
  s.count++
  if (s.sampled) latencies.push(latency)
  if ((slowest.get(n) ?? -1) < latency) slowest.set(n, latency)
}

/** Opens one socket and resolves once the server answered the auth frame with `ready`. */
const openOne = (url: string, auth: { token: string; sessionId: string }, sampled: boolean) =>
  new Promise<Sock>((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false })
    const s: Sock = { ws, sampled, ready: false, count: 0, last: 0 }
    const fail = (e: Error) => (clearTimeout(timer), ws.terminate(), reject(e))
    const timer = setTimeout(() => fail(new Error("no ready frame in time")), OPEN_TIMEOUT_MS)
    ws.once("open", () => ws.send(JSON.stringify({ type: "auth", token: auth.token, sessionId: auth.sessionId })))
    ws.on("message", (data) => {
      const raw = String(data)
      if (s.ready) return onEvent(s, raw)
      const frame = JSON.parse(raw)
      if (frame.type === "ready") {
        s.ready = true
        clearTimeout(timer)
        resolve(s)
      } else if (frame.type === "error") fail(new Error(`refused: ${frame.error}`))
    })
    ws.on("error", (e) => !s.ready && fail(e))
    ws.once("close", (code) => (s.ready ? closed++ : fail(new Error(`closed with ${code} before ready`))))
  })

const open = async (m: Extract<ToWorker, { kind: "open" }>) => {
  let failed = 0
  let error: string | undefined
  for (let first = 0; first < m.count; first += m.batch) {
    const size = Math.min(m.batch, m.count - first)
    const batch = await Promise.allSettled(
      Array.from({ length: size }, (_, i) => openOne(m.url, m, (first + i) % m.sampleEvery === 0))
    )
    for (const r of batch) {
      if (r.status === "fulfilled") socks.push(r.value)
      else {
        failed++
        error ??= String(r.reason?.message ?? r.reason)
      }
    }
    tell({ kind: "progress", open: socks.length, failed })
  }
  tell({ kind: "opened", open: socks.length, failed, ...(error ? { error } : {}) })
}

const report = (full: boolean): FromWorker => {
  const counts = socks.map((s) => s.count)
  return {
    kind: "report",
    open: socks.length - closed,
    closed,
    min: counts.length ? counts.reduce((a, b) => Math.min(a, b)) : 0,
    sum: counts.reduce((a, b) => a + b, 0),
    dup,
    frames,
    latencies: full ? latencies : [],
    slowest: full ? [...slowest] : []
  }
}

// the parent is gone (or told us to close): nothing left to measure
process.on("disconnect", () => process.exit(0))

process.on("message", (m: ToWorker) => {
  if (m.kind === "open") void open(m)
  else if (m.kind === "start") {
    latencies = []
    slowest = new Map()
    dup = frames = 0
    counting = true
    for (const s of socks) s.count = s.last = 0
    tell({ kind: "started" })
  } else if (m.kind === "report") tell(report(m.full))
  else if (m.kind === "close") {
    counting = false
    for (const s of socks) s.ws.terminate()
    process.disconnect?.()
  }
})
