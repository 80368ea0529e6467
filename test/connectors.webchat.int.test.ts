/**
 * Web chat on the connector contract passes the conformance suite (test/support/connectorConformance.ts)
 * in both modes. Its provider is the widget's socket: a customer's message is a visitor's frame
 * (provider id = visitor + client id, so a repeated event is the widget resending its client id),
 * and what the channel sends is what the visitor's socket receives. The widget reports no receipts
 * on the wire yet, so the suite hands those to the running connector's context.
 */
import type { InboundEvent } from "@atende/core/channel/connector"
import WebSocket from "ws"
import { listChannels, webchatConnector } from "../runtime/src/features/channels/index"
import type { ChannelRow } from "../runtime/src/features/channels/store/Channels"
import type { NodeHandle } from "../runtime/src/server/node"
import { connectorConformance, type Provider } from "./support/connectorConformance"

type Visitor = { ws: WebSocket; frames: Array<any>; url: string }

/** Visitors' sockets, one per conversation, opened again on the node a restart brought up. */
const widgetProvider = async (): Promise<Provider> => {
  const visitors = new Map<string, Visitor>()
  const received = new Map<string, Array<{ body: string }>>()
  const open = async (node: NodeHandle, channel: ChannelRow, visitor: string) => {
    const known = visitors.get(visitor)
    if (known && known.url === node.url && known.ws.readyState === WebSocket.OPEN) return known
    known?.ws.terminate()
    const base = node.url.replace(/^http/, "ws")
    const ws = new WebSocket(`${base}/webchat/ws?token=${encodeURIComponent(channel.token)}&visitor=${visitor}`)
    const v: Visitor = { ws, frames: [], url: node.url }
    ws.on("message", (d) => {
      const frame = JSON.parse(String(d))
      v.frames.push(frame)
      if (frame.type === "message" && frame.message?.fromMe) {
        const list = received.get(visitor) ?? []
        if (!list.some((m: any) => m.id === frame.message.id)) list.push(frame.message)
        received.set(visitor, list)
      }
    })
    ws.on("error", () => undefined)
    await new Promise((resolve, reject) => {
      ws.once("open", resolve)
      ws.once("error", reject)
    })
    visitors.set(visitor, v)
    return v
  }
  return {
    address: (n) => `conformance-visitor-${n}`,
    inject: async (node, channel, event: InboundEvent) => {
      if (event.kind !== "message") return "context"
      const v = await open(node, channel, event.externalId)
      const clientId = event.providerId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64)
      v.ws.send(JSON.stringify({ type: "message", clientId, body: event.body, name: event.contactName }))
      return "sent"
    },
    received: (_channel, externalId) => received.get(externalId) ?? [],
    close: async () => {
      for (const v of visitors.values()) v.ws.terminate()
    }
  }
}

connectorConformance({
  type: "webchat",
  connector: webchatConnector,
  channel: async (node, tenantId) => (await node.run(listChannels(tenantId))).find((c) => c.type === "webchat")!,
  provider: widgetProvider
})
