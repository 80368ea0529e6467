/**
 * The one error policy of every websocket (agents' `/live`, the web chat's `/webchat/ws`), their
 * servers and the raw sockets being upgraded: an error (a frame over maxPayload, invalid UTF-8,
 * a reset connection …) is logged in one short line and ends that socket only; the process
 * lives on. An `error` event without a listener would be thrown by Node and kill the server.
 * The log is bounded (some lines a minute, then a count), since any visitor can cause errors.
 */
import type { Duplex } from "node:stream"
import type { WebSocket, WebSocketServer } from "ws"
import { wallMillis } from "../clock/index"

const LINES_PER_MINUTE = 20
let windowStart = 0
let lines = 0
let dropped = 0

const describe = (e: unknown) => {
  const err = e as { code?: unknown; message?: unknown } | undefined
  return String(err?.code ?? err?.message ?? e).slice(0, 120)
}

/** Logs a socket error briefly, at most LINES_PER_MINUTE lines a minute (called from socket events: the wall clock). */
export const logSocketError = (where: string, e: unknown, now = wallMillis()) => {
  if (now - windowStart >= 60_000) {
    if (dropped) console.warn(`socket errors: ${dropped} more not logged`)
    windowStart = now
    lines = 0
    dropped = 0
  }
  if (lines++ < LINES_PER_MINUTE) console.warn(`${where}: socket error (${describe(e)}), closed`)
  else dropped++
}

const guarded = new WeakSet<object>()

/** A websocket's errors logged and the socket terminated (idempotent). */
export const guardSocket = (ws: WebSocket, where: string) => {
  if (guarded.has(ws)) return ws
  guarded.add(ws)
  ws.on("error", (e) => {
    logSocketError(where, e)
    ws.terminate()
  })
  return ws
}

/**
 * A raw socket's errors during the upgrade logged and the socket destroyed; returns the release,
 * called once `ws` owns the socket (it handles the socket's errors from then on).
 */
export const guardRawSocket = (socket: Duplex, where: string) => {
  const onError = (e: unknown) => {
    logSocketError(where, e)
    socket.destroy()
  }
  socket.on("error", onError)
  return () => void socket.off("error", onError)
}

/** A websocket server's own errors logged (it keeps serving). */
export const guardServer = (wss: WebSocketServer, where: string) => {
  if (guarded.has(wss)) return wss
  guarded.add(wss)
  wss.on("error", (e) => logSocketError(where, e))
  return wss
}

/** A request's URL, or undefined when it does not parse (`new URL` would throw in an event handler). */
export const urlOf = (raw: string | undefined) => {
  try {
    return new URL(raw ?? "/", "http://x")
  } catch {
    return undefined
  }
}

/**
 * Text frames as JSON: a binary frame closes the socket (1003), a frame that is not JSON is
 * answered `ERR_INVALID_JSON`, anything else goes to `handle`.
 */
export const onJsonFrames = (ws: WebSocket, handle: (msg: any) => void) =>
  ws.on("message", (raw, isBinary) => {
    if (isBinary) return ws.close(1003, "ERR_VALIDATION")
    let msg: any
    try {
      msg = JSON.parse(String(raw))
    } catch {
      return ws.send(JSON.stringify({ type: "error", error: "ERR_INVALID_JSON" }))
    }
    handle(msg)
  })
