/**
 * Media served like a file host, in both modes: only through signed, expiring URLs (or a bearer
 * token of the file's tenant), html and the like as sandboxed attachments, images inline; the
 * URLs the API, the live events and the widget hand out are signed while storage keeps the
 * path; a visitor's uploads are limited.
 */
import { describe, expect, it } from "vitest"
import { signMediaUrl } from "../runtime/src/platform/media/signing"
import { liveClient, waitFor, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, waitForRow, worldPerMode, type World } from "./workspace.support"

const production = await productionAvailable()

const SIGNED = /^\/media\/([0-9a-f-]{36})\?exp=(\d+)&sig=([A-Za-z0-9_-]{43})$/
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex")
const PAGE =
  "<html><body><script>fetch('/auth/me', { headers: { authorization: localStorage.token } })</script></body></html>"

/** What the widget does: POST /webchat/media with the file as the body. */
const visitorUpload = (
  w: World,
  visitor: string,
  body: Buffer | string,
  type: string,
  name: string,
  clientId?: string
) =>
  fetch(
    `${w.url}/webchat/media?token=${encodeURIComponent(w.token)}&visitor=${visitor}` +
      (clientId ? `&clientId=${clientId}` : ""),
    {
      method: "POST",
      headers: { "content-type": type, "x-file-name": encodeURIComponent(name) },
      body: typeof body === "string" ? body : new Blob([new Uint8Array(body)])
    }
  ).then(async (r) => ({ status: r.status, json: (await r.json()) as any }))

const get = async (w: World, path: string, as?: Login) => {
  const r = await fetch(w.url + path, { headers: as ? { authorization: `Bearer ${as.token}` } : {} })
  const bytes = Buffer.from(await r.arrayBuffer())
  return {
    status: r.status,
    headers: r.headers,
    bytes,
    json: (() => {
      try {
        return JSON.parse(bytes.toString())
      } catch {
        return undefined
      }
    })()
  }
}

const expectSandboxed = (headers: Headers) => {
  expect(headers.get("content-security-policy")).toContain("sandbox")
  expect(headers.get("content-security-policy")).toContain("default-src 'none'")
  expect(headers.get("x-content-type-options")).toBe("nosniff")
}

