/**
 * Chat flows (issue 14 item 2; core/src/contracts/chatFlows.ts), in both modes: create, list, read,
 * edit, duplicate ("<name> (copy)" in the caller's language), export (a download) and import (a new,
 * inactive flow); a self-link or a loop refused on create, edit and import (400 ERR_FLOW_HAS_CYCLE
 * naming the steps), other graph and shape problems ERR_VALIDATION naming the field, another
 * tenant's queue or user refused; the free plan's one active flow (403 ERR_PLAN_LIMIT_CHATFLOWS);
 * a channel names an active flow of its tenant (`chatFlowId`), and a flow a channel names cannot be
 * deleted (409 ERR_CHAT_FLOW_IN_USE). Nothing changes on a refusal; another tenant sees nothing.
 */
import { describe, expect, it } from "vitest"
import { http } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { worldPerMode } from "./workspace.support"

const production = await productionAvailable()

type Step = { id: string; name: string; next: Array<string>; queueId?: number; userId?: number }

/** A document: start → the first step; each step's conditions lead to its `next` steps (and a queue or user). */
const doc = (steps: Array<Step>, settings: Record<string, unknown> = {}) => ({
  version: 1,
  settings,
  nodes: [
    { id: "start", type: "start", position: { x: 0, y: 0 }, data: { next: steps[0]?.id ?? null } },
    ...steps.map((s, i) => ({
      id: s.id,
      type: "step",
      position: { x: 200 * (i + 1), y: 0 },
      data: {
        name: s.name,
        interactions: [{ id: `${s.id}-t`, type: "text", text: `Passo ${s.name}` }],
        conditions: [
          ...s.next.map((to, j) => ({
            id: `${s.id}-c${j}`,
            type: "keywords",
            keywords: [String(j + 1)],
            action: { type: "step", stepId: to }
          })),
          ...(s.queueId ? [{ id: `${s.id}-q`, type: "any", action: { type: "queue", queueId: s.queueId } }] : []),
          ...(s.userId ? [{ id: `${s.id}-u`, type: "any", action: { type: "user", userId: s.userId } }] : [])
        ]
      }
    }))
  ]
})

const fields = (res: { json: any }) => (res.json.issues as Array<{ field: string }>).map((i) => i.field)

