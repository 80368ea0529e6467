/**
 * The WhatsApp Cloud API on the connector contract passes the conformance suite
 * (test/support/connectorConformance.ts) in both modes and both flavours: Meta's Graph API
 * ("waba") and 360dialog's copy of it ("waba360"), the connector's fetch against the Graph API
 * stand-in (test/support/meta/graphStandin.ts). The channel is created by the administrator with
 * the stand-in's credentials. A customer's message and a receipt are webhooks the stand-in POSTs
 * to the node, signed as Meta signs them (360dialog: with the channel's webhook token); a repeated
 * event is the same webhook delivered again, as Meta retries one. Provider ids are WhatsApp's
 * (`wamid.…`) made from the suite's.
 */
import { createHash } from "node:crypto"
import { listChannels } from "../runtime/src/features/channels/index"
import { waba360Connector, wabaConnector } from "../runtime/src/features/channels/waba/wabaConnector"
import { http, login, eventually } from "./support/clients"
import { connectorConformance, type Provider } from "./support/connectorConformance"
import { deliver, startGraphStandin, statusBody, textBody, type Signing } from "./support/meta/graphStandin"

const PNID = "106540352242922"
const TOKEN = "EAAGconformanceAccessTokenOfTheStandin0001"
const APP_SECRET = "conformance-app-secret-0001"
const API_KEY = "d360-conformance-key-0001"
const WEBHOOK_TOKEN = "conformance-webhook-token-0001"

const wamidOf = (providerId: string) =>
  `wamid.HBgN${createHash("sha256").update(providerId).digest("base64url").slice(0, 40)}`

const provider = (flavour: "waba" | "waba360") => async (): Promise<Provider> => {
  const standin = await startGraphStandin()
  standin.addNumber({ phoneNumberId: PNID, accessToken: TOKEN, display: "+55 11 4000-0001" })
  standin.addD360Key(API_KEY, PNID)
  const signing: Signing = flavour === "waba" ? { appSecret: APP_SECRET } : { webhookToken: WEBHOOK_TOKEN }
  const post = async (url: string, body: unknown) => {
    const res = await deliver(url, body, signing)
    if (res.status !== 200) throw new Error(`webhook answered ${res.status} ${res.text}`)
  }
  return {
    config: { ATENDE_GRAPH_API_URL: standin.url, ATENDE_360_API_URL: standin.d360Url },
    address: (n) => `55219555100${String(n).padStart(2, "0")}`,
    inject: async (node, channel, event) => {
      const url = `${node.url}/webhooks/waba/${channel.id}`
      if (event.kind === "message") {
        const customer = { waId: event.externalId, name: event.contactName ?? "Cliente" }
        await post(url, textBody(PNID, customer, event.body, { id: wamidOf(event.providerId) }))
        return "sent"
      }
      if (event.kind === "receipt") {
        await post(url, statusBody(PNID, event.externalId, event.providerId, event.status))
        return "sent"
      }
      return "context"
    },
    received: (_channel, externalId) => standin.textsTo(externalId).map((body) => ({ body })),
    close: () => standin.close()
  }
}

for (const flavour of ["waba", "waba360"] as const)
  connectorConformance({
    type: flavour,
    connector: flavour === "waba" ? wabaConnector : waba360Connector,
    // created as an administrator does it: the API with the account's credentials
    channel: async (node, tenantId) => {
      const admin = await login(node.url, "admin@atende.local", "Admin12345")
      const settings =
        flavour === "waba"
          ? {
              phoneNumberId: PNID,
              businessAccountId: "102290129340398",
              appId: "1234567890123",
              accessToken: TOKEN,
              appSecret: APP_SECRET,
              verifyToken: "conformance-verify"
            }
          : { apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN }
      const created = await http(node.url, "POST", "/channels", {
        auth: admin,
        body: { name: `Cloud API conformidade ${flavour} ${Date.now().toString(36)}`, type: flavour, settings }
      })
      if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`)
      const id: number = created.json.id
      const read = async () => (await http(node.url, "GET", `/channels/${id}`, { auth: admin })).json
      await eventually(async () => ((await read()).status === "connected" ? true : undefined), "connected")
      return (await node.run(listChannels(tenantId))).find((c) => c.id === id)!
    },
    provider: provider(flavour)
  })
