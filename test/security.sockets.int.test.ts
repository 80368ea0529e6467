/**
 * The websockets against hostile clients, in both modes: frames over the size limit, invalid
 * UTF-8 and binary frames end only that socket (the server keeps answering and taking messages);
 * a visitor's history never carries a deleted message's text or file; a visitor's burst is
 * limited (ERR_TOO_MANY_REQUESTS, only the admitted messages stored) and a NUL is refused.
 */
import { connect } from "node:net"
import { describe, expect, it } from "vitest"
import WebSocket from "ws"
import { http, waitFor, widgetClient, type Widget } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, waitForRow, worldPerMode, type World } from "./workspace.support"

const production = await productionAvailable()

/** Opens a raw socket, sends one frame as given, and resolves when the server has closed it. */
const hostileFrame = async (url: string, frame: Buffer, binary: boolean) => {
  const ws = new WebSocket(url)
  ws.on("error", () => undefined) // the server may cut the connection without a close frame
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve())
    ws.once("close", () => reject(new Error(`${url}: closed before open`)))
  })
  const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)))
  ws.send(frame, { binary })
  return closed
}

/** An upgrade request whose target does not parse as a URL; resolves with the first line of the answer. */
const unparsableUpgrade = (port: number) =>
  new Promise<string>((resolve) => {
    const s = connect(port, "127.0.0.1", () =>
      s.write(
        "GET http://[ HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
      )
    )
    let got = ""
    s.on("data", (d) => (got += String(d)))
    s.on("close", () => resolve(got.split("\r\n")[0] ?? ""))
    s.on("error", () => resolve("error"))
  })

const OVERSIZE = Buffer.alloc(70 * 1024, 0x61) // over the 64 KB maxPayload
const BAD_UTF8 = Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) // {"<ff><fe>"}

let visitors = 0
const visitorId = (tag: string) => `${tag}${++visitors}x${Date.now().toString(36)}`

const storedClientIds = (w: World, visitor: string) =>
  w.query`SELECT m.client_id FROM messages m JOIN contacts c ON c.id = m.contact_id
    WHERE c.external_id = ${visitor} AND m.from_me = 0`.then((rows) =>
    rows.map((r) => String(r.client_id).split(":")[1])
  )

