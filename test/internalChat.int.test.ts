/**
 * The internal chat (runtime/api/internalChat.md), in both modes: one-to-one and group
 * conversations, live delivery to the members only, unread counts and marking read, files over
 * the limits refused before anything is stored, non-members and other tenants not found.
 */
import { describe, expect, it } from "vitest"
import { liveClient, waitFor, type LiveClient, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { worldPerMode, type World } from "./workspace.support"

const production = await productionAvailable()
const MB = 1024 * 1024

const upload = (
  w: World,
  as: Login,
  conversationId: number,
  files: Array<{ name: string; type: string; size: number }>,
  caption?: string
) => {
  const form = new FormData()
  if (caption !== undefined) form.append("body", caption)
  for (const f of files) form.append("medias", new Blob([new Uint8Array(f.size).fill(66)], { type: f.type }), f.name)
  return fetch(`${w.url}/chat-interno/conversations/${conversationId}/messages`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${as.token}`, "x-session-id": as.sessionId }
  }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }))
}

/** The internalChat events a socket got so far. */
const chatEvents = (c: LiveClient) => c.events().filter((f) => String(f.event).endsWith(":internalChat"))
const bodiesOn = (c: LiveClient) =>
  chatEvents(c)
    .filter((f) => f.data.type === "internalChat:message")
    .map((f) => f.data.message.body)

describe.each<Mode>(["embedded", "production"])("internal chat (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  const code = (r: { status: number; json: any }) => [r.status, r.json?.error]

  it.skipIf(!run)("one-to-one: opened once, live to both members only, unread counts, mark read", async () => {
    const [ana, bruno, carla] = await Promise.all([w.agent, w.agent2, w.agentB].map((u) => liveClient(w.url, u)))
    const opened = await a.post(w.agent, `/chat-interno/direct/${w.agent2.userId}`)
    expect(opened.status).toBe(200)
    expect(opened.json).toMatchObject({ kind: "direct", peer: { id: w.agent2.userId }, unread: 0, lastMessage: null })
    const again = await a.post(w.agent2, `/chat-interno/direct/${w.agent.userId}`)
    expect(again.json.id).toBe(opened.json.id)
    const id = opened.json.id as number

    const sent = await a.post(w.agent, `/chat-interno/conversations/${id}/messages`, { body: "  Oi Bruno  " })
    expect(sent.status).toBe(200)
    expect(sent.json.messages[0]).toMatchObject({ body: "Oi Bruno", sender: { id: w.agent.userId }, mediaUrl: null })
    await waitFor(() => bodiesOn(bruno).includes("Oi Bruno"), 10_000, "Bruno gets the message live")
    await waitFor(() => bodiesOn(ana).includes("Oi Bruno"), 10_000, "Ana's own socket gets it too")
    // Carla is not a member: a marker message to Carla's own conversation shows her socket is caught up
    const withCarla = await a.post(w.agent, `/chat-interno/direct/${w.agentB.userId}`)
    await a.post(w.agent, `/chat-interno/conversations/${withCarla.json.id}/messages`, { body: "Oi Carla" })
    await waitFor(() => bodiesOn(carla).includes("Oi Carla"), 10_000, "Carla gets her own message")
    expect(bodiesOn(carla)).not.toContain("Oi Bruno")
    expect(bodiesOn(bruno)).not.toContain("Oi Carla")

    const list = (await a.get(w.agent2, "/chat-interno/conversations")).json
    const mine = list.conversations.find((c: any) => c.id === id)
    expect(mine).toMatchObject({ unread: 1, lastMessage: { body: "Oi Bruno" }, peer: { id: w.agent.userId } })
    expect(list.unreadTotal).toBe(1)
    expect((await a.get(w.agent, "/chat-interno/conversations")).json.unreadTotal).toBe(0)

    const page = (await a.get(w.agent2, `/chat-interno/conversations/${id}/messages`)).json
    expect(page.messages.map((m: any) => m.body)).toEqual(["Oi Bruno"])
    const read = await a.post(w.agent2, `/chat-interno/conversations/${id}/read`)
    expect(read.json).toEqual({ conversationId: id, lastReadId: sent.json.messages[0].id })
    await waitFor(
      () => chatEvents(bruno).some((f) => f.data.type === "internalChat:read" && f.data.conversationId === id),
      10_000,
      "the read event on the reader's socket"
    )
    expect(chatEvents(ana).some((f) => f.data.type === "internalChat:read")).toBe(false)
    expect((await a.get(w.agent2, "/chat-interno/conversations")).json.unreadTotal).toBe(0)

    const answer = await a.post(w.agent2, `/chat-interno/conversations/${id}/messages`, { body: "Oi Ana" })
    expect(answer.status).toBe(200)
    await waitFor(() => bodiesOn(ana).includes("Oi Ana"), 10_000, "Ana gets the answer")
    const forAna = (await a.get(w.agent, "/chat-interno/conversations")).json.conversations
    expect(forAna.find((c: any) => c.id === id).unread).toBe(1)
    for (const c of [ana, bruno, carla]) c.close()
  })

  it.skipIf(!run)("groups: members of the tenant only, live to members, keyset pages", async () => {
    const [bruno, carla] = await Promise.all([w.agent2, w.agentB].map((u) => liveClient(w.url, u)))
    const group = await a.post(w.agent, "/chat-interno/conversations", {
      name: " Equipe ",
      memberIds: [w.agent2.userId, w.agent2.userId]
    })
    expect(group.status).toBe(200)
    expect(group.json).toMatchObject({ kind: "group", name: "Equipe", peer: null })
    expect(group.json.members.map((u: any) => u.id).sort()).toEqual([w.agent.userId, w.agent2.userId].sort())
    const id = group.json.id as number
    await waitFor(
      () => chatEvents(bruno).some((f) => f.data.type === "internalChat:conversation" && f.data.conversationId === id),
      10_000,
      "Bruno hears of the new group"
    )
    for (let i = 1; i <= 5; i++)
      expect((await a.post(w.agent, `/chat-interno/conversations/${id}/messages`, { body: `m${i}` })).status).toBe(200)
    await waitFor(() => bodiesOn(bruno).includes("m5"), 10_000, "Bruno gets the group's messages")

    const first = (await a.get(w.agent2, `/chat-interno/conversations/${id}/messages?limit=2`)).json
    expect(first.messages.map((m: any) => m.body)).toEqual(["m4", "m5"])
    expect(first.hasMore).toBe(true)
    const second = (
      await a.get(w.agent2, `/chat-interno/conversations/${id}/messages?limit=2&before=${first.nextBefore}`)
    ).json
    expect(second.messages.map((m: any) => m.body)).toEqual(["m2", "m3"])
    const last = (
      await a.get(w.agent2, `/chat-interno/conversations/${id}/messages?limit=2&before=${second.nextBefore}`)
    ).json
    expect([last.messages.map((m: any) => m.body), last.hasMore, last.nextBefore]).toEqual([["m1"], false, null])

    // Carla, not a member, and the other tenant: not found on every route of the conversation
    for (const as of [w.agentB, w.adminB]) {
      expect(code(await a.get(as, `/chat-interno/conversations/${id}`))).toEqual([404, "ERR_NOT_FOUND"])
      expect(code(await a.get(as, `/chat-interno/conversations/${id}/messages`))).toEqual([404, "ERR_NOT_FOUND"])
      const post = await a.post(as, `/chat-interno/conversations/${id}/messages`, { body: "intrusa" })
      expect(code(post)).toEqual([404, "ERR_NOT_FOUND"])
      expect(code(await a.post(as, `/chat-interno/conversations/${id}/read`))).toEqual([404, "ERR_NOT_FOUND"])
    }
    expect(code(await upload(w, w.adminB, id, [{ name: "x.txt", type: "text/plain", size: 10 }]))).toEqual([
      404,
      "ERR_NOT_FOUND"
    ])
    expect(bodiesOn(carla)).not.toContain("m1")
    const count = await w.query`SELECT COUNT(*) AS n FROM chat_messages WHERE conversation_id = ${id}`
    expect(Number(count[0].n)).toBe(5)

    // members of another tenant, or no such user: not found, nothing stored
    const before = await w.query`SELECT COUNT(*) AS n FROM chat_conversations`
    const foreign = await a.post(w.agent, "/chat-interno/conversations", { name: "X", memberIds: [w.adminB.userId] })
    expect(code(foreign)).toEqual([404, "ERR_NO_USER_FOUND"])
    expect(code(await a.post(w.agent, `/chat-interno/direct/${w.adminB.userId}`))).toEqual([404, "ERR_NO_USER_FOUND"])
    expect(code(await a.post(w.adminB, `/chat-interno/direct/${w.agent.userId}`))).toEqual([404, "ERR_NO_USER_FOUND"])
    expect(code(await a.post(w.agent, `/chat-interno/direct/${w.agent.userId}`))).toEqual([400, "ERR_VALIDATION"])
    expect((await w.query`SELECT COUNT(*) AS n FROM chat_conversations`)[0].n).toEqual(before[0].n)
    for (const body of [{ name: "", memberIds: [w.agent2.userId] }, { name: "Y", memberIds: [] }, { name: "Y" }])
      expect(code(await a.post(w.agent, "/chat-interno/conversations", body))).toEqual([400, "ERR_VALIDATION"])
    expect(code(await a.post(w.agent, `/chat-interno/conversations/${id}/messages`, { body: "  " }))).toEqual([
      400,
      "ERR_VALIDATION"
    ])
    expect((await a.get(w.adminB, "/chat-interno/conversations")).json).toEqual({ conversations: [], unreadTotal: 0 })
    bruno.close()
    carla.close()
  })

  it.skipIf(!run)("files: 10 MB each, 30 MB together, refused before storing; images inline", async () => {
    const opened = await a.post(w.sup, `/chat-interno/direct/${w.agent.userId}`)
    const id = opened.json.id as number
    const media = async () => Number((await w.query`SELECT COUNT(*) AS n FROM media`)[0].n)
    const mediaBefore = await media()
    const big = await upload(w, w.sup, id, [{ name: "big.pdf", type: "application/pdf", size: 10 * MB + 1 }])
    expect(code(big)).toEqual([413, "ERR_FILE_TOO_LARGE"])
    const many = await upload(
      w,
      w.sup,
      id,
      [1, 2, 3, 4].map((i) => ({ name: `f${i}.pdf`, type: "application/pdf", size: 8 * MB }))
    )
    expect(code(many)).toEqual([413, "ERR_FILES_TOTAL_TOO_LARGE"])
    expect(code(await upload(w, w.sup, id, []))).toEqual([400, "ERR_NO_FILE_UPLOADED"])
    expect(await media()).toBe(mediaBefore)
    expect((await a.get(w.sup, `/chat-interno/conversations/${id}/messages`)).json.messages).toEqual([])

    const ok = await upload(
      w,
      w.sup,
      id,
      [
        { name: "foto.png", type: "image/png", size: 1000 },
        { name: "video.mp4", type: "video/mp4", size: 2 * MB }
      ],
      "veja"
    )
    expect(ok.status).toBe(200)
    expect(ok.json.messages.map((m: any) => [m.body, m.mediaType, m.mediaName])).toEqual([
      ["veja", "image/png", "foto.png"],
      ["", "video/mp4", "video.mp4"]
    ])
    const file = await fetch(`${w.url}${ok.json.messages[0].mediaUrl}`, {
      headers: { authorization: `Bearer ${w.agent.token}`, "x-session-id": w.agent.sessionId }
    })
    expect(file.status).toBe(200)
    expect((await file.arrayBuffer()).byteLength).toBe(1000)
    const forAna = (await a.get(w.agent, "/chat-interno/conversations")).json.conversations
    expect(forAna.find((c: any) => c.id === id)).toMatchObject({ unread: 2, lastMessage: { mediaType: "video/mp4" } })
  })
})
