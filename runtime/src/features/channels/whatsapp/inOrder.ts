/**
 * A socket's incoming messages handled one at a time, in the order WhatsApp sent them. Baileys
 * (7.0.0-rc14, lib/Socket/messages-recv.js) starts handling each `message` stanza as it comes and
 * awaits store reads (the sender's LID mapping) before its message mutex, so a conversation's
 * messages overtake each other when the store answers unevenly (Postgres: the connector
 * conformance suite stored them out of order); and an offline message waiting in its queue is
 * overtaken by a live one. Here each stanza waits until Baileys has handled the one before it
 * (upsert included), and goes the live way, whose handler returns only then: the offline mark only
 * made Baileys queue it apart and call its upsert "append", which the session takes as "notify".
 * Baileys' handlers are taken off the socket's `CB:message` event and called from here; call this
 * right after `makeWASocket`, before any frame arrives.
 */
import type { BinaryNode, WASocket } from "@whiskeysockets/baileys"

type Handler = (node: BinaryNode) => unknown

export const handleMessagesInOrder = (sock: WASocket) => {
  const ws = sock.ws
  const handlers = ws.listeners("CB:message") as Array<Handler>
  ws.removeAllListeners("CB:message")
  let previous: Promise<unknown> = Promise.resolve()
  ws.on("CB:message", (node: BinaryNode) => {
    const { offline: _offline, ...attrs } = node.attrs
    const live = { ...node, attrs }
    previous = previous.then(() => Promise.all(handlers.map((handle) => handle(live)))).catch(() => undefined)
  })
}
