/**
 * Message calls of spec part 1 §7 in both modes: reply, signature and variables, edit, react,
 * the delete window, forward and the count (files, scheduled messages and transcription are in
 * workspace.media.int.test.ts).
 */
import { describe, expect, it } from "vitest"
import { liveClient, waitFor, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { setSetting, visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("workspace messages (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  const opened = async (as: Login) => {
    const t = await visitorTicket(w)
    await a.put(w.admin, `/tickets/${t.ticketId}`, { queueId: w.queueA })
    await a.put(as, `/tickets/${t.ticketId}`, { status: "open" })
    return t
  }

  it.skipIf(!run)(
    "replies quote a message; signature follows the administrator's mode; variables are filled",
    async () => {
      await setSetting(w, "signature", "defaultOn")
      const { ticketId, widget } = await opened(w.agent)
      const first = (await a.get(w.agent, `/messages/${ticketId}`)).json.messages[0]
      const reply = await a.post(w.agent, `/messages/${ticketId}`, {
        body: "Olá {{firstName}}! Protocolo {{protocol}} na fila {{queueName}}",
        quotedMsgId: first.id
      })
      const protocol = (await a.get(w.agent, `/tickets/${ticketId}`)).json.protocol
      expect(reply.json).toMatchObject({
        body: `*Ana Agente*:\nOlá Visitante! Protocolo ${protocol} na fila Atendimento`,
        quotedMsgId: first.id,
        quotedMsg: { id: first.id, body: "Olá" }
      })
      expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "sem assinatura", sign: false })).json.body).toBe(
        "sem assinatura"
      )
      await setSetting(w, "signature", "forcedOff")
      expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "a", sign: true })).json.body).toBe("a")
      await setSetting(w, "signature", "forcedOn")
      expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "b", sign: false })).json.body).toBe(
        "*Ana Agente*:\nb"
      )
      await setSetting(w, "signature", "defaultOff")
      expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "c" })).json.body).toBe("c")
      expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "d", sign: true })).json.body).toBe(
        "*Ana Agente*:\nd"
      )
      const other = await opened(w.agent)
      const foreignQuote = await a.post(w.agent, `/messages/${ticketId}`, {
        body: "x",
        quotedMsgId: (await a.get(w.agent, `/messages/${other.ticketId}`)).json.messages[0].id
      })
      expect([foreignQuote.status, foreignQuote.json.error]).toEqual([404, "ERR_NO_MESSAGE_FOUND"])
      const retry = { body: "uma vez", clientId: "retry-1" }
      expect((await a.post(w.agent, `/messages/${ticketId}`, retry)).json.id).toBe(
        (await a.post(w.agent, `/messages/${ticketId}`, retry)).json.id
      )
      await waitFor(() => widget.messages().find((m) => m.fromMe && m.body === "*Ana Agente*:\nb"))
      widget.close()
      other.widget.close()
    }
  )

  it.skipIf(!run)("edit and delete own messages only, delete within 5 minutes; react; live chat:update", async () => {
    const { ticketId, widget } = await opened(w.agent)
    const live = await liveClient(w.url, w.admin)
    const mine = (await a.post(w.agent, `/messages/${ticketId}`, { body: "com erro", sign: false })).json
    const customer = (await a.get(w.agent, `/messages/${ticketId}`)).json.messages[0]
    const edited = await a.post(w.agent, `/messagesEdit/${mine.id}`, { body: "corrigido" })
    expect(edited.json).toMatchObject({ body: "corrigido", edited: true })
    await waitFor(() => live.events().find((e) => e.data.type === "chat:update" && e.data.message.id === mine.id))
    for (const [as, id, path, body, status, error] of [
      [w.admin, mine.id, "/messagesEdit/", { body: "x" }, 403, "ERR_NO_PERMISSION"],
      [w.agent, customer.id, "/messagesEdit/", { body: "x" }, 403, "ERR_NO_PERMISSION"],
      [w.agent, mine.id, "/messagesEdit/", { body: "" }, 400, "ERR_VALIDATION"],
      [w.adminB, mine.id, "/messagesEdit/", { body: "x" }, 404, "ERR_NO_MESSAGE_FOUND"],
      [w.adminB, mine.id, "/messagesReaction/", { reaction: "👍" }, 404, "ERR_NO_MESSAGE_FOUND"],
      [w.adminB, mine.id, "/messages/", undefined, 404, "ERR_NO_MESSAGE_FOUND"]
    ] as const) {
      const r = body === undefined ? await a.del(as, `${path}${id}`) : await a.post(as, `${path}${id}`, body)
      expect([r.status, r.json.error], `${path} ${JSON.stringify(body)}`).toEqual([status, error])
    }
    expect((await a.post(w.sup, `/messagesReaction/${customer.id}`, { reaction: "👍" })).json.reaction).toBe("👍")
    expect((await a.post(w.sup, `/messagesReaction/${customer.id}`, { reaction: "" })).json.reaction).toBeNull()
    const notMine = await a.del(w.admin, `/messages/${mine.id}`)
    expect([notMine.status, notMine.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    expect((await a.del(w.agent, `/messages/${mine.id}`)).json).toMatchObject({ deleted: true })
    const old = (await a.post(w.agent, `/messages/${ticketId}`, { body: "antiga" })).json
    await w.query`UPDATE messages SET created_at = ${Date.now() - 5 * 60_000 - 1000} WHERE id = ${old.id}`
    const late = await a.del(w.agent, `/messages/${old.id}`)
    expect([late.status, late.json.error]).toEqual([409, "ERR_MESSAGE_TOO_OLD_TO_DELETE"])
    expect(
      (await a.get(w.agent, `/messages/${ticketId}`)).json.messages.find((m: any) => m.id === old.id).deleted
    ).toBe(false)
    live.close()
    widget.close()
  })

  it.skipIf(!run)("forwards up to 10 visible messages to a contact", async () => {
    const from = await opened(w.agent)
    const to = await visitorTicket(w)
    const contactId = (await a.get(w.admin, `/tickets/${to.ticketId}`)).json.contactId
    const sent = []
    for (let i = 0; i < 11; i++)
      sent.push((await a.post(w.agent, `/messages/${from.ticketId}`, { body: `m${i}`, sign: false })).json.id)
    const tooMany = await a.post(w.agent, "/forward-messages/", { messages: sent, contact: { id: contactId } })
    expect([tooMany.status, tooMany.json.error]).toEqual([400, "ERR_FORWARD_LIMIT"])
    const fwd = await a.post(w.agent, "/forward-messages/", {
      messages: sent.slice(0, 2).map((id) => ({ id })),
      contact: { id: contactId },
      clientId: "fw-1"
    })
    expect(fwd.json.ticket.id).toBe(to.ticketId)
    expect(fwd.json.messages.map((m: any) => [m.body, m.forwarded])).toEqual([
      ["m0", true],
      ["m1", true]
    ])
    const again = await a.post(w.agent, "/forward-messages/", {
      messages: sent.slice(0, 2),
      contactId,
      clientId: "fw-1"
    })
    expect(again.json.messages.map((m: any) => m.id)).toEqual(fwd.json.messages.map((m: any) => m.id))
    for (const [as, body, status, error] of [
      [w.adminB, { messages: [sent[0]], contactId }, 404, "ERR_NO_MESSAGE_FOUND"],
      [w.agent, { messages: [sent[0]], contactId: 999999 }, 404, "ERR_NO_CONTACT_FOUND"],
      [w.agent, { messages: [], contactId }, 400, "ERR_VALIDATION"],
      [w.agentB, { messages: [sent[0]], contactId }, 404, "ERR_NO_MESSAGE_FOUND"]
    ] as const) {
      const r = await a.post(as, "/forward-messages/", body)
      expect([r.status, r.json.error], JSON.stringify(body)).toEqual([status, error])
    }
    from.widget.close()
    to.widget.close()
  })

  it.skipIf(!run)("counts the messages the caller may see", async () => {
    const { ticketId, widget } = await opened(w.agent2)
    await a.post(w.agent2, `/messages/${ticketId}`, { body: "um" })
    const all = (await a.get(w.admin, "/messages/count-all")).json.count
    const mineOnly = (await a.get(w.agent2, `/messages/count-all?ticketId=${ticketId}`)).json.count
    expect(mineOnly).toBe(2)
    expect((await a.get(w.agent2, `/messages/count-all?ticketId=${ticketId}&fromMe=true`)).json.count).toBe(1)
    expect((await a.get(w.agentB, `/messages/count-all?ticketId=${ticketId}`)).json.count).toBe(0)
    expect((await a.get(w.adminB, "/messages/count-all")).json.count).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    expect(
      (await a.get(w.admin, `/messages/count-all?dateStart=2000-01-01&dateEnd=${today}`)).json.count
    ).toBeLessThanOrEqual(all)
    expect((await a.get(w.admin, "/messages/count-all?dateStart=nope")).json.error).toBe("ERR_VALIDATION")
    widget.close()
  })
})
