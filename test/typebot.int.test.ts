/**
 * Typebot end to end over web chat (issue 14 item 4; runtime/src/features/typebot,
 * runtime/src/features/tickets/actor/typebot.ts), in both modes, against a stand-in of Typebot's
 * chat API (test/support/typebot/standin.ts). A web-chat channel bound to a connection hands a new
 * ticket to the bot: its greeting and menu (a choice shown as numbered lines), the customer's "1"
 * sent as the choice's label, a text input, and the end of the bot's conversation hands the ticket
 * to a person; a wrong answer gets the connection's invalid message; the restart keyword starts
 * over; an agent taking the ticket makes the bot let go; Typebot unreachable leaves the ticket
 * waiting for a person with every message kept. The routes: field errors, the token never shown,
 * and another tenant gets 404.
 */
import { createServer } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { until, waitFor } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { startTypebotStandin, type TypebotStandin } from "./support/typebot/standin"
import { visitorTicket, waitForRow, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

/** A loopback port nobody listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const s = createServer()
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })

describe.each<Mode>(["embedded", "production"])("Typebot over web chat (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  let bot: TypebotStandin
  let typebotId = 0

  beforeAll(async () => {
    if (!run) return
    bot = await startTypebotStandin()
    const created = await a.post(w.admin, "/typebots", {
      name: "Atendimento",
      baseUrl: `${bot.url}/`,
      publicId: bot.publicId,
      token: bot.token,
      restartKeyword: "#reiniciar",
      invalidMessage: "Opção inválida, responda com o número."
    })
    expect(created.status, created.text).toBe(201)
    typebotId = created.json.id
  })
  afterAll(async () => {
    await bot?.close()
  })

  const channelId = async () =>
    Number(
      (await w.query`SELECT id FROM channels WHERE tenant_id = ${w.admin.tenantId} AND type = ${"webchat"} LIMIT 1`)[0]
        .id
    )
  const bind = async (id: number | null) => {
    const r = await a.put(w.admin, `/channels/${await channelId()}`, { typebotId: id })
    expect(r.status, r.text).toBe(200)
    expect(r.json.typebotId).toBe(id)
  }
  const ticket = async (id: number) => (await a.get(w.admin, `/tickets/${id}`)).json
  const botSays = (widget: { messages: () => Array<{ fromMe: boolean; body: string }> }) =>
    widget
      .messages()
      .filter((m) => m.fromMe)
      .map((m) => m.body)
  const session = (ticketId: number) => w.query`SELECT * FROM typebot_sessions WHERE ticket_id = ${ticketId}`
  const menu = "Como podemos ajudar?\n1 - Vendas\n2 - Suporte"
  /** The greeting names the contact (prefilled): "Visitante" and the visitor's id. */
  const greeting = expect.stringMatching(/^Olá, Visitante\b.*!$/)

  it.skipIf(!run)("greets, numbered choices, a text input; the end hands the ticket to a person", async () => {
    await bind(typebotId)
    const before = bot.requests.length
    const { ticketId, widget } = await visitorTicket(w, "Oi, boa tarde")
    await waitFor(() => botSays(widget).length >= 2, 10_000, "the greeting and the menu")
    expect(botSays(widget)).toEqual([greeting, menu])
    const start = bot.requests[before]!
    expect(start.path).toBe(`/api/v1/typebots/${bot.publicId}/startChat`)
    expect(start.authorization).toBe(`Bearer ${bot.token}`)
    expect(start.body.prefilledVariables).toMatchObject({
      message: "Oi, boa tarde",
      name: expect.stringMatching(/^Visitante/)
    })
    // the bot's messages are automatic (no user)
    const stored = await w.query`SELECT user_id FROM messages WHERE ticket_id = ${ticketId} AND from_me = ${1}`
    expect(stored.map((m) => m.user_id)).toEqual([null, null])

    widget.send("1")
    await waitFor(() => botSays(widget).length >= 3, 10_000, "the e-mail question")
    expect(botSays(widget)[2]).toBe("Qual é o seu e-mail?")
    const chosen = bot.requests.at(-1)!
    expect(chosen.path).toMatch(/^\/api\/v1\/sessions\/[^/]+\/continueChat$/)
    expect(chosen.body.message).toEqual({ type: "text", text: "Vendas" })

    widget.send("ana@example.com")
    await waitFor(() => botSays(widget).length >= 4, 10_000, "the goodbye")
    expect(botSays(widget)[3]).toBe("Obrigado, ana@example.com! Até logo.")
    await until(
      () => session(ticketId),
      (rows) => rows.length === 0,
      "Typebot letting go"
    )
    // the ticket waits for a person; Typebot says nothing more
    expect(await ticket(ticketId)).toMatchObject({ status: "pending", userId: null })
    const calls = bot.requests.length
    widget.send("Alguém aí?")
    await waitForRow(w, () => w.query`SELECT id FROM messages WHERE ticket_id = ${ticketId} AND body = ${"Alguém aí?"}`)
    expect(bot.requests.length).toBe(calls)
    expect(botSays(widget)).toHaveLength(4)
    widget.close()
  })

  it.skipIf(!run)("a wrong answer gets the invalid message; the restart keyword starts over", async () => {
    await bind(typebotId)
    const { ticketId, widget } = await visitorTicket(w, "Olá")
    await waitFor(() => botSays(widget).length >= 2, 10_000, "the menu")
    const calls = bot.requests.length
    widget.send("quero um boleto")
    await waitFor(() => botSays(widget).length >= 4, 10_000, "the invalid message and the menu again")
    expect(botSays(widget).slice(2)).toEqual(["Opção inválida, responda com o número.", "1 - Vendas\n2 - Suporte"])
    // answered here, not by Typebot
    expect(bot.requests.length).toBe(calls)

    widget.send("#REINICIAR")
    await waitFor(() => botSays(widget).length >= 6, 10_000, "the greeting again")
    expect(botSays(widget).slice(4)).toEqual([greeting, menu])
    expect(bot.requests.at(-1)!.path).toMatch(/startChat$/)

    widget.send("suporte")
    await waitFor(() => botSays(widget).length >= 7, 10_000, "the hand-over")
    expect(botSays(widget)[6]).toBe("Um atendente vai falar com você.")
    await until(
      () => session(ticketId),
      (rows) => rows.length === 0,
      "Typebot letting go"
    )
    // after the end, the restart keyword talks to the bot again while nobody has the ticket
    widget.send("#reiniciar")
    await waitFor(() => botSays(widget).length >= 9, 10_000, "a new conversation")
    expect(botSays(widget).slice(7)).toEqual([greeting, menu])
    widget.close()
  })

  it.skipIf(!run)("lets go when an agent takes the ticket", async () => {
    await bind(typebotId)
    const { ticketId, widget } = await visitorTicket(w, "Bom dia")
    await waitFor(() => botSays(widget).length >= 2, 10_000, "the menu")
    const taken = await a.put(w.admin, `/tickets/${ticketId}`, { status: "open" })
    expect(taken.status, taken.text).toBe(200)
    const calls = bot.requests.length
    widget.send("1")
    await waitForRow(w, () => w.query`SELECT id FROM messages WHERE ticket_id = ${ticketId} AND body = ${"1"}`)
    await until(
      () => session(ticketId),
      (rows) => rows.length === 0,
      "Typebot letting go"
    )
    expect(bot.requests.length).toBe(calls)
    expect(botSays(widget)).toHaveLength(2)
    widget.close()
  })

  it.skipIf(!run)("Typebot unreachable: the ticket waits for a person and nothing is lost", async () => {
    const down = await a.post(w.admin, "/typebots", {
      name: "Fora do ar",
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      publicId: "nobody-home"
    })
    expect(down.status, down.text).toBe(201)
    await bind(down.json.id)
    const { ticketId, widget } = await visitorTicket(w, "Preciso de ajuda")
    widget.send("Tem alguém?")
    await waitForRow(
      w,
      () => w.query`SELECT id FROM messages WHERE ticket_id = ${ticketId} AND body = ${"Tem alguém?"}`
    )
    await until(
      () => session(ticketId),
      (rows) => rows.length === 0,
      "Typebot letting go"
    )
    expect(await w.query`SELECT id FROM typebot_inputs WHERE ticket_id = ${ticketId}`).toEqual([])
    expect(await ticket(ticketId)).toMatchObject({ status: "pending", userId: null })
    const bodies = (await w.query`SELECT body, from_me FROM messages WHERE ticket_id = ${ticketId} ORDER BY id`).map(
      (m) => [m.body, Number(m.from_me)]
    )
    expect(bodies).toEqual([
      ["Preciso de ajuda", 0],
      ["Tem alguém?", 0]
    ])
    widget.close()
    await bind(null)
  })

  it.skipIf(!run)("the routes: field errors, the token never shown, another tenant gets 404", async () => {
    const bad = await a.post(w.admin, "/typebots", { name: "", baseUrl: "ftp://x", publicId: "a b" })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe("ERR_VALIDATION")
    const fields = (bad.json.issues ?? bad.json.details?.issues ?? []).map((i: { field: string }) => i.field)
    expect(fields).toEqual(expect.arrayContaining(["name", "baseUrl", "publicId"]))
    const inward = await a.post(w.admin, "/typebots", { name: "X", baseUrl: "http://10.1.2.3", publicId: "x" })
    expect([inward.status, inward.json.error]).toEqual([400, "ERR_URL_NOT_ALLOWED"])

    const one = await a.get(w.admin, `/typebots/${typebotId}`)
    expect(one.status).toBe(200)
    expect(one.json).toMatchObject({ name: "Atendimento", baseUrl: bot.url, tokenSet: true })
    expect(JSON.stringify(one.json)).not.toContain(bot.token)
    const sealed = await w.query`SELECT token FROM typebots WHERE id = ${typebotId}`
    expect(String(sealed[0].token)).not.toContain(bot.token)

    const other = a
    expect((await other.get(w.adminB, `/typebots/${typebotId}`)).status).toBe(404)
    expect((await other.put(w.adminB, `/typebots/${typebotId}`, { name: "Meu" })).json.error).toBe(
      "ERR_NO_TYPEBOT_FOUND"
    )
    expect((await other.del(w.adminB, `/typebots/${typebotId}`)).status).toBe(404)
    expect((await other.get(w.adminB, "/typebots")).json).toEqual([])
    const theirs = await w.query`SELECT id FROM channels WHERE tenant_id = ${w.adminB.tenantId} LIMIT 1`
    if (theirs.length) {
      const bound = await other.put(w.adminB, `/channels/${theirs[0].id}`, { typebotId })
      expect([bound.status, bound.json.error]).toEqual([400, "ERR_VALIDATION"])
    }
    // an agent is not an administrator
    expect((await a.get(w.agent, "/typebots")).status).toBe(403)
    expect((await a.get(w.admin, `/typebots/${typebotId}`)).json.name).toBe("Atendimento")
  })

  it.skipIf(!run)("deleting a connection unbinds its channels", async () => {
    const extra = await a.post(w.admin, "/typebots", { name: "Temporário", baseUrl: bot.url, publicId: "tmp" })
    await bind(extra.json.id)
    const removed = await a.del(w.admin, `/typebots/${extra.json.id}`)
    expect(removed.status, removed.text).toBe(200)
    const ch = await a.get(w.admin, `/channels/${await channelId()}`)
    expect(ch.json.typebotId).toBeNull()
    expect((await a.get(w.admin, `/typebots/${extra.json.id}`)).status).toBe(404)
  })
})
