/**
 * Tags on tickets (`PUT /tickets/{id}/tags`) and the ticket list's search under hidden contact
 * data, in both modes: the ticket answers and lists its tags; another tenant's tag or ticket is
 * not found and changes nothing; a tag on a ticket cannot be deleted; with hide-contact-data on, a
 * non-admin's ticket search by the contact's number or e-mail finds nothing, by name it does.
 */
import { describe, expect, it } from "vitest"
import { productionAvailable, type Mode } from "./support/modes"
import { setSetting, visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("ticket tags and masked search (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)("puts tags on a ticket; foreign tags and tickets refused; a tag in use stays", async () => {
    const { ticketId, widget } = await visitorTicket(w, "quero etiquetas")
    const vip = (await a.post(w.admin, "/admin/tags", { name: `VIP t ${mode}`, color: "#aa0000" })).json
    const late = (await a.post(w.admin, "/admin/tags", { name: `Atraso t ${mode}`, color: "#00aa00" })).json
    const foreignTag = (await a.post(w.adminB, "/admin/tags", { name: `Outro ${mode}`, color: "#0000aa" })).json

    const set = await a.put(w.admin, `/tickets/${ticketId}/tags`, { tagIds: [late.id, vip.id] })
    expect(set.status, set.text).toBe(200)
    expect([...set.json.tagIds].sort()).toEqual([vip.id, late.id].sort())
    expect((await a.get(w.admin, `/tickets/${ticketId}`)).json.tagIds.length).toBe(2)

    const foreign = await a.put(w.admin, `/tickets/${ticketId}/tags`, { tagIds: [vip.id, foreignTag.id] })
    expect([foreign.status, foreign.json.error]).toEqual([404, "ERR_NO_TAG_FOUND"])
    const otherTenant = await a.put(w.adminB, `/tickets/${ticketId}/tags`, { tagIds: [foreignTag.id] })
    expect([otherTenant.status, otherTenant.json.error]).toEqual([404, "ERR_NO_TICKET_FOUND"])
    const bad = await a.put(w.admin, `/tickets/${ticketId}/tags`, { tagIds: ["x"] })
    expect([bad.status, bad.json.error]).toEqual([400, "ERR_VALIDATION"])
    expect((await a.get(w.admin, `/tickets/${ticketId}`)).json.tagIds.length).toBe(2)

    const inUse = await a.del(w.admin, `/admin/tags/${vip.id}`)
    expect([inUse.status, inUse.json.error]).toEqual([409, "ERR_TAG_CONTACTS_EXISTS"])
    const cleared = await a.put(w.admin, `/tickets/${ticketId}/tags`, { tagIds: [] })
    expect(cleared.json.tagIds).toEqual([])
    expect((await a.del(w.admin, `/admin/tags/${vip.id}`)).status).toBe(200)
    widget.close()
  })

  it.skipIf(!run)("a non-admin's ticket search does not find hidden numbers and e-mails", async () => {
    const { ticketId, widget } = await visitorTicket(w, "me ache")
    const contactId = Number((await w.query`SELECT contact_id FROM tickets WHERE id = ${ticketId}`)[0].contact_id)
    const number = `55119${String(Date.now()).slice(-8)}`
    await w.query`UPDATE contacts SET name = ${`Zuleica ${mode}`}, number = ${number}, email = ${`zu.${mode}@m.test`}
      WHERE id = ${contactId}`
    const taken = await a.put(w.admin, `/tickets/${ticketId}`, { status: "open", userId: w.agent.userId })
    expect(taken.status, taken.text).toBe(200)
    const found = async (as: typeof w.agent, term: string) =>
      (
        (await a.get(as, `/tickets?status=open&showAll=true&searchParam=${encodeURIComponent(term)}`)).json.tickets ??
        []
      )
        .map((t: any) => t.id)
        .includes(ticketId)
    expect(await found(w.agent, number.slice(-8))).toBe(true)
    await setSetting(w, "hideContactData", true)
    try {
      for (const term of [number.slice(-8), number, `zu.${mode}@m`])
        expect(await found(w.agent, term), term).toBe(false)
      expect(await found(w.agent, `zuleica ${mode}`)).toBe(true)
      expect(await found(w.admin, number.slice(-8))).toBe(true)
    } finally {
      await setSetting(w, "hideContactData", false)
    }
    widget.close()
  })
})
