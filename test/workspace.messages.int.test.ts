/**
 * Message calls of spec part 1 §7 in both modes: reply, signature and variables, files with their
 * server-side limits, edit, react, delete window, forward, scheduled messages fired by a durable
 * timer, the count, and audio transcription against a local OpenAI-compatible stand-in.
 */
import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { liveClient, waitFor, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { api, fireTimer, setSetting, startWorld, visitorTicket, type World } from "./workspace.support"

const production = await productionAvailable()

/** The transcription stand-in: answers like /v1/audio/transcriptions, or fails when told to. */
const standIn = async () => {
  const seen: Array<{ auth: string | undefined; body: string }> = []
  let failing = false
  const server: Server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c) => chunks.push(c))
    req.on("end", () => {
      seen.push({ auth: req.headers.authorization, body: Buffer.concat(chunks).toString("latin1") })
      if (failing || req.url !== "/v1/audio/transcriptions") return res.writeHead(500).end("{}")
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ text: "olá, quero saber do pedido" }))
    })
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  const port = (server.address() as { port: number }).port
  return { url: `http://127.0.0.1:${port}`, seen, fail: (on: boolean) => (failing = on), close: () => new Promise((r) => server.close(r)) }
}

const upload = (w: World, as: Login, ticketId: number, files: Array<{ name: string; type: string; size: number }>, fields: Record<string, string> = {}) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const f of files) form.append("medias", new Blob([new Uint8Array(f.size).fill(65)], { type: f.type }), f.name)
  return fetch(`${w.url}/messages/${ticketId}`, { method: "POST", body: form, headers: { authorization: `Bearer ${as.token}`, "x-session-id": as.sessionId } })
    .then(async (r) => ({ status: r.status, json: (await r.json()) as any }))
}

const MB = 1024 * 1024

