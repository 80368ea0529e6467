/**
 * Telegram on the connector contract passes the conformance suite (test/support/connectorConformance.ts)
 * in both modes: the real grammY client in the node long-polls the Bot API stand-in
 * (test/support/telegram/standin.ts), every update on the wire. The channel is created by the
 * administrator with the stand-in bot's token before the suite starts. A customer's message is a
 * stand-in customer's text; a repeated event is the same message sent again under its message id
 * (Telegram delivering an update again). Telegram has no delivery receipts, so the suite's
 * receipts go through the running connector's context.
 */
import { listChannels } from "../runtime/src/features/channels/index"
import { telegramConnector } from "../runtime/src/features/channels/telegram/telegramConnector"
import { http, login, eventually } from "./support/clients"
import { connectorConformance, type Provider } from "./support/connectorConformance"
import { startTelegramStandin, type Customer } from "./support/telegram/standin"

const TOKEN = "7100000101:AAHconformanceTokenForTheStandin01"

const standinProvider = async (): Promise<Provider> => {
  const standin = await startTelegramStandin([{ token: TOKEN, username: "atende_conformidade_bot" }])
  const customers = new Map<string, Customer>()
  const customer = (chatId: string) => {
    const known = customers.get(chatId)
    if (known) return known
    const made = standin.customer(Number(chatId), "Cliente Teste")
    customers.set(chatId, made)
    return made
  }
  /** The suite's provider ids by the message ids the customers' messages got. */
  const messageIds = new Map<string, number>()
  return {
    config: { ATENDE_TELEGRAM_API_ROOT: standin.url },
    address: (n) => String(7_200_000_000 + n),
    inject: async (_node, _channel, event) => {
      if (event.kind !== "message") return "context"
      const again = messageIds.get(event.providerId)
      const id = customer(event.externalId).sendText(event.body, again ? { messageId: again } : {})
      messageIds.set(event.providerId, id)
      return "sent"
    },
    received: (_channel, externalId) =>
      standin.received(Number(externalId)).map((m) => ({ body: m.text ?? m.caption ?? "" })),
    close: async () => {
      if (standin.errors().length) throw new Error(`the stand-in saw bad requests: ${standin.errors().join("; ")}`)
      await standin.close()
    }
  }
}

connectorConformance({
  type: "telegram",
  connector: telegramConnector,
  // created as an administrator does it: the API with the bot's token
  channel: async (node, tenantId) => {
    const admin = await login(node.url, "admin@atende.local", "Admin12345")
    const created = await http(node.url, "POST", "/channels", {
      auth: admin,
      body: {
        name: `Telegram conformidade ${Date.now().toString(36)}`,
        type: "telegram",
        settings: { botToken: TOKEN }
      }
    })
    if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`)
    const id: number = created.json.id
    const read = async () => (await http(node.url, "GET", `/channels/${id}`, { auth: admin })).json
    await eventually(async () => ((await read()).status === "connected" ? true : undefined), "connected")
    return (await node.run(listChannels(tenantId))).find((c) => c.id === id)!
  },
  provider: standinProvider
})
