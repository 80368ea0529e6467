/**
 * WhatsApp templates of a Cloud API channel, in both modes, against the Graph API stand-in
 * (test/support/meta/graphStandin.ts), through the HTTP API as the templates screen and the
 * composer use it:
 * - an administrator submits a template: its variables must match their examples
 *   (ERR_TEMPLATE_VARIABLES_MISMATCH under the field, nothing submitted); Meta gets its components
 *   and it is listed PENDING; agents may list but not submit; another tenant sees nothing;
 * - Meta's review arrives by the signed webhook and moves it to APPROVED (an unsigned one moves
 *   nothing); a sync makes the list what Meta has;
 * - the 24-hour window: `GET /tickets/{id}/service-window` says it closed; a free-form message
 *   fails with ERR_WABA_WINDOW_CLOSED without reaching Meta; the approved template with its values
 *   reaches Meta once, as `type: "template"`, and shows its text in the conversation; wrong values
 *   or a template not approved are refused before anything is stored;
 * - deleting removes it at Meta and here; another channel's template id is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { provisionTenant } from "../runtime/src/features/tenants/index"
import { createUser } from "../runtime/src/features/users/index"
import { startNode, type NodeHandle } from "../runtime/src/server/node"
import { http, login, type Login, until } from "./support/clients"
import {
  deliver,
  startGraphStandin,
  templateStatusBody,
  textBody,
  type GraphStandin
} from "./support/meta/graphStandin"
import { makeEnv, productionAvailable, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"

const production = await productionAvailable()
const PNID = "106540352243001"
const WABA_ID = "102290129343001"
const TOKEN = "EAAGwabaTemplatesAccessToken00000000001"
const APP_SECRET = "waba-app-secret-templates-0001"

const settings = {
  phoneNumberId: PNID,
  businessAccountId: WABA_ID,
  appId: "1234567893001",
  accessToken: TOKEN,
  appSecret: APP_SECRET,
  verifyToken: "verify-token-templates-0001"
}

const order = {
  name: "pedido_enviado",
  language: "pt_BR",
  category: "UTILITY",
  header: { format: "TEXT", text: "Pedido {{1}}", examples: ["#123"] },
  body: { text: "Olá {{1}}, seu pedido saiu para entrega em {{2}}.", examples: ["Ana", "25/11"] },
  footer: "Loja Exemplo",
  buttons: [{ type: "QUICK_REPLY", text: "Falar com atendente" }]
}

describe.each<Mode>(["embedded", "production"])("WhatsApp templates (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let standin: GraphStandin
  let env: TestEnv
  let node: NodeHandle
  let store: RawStore
  let admin: Login
  let agent: Login
  let adminB: Login
  let channelId: number
  let webchatId: number

  const api = (method: string, path: string, body?: unknown, as: Login = admin) =>
    http(node.url, method, path, { auth: as, body })
  const hook = `/webhooks/waba/`
  const templates = async (as: Login = admin) =>
    (await api("GET", `/channels/${channelId}/templates`, undefined, as)).json
  const ticketOf = async (waId: string) => {
    const [row] = await until(
      () =>
        store.query(
          `SELECT t.id FROM tickets t JOIN contacts c ON c.id = t.contact_id
            WHERE c.channel_id = $1 AND c.external_id = $2 ORDER BY t.id DESC`,
          channelId,
          waId
        ),
      (r) => r.length > 0,
      `the ticket of ${waId}`
    )
    return Number(row.id)
  }
  const messageIn = (ticketId: number, match: (m: any) => boolean, what: string) =>
    until(
      async () => ((await api("GET", `/messages/${ticketId}`)).json.messages as Array<any>).find(match),
      (m) => m !== undefined,
      what
    )

  beforeAll(async () => {
    if (!run) return
    standin = await startGraphStandin()
    standin.addNumber({
      phoneNumberId: PNID,
      accessToken: TOKEN,
      display: "+55 11 4000-3001",
      businessAccountId: WABA_ID
    })
    env = await makeEnv(mode)
    store = rawStore(env)
    node = await startNode(env.config({ ATENDE_GRAPH_API_URL: standin.url, ATENDE_360_API_URL: standin.d360Url }), {
      demo: true
    })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    await node.run(
      createUser(admin.tenantId, {
        name: "Agente",
        email: "agent@templates.test",
        password: "Agent12345",
        profile: "user"
      })
    )
    agent = await login(node.url, "agent@templates.test", "Agent12345")
    await node.run(
      provisionTenant({
        name: "Outra loja",
        plan: "enterprise",
        adminName: "Admin Outra",
        adminEmail: "admin@other-templates.test",
        adminPassword: "Other12345"
      })
    )
    adminB = await login(node.url, "admin@other-templates.test", "Other12345")
    const created = await api("POST", "/channels", { name: "WABA modelos", type: "waba", settings })
    expect(created.status, created.text).toBe(201)
    channelId = created.json.id
    const webchat = await api("POST", "/channels", { name: "Site modelos", type: "webchat" })
    expect(webchat.status, webchat.text).toBe(201)
    webchatId = webchat.json.id
  }, 120_000)

  afterAll(async () => {
    await node?.close()
    await store?.close()
    await env?.cleanup()
    await standin?.close()
  })

  it.skipIf(!run)(
    "submits a template whose variables match their examples; agents list, others see nothing",
    async () => {
      const mismatch = await api("POST", `/channels/${channelId}/templates`, {
        ...order,
        body: { ...order.body, examples: ["Ana"] }
      })
      expect(mismatch.status, mismatch.text).toBe(400)
      expect(mismatch.json).toMatchObject({ error: "ERR_TEMPLATE_VARIABLES_MISMATCH", field: "body.examples" })
      const badName = await api("POST", `/channels/${channelId}/templates`, { ...order, name: "Pedido Enviado" })
      expect(badName.status).toBe(400)
      expect(badName.json.error).toBe("ERR_VALIDATION")
      expect((await api("POST", `/channels/${channelId}/templates`, order, agent)).status).toBe(403)
      expect(standin.templates(WABA_ID)).toEqual([])

      const created = await api("POST", `/channels/${channelId}/templates`, order)
      expect(created.status, created.text).toBe(200)
      expect(created.json).toMatchObject({ name: "pedido_enviado", status: "PENDING", category: "UTILITY" })
      const [atMeta] = standin.templates(WABA_ID)
      expect(atMeta!.components).toEqual([
        { type: "HEADER", format: "TEXT", text: "Pedido {{1}}", example: { header_text: ["#123"] } },
        {
          type: "BODY",
          text: "Olá {{1}}, seu pedido saiu para entrega em {{2}}.",
          example: { body_text: [["Ana", "25/11"]] }
        },
        { type: "FOOTER", text: "Loja Exemplo" },
        { type: "BUTTONS", buttons: [{ type: "QUICK_REPLY", text: "Falar com atendente" }] }
      ])
      expect((await templates(agent)).map((t: any) => t.name)).toEqual(["pedido_enviado"])
      // the same name and language again: Meta refuses, nothing changes here
      const again = await api("POST", `/channels/${channelId}/templates`, order)
      expect(again.status).toBe(400)
      expect((await templates()).length).toBe(1)
      // another tenant: the channel does not exist for it
      const other = await api("GET", `/channels/${channelId}/templates`, undefined, adminB)
      expect(other.status).toBe(404)
      expect(JSON.stringify(other.json)).not.toContain("pedido_enviado")
      // a channel without templates lists none and takes none
      expect((await api("GET", `/channels/${webchatId}/templates`)).json).toEqual([])
      expect((await api("POST", `/channels/${webchatId}/templates`, order)).status).toBe(400)
    }
  )

  it.skipIf(!run)("takes Meta's review from the signed webhook, and a sync makes the list Meta's", async () => {
    const approved = standin.reviewTemplate(WABA_ID, "pedido_enviado", "APPROVED")
    const unsigned = await deliver(`${node.url}${hook}${channelId}`, templateStatusBody(WABA_ID, approved), {
      appSecret: "not-the-app-secret"
    })
    expect(unsigned.status).toBe(401)
    expect((await templates())[0].status).toBe("PENDING")
    const signed = await deliver(`${node.url}${hook}${channelId}`, templateStatusBody(WABA_ID, approved), {
      appSecret: APP_SECRET
    })
    expect(signed.status, signed.text).toBe(200)
    expect((await templates())[0].status).toBe("APPROVED")

    // made in Meta's manager, not here: a sync brings it, with its parts
    const made = await fetch(`${standin.url}/v21.0/${WABA_ID}/message_templates`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({
        name: "boas_vindas",
        language: "pt_BR",
        category: "MARKETING",
        components: [{ type: "BODY", text: "Bem-vindo!" }]
      })
    })
    expect(made.status).toBe(200)
    standin.reviewTemplate(WABA_ID, "boas_vindas", "REJECTED", "INVALID_FORMAT")
    expect((await api("POST", `/channels/${channelId}/templates/sync`, undefined, agent)).status).toBe(403)
    const synced = await api("POST", `/channels/${channelId}/templates/sync`)
    expect(synced.status, synced.text).toBe(200)
    expect(synced.json.map((t: any) => [t.name, t.status, t.reason])).toEqual([
      ["boas_vindas", "REJECTED", "INVALID_FORMAT"],
      ["pedido_enviado", "APPROVED", null]
    ])
    expect(synced.json[1]).toMatchObject({
      header: { format: "TEXT", text: "Pedido {{1}}", examples: ["#123"] },
      body: { examples: ["Ana", "25/11"] },
      footer: "Loja Exemplo"
    })
    const approvedOnly = await api("GET", `/channels/${channelId}/templates?status=approved`, undefined, agent)
    expect(approvedOnly.json.map((t: any) => t.name)).toEqual(["pedido_enviado"])
  })

  it.skipIf(!run)(
    "after the 24-hour window a message fails and an approved template reaches the customer",
    async () => {
      const customer = { waId: "5521955530001", name: "Bia" }
      const inbound = await deliver(`${node.url}${hook}${channelId}`, textBody(PNID, customer, "Oi, e meu pedido?"), {
        appSecret: APP_SECRET
      })
      expect(inbound.status).toBe(200)
      const ticketId = await ticketOf(customer.waId)
      await messageIn(ticketId, (m) => m.body === "Oi, e meu pedido?", "the customer's message")
      expect((await api("PUT", `/tickets/${ticketId}`, { status: "open" })).status).toBe(200)
      expect((await api("GET", `/tickets/${ticketId}/service-window`)).json).toMatchObject({
        applies: true,
        open: true
      })
      await store.query(
        `UPDATE messages SET created_at = created_at - ${25 * 3600 * 1000} WHERE ticket_id = $1 AND from_me = 0`,
        ticketId
      )
      const window = (await api("GET", `/tickets/${ticketId}/service-window`)).json
      expect(window).toMatchObject({ applies: true, open: false })
      expect(Date.parse(window.closesAt)).toBeLessThan(Date.now())

      const before = standin.sent().length
      const free = await api("POST", `/messages/${ticketId}`, { body: "Seu pedido saiu" })
      expect(free.status).toBe(200)
      const failed = await messageIn(ticketId, (m) => m.id === free.json.id && m.status === "failed", "the failure")
      expect(failed.deliveryError.code).toBe("ERR_WABA_WINDOW_CLOSED")
      expect(standin.sent().length).toBe(before)

      const [approved, rejected] = [
        (await templates()).find((t: any) => t.name === "pedido_enviado"),
        (await templates()).find((t: any) => t.name === "boas_vindas")
      ]
      const count = async () => Number((await store.query("SELECT COUNT(*) AS n FROM messages"))[0].n)
      const stored = await count()
      const wrong = await api("POST", `/messages/${ticketId}`, {
        template: { templateId: approved.id, header: ["#981"], body: ["Bia"] }
      })
      expect(wrong.status).toBe(400)
      expect(wrong.json).toMatchObject({ error: "ERR_TEMPLATE_VARIABLES_MISMATCH", field: "template.body" })
      const notApproved = await api("POST", `/messages/${ticketId}`, { template: { templateId: rejected.id } })
      expect(notApproved.status).toBe(404)
      expect(notApproved.json.error).toBe("ERR_NO_TEMPLATE_FOUND")
      expect(await count()).toBe(stored)

      const send = {
        template: { templateId: approved.id, header: ["#981"], body: ["Bia", "26/11"] },
        clientId: "tpl-1"
      }
      const sent = await api("POST", `/messages/${ticketId}`, send, agent)
      // the agent does not see the ticket (the administrator attends it): not found, nothing stored
      expect(sent.status).toBe(404)
      const mine = await api("POST", `/messages/${ticketId}`, send)
      expect(mine.status, mine.text).toBe(200)
      expect(mine.json.body).toBe("*Pedido #981*\n\nOlá Bia, seu pedido saiu para entrega em 26/11.\n\n_Loja Exemplo_")
      expect(mine.json.template).toEqual({
        name: "pedido_enviado",
        language: "pt_BR",
        header: ["#981"],
        body: ["Bia", "26/11"]
      })
      // a client retry stores and sends nothing more
      expect((await api("POST", `/messages/${ticketId}`, send)).json.id).toBe(mine.json.id)
      await messageIn(ticketId, (m) => m.id === mine.json.id && m.status === "sent", "the template sent")
      const toBia = standin.sent().filter((s) => s.body.to === customer.waId)
      expect(toBia.map((s) => s.body.type)).toEqual(["template"])
      expect(toBia[0]!.body.template).toEqual({
        name: "pedido_enviado",
        language: { code: "pt_BR" },
        components: [
          { type: "header", parameters: [{ type: "text", text: "#981" }] },
          {
            type: "body",
            parameters: [
              { type: "text", text: "Bia" },
              { type: "text", text: "26/11" }
            ]
          }
        ]
      })
    }
  )

  it.skipIf(!run)("deletes a template at Meta and here; another channel's template id is not found", async () => {
    const list = await templates()
    const welcome = list.find((t: any) => t.name === "boas_vindas")
    expect((await api("DELETE", `/channels/${webchatId}/templates/${welcome.id}`)).status).toBe(400)
    expect((await api("DELETE", `/channels/${channelId}/templates/999999`)).status).toBe(404)
    expect((await api("DELETE", `/channels/${channelId}/templates/${welcome.id}`, undefined, agent)).status).toBe(403)
    expect((await api("DELETE", `/channels/${channelId}/templates/${welcome.id}`, undefined, adminB)).status).toBe(404)
    const gone = await api("DELETE", `/channels/${channelId}/templates/${welcome.id}`)
    expect(gone.status, gone.text).toBe(200)
    expect(standin.templates(WABA_ID).map((t) => t.name)).toEqual(["pedido_enviado"])
    expect((await templates()).map((t: any) => t.name)).toEqual(["pedido_enviado"])
  })
})