describe.each<Mode>(["embedded", "production"])("chat flows (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  const menu = () =>
    doc([
      { id: "menu", name: "Menu", next: ["sales"] },
      { id: "sales", name: "Vendas", next: [], queueId: w.queueA }
    ])

  it.skipIf(!run)("create, list, read, edit, duplicate, export and import, delete", async () => {
    const created = await a.post(w.admin, "/chat-flows", { name: " Atendimento ", document: menu() })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ name: "Atendimento", description: "", active: true, testNumber: null })
    expect(created.json.document.settings).toMatchObject({ maxAttempts: 3, limitAction: { type: "close" } })
    const id = created.json.id as number

    const listed = (await a.get(w.admin, "/chat-flows")).json
    expect(listed.map((f: any) => [f.id, f.name, f.active])).toContainEqual([id, "Atendimento", true])
    expect((await a.get(w.admin, `/chat-flows/${id}`)).json).toEqual(created.json)

    const edited = menu()
    edited.settings = { welcomeMessage: "Olá, {{firstName}}!", waitMinutes: 10 }
    const put = await a.put(w.admin, `/chat-flows/${id}`, {
      name: "Menu principal",
      description: "Boas-vindas",
      testNumber: "+55 (11) 98888-7777",
      document: edited
    })
    expect(put.status).toBe(200)
    expect(put.json).toMatchObject({ name: "Menu principal", description: "Boas-vindas", testNumber: "5511988887777" })
    expect(put.json.document.settings).toMatchObject({ welcomeMessage: "Olá, {{firstName}}!", waitMinutes: 10 })
    expect(Date.parse(put.json.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.json.updatedAt))

    // the download: a file with the flow, as an attachment named after it
    const exported = await a.get(w.admin, `/chat-flows/${id}/export`)
    expect(exported.status).toBe(200)
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="Menu principal\.json"/)
    expect(exported.json).toEqual({
      format: "atende.chatflow",
      version: 1,
      name: "Menu principal",
      description: "Boas-vindas",
      document: put.json.document
    })
    // the same file brought back: a new flow, inactive until an administrator turns it on
    const imported = await a.post(w.admin, "/chat-flows/import", exported.json)
    expect(imported.status).toBe(201)
    expect(imported.json).toMatchObject({ name: "Menu principal", active: false, document: put.json.document })
    expect(imported.json.id).not.toBe(id)

    // copies say "copy" in the caller's language, or a neutral (2)
    const copy = (lang?: string) =>
      http(w.url, "POST", `/chat-flows/${id}/duplicate`, {
        auth: w.admin,
        headers: lang ? { "accept-language": lang } : {}
      })
    const pt = await copy("pt-BR,pt;q=0.9,en;q=0.8")
    expect(pt.status).toBe(201)
    expect(pt.json).toMatchObject({ name: "Menu principal (cópia)", active: false, document: put.json.document })
    expect((await copy("es-AR")).json.name).toBe("Menu principal (copia)")
    expect((await copy("ru")).json.name).toBe("Menu principal (копия)")
    expect((await copy("de-DE")).json.name).toBe("Menu principal (2)")

    const removed = await a.del(w.admin, `/chat-flows/${id}`)
    expect([removed.status, removed.json.id]).toEqual([200, id])
    for (const path of [`/chat-flows/${id}`, `/chat-flows/${id}/export`, "/chat-flows/abc", "/chat-flows/2147483648"]) {
      const r = await a.get(w.admin, path)
      expect([r.status, r.json.error], path).toEqual([404, "ERR_NO_CHAT_FLOW_FOUND"])
    }
    expect((await a.del(w.admin, `/chat-flows/${id}`)).json.error).toBe("ERR_NO_CHAT_FLOW_FOUND")
  })

  it.skipIf(!run)("a self-link or a loop is refused on create, edit and import, naming the steps", async () => {
    const before = (await a.get(w.admin, "/chat-flows")).json
    const self = doc([{ id: "a", name: "Menu", next: ["a"] }])
    const loop = doc([
      { id: "a", name: "Menu", next: ["b"] },
      { id: "b", name: "Vendas", next: ["c"] },
      { id: "c", name: "Pagamento", next: ["a"] }
    ])
    const selfRes = await a.post(w.admin, "/chat-flows", { name: "Eu mesmo", document: self })
    expect([selfRes.status, selfRes.json.error, selfRes.json.details]).toEqual([
      400,
      "ERR_FLOW_HAS_CYCLE",
      { cycle: ["Menu"] }
    ])
    const loopRes = await a.post(w.admin, "/chat-flows", { name: "Laço", document: loop })
    expect([loopRes.status, loopRes.json.error]).toEqual([400, "ERR_FLOW_HAS_CYCLE"])
    expect([...loopRes.json.details.cycle].sort()).toEqual(["Menu", "Pagamento", "Vendas"])
    const file = { format: "atende.chatflow", version: 1, name: "Laço", document: loop }
    const importRes = await a.post(w.admin, "/chat-flows/import", file)
    expect([importRes.status, importRes.json.error]).toEqual([400, "ERR_FLOW_HAS_CYCLE"])
    // an edit that closes a loop leaves the flow as it was
    const ok = await a.post(w.admin, "/chat-flows", { name: "Sem laço", active: false, document: menu() })
    const closing = doc([
      { id: "menu", name: "Menu", next: ["sales"] },
      { id: "sales", name: "Vendas", next: ["menu"] }
    ])
    const put = await a.put(w.admin, `/chat-flows/${ok.json.id}`, { name: "Com laço", document: closing })
    expect([put.status, put.json.error]).toEqual([400, "ERR_FLOW_HAS_CYCLE"])
    expect((await a.get(w.admin, `/chat-flows/${ok.json.id}`)).json).toEqual(ok.json)

    // other problems name the field
    const missing = doc([{ id: "a", name: "Menu", next: ["nowhere"] }])
    const dupIds = doc([
      { id: "a", name: "Menu", next: [] },
      { id: "a", name: "Outro", next: [] }
    ])
    const noStart = { version: 1, settings: {}, nodes: doc([{ id: "a", name: "Menu", next: [] }]).nodes.slice(1) }
    const theirQueue = doc([{ id: "a", name: "Menu", next: [], queueId: 999999 }])
    const theirUser = doc([{ id: "a", name: "Menu", next: [], userId: w.adminB.userId }])
    for (const [body, field] of [
      [{ name: "x", document: missing }, "document.nodes.1.data.conditions.0.action.stepId"],
      [{ name: "x", document: dupIds }, "document.nodes.2.id"],
      [{ name: "x", document: noStart }, "document.nodes"],
      [{ name: "x", document: theirQueue }, "document.nodes.1.data.conditions.0.action.queueId"],
      [{ name: "x", document: theirUser }, "document.nodes.1.data.conditions.0.action.userId"],
      [{ name: " ", document: menu() }, "name"],
      [{ name: "x" }, "document"],
      [{ name: "x", document: { ...menu(), version: 2 } }, "document.version"],
      [{ name: "x", testNumber: "12ab", document: menu() }, "testNumber"]
    ] as const) {
      const r = await a.post(w.admin, "/chat-flows", body)
      expect([r.status, r.json.error], field).toEqual([400, "ERR_VALIDATION"])
      expect(fields(r), field).toContain(field)
    }
    const badFile = await a.post(w.admin, "/chat-flows/import", { ...file, format: "outro", document: menu() })
    expect([badFile.status, badFile.json.error]).toEqual([400, "ERR_VALIDATION"])
    const after = (await a.get(w.admin, "/chat-flows")).json
    expect(after.filter((f: any) => !before.some((b: any) => b.id === f.id)).map((f: any) => f.name)).toEqual([
      "Sem laço"
    ])
  })

  it.skipIf(!run)("the free plan keeps one active flow", async () => {
    // the second tenant is on the free plan
    const doc1 = doc([{ id: "a", name: "Menu", next: [] }])
    const first = await a.post(w.adminB, "/chat-flows", { name: "Primeiro", document: doc1 })
    expect([first.status, first.json.active]).toEqual([201, true])
    const second = await a.post(w.adminB, "/chat-flows", { name: "Segundo", document: doc1 })
    expect([second.status, second.json.error]).toEqual([403, "ERR_PLAN_LIMIT_CHATFLOWS"])
    const idle = await a.post(w.adminB, "/chat-flows", { name: "Segundo", active: false, document: doc1 })
    expect([idle.status, idle.json.active]).toEqual([201, false])
    const turnOn = await a.put(w.adminB, `/chat-flows/${idle.json.id}`, {
      name: "Segundo",
      active: true,
      document: doc1
    })
    expect([turnOn.status, turnOn.json.error]).toEqual([403, "ERR_PLAN_LIMIT_CHATFLOWS"])
    // a copy starts inactive, so the limit does not stand in its way
    const copy = await a.post(w.adminB, `/chat-flows/${first.json.id}/duplicate`)
    expect([copy.status, copy.json.active]).toEqual([201, false])
    expect((await a.get(w.adminB, "/chat-flows")).json.filter((f: any) => f.active).map((f: any) => f.id)).toEqual([
      first.json.id
    ])
    // switching: the first off, then the second on
    expect(
      (await a.put(w.adminB, `/chat-flows/${first.json.id}`, { name: "Primeiro", active: false, document: doc1 }))
        .status
    ).toBe(200)
    const switched = await a.put(w.adminB, `/chat-flows/${idle.json.id}`, {
      name: "Segundo",
      active: true,
      document: doc1
    })
    expect([switched.status, switched.json.active]).toEqual([200, true])
    // editing the active flow itself is no second flow
    const again = await a.put(w.adminB, `/chat-flows/${idle.json.id}`, { name: "Segundo!", document: doc1 })
    expect([again.status, again.json.active]).toEqual([200, true])
  })

  it.skipIf(!run)("a channel names an active flow of its tenant; a bound flow cannot be deleted", async () => {
    const flow = await a.post(w.admin, "/chat-flows", { name: "Do canal", document: menu() })
    const idle = await a.post(w.admin, "/chat-flows", { name: "Parado", active: false, document: menu() })
    const theirs = await a.post(w.adminB, "/chat-flows", { name: "Deles", active: false, document: doc([]) })
    expect(theirs.status).toBe(201)
    const channels = (await a.get(w.admin, "/channels")).json
    const channel = channels[0]
    expect(channel.chatFlowId).toBeNull()

    const bound = await a.put(w.admin, `/channels/${channel.id}`, { chatFlowId: flow.json.id })
    expect([bound.status, bound.json.chatFlowId]).toEqual([200, flow.json.id])
    expect((await a.get(w.agent, `/channels/${channel.id}`)).json.chatFlowId).toBe(flow.json.id)
    for (const chatFlowId of [idle.json.id, theirs.json.id, 999999, "1", 0]) {
      const r = await a.put(w.admin, `/channels/${channel.id}`, { chatFlowId })
      expect([r.status, r.json.error], String(chatFlowId)).toEqual([400, "ERR_VALIDATION"])
      expect(fields(r), String(chatFlowId)).toEqual(["chatFlowId"])
    }
    expect((await a.get(w.admin, `/channels/${channel.id}`)).json.chatFlowId).toBe(flow.json.id)

    const refused = await a.del(w.admin, `/chat-flows/${flow.json.id}`)
    expect([refused.status, refused.json.error]).toEqual([409, "ERR_CHAT_FLOW_IN_USE"])
    expect((await a.get(w.admin, `/chat-flows/${flow.json.id}`)).status).toBe(200)

    // a new channel may name it too, or not
    const named = await a.post(w.admin, "/channels", {
      name: `Site ${mode} ${Date.now()}`,
      type: "webchat",
      chatFlowId: flow.json.id
    })
    expect([named.status, named.json.chatFlowId]).toEqual([201, flow.json.id])
    const wrong = await a.post(w.admin, "/channels", {
      name: `Outro ${mode}`,
      type: "webchat",
      chatFlowId: idle.json.id
    })
    expect([wrong.status, wrong.json.error]).toEqual([400, "ERR_VALIDATION"])
    expect((await a.get(w.admin, "/channels")).json).toHaveLength(channels.length + 1)

    // unbound from both (the new channel deleted), the flow may go
    expect((await a.put(w.admin, `/channels/${channel.id}`, { chatFlowId: null })).json.chatFlowId).toBeNull()
    expect((await a.del(w.admin, `/chat-flows/${flow.json.id}`)).json.error).toBe("ERR_CHAT_FLOW_IN_USE")
    expect((await a.del(w.admin, `/channels/${named.json.id}?confirm=DELETE`)).status).toBe(204)
    expect((await a.del(w.admin, `/chat-flows/${flow.json.id}`)).status).toBe(200)
  })

  it.skipIf(!run)("administrators only; another tenant sees nothing and changes nothing", async () => {
    const mine = await a.post(w.admin, "/chat-flows", { name: "Só nosso", active: false, document: menu() })
    const id = mine.json.id as number
    for (const r of [
      await a.get(w.agent, "/chat-flows"),
      await a.get(w.sup, `/chat-flows/${id}`),
      await a.post(w.agent, "/chat-flows", { name: "x", document: menu() }),
      await a.del(w.agent, `/chat-flows/${id}`)
    ])
      expect([r.status, r.json.error]).toEqual([403, "ERR_NO_PERMISSION"])

    expect((await a.get(w.adminB, "/chat-flows")).json.map((f: any) => f.id)).not.toContain(id)
    for (const r of [
      await a.get(w.adminB, `/chat-flows/${id}`),
      await a.get(w.adminB, `/chat-flows/${id}/export`),
      await a.put(w.adminB, `/chat-flows/${id}`, { name: "Invasão", document: doc([]) }),
      await a.del(w.adminB, `/chat-flows/${id}`),
      await a.post(w.adminB, `/chat-flows/${id}/duplicate`)
    ])
      expect([r.status, r.json.error]).toEqual([404, "ERR_NO_CHAT_FLOW_FOUND"])
    // a flow of ours that names our queue cannot be imported there: the queue is not theirs
    const file = (await a.get(w.admin, `/chat-flows/${id}/export`)).json
    const imported = await a.post(w.adminB, "/chat-flows/import", file)
    expect([imported.status, imported.json.error]).toEqual([400, "ERR_VALIDATION"])
    expect((await a.get(w.admin, `/chat-flows/${id}`)).json).toEqual(mine.json)
    expect((await http(w.url, "GET", "/chat-flows")).status).toBe(401)
  })
})
