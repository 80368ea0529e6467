/**
 * Queues and tags for the console (ra-data-simple-rest under /admin) and the agent UI, in both
 * modes: the free plan's one active queue, queues with tickets and tags on contacts cannot be
 * deleted, administrators only, another tenant's records are not found.
 */
import { describe, expect, it } from "vitest"
import { http } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("workspace queues and tags (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)("queues: list with Content-Range, create, update, delete; agents list the active ones", async () => {
    const list = await http(
      w.url,
      "GET",
      `/admin/queues?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent("[0,0]")}`,
      { auth: w.admin }
    )
    expect(list.headers.get("content-range")).toBe("queues 0-0/2")
    expect(list.json.map((q: any) => q.name)).toEqual(["Atendimento"])
    const made = await a.post(w.admin, "/admin/queues", { name: "Suporte" })
    expect(made.json).toMatchObject({ name: "Suporte", active: true, tenantId: w.admin.tenantId })
    expect((await a.put(w.admin, `/admin/queues/${made.json.id}`, { active: false })).json.active).toBe(false)
    expect((await a.get(w.agent, "/queues")).json.map((q: any) => q.name)).toEqual(["Atendimento", "Financeiro"])
    expect((await a.del(w.admin, `/admin/queues/${made.json.id}`)).json.id).toBe(made.json.id)
    expect((await a.get(w.admin, `/admin/queues/${made.json.id}`)).json.error).toBe("ERR_NO_QUEUE_FOUND")
  })

  it.skipIf(!run)(
    "a queue with tickets cannot be deleted; bad input and other tenants' ids change nothing",
    async () => {
      const { ticketId, widget } = await visitorTicket(w)
      await a.put(w.admin, `/tickets/${ticketId}`, { queueId: w.queueB })
      const busy = await a.del(w.admin, `/admin/queues/${w.queueB}`)
      expect([busy.status, busy.json.error]).toEqual([409, "ERR_QUEUE_TICKET_EXISTS"])
      for (const [as, method, path, body, status, error] of [
        [w.agent, "GET", "/admin/queues", undefined, 403, "ERR_NO_PERMISSION"],
        [w.sup, "POST", "/admin/queues", { name: "X" }, 403, "ERR_NO_PERMISSION"],
        [w.admin, "POST", "/admin/queues", { name: "" }, 400, "ERR_VALIDATION"],
        [w.adminB, "GET", `/admin/queues/${w.queueB}`, undefined, 404, "ERR_NO_QUEUE_FOUND"],
        [w.adminB, "PUT", `/admin/queues/${w.queueB}`, { name: "Roubada" }, 404, "ERR_NO_QUEUE_FOUND"],
        [w.adminB, "DELETE", `/admin/queues/${w.queueB}`, undefined, 404, "ERR_NO_QUEUE_FOUND"]
      ] as const) {
        const r = await http(w.url, method, path, { auth: as, ...(body ? { body } : {}) })
        expect([r.status, r.json.error], `${method} ${path}`).toEqual([status, error])
      }
      expect((await a.get(w.admin, `/admin/queues/${w.queueB}`)).json.name).toBe("Financeiro")
      expect((await a.get(w.adminB, "/queues")).json.map((q: any) => q.name)).toEqual(["Atendimento"])
      widget.close()
    }
  )

  it.skipIf(!run)("free plan: one active queue", async () => {
    const over = await a.post(w.adminB, "/admin/queues", { name: "Segunda" })
    expect([over.status, over.json.error]).toEqual([403, "ERR_PLAN_LIMIT_QUEUES"])
    const idle = await a.post(w.adminB, "/admin/queues", { name: "Segunda", active: false })
    expect(idle.json.active).toBe(false)
    const wake = await a.put(w.adminB, `/admin/queues/${idle.json.id}`, { active: true })
    expect([wake.status, wake.json.error]).toEqual([403, "ERR_PLAN_LIMIT_QUEUES"])
    const first = (await a.get(w.adminB, "/queues")).json[0]
    await a.put(w.adminB, `/admin/queues/${first.id}`, { active: false })
    expect((await a.put(w.adminB, `/admin/queues/${idle.json.id}`, { active: true })).json.active).toBe(true)
    await a.put(w.adminB, `/admin/queues/${idle.json.id}`, { active: false })
    const racing = await Promise.all([1, 2, 3].map((i) => a.post(w.adminB, "/admin/queues", { name: `R${i}` })))
    expect(racing.filter((r) => r.status === 200).length).toBe(1)
    expect(racing.filter((r) => r.json.error === "ERR_PLAN_LIMIT_QUEUES").length).toBe(2)
    expect((await a.get(w.adminB, "/queues")).json.length).toBe(1)
  })

  it.skipIf(!run)("tags: CRUD; a tag on contacts cannot be deleted; agents list active tags", async () => {
    const tag = await a.post(w.admin, "/admin/tags", { name: "VIP", color: "#ff0000" })
    expect(tag.json).toMatchObject({ name: "VIP", color: "#ff0000", active: true })
    expect((await a.put(w.admin, `/admin/tags/${tag.json.id}`, { color: "#00ff00" })).json.color).toBe("#00ff00")
    expect((await a.get(w.agent, "/tags")).json.map((t: any) => t.name)).toEqual(["VIP"])
    const list = await http(w.url, "GET", "/admin/tags", { auth: w.admin })
    expect(list.headers.get("content-range")).toBe("tags 0-0/1")
    const { ticketId, widget } = await visitorTicket(w)
    const contactId = (await a.get(w.admin, `/tickets/${ticketId}`)).json.contactId
    await w.query`INSERT INTO contact_tags (contact_id, tag_id) VALUES (${contactId}, ${tag.json.id})`
    const busy = await a.del(w.admin, `/admin/tags/${tag.json.id}`)
    expect([busy.status, busy.json.error]).toEqual([409, "ERR_TAG_CONTACTS_EXISTS"])
    for (const [as, method, path, body, status, error] of [
      [w.admin, "POST", "/admin/tags", { name: "X", color: "red" }, 400, "ERR_VALIDATION"],
      [w.agent, "POST", "/admin/tags", { name: "X" }, 403, "ERR_NO_PERMISSION"],
      [w.adminB, "PUT", `/admin/tags/${tag.json.id}`, { name: "Y" }, 404, "ERR_NO_TAG_FOUND"],
      [w.adminB, "DELETE", `/admin/tags/${tag.json.id}`, undefined, 404, "ERR_NO_TAG_FOUND"]
    ] as const) {
      const r = await http(w.url, method, path, { auth: as, ...(body ? { body } : {}) })
      expect([r.status, r.json.error], `${method} ${path}`).toEqual([status, error])
    }
    await w.query`DELETE FROM contact_tags WHERE tag_id = ${tag.json.id}`
    expect((await a.del(w.admin, `/admin/tags/${tag.json.id}`)).json.name).toBe("VIP")
    expect((await a.get(w.adminB, "/tags")).json).toEqual([])
    widget.close()
  })
})
