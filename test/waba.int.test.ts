/**
 * WhatsApp Cloud API channels over HTTP, in both modes, with the connector's fetch against the
 * Graph API stand-in (test/support/meta/graphStandin.ts), which also plays Meta's webhooks:
 * - creating one: credentials Meta refuses are ERR_CHANNEL_CREDENTIALS_REFUSED under the token's
 *   box, malformed ids ERR_VALIDATION, nothing stored; a good one shows the number, never its
 *   secrets, and stores them sealed; the 360dialog flavour likewise with its API key;
 * - the webhook: the verification challenge (right and wrong token), a bad or missing signature is
 *   401 and stores nothing, an unknown channel 404, malformed JSON 400, a replayed event is stored
 *   once, another tenant's secret does not sign for this channel;
 * - messages: a customer's image arrives with its file, the agent's reply quotes with
 *   `context.message_id`, the customer's reply to it quotes it back, statuses move the agent's
 *   message sent → delivered → read, the agent's file is uploaded then sent by its media id;
 * - the 24-hour window: a provider refusal (131047) and a window Atende knows is closed both fail
 *   the message with ERR_WABA_WINDOW_CLOSED's words, the latter without asking the provider;
 * - 360dialog sends with its D360-API-KEY header.
 * Everything waits for conditions (with time limits), never for fixed delays.
 */
