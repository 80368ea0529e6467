/**
 * WhatsApp on the connector contract passes the conformance suite (test/support/connectorConformance.ts)
 * in both modes: the real Baileys client in the node against the WhatsApp Web stand-in
 * (test/support/whatsapp/standin.ts), every event on the wire. The channel is created by the
 * administrator and linked by the stand-in's phone before the suite starts. A customer's message is
 * a stand-in contact's text, its provider id a WhatsApp message id made from the suite's (so a
 * repeated event is the contact's text sent again under the same id, as WhatsApp redelivers one);
 * receipts are the contact's phone's, which answers nothing by itself here, so a message stays
 * "sent" until the suite has it delivered, then read, then played (WhatsApp's PLAYED receipt).
 */
import { WA_CERT_DETAILS } from "@whiskeysockets/baileys"
import { createHash } from "node:crypto"
import { listChannels } from "../runtime/src/features/channels/index"
import { whatsappConnector } from "../runtime/src/features/channels/whatsapp/whatsappConnector"
import { http, login, eventually } from "./support/clients"
import { connectorConformance, type Provider } from "./support/connectorConformance"
import { startWhatsAppStandin, type WhatsAppStandin } from "./support/whatsapp/standin"

/** The WhatsApp message id standing for the suite's provider id ("3EB0" + 18 hex digits, as WhatsApp Web's). */
const whatsappId = (providerId: string) =>
  `3EB0${createHash("sha256").update(providerId).digest("hex").slice(0, 18).toUpperCase()}`

/** The stand-in of the mode under way (each mode's provider starts its own). */
let standin: WhatsAppStandin | undefined

const standinProvider = async (): Promise<Provider> => {
  const rootKey = WA_CERT_DETAILS.PUBLIC_KEY
  const current = await startWhatsAppStandin({ phoneNumber: "5511987650010" })
  standin = current
  // the client trusts the stand-in's certificate chain as it trusts WhatsApp's
  WA_CERT_DETAILS.PUBLIC_KEY = current.rootPublicKey
  const contact = (phone: string) => current.contact(phone, "Cliente", { deliveryReceipts: "manual" })
  return {
    config: { ATENDE_WHATSAPP_WS_URL: current.url },
    address: (n) => `55219555000${String(n).padStart(2, "0")}`,
    inject: async (_node, _channel, event) => {
      if (event.kind === "message") {
        await contact(event.externalId).sendText(event.body, { id: whatsappId(event.providerId) })
        return "sent"
      }
      if (event.kind === "receipt" && event.status !== "sent") {
        contact(event.externalId).receipt(event.providerId, event.status === "delivered" ? "delivery" : event.status)
        return "sent"
      }
      return "context"
    },
    received: (_channel, externalId) =>
      contact(externalId)
        .received()
        .map((t) => ({ body: t.text ?? "" })),
    close: async () => {
      await current.close()
      WA_CERT_DETAILS.PUBLIC_KEY = rootKey
      if (standin === current) standin = undefined
    }
  }
}

connectorConformance({
  type: "whatsapp",
  connector: whatsappConnector,
  // created and linked as an administrator does it: the API, the QR code, the phone's scan
  channel: async (node, tenantId) => {
    const admin = await login(node.url, "admin@atende.local", "Admin12345")
    const created = await http(node.url, "POST", "/channels", {
      auth: admin,
      body: { name: `WhatsApp conformidade ${Date.now().toString(36)}`, type: "whatsapp" }
    })
    if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`)
    const id: number = created.json.id
    const read = async () => (await http(node.url, "GET", `/channels/${id}`, { auth: admin })).json
    const shown = await eventually(async () => {
      const c = await read()
      return c.status === "qrcode" && c.qrcode ? c : undefined
    }, "the QR code")
    await standin!.phone.scan(shown.qrcode)
    await eventually(async () => ((await read()).status === "connected" ? true : undefined), "connected")
    return (await node.run(listChannels(tenantId))).find((c) => c.id === id)!
  },
  provider: standinProvider
})
