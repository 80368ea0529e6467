/**
 * Clients that survive a node's death the way the real ones do: a widget resends what the server
 * did not echo back (same client id, stored once), an agent socket re-authenticates on another
 * node with its last sequence number.
 */
import WebSocket from "ws"
import type { Login } from "./clients"

export type ResilientWidget = {
  send: (body: string) => void
  acked: () => number
  sent: () => number
  pending: () => Array<string>
  switchTo: (url: string) => Promise<void>
}

export const resilientWidget = async (url: string, token: string, visitor: string): Promise<ResilientWidget> => {
  const unacked = new Map<string, string>()
  let total = 0
  let ws: WebSocket | undefined
  let n = 0
  const open = (base: string) =>
    new Promise<void>((resolve, reject) => {
      const sock = new WebSocket(`${base.replace(/^http/, "ws")}/webchat/ws?token=${token}&visitor=${visitor}`)
      sock.on("message", (d) => {
        const f = JSON.parse(String(d))
        const msgs = f.type === "history" ? f.messages : f.type === "message" ? [f.message] : []
        for (const m of msgs) if (!m.fromMe && m.clientId) unacked.delete(String(m.clientId).split(":").pop()!)
        if (f.type === "history") {
          for (const [cid, body] of unacked) sock.send(JSON.stringify({ type: "message", clientId: cid, body }))
          resolve()
        }
      })
      sock.once("error", reject)
      ws = sock
    })
  await open(url)
  // like the real widget: what the server did not echo back is sent again (same client id)
  const retry = setInterval(() => {
    if (ws?.readyState === WebSocket.OPEN)
      for (const [cid, body] of unacked) ws.send(JSON.stringify({ type: "message", clientId: cid, body }))
  }, 3_000)
  retry.unref()
  return {
    send: (body) => {
      const cid = `k${++n}`
      unacked.set(cid, body)
      total++
      if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "message", clientId: cid, body }))
    },
    acked: () => total - unacked.size,
    pending: () => [...unacked.values()],
    sent: () => total,
    switchTo: async (base) => {
      ws?.terminate()
      await open(base)
    }
  }
}

export type ResilientAgent = {
  bodies: () => Array<string>
  seqs: () => Array<number>
  reconnect: (url: string) => Promise<void>
}

export const resilientAgent = async (url: string, auth: Login): Promise<ResilientAgent> => {
  const bodies: Array<string> = []
  const seqs: Array<number> = []
  // the position to resume from: the last event seen, or the ready frame's seq before any event
  let position: number | undefined
  const open = (base: string) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${base.replace(/^http/, "ws")}/live`)
      ws.on("open", () =>
        ws.send(
          JSON.stringify({
            type: "auth",
            token: auth.token,
            sessionId: auth.sessionId,
            ...(position !== undefined ? { lastSeq: position } : {})
          })
        )
      )
      ws.on("message", (d) => {
        const f = JSON.parse(String(d))
        if (f.type === "ready") {
          position = Math.max(position ?? 0, f.seq)
          resolve()
        }
        if (f.type === "error") reject(new Error(f.error))
        if (f.type !== "event" && f.type !== "seq") return
        seqs.push(f.seq)
        position = f.seq
        if (f.type === "event" && f.data.type === "chat:create" && !f.data.message.fromMe)
          bodies.push(f.data.message.body)
      })
      ws.once("error", reject)
    })
  await open(url)
  return { bodies: () => bodies, seqs: () => seqs, reconnect: open }
}
