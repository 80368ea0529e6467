/**
 * Ticket notes (runtime/api/workspace.md "Notes"), in both modes: add and list oldest first,
 * validation, another tenant's ticket is not found and changes nothing, only the author or an
 * administrator deletes.
 */
import { describe, expect, it } from "vitest"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("workspace ticket notes (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)("add, list oldest first, validation, other tenant 404, delete rights", async () => {
    const { ticketId, widget } = await visitorTicket(w)
    const first = await a.post(w.admin, `/tickets/${ticketId}/notes`, { body: "  Cliente VIP  " })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ ticketId, body: "Cliente VIP", user: { id: w.admin.userId } })
    expect(typeof first.json.createdAt).toBe("string")
    const second = await a.post(w.agent, `/tickets/${ticketId}/notes`, { body: "Ligar amanhã" })
    expect(second.json.user.id).toBe(w.agent.userId)
    const list = await a.get(w.agent, `/tickets/${ticketId}/notes`)
    expect(list.json.map((n: any) => n.body)).toEqual(["Cliente VIP", "Ligar amanhã"])
    expect(list.json[0].user.name).toBeTruthy()

    for (const body of [{ body: "   " }, { body: "x".repeat(4001) }, {}]) {
      const bad = await a.post(w.agent, `/tickets/${ticketId}/notes`, body)
      expect([bad.status, bad.json.error]).toEqual([400, "ERR_VALIDATION"])
    }

    const other = await a.post(w.adminB, `/tickets/${ticketId}/notes`, { body: "Invasão" })
    expect([other.status, other.json.error]).toEqual([404, "ERR_NO_TICKET_FOUND"])
    expect((await a.get(w.adminB, `/tickets/${ticketId}/notes`)).status).toBe(404)
    const otherDel = await a.del(w.adminB, `/tickets/${ticketId}/notes/${first.json.id}`)
    expect(otherDel.status).toBe(404)

    const forbidden = await a.del(w.agent, `/tickets/${ticketId}/notes/${first.json.id}`)
    expect([forbidden.status, forbidden.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    expect((await a.get(w.admin, `/tickets/${ticketId}/notes`)).json.length).toBe(2)

    expect((await a.del(w.agent, `/tickets/${ticketId}/notes/${second.json.id}`)).json).toEqual({ ok: true })
    const gone = await a.del(w.agent, `/tickets/${ticketId}/notes/${second.json.id}`)
    expect([gone.status, gone.json.error]).toEqual([404, "ERR_NOT_FOUND"])
    expect((await a.get(w.admin, `/tickets/${ticketId}/notes`)).json.map((n: any) => n.body)).toEqual(["Cliente VIP"])
    widget.close()
  })
})
