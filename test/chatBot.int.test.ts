/**
 * The chat-flow bot end to end over web chat (issue 14 item 3; runtime/src/features/tickets/actor/bot.ts,
 * core/src/bot/engine.ts), in both modes. A web-chat channel bound to a flow greets a new ticket
 * with the welcome (variables filled) and a menu of buttons shown as numbered lines; the customer's
 * "2" (the button's number) routes the ticket to the second queue with the bot's log lines; a wrong
 * answer gets the invalid message, and past the attempts the limit action; the wait timer fires the
 * limit action (closing, with the closing message, when the flow says so); balance hands the queue's
 * tickets to its online agents in turn; once an agent has the ticket the bot stays quiet; trigger
 * keywords decide which first messages start it; a flow's file goes out as a media message.
 */
import { describe, expect, it } from "vitest"
import { until, waitFor } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { fireTimer, setSetting, visitorTicket, waitForRow, worldPerMode, type World } from "./workspace.support"

const production = await productionAvailable()

type Settings = Record<string, unknown>

describe.each<Mode>(["embedded", "production"])("the chat-flow bot over web chat (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  const menu = (settings: Settings, extra: Array<unknown> = []) => ({
    version: 1,
    settings: {
      welcomeMessage: "Olá, {{firstName}}! Protocolo {{protocol}}.",
      invalidMessage: "Não entendi, escolha uma opção.",
      closingMessage: "Até logo!",
      maxAttempts: 2,
      limitAction: { type: "queue", queueId: w.queueA },
      ...settings
    },
    nodes: [
      { id: "start", type: "start", position: { x: 0, y: 0 }, data: { next: "menu" } },
      {
        id: "menu",
        type: "step",
        position: { x: 200, y: 0 },
        data: {
          name: "Menu",
          interactions: [
            {
              id: "menu-b",
              type: "buttons",
              text: "Como podemos ajudar?",
              buttons: [
                { id: "vendas", label: "Vendas" },
                { id: "financeiro", label: "Financeiro" }
              ]
            },
            ...extra
          ],
          conditions: [
            { id: "c1", type: "keywords", keywords: ["vendas"], action: { type: "queue", queueId: w.queueA } },
            { id: "c2", type: "keywords", keywords: ["financeiro"], action: { type: "queue", queueId: w.queueB } }
          ]
        }
      }
    ]
  })

  const channelId = async () =>
    Number(
      (await w.query`SELECT id FROM channels WHERE tenant_id = ${w.admin.tenantId} AND type = ${"webchat"} LIMIT 1`)[0]
        .id
    )

  /** The tenant's only active flow (the free plan keeps one), bound to the web-chat channel. */
  const useFlow = async (w: World, settings: Settings, extra: Array<unknown> = []) => {
    await w.query`UPDATE channels SET chat_flow_id = NULL WHERE tenant_id = ${w.admin.tenantId}`
    await w.query`UPDATE chat_flows SET active = ${0} WHERE tenant_id = ${w.admin.tenantId}`
    const created = await a.post(w.admin, "/chat-flows", {
      name: `Menu ${Date.now()}`,
      document: menu(settings, extra)
    })
    expect(created.status, created.text).toBe(201)
    const bound = await a.put(w.admin, `/channels/${await channelId()}`, { chatFlowId: created.json.id })
    expect(bound.status, bound.text).toBe(200)
    return created.json.id as number
  }

  const ticket = async (id: number) => (await a.get(w.admin, `/tickets/${id}`)).json
  const logTypes = async (id: number) =>
    ((await a.get(w.admin, `/tickets/${id}/logs`)).json as Array<{ type: string }>).map((l) => l.type)
  const botSays = (widget: { messages: () => Array<{ fromMe: boolean; body: string }> }) =>
    widget
      .messages()
      .filter((m) => m.fromMe)
      .map((m) => m.body)

  it.skipIf(!run)("greets, shows the menu, and '2' routes the ticket to the second queue", async () => {
    await useFlow(w, { autoDistribute: "none" })
    const { ticketId, widget } = await visitorTicket(w, "Oi, boa tarde")
    const protocol = (await ticket(ticketId)).protocol
    await waitFor(() => botSays(widget).length >= 2, 10_000, "the welcome and the menu")
    expect(botSays(widget)).toEqual([
      `Olá, Visitante! Protocolo ${protocol}.`,
      "Como podemos ajudar?\n1 - Vendas\n2 - Financeiro"
    ])
    // while the bot talks it is a chatbot ticket: with hideBotUnassigned an agent does not see it
    expect((await ticket(ticketId)).chatbot).toBe(true)
    await setSetting(w, "hideBotUnassigned", true)
    expect((await a.get(w.agent, `/tickets/${ticketId}`)).status).toBe(404)
    await setSetting(w, "hideBotUnassigned", false)
    const stored = await w.query`SELECT user_id FROM messages WHERE ticket_id = ${ticketId} AND from_me = ${1}`
    expect(stored.map((m) => m.user_id)).toEqual([null, null])

    widget.send("2")
    await until(
      () => ticket(ticketId),
      (t) => t.queueId === w.queueB,
      "the second queue"
    )
    const t = await ticket(ticketId)
    expect(t).toMatchObject({ status: "pending", userId: null, queueId: w.queueB, chatbot: false })
    expect(await logTypes(ticketId)).toEqual(expect.arrayContaining(["create", "chatBot", "queue"]))
    // the bot let go: more messages get no answer from it
    widget.send("Obrigado")
    await waitForRow(w, () => w.query`SELECT id FROM messages WHERE ticket_id = ${ticketId} AND body = ${"Obrigado"}`)
    expect(botSays(widget)).toHaveLength(2)
    expect(await w.query`SELECT ticket_id FROM chat_flow_sessions WHERE ticket_id = ${ticketId}`).toEqual([])
    widget.close()
  })

  it.skipIf(!run)("answers by label too; a wrong answer gets the invalid message, then the limit action", async () => {
    await useFlow(w, { autoDistribute: "none" })
    const byLabel = await visitorTicket(w, "Olá")
    await waitFor(() => botSays(byLabel.widget).length >= 2, 10_000, "the menu")
    byLabel.widget.send("  VENDAS ")
    await until(
      () => ticket(byLabel.ticketId),
      (t) => t.queueId === w.queueA,
      "the first queue"
    )

    const { ticketId, widget } = await visitorTicket(w, "Bom dia")
    await waitFor(() => botSays(widget).length >= 2, 10_000, "the menu")
    widget.send("quero um boleto")
    await waitFor(() => botSays(widget).length >= 4, 10_000, "the invalid message and the menu again")
    expect(botSays(widget).slice(2)).toEqual([
      "Não entendi, escolha uma opção.",
      "Como podemos ajudar?\n1 - Vendas\n2 - Financeiro"
    ])
    widget.send("???")
    await until(
      () => ticket(ticketId),
      (t) => t.queueId === w.queueA,
      "the limit's queue"
    )
    expect(await logTypes(ticketId)).toContain("retriesLimitQueue")
    expect(botSays(widget)).toHaveLength(4)
    byLabel.widget.close()
    widget.close()
  })

  it.skipIf(!run)("no answer within the wait time closes the ticket with the closing message", async () => {
    await useFlow(w, { waitMinutes: 5, closeTicketOnTimeout: true })
    const { ticketId, widget } = await visitorTicket(w, "Oi")
    await waitFor(() => botSays(widget).length >= 2, 10_000, "the menu")
    await fireTimer(w, "bot.wait", ticketId)
    await until(
      () => ticket(ticketId),
      (t) => t.status === "closed",
      "closed"
    )
    await waitFor(() => botSays(widget).includes("Até logo!"), 10_000, "the closing message")
    expect(await logTypes(ticketId)).toContain("closed")
    widget.close()
  })

  it.skipIf(!run)("balance hands the queue's tickets to its online agents in turn", async () => {
    await useFlow(w, { autoDistribute: "balance" })
    // queue B's agents: Bruno (agent2) and Carla (agentB), both signed in
    const owners: Array<number> = []
    for (let i = 0; i < 2; i++) {
      const { ticketId, widget } = await visitorTicket(w, "Oi")
      await waitFor(() => botSays(widget).length >= 2, 10_000, "the menu")
      widget.send("financeiro")
      await until(
        () => ticket(ticketId),
        (t) => t.userId !== null,
        "an agent"
      )
      const t = await ticket(ticketId)
      expect(t).toMatchObject({ status: "pending", queueId: w.queueB })
      owners.push(t.userId)
      widget.close()
    }
    expect(new Set(owners)).toEqual(new Set([w.agent2.userId, w.agentB.userId]))
  })

  it.skipIf(!run)("an agent who takes the ticket silences the bot", async () => {
    await useFlow(w, { autoDistribute: "none" })
    const { ticketId, widget } = await visitorTicket(w, "Oi")
    await waitFor(() => botSays(widget).length >= 2, 10_000, "the menu")
    const taken = await a.put(w.admin, `/tickets/${ticketId}`, { status: "open" })
    expect(taken.status, taken.text).toBe(200)
    expect(taken.json.chatbot).toBe(false)
    widget.send("2")
    await waitForRow(w, () => w.query`SELECT id FROM messages WHERE ticket_id = ${ticketId} AND body = ${"2"}`)
    expect(botSays(widget)).toHaveLength(2)
    expect((await ticket(ticketId)).queueId).not.toBe(w.queueB)
    widget.close()
  })

  it.skipIf(!run)("trigger keywords: only a matching first message starts the bot", async () => {
    await useFlow(w, { keywords: ["menu"], autoDistribute: "none" })
    const quiet = await visitorTicket(w, "Olá")
    const started = await visitorTicket(w, "Menu")
    await waitFor(() => botSays(started.widget).length >= 2, 10_000, "the bot on the keyword")
    expect(botSays(quiet.widget)).toEqual([])
    expect(await logTypes(quiet.ticketId)).not.toContain("chatBot")
    quiet.widget.close()
    started.widget.close()
  })

  it.skipIf(!run)("a step's file goes out as a media message; another tenant's file is refused", async () => {
    const form = new FormData()
    form.append("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: "image/png" }), "m.png")
    const up = await fetch(`${w.url}/chat-flows/media`, {
      method: "POST",
      headers: { Authorization: `Bearer ${w.admin.token}` },
      body: form
    })
    expect(up.status).toBe(201)
    const media = (await up.json()) as { url: string; mediaType: string; name: string }
    expect(media).toMatchObject({ mediaType: "image/png", name: "m.png" })
    const interaction = { id: "menu-m", type: "media", url: media.url, mediaType: media.mediaType, caption: "Tabela" }

    // another tenant cannot name this file in its flow
    const foreign = await a.post(w.adminB, "/chat-flows", { name: "Alheio", document: menu({}, [interaction]) })
    expect(foreign.status).toBe(400)
    expect(foreign.json.issues.map((i: { field: string }) => i.field)).toContain(
      "document.nodes.1.data.interactions.1.url"
    )

    await useFlow(w, { autoDistribute: "none" }, [interaction])
    const { ticketId, widget } = await visitorTicket(w, "Oi")
    await waitFor(() => botSays(widget).length >= 3, 10_000, "the menu and the file")
    const rows = await w.query`SELECT body, media_type FROM messages
      WHERE ticket_id = ${ticketId} AND from_me = ${1} ORDER BY id`
    expect(rows.at(-1)).toMatchObject({ body: "Tabela", media_type: "image/png" })
    widget.close()
  })
})
