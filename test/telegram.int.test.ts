/**
 * Telegram channels over the HTTP API, in both modes, with the real grammY client in the node
 * against the Bot API stand-in (test/support/telegram/standin.ts):
 * - creating one: a token Telegram does not know is refused (ERR_CHANNEL_CREDENTIALS_REFUSED,
 *   naming the token's box) and a malformed one is ERR_VALIDATION, nothing stored either way; a
 *   good one is created with the bot's @username as its number, the token never answered and
 *   stored sealed;
 * - the customer's photos and documents arrive as messages with their files, edits edit, replies
 *   quote; the agent's reply (a text quoting the customer, a photo) reaches Telegram exactly once;
 * - a new token restarts the session with the new bot; a token Telegram revokes turns the
 *   channel disconnected;
 * - another tenant neither sees nor changes the channel.
 * Everything waits for conditions (with time limits), never for fixed delays.
 */
import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { provisionTenant } from "../runtime/src/features/tenants/index"
import { startNode, type NodeHandle } from "../runtime/src/server/node"
import { http, login, type Login, until } from "./support/clients"
import { makeEnv, productionAvailable, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"
import { startTelegramStandin, type TelegramStandin } from "./support/telegram/standin"

const production = await productionAvailable()
const TOKEN = "7100000201:AAHfirstBotTokenOfTheStandin000001"
const TOKEN2 = "7100000202:AAHsecondBotTokenOfTheStandin00002"
const REVOKED = "7100000203:AAHthirdBotTokenOfTheStandin000003"
const UNKNOWN = "7100000299:AAHaTokenTelegramHasNeverIssued999"

describe.each<Mode>(["embedded", "production"])("Telegram channels over the API (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let standin: TelegramStandin
  let env: TestEnv
  let node: NodeHandle
  let store: RawStore
  let admin: Login
  let adminB: Login
  let channelId: number

  const api = (method: string, path: string, body?: unknown, as: Login = admin) =>
    http(node.url, method, path, { auth: as, body })
  const channel = async () => (await api("GET", `/channels/${channelId}`)).json
  const channelRows = () => store.query("SELECT id, name, config, secrets FROM channels ORDER BY id")
  const ticketOf = async (chatId: number) => {
    const [row] = await until(
      () =>
        store.query(
          `SELECT t.id FROM tickets t JOIN contacts c ON c.id = t.contact_id
            WHERE c.channel_id = $1 AND c.external_id = $2 ORDER BY t.id DESC`,
          channelId,
          String(chatId)
        ),
      (r) => r.length > 0,
      `the ticket of chat ${chatId}`
    )
    return Number(row.id)
  }
  const messagesOf = async (ticketId: number): Promise<Array<any>> =>
    (await api("GET", `/messages/${ticketId}`)).json.messages
  const messageIn = (ticketId: number, match: (m: any) => boolean, what: string) =>
    until(
      async () => (await messagesOf(ticketId)).find(match),
      (m) => m !== undefined,
      what
    )
  const mediaBytes = async (url: string) => {
    const r = await fetch(node.url + url)
    expect(r.status).toBe(200)
    return Buffer.from(await r.arrayBuffer())
  }

  beforeAll(async () => {
    if (!run) return
    standin = await startTelegramStandin([
      { token: TOKEN, username: "loja_atende_bot", firstName: "Loja" },
      { token: TOKEN2, username: "loja_nova_bot", firstName: "Loja Nova" },
      { token: REVOKED, username: "loja_antiga_bot" }
    ])
    env = await makeEnv(mode)
    store = rawStore(env)
    node = await startNode(env.config({ ATENDE_TELEGRAM_API_ROOT: standin.url }), { demo: true })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    await node.run(
      provisionTenant({
        name: "Outra Telegram",
        plan: "enterprise",
        adminName: "Admin Outra",
        adminEmail: "admin@other-telegram.test",
        adminPassword: "Other12345"
      })
    )
    adminB = await login(node.url, "admin@other-telegram.test", "Other12345")
  }, 120_000)

  afterAll(async () => {
    await node?.close()
    await store?.close()
    await env?.cleanup()
    await standin?.close()
  })

  it.skipIf(!run)(
    "refuses a token Telegram does not know or that is malformed, and stores a good one sealed",
    async () => {
      const before = await channelRows()
      const refused = await api("POST", "/channels", {
        name: "Telegram recusado",
        type: "telegram",
        settings: { botToken: UNKNOWN }
      })
      expect(refused.status, refused.text).toBe(400)
      expect(refused.json).toMatchObject({ error: "ERR_CHANNEL_CREDENTIALS_REFUSED", field: "settings.botToken" })
      const malformed = await api("POST", "/channels", {
        name: "Telegram malformado",
        type: "telegram",
        settings: { botToken: "isto-não-é-um-token" }
      })
      expect(malformed.status, malformed.text).toBe(400)
      expect(malformed.json.error).toBe("ERR_VALIDATION")
      expect(malformed.json.issues.map((i: any) => i.field)).toContain("settings.botToken")
      const missing = await api("POST", "/channels", { name: "Telegram sem token", type: "telegram" })
      expect([missing.status, missing.json.error]).toEqual([400, "ERR_VALIDATION"])
      expect(await channelRows()).toEqual(before)

      const created = await api("POST", "/channels", {
        name: `Telegram ${mode}`,
        type: "telegram",
        settings: { botToken: TOKEN }
      })
      expect(created.status, created.text).toBe(201)
      channelId = created.json.id
      expect(created.json).toMatchObject({ type: "telegram", number: "@loja_atende_bot", secretsSet: ["botToken"] })
      expect(JSON.stringify(created.json)).not.toContain(TOKEN)
      expect(JSON.stringify(created.json.settings ?? {})).not.toContain("botToken")
      const [row] = await store.query("SELECT config, secrets FROM channels WHERE id = $1", channelId)
      expect(String(row.secrets)).not.toContain(TOKEN)
      expect(String(row.secrets)).not.toContain(TOKEN.split(":")[1])
      expect(String(row.config)).not.toContain(TOKEN.split(":")[1])
      const shown = await until(channel, (c) => c.status === "connected", "connected")
      expect(JSON.stringify(shown)).not.toContain(TOKEN.split(":")[1])
    },
    60_000
  )

  it.skipIf(!run)(
    "takes in photos and documents with their files, edits and replies; the agent's reply goes out once",
    async () => {
      const carla = standin.customer(7_300_000_001, "Carla Cliente")
      const helloId = carla.sendText("Oi, segue a foto do produto")
      const ticketId = await ticketOf(carla.chatId)
      const photo = randomBytes(4_000)
      carla.sendPhoto(photo, { caption: "Está riscado" })
      const pdf = randomBytes(6_000)
      carla.sendDocument(pdf, "nota.pdf", "application/pdf", { caption: "A nota" })
      carla.sendText("Fim dos arquivos")
      await messageIn(ticketId, (m) => m.body === "Fim dos arquivos", "the last text")
      const all = await messagesOf(ticketId)
      const image = all.find((m) => m.mediaType === "image/jpeg")
      expect(image, JSON.stringify(all)).toMatchObject({ body: "Está riscado", fromMe: false })
      expect(await mediaBytes(image.mediaUrl)).toEqual(photo)
      const doc = all.find((m) => m.mediaType === "application/pdf")
      expect(doc, JSON.stringify(all)).toMatchObject({ body: "A nota", fromMe: false })
      expect(await mediaBytes(doc.mediaUrl)).toEqual(pdf)
      expect(all.map((m) => m.body)).toEqual([
        "Oi, segue a foto do produto",
        "Está riscado",
        "A nota",
        "Fim dos arquivos"
      ])
      const [contact] = await store.query(
        "SELECT name FROM contacts WHERE channel_id = $1 AND external_id = $2",
        channelId,
        String(carla.chatId)
      )
      expect(contact.name).toBe("Carla Cliente")

      // an edit of the customer's text
      carla.edit(helloId, "Oi, segue a foto do produto que chegou")
      const hello = all[0]
      const edited = await messageIn(ticketId, (m) => m.id === hello.id && m.edited, "the edit")
      expect(edited.body).toBe("Oi, segue a foto do produto que chegou")

      // the agent answers quoting the customer's photo: it reaches the chat once, as a reply
      expect((await api("PUT", `/tickets/${ticketId}`, { status: "open" })).status).toBe(200)
      const question = await api("POST", `/messages/${ticketId}`, {
        body: "Sinto muito! Qual o número do pedido?",
        quotedMsgId: image.id
      })
      expect(question.status, question.text).toBe(200)
      const got = await carla.waitForMessage((m) => m.text === "Sinto muito! Qual o número do pedido?")
      expect(got.replyTo).toBeDefined()
      await until(
        async () => (await messagesOf(ticketId)).find((m) => m.id === question.json.id)?.status,
        (s) => s === "sent",
        "sent"
      )

      // the customer replies quoting the agent's question
      carla.sendText("É o 4521", { replyTo: got.messageId })
      const reply = await messageIn(ticketId, (m) => m.body === "É o 4521", "the reply")
      expect(reply.quotedMsg).toMatchObject({ id: question.json.id, fromMe: true })

      // the agent's photo goes as a photo with its caption
      const form = new FormData()
      const picture = randomBytes(5_000)
      form.append("medias", new Blob([new Uint8Array(picture)], { type: "image/png" }), "etiqueta.png")
      form.append("body", "A etiqueta")
      const sent = await fetch(`${node.url}/messages/${ticketId}`, {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${admin.token}`, "x-session-id": admin.sessionId }
      })
      expect(sent.status).toBe(200)
      const gotPhoto = await carla.waitForMessage((m) => m.kind === "photo")
      expect(gotPhoto.caption).toBe("A etiqueta")
      expect(gotPhoto.file?.bytes).toEqual(picture)

      // everything reached Telegram exactly once
      await until(
        async () => (await store.query("SELECT id FROM deliveries WHERE channel_id = $1", channelId)).length,
        (n) => n === 0,
        "the outbox emptied"
      )
      expect(carla.received().map((m) => m.text ?? m.caption)).toEqual([
        "Sinto muito! Qual o número do pedido?",
        "A etiqueta"
      ])
      expect(standin.errors()).toEqual([])
    },
    120_000
  )

  it.skipIf(!run)("another tenant neither sees nor changes the channel", async () => {
    const before = await channelRows()
    expect((await api("GET", `/channels/${channelId}`, undefined, adminB)).status).toBe(404)
    const theirs = (await api("GET", "/channels", undefined, adminB)).json as Array<any>
    expect(theirs.map((c) => c.id)).not.toContain(channelId)
    const put = await api("PUT", `/channels/${channelId}`, { settings: { botToken: TOKEN2 } }, adminB)
    expect(put.status).toBe(404)
    const del = await api(
      "DELETE",
      `/channels/${channelId}?confirm=${encodeURIComponent(`Telegram ${mode}`)}`,
      undefined,
      adminB
    )
    expect(del.status).toBe(404)
    expect(await channelRows()).toEqual(before)
  })

  it.skipIf(!run)(
    "another program polling the same bot shows as a conflict until it stops",
    async () => {
      // a second poller of the bot, as another deployment would be: each of its polls ends ours (409)
      let polling = true
      const other = (async () => {
        while (polling)
          await fetch(`${standin.url}/bot${TOKEN}/getUpdates`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ timeout: 1 })
          }).then((r) => r.text())
      })()
      await until(channel, (c) => c.status === "conflict", "conflict", 60_000)
      polling = false
      await other
      await until(channel, (c) => c.status === "connected", "connected again", 60_000)
      const eva = standin.customer(7_300_000_003, "Eva")
      eva.sendText("Ainda funciona?")
      await messageIn(await ticketOf(eva.chatId), (m) => m.body === "Ainda funciona?", "a message after the conflict")
    },
    150_000
  )

  it.skipIf(!run)(
    "a new token restarts the session with the new bot; a revoked token disconnects it",
    async () => {
      const pollsBefore = standin.calls("getUpdates", TOKEN2)
      const changed = await api("PUT", `/channels/${channelId}`, { settings: { botToken: TOKEN2 } })
      expect(changed.status, changed.text).toBe(200)
      expect(changed.json).toMatchObject({ number: "@loja_nova_bot", secretsSet: ["botToken"] })
      await until(
        async () => standin.calls("getUpdates", TOKEN2),
        (n) => n > pollsBefore,
        "the new bot polled"
      )
      // the old bot's session stopped: nothing polls it any more
      await until(
        async () => standin.polling(TOKEN),
        (n) => n === 0,
        "the old bot no longer polled"
      )
      const dan = standin.customer(7_300_000_002, "Dan", TOKEN2)
      dan.sendText("Olá, bot novo")
      const ticketId = await ticketOf(dan.chatId)
      await messageIn(ticketId, (m) => m.body === "Olá, bot novo", "the new bot's message")
      await until(channel, (c) => c.status === "connected", "connected with the new bot")

      // a token Telegram revokes: the channel turns disconnected
      expect((await api("PUT", `/channels/${channelId}`, { settings: { botToken: REVOKED } })).status).toBe(200)
      await until(
        async () => standin.calls("getUpdates", REVOKED),
        (n) => n > 0,
        "the third bot polled"
      )
      standin.revoke(REVOKED)
      await until(channel, (c) => c.status === "disconnected", "disconnected")
      expect(standin.errors()).toEqual([])
    },
    90_000
  )
})