describe.each<Mode>(["embedded", "production"])("workspace messages (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let w: World
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    if (!run) return
    w = await startWorld(mode)
    a = api(w)
  })
  afterAll(async () => {
    await w?.close()
  })

  const opened = async (as: Login) => {
    const t = await visitorTicket(w)
    await a.put(w.admin, `/tickets/${t.ticketId}`, { queueId: w.queueA })
    await a.put(as, `/tickets/${t.ticketId}`, { status: "open" })
    return t
  }

  it.skipIf(!run)("replies quote a message; signature follows the administrator's mode; variables are filled", async () => {
    await setSetting(w, "signature", "defaultOn")
    const { ticketId, widget } = await opened(w.agent)
    const first = (await a.get(w.agent, `/messages/${ticketId}`)).json.messages[0]
    const reply = await a.post(w.agent, `/messages/${ticketId}`, { body: "Olá {{firstName}}! Protocolo {{protocol}} na fila {{queueName}}", quotedMsgId: first.id })
    const protocol = (await a.get(w.agent, `/tickets/${ticketId}`)).json.protocol
    expect(reply.json).toMatchObject({ body: `*Ana Agente*:\nOlá Visitante! Protocolo ${protocol} na fila Atendimento`, quotedMsgId: first.id, quotedMsg: { id: first.id, body: "Olá" } })
    expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "sem assinatura", sign: false })).json.body).toBe("sem assinatura")
    await setSetting(w, "signature", "forcedOff")
    expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "a", sign: true })).json.body).toBe("a")
    await setSetting(w, "signature", "forcedOn")
    expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "b", sign: false })).json.body).toBe("*Ana Agente*:\nb")
    await setSetting(w, "signature", "defaultOff")
    expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "c" })).json.body).toBe("c")
    expect((await a.post(w.agent, `/messages/${ticketId}`, { body: "d", sign: true })).json.body).toBe("*Ana Agente*:\nd")
    const other = await opened(w.agent)
    const foreignQuote = await a.post(w.agent, `/messages/${ticketId}`, { body: "x", quotedMsgId: (await a.get(w.agent, `/messages/${other.ticketId}`)).json.messages[0].id })
    expect([foreignQuote.status, foreignQuote.json.error]).toEqual([404, "ERR_NO_MESSAGE_FOUND"])
    const retry = { body: "uma vez", clientId: "retry-1" }
    expect((await a.post(w.agent, `/messages/${ticketId}`, retry)).json.id).toBe((await a.post(w.agent, `/messages/${ticketId}`, retry)).json.id)
    await waitFor(() => widget.messages().find((m) => m.fromMe && m.body === "*Ana Agente*:\nb"))
    widget.close()
    other.widget.close()
  })

  it.skipIf(!run)("files: each at most 10 MB, 30 MB together, checked on the server; nothing stored when refused", async () => {
    const { ticketId, widget } = await opened(w.agent)
    const count = async () => (await a.get(w.agent, `/messages/${ticketId}`)).json.count
    const before = await count()
    const big = await upload(w, w.agent, ticketId, [{ name: "big.pdf", type: "application/pdf", size: 10 * MB + 1 }])
    expect([big.status, big.json.error]).toEqual([413, "ERR_FILE_TOO_LARGE"])
    const many = await upload(w, w.agent, ticketId, [1, 2, 3, 4].map((i) => ({ name: `f${i}.pdf`, type: "application/pdf", size: 8 * MB })))
    expect([many.status, many.json.error]).toEqual([413, "ERR_FILES_TOTAL_TOO_LARGE"])
    const none = await upload(w, w.agent, ticketId, [])
    expect([none.status, none.json.error]).toEqual([400, "ERR_NO_FILE_UPLOADED"])
    expect(await count()).toBe(before)
    const ok = await upload(w, w.agent, ticketId, [{ name: "foto.png", type: "image/png", size: 1000 }, { name: "nota.pdf", type: "application/pdf", size: 3 * MB }], { body: "segue", clientId: "up-1" })
    expect(ok.status).toBe(200)
    expect(ok.json.messages.map((m: any) => [m.body, m.mediaType])).toEqual([["segue", "image/png"], ["nota.pdf", "application/pdf"]])
    const file = await fetch(w.url + ok.json.messages[1].mediaUrl)
    expect((await file.arrayBuffer()).byteLength).toBe(3 * MB)
    expect(await count()).toBe(before + 2)
    widget.close()
  })

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
    expect((await a.get(w.agent, `/messages/${ticketId}`)).json.messages.find((m: any) => m.id === old.id).deleted).toBe(false)
    live.close()
    widget.close()
  })

  it.skipIf(!run)("forwards up to 10 visible messages to a contact", async () => {
    const from = await opened(w.agent)
    const to = await visitorTicket(w)
    const contactId = (await a.get(w.admin, `/tickets/${to.ticketId}`)).json.contactId
    const sent = []
    for (let i = 0; i < 11; i++) sent.push((await a.post(w.agent, `/messages/${from.ticketId}`, { body: `m${i}`, sign: false })).json.id)
    const tooMany = await a.post(w.agent, "/forward-messages/", { messages: sent, contact: { id: contactId } })
    expect([tooMany.status, tooMany.json.error]).toEqual([400, "ERR_FORWARD_LIMIT"])
    const fwd = await a.post(w.agent, "/forward-messages/", { messages: sent.slice(0, 2).map((id) => ({ id })), contact: { id: contactId }, clientId: "fw-1" })
    expect(fwd.json.ticket.id).toBe(to.ticketId)
    expect(fwd.json.messages.map((m: any) => [m.body, m.forwarded])).toEqual([["m0", true], ["m1", true]])
    const again = await a.post(w.agent, "/forward-messages/", { messages: sent.slice(0, 2), contactId, clientId: "fw-1" })
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

  it.skipIf(!run)("scheduled messages are listed on the ticket and sent by their timer; cancel works once", async () => {
    const { ticketId, widget } = await opened(w.agent)
    const past = await a.post(w.agent, `/messages/${ticketId}`, { body: "x", scheduleDate: new Date(Date.now() - 1000).toISOString() })
    expect([past.status, past.json.error]).toEqual([400, "ERR_SCHEDULE_INVALID_DATE"])
    const when = new Date(Date.now() + 3600_000).toISOString()
    const sch = (await a.post(w.agent, `/messages/${ticketId}`, { body: "Lembrete, {{firstName}}", scheduleDate: when, sign: true })).json
    expect(sch).toMatchObject({ status: "scheduled", scheduleDate: when, ticketId })
    const other = (await a.post(w.agent, `/messages/${ticketId}`, { body: "cancelar", scheduleDate: when })).json
    expect((await a.get(w.agent, `/tickets/${ticketId}`)).json.scheduledMessages.map((s: any) => s.id)).toEqual([sch.id, other.id])
    expect((await a.del(w.adminB, `/scheduled-messages/${other.id}`)).json.error).toBe("ERR_NO_SCHEDULE_FOUND")
    expect((await a.del(w.agent, `/scheduled-messages/${other.id}`)).json.status).toBe("canceled")
    expect((await a.del(w.agent, `/scheduled-messages/${other.id}`)).json.error).toBe("ERR_NO_SCHEDULE_FOUND")
    await fireTimer(w, "message.scheduled", sch.id)
    const page = (await a.get(w.agent, `/messages/${ticketId}`)).json
    expect(page.messages.at(-1)).toMatchObject({ body: "*Ana Agente*:\nLembrete, Visitante", scheduledId: sch.id, fromMe: true })
    expect(page.scheduledMessages).toEqual([])
    await waitFor(() => widget.messages().find((m) => m.body === "*Ana Agente*:\nLembrete, Visitante"))
    widget.close()
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
    expect((await a.get(w.admin, `/messages/count-all?dateStart=2000-01-01&dateEnd=${today}`)).json.count).toBeLessThanOrEqual(all)
    expect((await a.get(w.admin, "/messages/count-all?dateStart=nope")).json.error).toBe("ERR_VALIDATION")
    widget.close()
  })

  it.skipIf(!run)("transcribes audio through an OpenAI-compatible provider", async () => {
    const provider = await standIn()
    const { ticketId, widget } = await opened(w.agent)
    const audio = (await upload(w, w.agent, ticketId, [{ name: "voz.ogg", type: "audio/ogg", size: 2000 }])).json.messages[0]
    const text = (await a.post(w.agent, `/messages/${ticketId}`, { body: "texto" })).json
    const off = await a.post(w.agent, `/messages/${audio.id}/transcribe`)
    expect([off.status, off.json.error]).toEqual([409, "ERR_TRANSCRIPTION_DISABLED"])
    const denied = await a.put(w.agent, "/settings/transcriptionEnabled", { value: true })
    expect([denied.status, denied.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    await setSetting(w, "transcriptionEnabled", true)
    await setSetting(w, "transcriptionBaseUrl", provider.url)
    await setSetting(w, "transcriptionApiKey", "sk-test")
    expect((await a.post(w.agent, `/messages/${text.id}/transcribe`)).json.error).toBe("ERR_VALIDATION")
    provider.fail(true)
    const down = await a.post(w.agent, `/messages/${audio.id}/transcribe`)
    expect([down.status, down.json.error]).toEqual([502, "ERR_TRANSCRIPTION_FAILED"])
    provider.fail(false)
    const done = await a.post(w.agent, `/messages/${audio.id}/transcribe`)
    expect(done.json).toMatchObject({ id: audio.id, transcription: "olá, quero saber do pedido" })
    const calls = provider.seen.length
    expect(provider.seen.at(-1)!.auth).toBe("Bearer sk-test")
    expect(provider.seen.at(-1)!.body).toContain('name="model"')
    expect(provider.seen.at(-1)!.body).toContain('filename="voz.ogg"')
    expect((await a.post(w.agent, `/messages/${audio.id}/transcribe`)).json.transcription).toBe("olá, quero saber do pedido")
    expect(provider.seen.length).toBe(calls)
    expect((await a.get(w.agent, "/settings")).json.transcriptionApiKey).toBe("********")
    expect((await a.post(w.adminB, `/messages/${audio.id}/transcribe`)).json.error).toBe("ERR_NO_MESSAGE_FOUND")
    await provider.close()
    widget.close()
  })
})
