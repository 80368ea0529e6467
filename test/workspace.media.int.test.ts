/**
 * Files of chat messages with their server-side limits, scheduled messages fired by a durable
 * timer, and audio transcription against a local OpenAI-compatible stand-in, in both modes.
 */
import { createServer, type Server } from "node:http"
import { describe, expect, it } from "vitest"
import { http, until, waitFor, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { fireTimer, setSetting, visitorTicket, worldPerMode, type World } from "./workspace.support"

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
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ text: "olá, quero saber do pedido" }))
    })
  })
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    fail: (on: boolean) => (failing = on),
    close: () => new Promise((r) => server.close(r))
  }
}

const upload = (
  w: World,
  as: Login,
  ticketId: number,
  files: Array<{ name: string; type: string; size: number }>,
  fields: Record<string, string> = {}
) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const f of files) form.append("medias", new Blob([new Uint8Array(f.size).fill(65)], { type: f.type }), f.name)
  return fetch(`${w.url}/messages/${ticketId}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${as.token}`, "x-session-id": as.sessionId }
  }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }))
}

const MB = 1024 * 1024

describe.each<Mode>(["embedded", "production"])("workspace media and schedules (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  const opened = async (as: Login) => {
    const t = await visitorTicket(w)
    await a.put(w.admin, `/tickets/${t.ticketId}`, { queueId: w.queueA })
    await a.put(as, `/tickets/${t.ticketId}`, { status: "open" })
    return t
  }

  it.skipIf(!run)(
    "files: each at most 10 MB, 30 MB together, checked on the server; nothing stored when refused",
    async () => {
      const { ticketId, widget } = await opened(w.agent)
      const count = async () => (await a.get(w.agent, `/messages/${ticketId}`)).json.count
      const before = await count()
      const big = await upload(w, w.agent, ticketId, [{ name: "big.pdf", type: "application/pdf", size: 10 * MB + 1 }])
      expect([big.status, big.json.error]).toEqual([413, "ERR_FILE_TOO_LARGE"])
      const many = await upload(
        w,
        w.agent,
        ticketId,
        [1, 2, 3, 4].map((i) => ({ name: `f${i}.pdf`, type: "application/pdf", size: 8 * MB }))
      )
      expect([many.status, many.json.error]).toEqual([413, "ERR_FILES_TOTAL_TOO_LARGE"])
      const none = await upload(w, w.agent, ticketId, [])
      expect([none.status, none.json.error]).toEqual([400, "ERR_NO_FILE_UPLOADED"])
      expect(await count()).toBe(before)
      const ok = await upload(
        w,
        w.agent,
        ticketId,
        [
          { name: "foto.png", type: "image/png", size: 1000 },
          { name: "nota.pdf", type: "application/pdf", size: 3 * MB }
        ],
        { body: "segue", clientId: "up-1" }
      )
      expect(ok.status).toBe(200)
      expect(ok.json.messages.map((m: any) => [m.body, m.mediaType])).toEqual([
        ["segue", "image/png"],
        ["nota.pdf", "application/pdf"]
      ])
      const file = await fetch(w.url + ok.json.messages[1].mediaUrl)
      expect((await file.arrayBuffer()).byteLength).toBe(3 * MB)
      expect(await count()).toBe(before + 2)
      widget.close()
    }
  )

  it.skipIf(!run)(
    "scheduled messages are listed on the ticket and sent by their timer; cancel works once",
    async () => {
      const { ticketId, widget } = await opened(w.agent)
      const past = await a.post(w.agent, `/messages/${ticketId}`, {
        body: "x",
        scheduleDate: new Date(Date.now() - 1000).toISOString()
      })
      expect([past.status, past.json.error]).toEqual([400, "ERR_SCHEDULE_INVALID_DATE"])
      const when = new Date(Date.now() + 3600_000).toISOString()
      const sch = (
        await a.post(w.agent, `/messages/${ticketId}`, {
          body: "Lembrete, {{firstName}}",
          scheduleDate: when,
          sign: true
        })
      ).json
      expect(sch).toMatchObject({ status: "scheduled", scheduleDate: when, ticketId })
      const other = (await a.post(w.agent, `/messages/${ticketId}`, { body: "cancelar", scheduleDate: when })).json
      expect((await a.get(w.agent, `/tickets/${ticketId}`)).json.scheduledMessages.map((s: any) => s.id)).toEqual([
        sch.id,
        other.id
      ])
      expect((await a.del(w.adminB, `/scheduled-messages/${other.id}`)).json.error).toBe("ERR_NO_SCHEDULE_FOUND")
      expect((await a.del(w.agent, `/scheduled-messages/${other.id}`)).json.status).toBe("canceled")
      expect((await a.del(w.agent, `/scheduled-messages/${other.id}`)).json.error).toBe("ERR_NO_SCHEDULE_FOUND")
      await fireTimer(w, "message.scheduled", sch.id)
      const page = (await a.get(w.agent, `/messages/${ticketId}`)).json
      expect(page.messages.at(-1)).toMatchObject({
        body: "*Ana Agente*:\nLembrete, Visitante",
        scheduledId: sch.id,
        fromMe: true
      })
      expect(page.scheduledMessages).toEqual([])
      await waitFor(() => widget.messages().find((m) => m.body === "*Ana Agente*:\nLembrete, Visitante"))
      widget.close()
    }
  )

  it.skipIf(!run)("transcribes audio through an OpenAI-compatible provider", async () => {
    const provider = await standIn()
    const { ticketId, widget } = await opened(w.agent)
    const audio = (await upload(w, w.agent, ticketId, [{ name: "voz.ogg", type: "audio/ogg", size: 2000 }])).json
      .messages[0]
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
    expect((await a.post(w.agent, `/messages/${audio.id}/transcribe`)).json.transcription).toBe(
      "olá, quero saber do pedido"
    )
    expect(provider.seen.length).toBe(calls)
    expect((await a.get(w.agent, "/settings")).json.transcriptionApiKey).toBe("********")
    expect((await a.post(w.adminB, `/messages/${audio.id}/transcribe`)).json.error).toBe("ERR_NO_MESSAGE_FOUND")
    await provider.close()
    widget.close()
  })

  it.skipIf(!run)("transcribes a customer's audio as it arrives when the ticket asks for it", async () => {
    const provider = await standIn()
    await setSetting(w, "transcriptionEnabled", true)
    await setSetting(w, "transcriptionBaseUrl", provider.url)
    const voice = async (visitor: string, name: string) => {
      const r = await http(w.url, "POST", `/webchat/media?token=${w.token}&visitor=${visitor}`, {
        raw: "OggS-voice-note",
        headers: { "content-type": "audio/ogg", "x-file-name": name }
      })
      expect(r.status, r.text).toBe(200)
    }
    const audioOf = async (ticketId: number) =>
      ((await a.get(w.admin, `/messages/${ticketId}`)).json.messages as Array<any>).find(
        (m) => m.mediaType === "audio/ogg"
      )

    // the ticket's flag on: transcribed without anyone asking, and the agents' list shows it
    const on = await visitorTicket(w, "Vou mandar um áudio")
    expect((await a.put(w.admin, `/tickets/${on.ticketId}/audio-transcription`, { enabled: true })).status).toBe(200)
    const before = provider.seen.length
    await voice(on.visitor, "nota.ogg")
    const heard = await until(
      () => audioOf(on.ticketId),
      (m) => m?.transcription === "olá, quero saber do pedido",
      "the transcription"
    )
    expect(heard.mediaType).toBe("audio/ogg")
    expect(provider.seen.length).toBe(before + 1)

    // the flag off: nothing is sent to the provider
    const off = await visitorTicket(w, "Outro áudio")
    await voice(off.visitor, "outra.ogg")
    const plain = await until(
      () => audioOf(off.ticketId),
      (m) => m !== undefined,
      "the audio"
    )
    expect(plain.transcription).toBeNull()
    expect(
      await w.query`SELECT id FROM timers WHERE kind = ${"message.transcribe"} AND key = ${String(plain.id)}`
    ).toEqual([])
    expect(provider.seen.length).toBe(before + 1)
    await setSetting(w, "transcriptionEnabled", false)
    await provider.close()
    on.widget.close()
    off.widget.close()
  })
})
