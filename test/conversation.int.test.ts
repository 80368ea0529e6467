/**
 * One conversation end to end over real HTTP and websockets, in both run modes: a visitor writes
 * through the web-chat socket, the agent sees the ticket live, attends, replies (retry-safe),
 * the widget receives the reply, the agent resolves.
 */
import { request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { NodeHandle } from "../runtime/src/server/node"
import { demoToken, http, liveClient, login, waitFor, widgetClient, type Login } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"

const production = await productionAvailable()

type Answer = { status: number; json: any }

/**
 * A chunked upload (Transfer-Encoding: chunked, no Content-Length): writes `chunks` of `chunkBytes`
 * one after another, stopping as soon as the answer comes; the body is ended only when `end`, so a
 * server that waited for the whole body would never answer one that is not ended.
 */
const chunkedUpload = (url: string, chunks: number, chunkBytes: number, end: boolean) =>
  new Promise<Answer>((resolve, reject) => {
    let written = 0
    let answered = false
    const req = request(url, {
      method: "POST",
      headers: { "content-type": "image/png", "x-file-name": "partes.png", "transfer-encoding": "chunked" }
    })
    const stuck = setTimeout(() => {
      req.destroy()
      reject(new Error(`no answer after ${written} chunk(s) written${end ? "" : ", the body still open"}`))
    }, 20_000)
    req.on("response", (res) => {
      answered = true
      clearTimeout(stuck)
      let text = ""
      res.setEncoding("utf8")
      res.on("data", (d: string) => (text += d))
      res.on("end", () => {
        req.destroy()
        let json: any
        try {
          json = JSON.parse(text)
        } catch {}
        resolve({ status: res.statusCode ?? 0, json })
      })
    })
    req.on("error", (e) => {
      clearTimeout(stuck)
      if (!answered) reject(e)
    })
    const next = () => {
      if (answered) return
      if (written === chunks) return void (end && req.end())
      written++
      req.write(Buffer.alloc(chunkBytes, 0x61 + (written % 26)), (e) => (e ? undefined : next()))
    }
    next()
  })

describe.each<Mode>(["embedded", "production"])("conversation (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let env: TestEnv
  let node: NodeHandle
  let admin: Login
  let token: string

  beforeAll(async () => {
    if (!run) return
    env = await makeEnv(mode)
    node = await startTestNode(env)
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    token = await demoToken(node.url)
  })
  afterAll(async () => {
    await node?.close()
    await env?.cleanup()
  })

  it.skipIf(!run)("health reports the store and bus of the mode", async () => {
    const r = await http(node.url, "GET", "/health")
    expect(r.status).toBe(200)
    expect(r.json.store).toEqual({ ok: true, kind: mode === "embedded" ? "sqlite" : "pg" })
    expect(r.json.bus).toEqual({ ok: true, kind: mode === "embedded" ? "memory" : "nats" })
  })

  it.skipIf(!run)(
    "a visitor's message becomes a pending ticket the agent sees live, and the reply reaches the widget",
    async () => {
      const live = await liveClient(node.url, admin)
      const widget = await widgetClient(node.url, token, "visitorabc1")
      const clientId = widget.send("Olá")
      widget.send("Olá", clientId) // the widget retries: stored once

      const created = await waitFor(() =>
        live.events().find((e) => e.data.type === "chat:create" && e.data.message.body === "Olá")
      )
      expect(created.event).toBe(`${admin.tenantId}:ticketList`)
      const ticketId = created.data.ticket.id
      expect(created.data.ticket.status).toBe("pending")

      const pending = await http(node.url, "GET", "/tickets?status=pending", { auth: admin })
      expect(pending.json.tickets.map((t: any) => t.id)).toContain(ticketId)

      const attended = await http(node.url, "PUT", `/tickets/${ticketId}`, { auth: admin, body: { status: "open" } })
      expect(attended.status).toBe(200)
      expect(attended.json).toMatchObject({ status: "open", userId: admin.userId })
      await waitFor(() => live.events().find((e) => e.data.type === "ticket:update" && e.data.ticket.status === "open"))

      const reply = { body: "Como posso ajudar?", clientId: "agent-retry-1" }
      const first = await http(node.url, "POST", `/messages/${ticketId}`, { auth: admin, body: reply })
      const again = await http(node.url, "POST", `/messages/${ticketId}`, { auth: admin, body: reply })
      expect(first.status).toBe(200)
      expect(again.json.id).toBe(first.json.id)

      const got = await waitFor(() => widget.messages().find((m) => m.fromMe && m.body === "Como posso ajudar?"))
      expect(got.status).toBe("sent")

      // the agent edits, then deletes the reply: the widget shows each change in place
      const edited = await http(node.url, "POST", `/messagesEdit/${first.json.id}`, {
        auth: admin,
        body: { body: "Como posso te ajudar?" }
      })
      expect(edited.status).toBe(200)
      await waitFor(() =>
        widget.messages().find((m) => m.id === first.json.id && m.edited && m.body === "Como posso te ajudar?")
      )
      const removed = await http(node.url, "DELETE", `/messages/${first.json.id}`, { auth: admin })
      expect(removed.status).toBe(200)
      const gone = await waitFor(() => widget.messages().find((m) => m.id === first.json.id && m.deleted))
      expect(gone.body).toBe("")
      const again2 = await http(node.url, "POST", `/messages/${ticketId}`, {
        auth: admin,
        body: { body: "Como posso ajudar?" }
      })
      expect(again2.status).toBe(200)

      const page = await http(node.url, "GET", `/messages/${ticketId}`, { auth: admin })
      expect(page.json.messages.filter((m: any) => !m.deleted).map((m: any) => m.body)).toEqual([
        "Olá",
        "Como posso ajudar?"
      ])
      expect(page.json).toMatchObject({ hasMore: false, messagesOffLine: [] })

      const resolved = await http(node.url, "PUT", `/tickets/${ticketId}`, { auth: admin, body: { status: "closed" } })
      expect(resolved.json.status).toBe("closed")
      const closedList = await http(node.url, "GET", "/tickets?status=closed", { auth: admin })
      expect(closedList.json.tickets.map((t: any) => t.id)).toContain(ticketId)
      const openList = await http(node.url, "GET", "/tickets", { auth: admin })
      expect(openList.json.tickets.map((t: any) => t.id)).not.toContain(ticketId)

      // the visitor writes again: a new pending ticket, not the closed one
      widget.send("Mais uma pergunta")
      const second = await waitFor(() =>
        live.events().find((e) => e.data.type === "chat:create" && e.data.message.body === "Mais uma pergunta")
      )
      expect(second.data.ticket.id).not.toBe(ticketId)
      expect(second.data.ticket.status).toBe("pending")
      live.close()
      widget.close()
    }
  )

  it.skipIf(!run)(
    "a resend the bus drops as a duplicate is echoed from the store, so a lost echo does not leave the widget waiting",
    async () => {
      const widget = await widgetClient(node.url, token, "visitorresend")
      const clientId = widget.send("Chegou?")
      const echoed = () =>
        widget.frames.filter((f) => f.type === "message" && f.message.body === "Chegou?").map((f) => f.message)
      await waitFor(() => (echoed().length === 1 ? true : undefined))
      // the widget never saw that echo (say NATS was away when it was published) and sends again
      widget.send("Chegou?", clientId)
      await waitFor(() => (echoed().length === 2 ? true : undefined))
      const [first, again] = echoed()
      expect(again.id).toBe(first.id)
      const stored = await http(node.url, "GET", `/messages/${first.ticketId}`, { auth: admin })
      expect(stored.json.messages.filter((m: any) => m.body === "Chegou?")).toHaveLength(1)
      widget.close()
    }
  )

  it.skipIf(!run)("a reconnecting agent receives every event it missed, in order, with no gap", async () => {
    const live = await liveClient(node.url, admin)
    const widget = await widgetClient(node.url, token, "visitorresync")
    widget.send("primeira")
    await waitFor(() => live.events().find((e) => e.data.message?.body === "primeira"))
    const last = live.lastSeq()
    live.close()
    for (const body of ["segunda", "terceira", "quarta"]) widget.send(body)
    // wait until the server has stored all three (the admin's list shows the last one)
    const start = Date.now()
    while (Date.now() - start < 10_000) {
      const list = await http(node.url, "GET", "/tickets?searchParam=Visitante", { auth: admin })
      if (list.json.tickets.some((t: any) => t.lastMessage === "quarta")) break
      await new Promise((r) => setTimeout(r, 50))
    }
    const again = await liveClient(node.url, admin, last)
    const bodies = again
      .events()
      .map((e) => e.data.message?.body)
      .filter(Boolean)
    expect(bodies).toEqual(["segunda", "terceira", "quarta"])
    const seqs = again.frames.filter((f) => f.type === "event" || f.type === "seq").map((f) => f.seq)
    seqs.forEach((s, i) => expect(s).toBe(last + i + 1))
    again.close()
    widget.close()
  })

  it.skipIf(!run)("web-chat media above 5 MB is refused with ERR_FILE_TOO_LARGE and nothing is stored", async () => {
    const before = await http(node.url, "GET", "/tickets?status=pending&status=open&status=closed", { auth: admin })
    const big = "x".repeat(5 * 1024 * 1024 + 1)
    const r = await http(node.url, "POST", `/webchat/media?token=${token}&visitor=visitormedia`, {
      raw: big,
      headers: { "content-type": "image/png" }
    })
    expect(r.status).toBe(413)
    expect(r.json.error).toBe("ERR_FILE_TOO_LARGE")
    const after = await http(node.url, "GET", "/tickets?status=pending&status=open&status=closed", { auth: admin })
    expect(after.json.count).toBe(before.json.count)
    const small = await http(node.url, "POST", `/webchat/media?token=${token}&visitor=visitormedia`, {
      raw: "PNGDATA",
      headers: { "content-type": "image/png", "x-file-name": "foto.png" }
    })
    expect(small.status).toBe(200)
    const file = await fetch(node.url + small.json.url)
    expect(await file.text()).toBe("PNGDATA")
  })

  it.skipIf(!run)(
    "a chunked web-chat upload is counted as it streams: 413 ERR_FILE_TOO_LARGE past 5 MB before the body ends",
    async () => {
      const url = `${node.url}/webchat/media?token=${token}&visitor=visitorchunks`
      // 1 MB chunks, up to 20 MB, and the body never ended: only a server that counts while reading answers
      const big = await chunkedUpload(url, 20, 1024 * 1024, false)
      expect(big.status).toBe(413)
      expect(big.json).toMatchObject({ error: "ERR_FILE_TOO_LARGE" })
      // nothing stored for the visitor: their conversation is empty (other tests' tickets may still be arriving)
      const widget = await widgetClient(node.url, token, "visitorchunks")
      expect(widget.messages()).toEqual([])
      widget.close()
      // under the cap, without a Content-Length either: stored whole
      const small = await chunkedUpload(url, 3, 1024, true)
      expect(small.status).toBe(200)
      expect(small.json.size).toBe(3 * 1024)
      const file = await fetch(node.url + small.json.url)
      expect((await file.arrayBuffer()).byteLength).toBe(3 * 1024)
    }
  )

  it.skipIf(!run)("a widget with an unknown token is refused", async () => {
    await expect(widgetClient(node.url, "not-a-token", "visitorxyz")).rejects.toThrow()
    const page = await http(node.url, "GET", "/demo?token=nope")
    expect(page.status).toBe(404)
    expect(page.json.error).toBe("ERR_INVALID_WEBCHAT_TOKEN")
  })
})