import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { provisionTenant } from "../runtime/src/features/tenants/index"
import { startNode, type NodeHandle } from "../runtime/src/server/node"
import { http, login, type Login, until } from "./support/clients"
import {
  deliver,
  messageBody,
  signatureOf,
  startGraphStandin,
  statusBody,
  textBody,
  wamid,
  type GraphStandin
} from "./support/meta/graphStandin"
import { makeEnv, productionAvailable, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"

const production = await productionAvailable()
const PNID = "106540352242001"
const TOKEN = "EAAGwabaIntegrationAccessToken00000000001"
const APP_SECRET = "waba-app-secret-integration-0001"
const VERIFY = "verify-token-integration-0001"
const PNID_B = "106540352242002"
const TOKEN_B = "EAAGwabaIntegrationAccessToken00000000002"
const APP_SECRET_B = "waba-app-secret-integration-0002"
const API_KEY = "d360-integration-key-0001"
const WEBHOOK_TOKEN = "d360-webhook-token-integration-01"

const settingsA = {
  phoneNumberId: PNID,
  businessAccountId: "102290129340001",
  appId: "1234567890001",
  accessToken: TOKEN,
  appSecret: APP_SECRET,
  verifyToken: VERIFY
}

describe.each<Mode>(["embedded", "production"])("WhatsApp Cloud API channels (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let standin: GraphStandin
  let env: TestEnv
  let node: NodeHandle
  let store: RawStore
  let admin: Login
  let adminB: Login
  let channelId: number
  let channelB: number
  let channel360: number

  const api = (method: string, path: string, body?: unknown, as: Login = admin) =>
    http(node.url, method, path, { auth: as, body })
  const hook = (id = channelId) => `${node.url}/webhooks/waba/${id}`
  const channelRows = () => store.query("SELECT id, name, config, secrets FROM channels ORDER BY id")
  const messageCount = async () => Number((await store.query("SELECT COUNT(*) AS n FROM messages"))[0].n)
  const ticketOf = async (waId: string, id = channelId) => {
    const [row] = await until(
      () =>
        store.query(
          `SELECT t.id FROM tickets t JOIN contacts c ON c.id = t.contact_id
            WHERE c.channel_id = $1 AND c.external_id = $2 ORDER BY t.id DESC`,
          id,
          waId
        ),
      (r) => r.length > 0,
      `the ticket of ${waId}`
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
  const open = async (ticketId: number) =>
    expect((await api("PUT", `/tickets/${ticketId}`, { status: "open" })).status).toBe(200)
  const providerIdOf = async (messageId: number) => {
    const [row] = await until(
      () => store.query("SELECT provider_id FROM channel_sent WHERE message_id = $1", messageId),
      (r) => r.length > 0,
      `the provider id of message ${messageId}`
    )
    return String(row.provider_id)
  }
  const signed = { appSecret: APP_SECRET }

  beforeAll(async () => {
    if (!run) return
    standin = await startGraphStandin()
    standin.addNumber({ phoneNumberId: PNID, accessToken: TOKEN, display: "+55 11 4000-1001" })
    standin.addNumber({ phoneNumberId: PNID_B, accessToken: TOKEN_B, display: "+55 11 4000-1002" })
    standin.addD360Key(API_KEY, PNID)
    env = await makeEnv(mode)
    store = rawStore(env)
    node = await startNode(env.config({ ATENDE_GRAPH_API_URL: standin.url, ATENDE_360_API_URL: standin.d360Url }), {
      demo: true
    })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    await node.run(
      provisionTenant({
        name: "Outra WABA",
        plan: "enterprise",
        adminName: "Admin Outra",
        adminEmail: "admin@other-waba.test",
        adminPassword: "Other12345"
      })
    )
    adminB = await login(node.url, "admin@other-waba.test", "Other12345")
  }, 120_000)

  afterAll(async () => {
    await node?.close()
    await store?.close()
    await env?.cleanup()
    await standin?.close()
  })

  it.skipIf(!run)("refuses credentials Meta does not take and malformed ids; stores good ones sealed", async () => {
    const before = await channelRows()
    const refused = await api("POST", "/channels", {
      name: "WABA recusado",
      type: "waba",
      settings: { ...settingsA, accessToken: "EAAGnotATokenMetaKnows" }
    })
    expect(refused.status, refused.text).toBe(400)
    expect(refused.json).toMatchObject({ error: "ERR_CHANNEL_CREDENTIALS_REFUSED", field: "settings.accessToken" })
    const malformed = await api("POST", "/channels", {
      name: "WABA malformado",
      type: "waba",
      settings: { ...settingsA, phoneNumberId: "não é número" }
    })
    expect(malformed.status, malformed.text).toBe(400)
    expect(malformed.json.issues.map((i: any) => i.field)).toContain("settings.phoneNumberId")
    const otherNumber = await api("POST", "/channels", {
      name: "WABA outro número",
      type: "waba",
      settings: { ...settingsA, phoneNumberId: "106540352249999" }
    })
    expect(otherNumber.json).toMatchObject({
      error: "ERR_CHANNEL_CREDENTIALS_REFUSED",
      field: "settings.phoneNumberId"
    })
    const missing = await api("POST", "/channels", {
      name: "WABA sem segredo",
      type: "waba",
      settings: { ...settingsA, appSecret: undefined }
    })
    expect([missing.status, missing.json.error]).toEqual([400, "ERR_VALIDATION"])
    const refused360 = await api("POST", "/channels", {
      name: "360 recusado",
      type: "waba360",
      settings: { apiKey: "not-a-key", webhookToken: WEBHOOK_TOKEN }
    })
    expect(refused360.json).toMatchObject({ error: "ERR_CHANNEL_CREDENTIALS_REFUSED", field: "settings.apiKey" })
    expect(await channelRows()).toEqual(before)

    const created = await api("POST", "/channels", { name: `WABA ${mode}`, type: "waba", settings: settingsA })
    expect(created.status, created.text).toBe(201)
    channelId = created.json.id
    expect(created.json).toMatchObject({ type: "waba", number: "+55 11 4000-1001" })
    expect([...created.json.secretsSet].sort()).toEqual(["accessToken", "appSecret", "verifyToken"])
    expect(created.json.settings).toMatchObject({ phoneNumberId: PNID, apiVersion: "v21.0" })
    for (const secret of [TOKEN, APP_SECRET, VERIFY]) {
      expect(created.text).not.toContain(secret)
      const [row] = await store.query("SELECT config, secrets FROM channels WHERE id = $1", channelId)
      expect(String(row.secrets)).not.toContain(secret)
      expect(String(row.config)).not.toContain(secret)
    }
    const shown = await until(
      async () => (await api("GET", `/channels/${channelId}`)).json,
      (c) => c.status === "connected",
      "connected"
    )
    expect(JSON.stringify(shown)).not.toContain(TOKEN)

    const b = await api(
      "POST",
      "/channels",
      {
        name: "WABA outra",
        type: "waba",
        settings: { ...settingsA, phoneNumberId: PNID_B, accessToken: TOKEN_B, appSecret: APP_SECRET_B }
      },
      adminB
    )
    expect(b.status, b.text).toBe(201)
    channelB = b.json.id
    const d360 = await api("POST", "/channels", {
      name: `360 ${mode}`,
      type: "waba360",
      settings: { apiKey: API_KEY, webhookToken: WEBHOOK_TOKEN }
    })
    expect(d360.status, d360.text).toBe(201)
    channel360 = d360.json.id
    expect(d360.text).not.toContain(API_KEY)
    expect(d360.text).not.toContain(WEBHOOK_TOKEN)
  })

  it.skipIf(!run)("answers Meta's verification challenge only with the channel's verify token", async () => {
    const get = (query: string, id = channelId) => fetch(`${hook(id)}?${query}`)
    const ok = await get(`hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get("content-type")).toContain("text/plain")
    expect(await ok.text()).toBe("1158201444")
    for (const q of [
      "hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1",
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY}&hub.challenge=1`,
      "hub.mode=subscribe&hub.challenge=1"
    ]) {
      const r = await get(q)
      expect(r.status).toBe(403)
      expect((await r.json()).error).toBe("ERR_WABA_VERIFY_TOKEN")
    }
    // another tenant's channel does not answer to this one's token
    expect((await get(`hub.mode=subscribe&hub.verify_token=${VERIFY}x&hub.challenge=1`, channelB)).status).toBe(403)
    expect((await get(`hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1`, 999_999)).status).toBe(404)
  })

  it.skipIf(!run)(
    "refuses unsigned, wrongly signed, unknown-channel and malformed webhooks; stores a replay once",
    async () => {
      const customer = { waId: "5521955510001", name: "Beto Cliente" }
      const body = textBody(PNID, customer, "Olá, tudo bem?")
      const before = await messageCount()
      expect((await deliver(hook(), body, undefined)).status).toBe(401)
      const wrong = await deliver(hook(), body, signed, { signature: `sha256=${"0".repeat(64)}` })
      expect([wrong.status, JSON.parse(wrong.text).error]).toEqual([401, "ERR_WABA_WEBHOOK_SIGNATURE"])
      // signed with another tenant's app secret, or for another body
      expect((await deliver(hook(), body, { appSecret: APP_SECRET_B })).status).toBe(401)
      expect((await deliver(hook(channelB), body, signed)).status).toBe(401)
      const other = JSON.stringify(textBody(PNID, customer, "outro"))
      expect((await deliver(hook(), body, signed, {})).status).toBe(200)
      const tampered = await deliver(hook(), undefined, signed, {
        raw: other,
        signature: signatureOf(APP_SECRET, JSON.stringify(body))
      })
      expect(tampered.status).toBe(401)
      expect((await deliver(`${node.url}/webhooks/waba/999999`, body, signed)).status).toBe(404)
      expect((await deliver(`${node.url}/webhooks/waba/abc`, body, signed)).status).toBe(404)
      const malformed = await deliver(hook(), undefined, signed, { raw: "{not json" })
      expect([malformed.status, JSON.parse(malformed.text).error]).toEqual([400, "ERR_INVALID_JSON"])
      const wrongShape = await deliver(hook(), { entry: "nope" }, signed)
      expect(wrongShape.status).toBe(400)
      // past 1 MB: refused before it is read into anything
      const huge = JSON.stringify(textBody(PNID, customer, "x".repeat(2 * 1024 * 1024)))
      expect((await deliver(hook(), undefined, signed, { raw: huge })).status).toBe(413)

      // the one good delivery above is stored; a replay of it (Meta retrying) is not stored again
      const ticketId = await ticketOf(customer.waId)
      await messageIn(ticketId, (m) => m.body === "Olá, tudo bem?", "the message")
      expect((await deliver(hook(), body, signed)).status).toBe(200)
      expect((await deliver(hook(), textBody(PNID, customer, "Segunda"), signed)).status).toBe(200)
      await messageIn(ticketId, (m) => m.body === "Segunda", "the second message")
      expect((await messagesOf(ticketId)).map((m) => m.body)).toEqual(["Olá, tudo bem?", "Segunda"])
      expect(await messageCount()).toBe(before + 2)
      const [contact] = await store.query(
        "SELECT name FROM contacts WHERE channel_id = $1 AND external_id = $2",
        channelId,
        customer.waId
      )
      expect(contact.name).toBe("Beto Cliente")
    }
  )

  it.skipIf(!run)(
    "takes a customer's image, quotes both ways, moves statuses and sends the agent's file by media id",
    async () => {
      const carla = { waId: "5521955510002", name: "Carla Cliente" }
      const photo = randomBytes(4_000)
      const mediaId = standin.addMedia(photo, "image/jpeg")
      const photoWamid = wamid()
      const r = await deliver(
        hook(),
        messageBody(
          PNID,
          carla,
          { type: "image", image: { id: mediaId, mime_type: "image/jpeg", caption: "Está riscado" } },
          { id: photoWamid }
        ),
        signed
      )
      expect(r.status, r.text).toBe(200)
      const ticketId = await ticketOf(carla.waId)
      const image = await messageIn(ticketId, (m) => m.body === "Está riscado", "the image")
      expect(image).toMatchObject({ mediaType: "image/jpeg", fromMe: false })
      const bytes = Buffer.from(await (await fetch(node.url + image.mediaUrl)).arrayBuffer())
      expect(bytes).toEqual(photo)

      // the agent answers quoting the photo
      await open(ticketId)
      const question = await api("POST", `/messages/${ticketId}`, {
        body: "Sinto muito! Qual o pedido?",
        quotedMsgId: image.id
      })
      expect(question.status, question.text).toBe(200)
      const sentQ = await until(
        async () => standin.sent().find((s) => s.body.text?.body === "Sinto muito! Qual o pedido?"),
        (s) => s !== undefined,
        "the question at the provider"
      )
      expect(sentQ!.body).toMatchObject({ to: carla.waId, type: "text", context: { message_id: photoWamid } })
      expect(sentQ!.flavour).toBe("waba")
      const questionWamid = await providerIdOf(question.json.id)
      const statusOf = async () => (await messagesOf(ticketId)).find((m) => m.id === question.json.id)?.status
      await until(statusOf, (s) => s === "sent", "sent")
      for (const s of ["delivered", "read"] as const) {
        expect((await deliver(hook(), statusBody(PNID, carla.waId, questionWamid, s), signed)).status).toBe(200)
        await until(statusOf, (x) => x === s, s)
      }
      // a failed status for an unknown message is taken (and logged), nothing changes
      expect((await deliver(hook(), statusBody(PNID, carla.waId, wamid(), "failed"), signed)).status).toBe(200)

      // the customer answers quoting the question
      expect(
        (await deliver(hook(), textBody(PNID, carla, "É o 4521", { contextId: questionWamid }), signed)).status
      ).toBe(200)
      const reply = await messageIn(ticketId, (m) => m.body === "É o 4521", "the reply")
      expect(reply.quotedMsg).toMatchObject({ id: question.json.id, fromMe: true })

      // the agent's picture: uploaded, then sent by its media id with the caption
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
      const sentImage = await until(
        async () => standin.sent().find((s) => s.body.to === carla.waId && s.body.type === "image"),
        (s) => s !== undefined,
        "the picture at the provider"
      )
      expect(sentImage!.body.image.caption).toBe("A etiqueta")
      expect(standin.media(sentImage!.body.image.id)?.bytes).toEqual(picture)
      await until(
        async () => (await store.query("SELECT id FROM deliveries WHERE channel_id = $1", channelId)).length,
        (n) => n === 0,
        "the outbox emptied"
      )
      expect(standin.textsTo(carla.waId)).toEqual(["Sinto muito! Qual o pedido?", "A etiqueta"])
    },
    120_000
  )

  it.skipIf(!run)("fails a message outside the 24-hour window with ERR_WABA_WINDOW_CLOSED's words", async () => {
    const dora = { waId: "5521955510003", name: "Dora" }
    expect((await deliver(hook(), textBody(PNID, dora, "Oi"), signed)).status).toBe(200)
    const ticketId = await ticketOf(dora.waId)
    await messageIn(ticketId, (m) => m.body === "Oi", "the message")
    await open(ticketId)
    const failedWith = async (body: string) => {
      const sent = await api("POST", `/messages/${ticketId}`, { body })
      expect(sent.status, sent.text).toBe(200)
      const m = await messageIn(ticketId, (x) => x.id === sent.json.id && x.status === "failed", `${body} failed`)
      expect(m.deliveryError.code).toBe("ERR_WABA_WINDOW_CLOSED")
    }
    // the provider says so (131047)
    standin.closeWindow(dora.waId)
    await failedWith("Pela API")
    standin.closeWindow(dora.waId, false)
    // Atende knows: the customer's last message is 25 hours old; the provider is not asked
    await store.query(
      `UPDATE messages SET created_at = created_at - ${25 * 3600 * 1000} WHERE ticket_id = $1 AND from_me = 0`,
      ticketId
    )
    const before = standin.sent().length
    await failedWith("Fora da janela")
    expect(standin.sent().length).toBe(before)
    expect(standin.textsTo(dora.waId)).toEqual([])
  })

  it.skipIf(!run)("360dialog: webhooks with the channel's token, sends with D360-API-KEY", async () => {
    const eva = { waId: "5521955510004", name: "Eva" }
    expect((await deliver(hook(channel360), textBody(PNID, eva, "Via 360"), undefined)).status).toBe(401)
    expect(
      (await deliver(hook(channel360), textBody(PNID, eva, "Via 360"), { webhookToken: "wrong-token-xxxxxxxx" })).status
    ).toBe(401)
    expect(
      (await deliver(hook(channel360), textBody(PNID, eva, "Via 360"), { webhookToken: WEBHOOK_TOKEN })).status
    ).toBe(200)
    const ticketId = await ticketOf(eva.waId, channel360)
    await messageIn(ticketId, (m) => m.body === "Via 360", "the message")
    await open(ticketId)
    expect((await api("POST", `/messages/${ticketId}`, { body: "Resposta 360" })).status).toBe(200)
    const sent = await until(
      async () => standin.sent().find((s) => s.body.to === eva.waId),
      (s) => s !== undefined,
      "the reply at 360dialog"
    )
    expect(sent!.flavour).toBe("waba360")
    expect(sent!.body).toMatchObject({ type: "text", text: { body: "Resposta 360" } })
  })

  it.skipIf(!run)("another tenant neither sees nor changes the channel", async () => {
    const before = await channelRows()
    expect((await api("GET", `/channels/${channelId}`, undefined, adminB)).status).toBe(404)
    const theirs = (await api("GET", "/channels", undefined, adminB)).json as Array<any>
    expect(theirs.map((c) => c.id)).not.toContain(channelId)
    expect((await api("PUT", `/channels/${channelId}`, { settings: { accessToken: TOKEN_B } }, adminB)).status).toBe(
      404
    )
    const del = await api(
      "DELETE",
      `/channels/${channelId}?confirm=${encodeURIComponent(`WABA ${mode}`)}`,
      undefined,
      adminB
    )
    expect(del.status).toBe(404)
    expect(await channelRows()).toEqual(before)
  })
})