describe.each<Mode>(["embedded", "production"])("media security (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)(
    "an uploaded page is an attachment (octet-stream, CSP sandbox, nosniff), only with a valid unexpired signature",
    async () => {
      const { visitor, widget } = await visitorTicket(w, "vou mandar um arquivo")
      const up = await visitorUpload(w, visitor, PAGE, "text/html", "pagina.html")
      expect(up.status).toBe(200)
      const [, id, exp] = SIGNED.exec(up.json.url) ?? []
      expect(id).toBe(up.json.id)
      const hours = (Number(exp) * 1000 - Date.now()) / 3600_000
      expect(hours).toBeGreaterThan(7 * 24 - 1)
      expect(hours).toBeLessThanOrEqual(7 * 24 + 1)
      expect(Number(exp) % 3600).toBe(0)

      const page = await get(w, up.json.url)
      expect(page.status).toBe(200)
      expect(page.bytes.toString()).toBe(PAGE)
      expect(page.headers.get("content-type")).toBe("application/octet-stream")
      expect(page.headers.get("content-disposition")).toMatch(/^attachment; filename="pagina.html"/)
      expectSandboxed(page.headers)

      const svg = await visitorUpload(
        w,
        visitor,
        "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
        "image/svg+xml",
        "a.svg"
      )
      const served = await get(w, svg.json.url)
      expect([served.headers.get("content-type"), served.headers.get("content-disposition")?.split(";")[0]]).toEqual([
        "application/octet-stream",
        "attachment"
      ])

      const refused = [
        `/media/${id}`,
        `/media/${id}?exp=${exp}`,
        `/media/${id}?exp=${exp}&sig=${"A".repeat(43)}`,
        `/media/${id}?exp=${Number(exp) + 3600}&sig=${SIGNED.exec(up.json.url)![3]}`,
        signMediaUrl(`/media/${id}`, Date.now() - 8 * 24 * 3600_000), // signed right, expired
        up.json.url.replace(id!, svg.json.id) // another file's signature
      ]
      for (const path of refused) {
        const r = await get(w, path)
        expect([r.status, r.json?.error], path).toEqual([404, "ERR_NOT_FOUND"])
      }
      widget.close()
    }
  )

  it.skipIf(!run)(
    "images are served inline; " +
      "the signed URL of the message list opens it for the tenant's agents, never another tenant's",
    async () => {
      const { ticketId, visitor, widget } = await visitorTicket(w, "segue a foto")
      const up = await visitorUpload(w, visitor, PNG, "image/png", "foto.png", "foto-1")
      expect(up.status).toBe(200)
      const stored = await waitForRow(
        w,
        () => w.query`SELECT media_url FROM messages WHERE ticket_id = ${ticketId} AND media_url IS NOT NULL`
      )
      expect(stored.media_url).toBe(`/media/${up.json.id}`) // storage keeps the path

      const listed = (await a.get(w.admin, `/messages/${ticketId}`)).json.messages.find(
        (m: any) => m.mediaType === "image/png"
      )
      expect(listed.mediaUrl).toMatch(SIGNED)
      const image = await get(w, listed.mediaUrl)
      expect(image.status).toBe(200)
      expect(image.bytes.equals(PNG)).toBe(true)
      expect(image.headers.get("content-type")).toBe("image/png")
      expect(image.headers.get("content-disposition")).toMatch(/^inline; /)
      expectSandboxed(image.headers)
      // the widget got its own echo signed too
      const echoed = await waitFor(() => widget.messages().find((m) => m.mediaType === "image/png"))
      expect(echoed.mediaUrl).toMatch(SIGNED)

      // a bearer token of the tenant opens the bare path; another tenant's neither that nor the list
      expect((await get(w, `/media/${up.json.id}`, w.admin)).status).toBe(200)
      expect((await get(w, `/media/${up.json.id}`, w.adminB)).json.error).toBe("ERR_NOT_FOUND")
      expect((await a.get(w.adminB, `/messages/${ticketId}`)).status).toBe(404)
      widget.close()
    }
  )

  it.skipIf(!run)(
    "live events and agent uploads carry signed URLs; a forward stores the path and the copy opens",
    async () => {
      const from = await visitorTicket(w, "origem")
      const to = await visitorTicket(w, "destino")
      await a.put(w.admin, `/tickets/${from.ticketId}`, { status: "open" })
      const live = await liveClient(w.url, w.admin)
      const form = new FormData()
      form.append("medias", new Blob([PNG], { type: "image/png" }), "agente.png")
      const sent = await fetch(`${w.url}/messages/${from.ticketId}`, {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${w.admin.token}`, "x-session-id": w.admin.sessionId }
      }).then((r) => r.json() as Promise<any>)
      const message = sent.messages[0]
      expect(message.mediaUrl).toMatch(SIGNED)
      const event = await waitFor(() =>
        live.events().find((e) => e.data.type === "chat:create" && e.data.message.id === message.id)
      )
      expect(event.data.message.mediaUrl).toMatch(SIGNED)
      expect((await get(w, event.data.message.mediaUrl)).bytes.equals(PNG)).toBe(true)

      const contactId = (await a.get(w.admin, `/tickets/${to.ticketId}`)).json.contactId
      const fwd = await a.post(w.admin, "/forward-messages/", {
        messages: [message.id],
        contactId,
        clientId: "fw-media"
      })
      expect(fwd.status).toBe(200)
      const copy = fwd.json.messages[0]
      expect(copy.mediaUrl).toMatch(SIGNED)
      expect((await w.query`SELECT media_url FROM messages WHERE id = ${copy.id}`)[0].media_url).toBe(
        `/media/${SIGNED.exec(message.mediaUrl)![1]}`
      )
      expect((await get(w, copy.mediaUrl)).bytes.equals(PNG)).toBe(true)
      live.close()
      from.widget.close()
      to.widget.close()
    }
  )

  it.skipIf(!run)(
    "a visitor's uploads are limited: 10 a minute, then 429 ERR_TOO_MANY_REQUESTS with retryAfter and nothing stored",
    async () => {
      const { visitor, widget } = await visitorTicket(w, "muitos arquivos")
      const results = []
      for (let i = 0; i < 13; i++)
        results.push(await visitorUpload(w, visitor, PNG, "image/png", `f${i}.png`, `up${i}`))
      const ok = results.filter((r) => r.status === 200)
      const limited = results.filter((r) => r.status === 429)
      expect(ok.length).toBe(10)
      expect(limited.length).toBe(3)
      expect(limited[0]!.json).toMatchObject({ error: "ERR_TOO_MANY_REQUESTS" })
      expect(limited[0]!.json.retryAfter).toBeGreaterThan(0)
      const media = () =>
        w.query`SELECT m.client_id FROM messages m JOIN contacts c ON c.id = m.contact_id
          WHERE c.external_id = ${visitor} AND m.media_url IS NOT NULL`
      await waitForRow(w, async () => ((await media()).length === 10 ? [true] : []))
      expect((await media()).map((r) => String(r.client_id).split(":")[1]).sort()).toEqual(
        results.flatMap((r, i) => (r.status === 200 ? [`up${i}`] : [])).sort()
      )
      widget.close()
    }
  )
})
