/**
 * The media store (runtime/src/platform/media/MediaStore.ts) in both modes: agent and visitor
 * uploads go through it (embedded: a 0600 file under the data dir and a row without bytes;
 * production: the bytes in the row), come back byte-identical through the signed URL, rows that
 * hold their bytes (stored before the store) are still served, one tenant never reads another's
 * files, and deleting takes the file away.
 */
import { Effect } from "effect"
import { randomBytes, randomUUID } from "node:crypto"
import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { MediaStore, type MediaStoreShape } from "../runtime/src/platform/media/MediaStore"
import { signMediaUrl } from "../runtime/src/platform/media/signing"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, worldPerMode, type World } from "./workspace.support"

const production = await productionAvailable()

/** Runs an effect with the node's services (the media store among them). */
const withStore = <A>(w: World, f: (store: MediaStoreShape) => Effect.Effect<A>) =>
  w.node.run(Effect.flatMap(MediaStore, f) as Effect.Effect<A>)

const get = async (w: World, path: string, token?: string) => {
  const r = await fetch(w.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  return { status: r.status, headers: r.headers, bytes: Buffer.from(await r.arrayBuffer()) }
}

const agentUpload = async (w: World, ticketId: number, bytes: Buffer, type: string, name: string) => {
  const form = new FormData()
  form.append("medias", new Blob([new Uint8Array(bytes)], { type }), name)
  const r = await fetch(`${w.url}/messages/${ticketId}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${w.admin.token}`, "x-session-id": w.admin.sessionId }
  })
  expect(r.status).toBe(200)
  const message = ((await r.json()) as any).messages[0]
  return { id: /^\/media\/([0-9a-f-]{36})\?/.exec(message.mediaUrl)![1]!, url: String(message.mediaUrl) }
}

const visitorUpload = async (w: World, visitor: string, bytes: Buffer, type: string, name: string) => {
  const r = await fetch(`${w.url}/webchat/media?token=${encodeURIComponent(w.token)}&visitor=${visitor}`, {
    method: "POST",
    headers: { "content-type": type, "x-file-name": encodeURIComponent(name) },
    body: new Blob([new Uint8Array(bytes)])
  })
  expect(r.status).toBe(200)
  const json = (await r.json()) as any
  return { id: String(json.id), url: String(json.url) }
}

describe.each<Mode>(["embedded", "production"])("media store (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  const fileOf = (id: string) => join(w.env.dataDir, "media", String(w.admin.tenantId), id)

  /** Where the bytes are: a file and a row without bytes (embedded), or the row (production). */
  const expectStored = async (id: string, bytes: Buffer) => {
    const [row] = await w.query`SELECT tenant_id, size, data FROM media WHERE id = ${id}`
    expect([Number(row.tenant_id), Number(row.size)]).toEqual([w.admin.tenantId, bytes.length])
    if (mode === "embedded") {
      expect(row.data).toBeNull()
      expect(readFileSync(fileOf(id)).equals(bytes)).toBe(true)
      expect(statSync(fileOf(id)).mode & 0o777).toBe(0o600)
      expect(statSync(join(w.env.dataDir, "media", String(w.admin.tenantId))).mode & 0o777).toBe(0o700)
      expect(statSync(join(w.env.dataDir, "media")).mode & 0o777).toBe(0o700)
    } else {
      expect(Buffer.from(row.data).equals(bytes)).toBe(true)
      expect(existsSync(fileOf(id))).toBe(false)
    }
  }

  it.skipIf(!run)("agent and visitor uploads are stored by the store and served back byte-identical", async () => {
    const { ticketId, visitor, widget } = await visitorTicket(w, "arquivos")
    await a.put(w.admin, `/tickets/${ticketId}`, { status: "open" })

    const big = randomBytes(3 * 1024 * 1024 + 17) // several chunks on the way in and out
    const agent = await agentUpload(w, ticketId, big, "application/pdf", "relatório.pdf")
    await expectStored(agent.id, big)
    const served = await get(w, agent.url)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(big)).toBe(true)
    expect(served.headers.get("content-length")).toBe(String(big.length))
    expect(served.headers.get("content-type")).toBe("application/octet-stream")
    expect(served.headers.get("content-disposition")).toMatch(/^attachment; filename="relat_rio.pdf"/)
    expect(served.headers.get("content-security-policy")).toContain("sandbox")
    expect(served.headers.get("x-content-type-options")).toBe("nosniff")

    const photo = randomBytes(40_000)
    const visitorFile = await visitorUpload(w, visitor, photo, "image/png", "foto.png")
    await expectStored(visitorFile.id, photo)
    const image = await get(w, visitorFile.url)
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"])
    expect(image.bytes.equals(photo)).toBe(true)
    widget.close()
  })

  it.skipIf(!run)("a row that holds its bytes (stored before the store) is still served", async () => {
    const id = randomUUID()
    const bytes = randomBytes(5000)
    await w.query`INSERT INTO media (id, tenant_id, mime, name, size, data, created_at)
      VALUES (${id}, ${w.admin.tenantId}, ${"audio/ogg"}, ${"antigo.ogg"}, ${bytes.length}, ${bytes}, ${Date.now()})`
    const served = await get(w, signMediaUrl(`/media/${id}`))
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "audio/ogg"])
    expect(served.bytes.equals(bytes)).toBe(true)
    expect((await get(w, `/media/${id}`, w.admin.token)).bytes.equals(bytes)).toBe(true)
    expect(existsSync(fileOf(id))).toBe(false)
  })

  it.skipIf(!run)("a tenant never reads another tenant's file; deleting takes it away", async () => {
    const bytes = randomBytes(1234)
    const { id } = await withStore(w, (s) =>
      s.put({ tenantId: w.admin.tenantId, mime: "text/plain", name: "a.txt", bytes })
    )
    expect((await get(w, `/media/${id}`, w.admin.token)).bytes.equals(bytes)).toBe(true)
    const other = await get(w, `/media/${id}`, w.adminB.token)
    expect(other.status).toBe(404)
    expect(other.bytes.toString()).toContain("ERR_NOT_FOUND")
    expect(await withStore(w, (s) => s.get(id, w.adminB.tenantId))).toBeUndefined()
    expect(await withStore(w, (s) => s.delete(id, w.adminB.tenantId))).toBe(false)

    expect(await withStore(w, (s) => s.delete(id, w.admin.tenantId))).toBe(true)
    expect(await w.query`SELECT id FROM media WHERE id = ${id}`).toEqual([])
    expect(existsSync(fileOf(id))).toBe(false)
    expect((await get(w, signMediaUrl(`/media/${id}`))).status).toBe(404)
  })
})
