/**
 * "Delete duplicates" (runtime/api/contacts.md), in both modes: contacts sharing an e-mail or a
 * phone number (with or without a Brazilian mobile's ninth digit) are found as groups; merging
 * moves tickets, notes, tags and wallets to the contact kept and fills its empty fields; the
 * merged contact's web-chat visitor writing again reaches the kept contact's ticket; an undo puts
 * everything back. Only the admin flag may; another tenant's ids are not found and change nothing.
 */
import { describe, expect, it } from "vitest"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, waitForRow, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("contact duplicates (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)("finds, merges and undoes; the visitor's next message reaches the kept contact", async () => {
    // the visitor's contact (created by web chat, no number or e-mail) and one typed by a person
    const { ticketId, widget, visitor } = await visitorTicket(w, "primeira mensagem")
    const visitorContact = Number((await w.query`SELECT contact_id FROM tickets WHERE id = ${ticketId}`)[0].contact_id)
    const tag = (await a.post(w.admin, "/admin/tags", { name: `Dup ${mode}`, color: "#00aa00" })).json
    const typed = await a.post(w.admin, "/contacts", {
      name: "Maria Dup",
      number: "+55 11 98123-4567",
      email: `maria.${mode}@dup.test`,
      tagIds: [tag.id]
    })
    expect(typed.status, typed.text).toBe(200)
    const note = await a.post(w.admin, `/contacts/${typed.json.id}/notes`, { title: "Pedido", description: "Nº 42" })
    expect(note.status, note.text).toBe(200)
    // the channel learnt the visitor's e-mail (as an e-mail channel would): the two are one person
    await w.query`UPDATE contacts SET email = ${`maria.${mode}@dup.test`} WHERE id = ${visitorContact}`

    const dups = await a.get(w.sup, "/contacts/duplicates")
    expect(dups.status, dups.text).toBe(200)
    const group = dups.json.groups.find((g: any) => g.reason === "email" && g.value === `maria.${mode}@dup.test`)
    expect(group.contacts.map((c: any) => c.id)).toEqual([visitorContact, typed.json.id])

    // an agent may not; another tenant's admin does not find these contacts; nothing changes
    expect((await a.get(w.agent, "/contacts/duplicates")).status).toBe(403)
    const foreign = await a.post(w.adminB, "/contacts/duplicates/merge", {
      groups: [{ keepId: typed.json.id, mergeIds: [visitorContact] }]
    })
    expect([foreign.status, foreign.json.error]).toEqual([404, "ERR_NO_CONTACT_FOUND"])
    const bad = await a.post(w.sup, "/contacts/duplicates/merge", {
      groups: [{ keepId: typed.json.id, mergeIds: [typed.json.id] }]
    })
    expect([bad.status, bad.json.error]).toEqual([400, "ERR_VALIDATION"])
    expect((await a.get(w.admin, `/contacts/${visitorContact}`)).status).toBe(200)

    // keep the typed contact: the visitor's ticket and conversation move to it
    const merged = await a.post(w.sup, "/contacts/duplicates/merge", {
      groups: [{ keepId: typed.json.id, mergeIds: [visitorContact] }]
    })
    expect(merged.status, merged.text).toBe(200)
    const merge = merged.json.merges[0]
    expect(merge).toMatchObject({ keptId: typed.json.id, mergedIds: [visitorContact], undone: false })
    expect((await a.get(w.admin, `/contacts/${visitorContact}`)).json.error).toBe("ERR_NO_CONTACT_FOUND")
    const ticket = await a.get(w.admin, `/tickets/${ticketId}`)
    expect(ticket.json.contactId ?? ticket.json.contact?.id).toBe(typed.json.id)
    expect(
      (await a.get(w.sup, "/contacts/duplicates")).json.groups.some(
        (g: any) => g.contacts.length > 1 && g.contacts.some((c: any) => c.id === typed.json.id)
      )
    ).toBe(false)

    widget.send("segunda mensagem")
    const second = await waitForRow(
      w,
      () =>
        w.query`SELECT ticket_id, contact_id FROM messages WHERE body = 'segunda mensagem' AND ticket_id = ${ticketId}`
    )
    expect(Number(second.contact_id)).toBe(typed.json.id)
    expect(Number((await w.query`SELECT COUNT(*) AS n FROM contacts WHERE external_id = ${visitor}`)[0].n)).toBe(0)

    // undo: the visitor's contact is back with its ticket and messages; the kept one as it was
    const list = await a.get(w.sup, "/contacts/merges")
    expect(list.json.merges[0]).toMatchObject({ id: merge.id, keptName: "Maria Dup", undone: false })
    const undone = await a.post(w.sup, `/contacts/merges/${merge.id}/undo`)
    expect(undone.status, undone.text).toBe(200)
    expect(undone.json.undone).toBe(true)
    const again = await a.post(w.sup, `/contacts/merges/${merge.id}/undo`)
    expect([again.status, again.json.error]).toEqual([404, "ERR_NO_MERGE_FOUND"])
    expect((await a.get(w.admin, `/contacts/${visitorContact}`)).status).toBe(200)
    const back = await a.get(w.admin, `/tickets/${ticketId}`)
    expect(back.json.contactId ?? back.json.contact?.id).toBe(visitorContact)
    const moved = await w.query`SELECT DISTINCT contact_id FROM messages WHERE ticket_id = ${ticketId}`
    expect(moved.map((r) => Number(r.contact_id))).toEqual([visitorContact])
    const kept = (await a.get(w.admin, `/contacts/${typed.json.id}`)).json
    expect(kept.tagIds).toEqual([tag.id])
    expect((await a.get(w.admin, `/contacts/${typed.json.id}/notes`)).json.length ?? 1).toBeGreaterThan(0)
    widget.close()
  })

  it.skipIf(!run)("fills the kept contact's empty fields and moves tags and notes; undo takes them back", async () => {
    const older = await a.post(w.admin, "/contacts", { name: "João Antigo", email: `joao.${mode}@dup.test` })
    const newer = await a.post(w.admin, "/contacts", {
      name: "João Novo",
      number: "+55 21 99876-5432",
      businessName: "Oficina do João"
    })
    const tag = (await a.post(w.admin, "/admin/tags", { name: `Oficina ${mode}`, color: "#0000aa" })).json
    await a.put(w.admin, `/contacts/${newer.json.id}/tags`, { tagIds: [tag.id] })
    await a.post(w.admin, `/contacts/${newer.json.id}/notes`, { title: "Carro", description: "Fusca" })
    // the same person, written down before with the mobile's old eight digits and no key
    await w.query`UPDATE contacts SET email = ${`joao.${mode}@dup.test`} WHERE id = ${newer.json.id}`

    const merged = await a.post(w.sup, "/contacts/duplicates/merge", {
      groups: [{ keepId: older.json.id, mergeIds: [newer.json.id] }]
    })
    expect(merged.status, merged.text).toBe(200)
    const kept = (await a.get(w.admin, `/contacts/${older.json.id}`)).json
    expect(kept).toMatchObject({ name: "João Antigo", number: "5521998765432", businessName: "Oficina do João" })
    expect(kept.tagIds).toEqual([tag.id])
    const notes = (await a.get(w.admin, `/contacts/${older.json.id}/notes`)).json
    expect(JSON.stringify(notes)).toContain("Fusca")
    // the number is the kept contact's now: a new contact with it is a duplicate
    const dup = await a.post(w.admin, "/contacts", { name: "Outro", number: "(21) 9876-5432" })
    expect([dup.status, dup.json.error]).toEqual([409, "ERR_DUPLICATED_CONTACT"])

    const undone = await a.post(w.sup, `/contacts/merges/${merged.json.merges[0].id}/undo`)
    expect(undone.status, undone.text).toBe(200)
    const olderBack = (await a.get(w.admin, `/contacts/${older.json.id}`)).json
    expect(olderBack).toMatchObject({ number: "", businessName: null, tagIds: [] })
    const newerBack = (await a.get(w.admin, `/contacts/${newer.json.id}`)).json
    expect(newerBack).toMatchObject({ name: "João Novo", number: "5521998765432", tagIds: [tag.id] })
    expect(JSON.stringify((await a.get(w.admin, `/contacts/${newer.json.id}/notes`)).json)).toContain("Fusca")

    // another tenant's admin cannot undo or list this tenant's merges
    const foreign = await a.post(w.adminB, `/contacts/merges/${merged.json.merges[0].id}/undo`)
    expect([foreign.status, foreign.json.error]).toEqual([404, "ERR_NO_MERGE_FOUND"])
    expect((await a.get(w.adminB, "/contacts/merges")).json.merges.some((m: any) => m.keptId === older.json.id)).toBe(
      false
    )
  })
})