describe.each<Mode>(["embedded", "production"])("socket security (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)(
    "an oversize frame, invalid UTF-8, a binary frame or a bad upgrade URL ends only that socket; the server lives on",
    async () => {
      const ws = w.url.replace(/^http/, "ws")
      const chat = (token: string) =>
        `${ws}/webchat/ws?token=${encodeURIComponent(token)}&visitor=${visitorId("hostile")}`
      // a bogus token may be refused (4404) before the frame arrives: either way the server must live
      const variants: Array<[string, string, Buffer, boolean]> = [
        ["/live unauthenticated, oversize", `${ws}/live`, OVERSIZE, false],
        ["/live unauthenticated, invalid UTF-8", `${ws}/live`, BAD_UTF8, false],
        ["/live, binary", `${ws}/live`, Buffer.from(JSON.stringify({ type: "ping" })), true],
        ["/webchat/ws valid token, oversize", chat(w.token), OVERSIZE, false],
        ["/webchat/ws valid token, invalid UTF-8", chat(w.token), BAD_UTF8, false],
        ["/webchat/ws bogus token, oversize", chat("bogus-token"), OVERSIZE, false],
        ["/webchat/ws bogus token, invalid UTF-8", chat("bogus-token"), BAD_UTF8, false],
        ["/webchat/ws bogus token, binary", chat("bogus-token"), Buffer.from([0x00, 0xff, 0x10]), true]
      ]
      for (const [what, url, frame, binary] of variants) {
        const code = await hostileFrame(url, frame, binary)
        expect([1003, 1006, 1007, 1009, ...(url.includes("bogus") ? [4404] : [])], what).toContain(code)
      }
      // an upgrade whose URL does not parse is dropped (`new URL` used to throw in the upgrade handler)
      expect(await unparsableUpgrade(w.node.port)).not.toMatch(/^HTTP\/1.1 101/)
      // a binary frame after the history: the open conversation socket closes with 1003
      const widget = await widgetClient(w.url, w.token, visitorId("binary"))
      const closed = new Promise<number>((resolve) => widget.ws.once("close", (code) => resolve(code)))
      widget.ws.send(Buffer.from(JSON.stringify({ type: "message", clientId: "b1", body: "binário" })), {
        binary: true
      })
      expect(await closed).toBe(1003)

      const health = await http(w.url, "GET", "/health")
      expect(health.status).toBe(200)
      const after = await visitorTicket(w, "ainda estou aqui")
      expect(after.ticketId).toBeGreaterThan(0)
      await waitFor(() => after.widget.messages().find((m) => m.body === "ainda estou aqui" && m.id))
      after.widget.close()
    }
  )

  it.skipIf(!run)("a deleted message reaches a reconnecting visitor's history without its text or file", async () => {
    const { ticketId, visitor, widget } = await visitorTicket(w, "preciso de ajuda")
    await a.put(w.admin, `/tickets/${ticketId}`, { status: "open" })
    const text = (await a.post(w.admin, `/messages/${ticketId}`, { body: "segredo enviado por engano", sign: false }))
      .json
    const form = new FormData()
    form.append("medias", new Blob([Buffer.from("contrato confidencial")], { type: "application/pdf" }), "contrato.pdf")
    const file = (
      await fetch(`${w.url}/messages/${ticketId}`, {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${w.admin.token}`, "x-session-id": w.admin.sessionId }
      }).then((r) => r.json() as Promise<any>)
    ).messages[0]
    await waitFor(() => widget.messages().find((m) => m.id === file.id))
    for (const m of [text, file]) expect((await a.del(w.admin, `/messages/${m.id}`)).status).toBe(200)
    widget.close()

    const again = await widgetClient(w.url, w.token, visitor)
    const history = again.frames.find((f) => f.type === "history").messages as Array<any>
    for (const m of [text, file]) {
      const shown = history.find((h) => h.id === m.id)
      expect(shown).toMatchObject({ deleted: true, body: "", mediaUrl: null, mediaType: null })
    }
    expect(JSON.stringify(history)).not.toContain("segredo")
    expect(JSON.stringify(history)).not.toContain("contrato")
    expect(history.find((h) => h.body === "preciso de ajuda")).toBeDefined()
    again.close()
  })

  it.skipIf(!run)(
    "a visitor's burst is limited: ERR_TOO_MANY_REQUESTS with retryAfter, " +
      "only the admitted messages stored, a resend still echoed",
    async () => {
      const visitor = visitorId("burst")
      const widget: Widget = await widgetClient(w.url, w.token, visitor)
      const sent = Array.from({ length: 30 }, (_, i) => widget.send(`rajada ${i}`, `burst${i}`))
      const answered = (id: string) =>
        widget.frames.some(
          (f) =>
            (f.type === "error" && f.clientId === id) ||
            (f.type === "message" && f.message.clientId?.endsWith(`:${id}`))
        )
      await waitFor(() => sent.every(answered) || undefined, 15_000, "every message echoed or refused")
      const refused = widget.frames.filter((f) => f.type === "error")
      expect(refused.length).toBeGreaterThanOrEqual(5)
      for (const f of refused) {
        expect(f.error).toBe("ERR_TOO_MANY_REQUESTS")
        expect(Number.isInteger(f.retryAfter) && f.retryAfter > 0).toBe(true)
      }
      const admitted = sent.filter((id) => !refused.some((f) => f.clientId === id))
      expect(admitted.length).toBeGreaterThanOrEqual(20)
      expect((await storedClientIds(w, visitor)).sort()).toEqual(admitted.sort())

      // the widget resends what it did not see echoed: an admitted message is echoed again, stored once
      const echoes = () =>
        widget.frames.filter((f) => f.type === "message" && f.message.clientId?.endsWith(":burst0")).length
      const before = echoes()
      widget.send("rajada 0", "burst0")
      await waitFor(() => echoes() > before || undefined, 10_000, "the resend echoed")
      expect((await storedClientIds(w, visitor)).filter((id) => id === "burst0")).toHaveLength(1)
      widget.close()
    }
  )

  it.skipIf(!run)(
    "a NUL in a body or a name is refused (ERR_VALIDATION); the visitor's next message is stored",
    async () => {
      const visitor = visitorId("nul")
      const widget = await widgetClient(w.url, w.token, visitor)
      widget.send("antes\u0000depois", "nul-body")
      widget.ws.send(JSON.stringify({ type: "message", clientId: "nul-name", body: "oi", name: "Ana\u0000" }))
      await waitFor(
        () =>
          ["nul-body", "nul-name"].every((id) => widget.frames.some((f) => f.type === "error" && f.clientId === id)) ||
          undefined
      )
      for (const id of ["nul-body", "nul-name"])
        expect(widget.frames.find((f) => f.clientId === id).error).toBe("ERR_VALIDATION")
      widget.send("mensagem normal", "ok-1")
      await waitForRow(
        w,
        () =>
          w.query`SELECT m.id FROM messages m JOIN contacts c ON c.id = m.contact_id
            WHERE c.external_id = ${visitor} AND m.body = ${"mensagem normal"}`
      )
      expect(await storedClientIds(w, visitor)).toEqual(["ok-1"])
      widget.close()
    }
  )
})
