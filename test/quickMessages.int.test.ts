/**
 * Quick messages (runtime/api/quickMessages.md), in both modes: create (key trimmed, agents too),
 * list and search by key (prefix first, any case, `%` and `_` literal), update, delete, a duplicate key in
 * any case (409 ERR_FAST_REPLY_EXISTS, nothing changed), missing or blank fields (ERR_VALIDATION
 * naming the field), another tenant's id (404 ERR_NO_FAST_REPLY_FOUND, nothing changed; the same
 * key is free there), and a quick message's text sent with its variables filled in.
 */
import { describe, expect, it } from "vitest"
import { http } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

const keys = (res: { json: any }) => (res.json as Array<{ key: string }>).map((q) => q.key)
const fields = (res: { json: any }) => (res.json.issues as Array<{ field: string }>).map((i) => i.field).sort()

describe.each<Mode>(["embedded", "production"])("quick messages (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)("create, list and search by key, update, delete; duplicates and bad input refused", async () => {
    const hello = await a.post(w.admin, "/fastreply", { key: "  Saudacao ", message: "{{greeting}}, {{name}}!" })
    expect(hello.status).toBe(200)
    expect(hello.json).toMatchObject({ key: "Saudacao", message: "{{greeting}}, {{name}}!" })
    expect(typeof hello.json.id).toBe("number")
    expect(Date.parse(hello.json.createdAt)).toBeGreaterThan(0)
    // every profile may write them (spec: /mensagens-rapidas is no administrator screen)
    const bill = await a.post(w.agent, "/fastreply", { key: "boleto", message: "Segue o boleto, {{firstName}}." })
    expect(bill.status).toBe(200)
    const second = { key: "2via-boleto", message: "Segunda via do boleto" }
    expect((await a.post(w.sup, "/fastreply", second)).status).toBe(200)
    expect((await a.post(w.agent2, "/fastreply", { key: "100%", message: "Cem por cento" })).status).toBe(200)

    expect(keys(await a.get(w.agent, "/fastreply"))).toEqual(["100%", "2via-boleto", "boleto", "Saudacao"])
    // keys that start with the text first, any case, the text trimmed
    expect(keys(await a.get(w.agent, "/fastreply?searchParam=BOL"))).toEqual(["boleto", "2via-boleto"])
    expect(keys(await a.get(w.agent, "/fastreply?searchParam=bol%20"))).toEqual(["boleto", "2via-boleto"])
    // LIKE's wildcards are only characters
    expect(keys(await a.get(w.agent, `/fastreply?searchParam=${encodeURIComponent("%")}`))).toEqual(["100%"])
    expect(keys(await a.get(w.agent, "/fastreply?searchParam=_"))).toEqual([])
    expect(keys(await a.get(w.agent, "/fastreply?searchParam=nada"))).toEqual([])
    expect((await a.get(w.agent, `/fastreply?searchParam=${"x".repeat(101)}`)).status).toBe(400)

    // a key is unique in the tenant in any case; the refused write changes nothing
    const dup = await a.post(w.agent, "/fastreply", { key: "SAUDACAO", message: "Outra" })
    expect([dup.status, dup.json.error]).toEqual([409, "ERR_FAST_REPLY_EXISTS"])
    const rename = await a.put(w.agent, `/fastreply/${bill.json.id}`, { key: " saudacao", message: "Trocada" })
    expect([rename.status, rename.json.error]).toEqual([409, "ERR_FAST_REPLY_EXISTS"])
    const listed = await a.get(w.admin, "/fastreply")
    expect(listed.json).toHaveLength(4)
    expect(listed.json.find((q: any) => q.id === bill.json.id)).toEqual(bill.json)

    for (const [body, expected] of [
      [{}, ["key", "message"]],
      [{ key: "oi" }, ["message"]],
      [{ message: "Olá" }, ["key"]],
      [{ key: "   ", message: "Olá" }, ["key"]],
      [{ key: "oi", message: " \n " }, ["message"]],
      [{ key: "k".repeat(61), message: "Olá" }, ["key"]],
      [{ key: "oi", message: "m".repeat(4097) }, ["message"]]
    ] as const) {
      const bad = await a.post(w.agent, "/fastreply", body)
      expect([bad.status, bad.json.error], JSON.stringify(body)).toEqual([400, "ERR_VALIDATION"])
      expect(fields(bad), JSON.stringify(body)).toEqual(expected)
    }
    const badPatch = await a.put(w.agent, `/fastreply/${bill.json.id}`, { key: "" })
    expect([badPatch.status, badPatch.json.error]).toEqual([400, "ERR_VALIDATION"])
    expect((await a.get(w.agent, "/fastreply")).json).toHaveLength(4)

    // update: the message alone, then the key (its own key in another case is no conflict)
    const edited = await a.put(w.agent, `/fastreply/${bill.json.id}`, { message: "  Boleto enviado.  " })
    expect(edited.status).toBe(200)
    expect(edited.json).toMatchObject({ id: bill.json.id, key: "boleto", message: "Boleto enviado." })
    expect(Date.parse(edited.json.updatedAt)).toBeGreaterThanOrEqual(Date.parse(bill.json.updatedAt))
    const recased = await a.put(w.agent, `/fastreply/${bill.json.id}`, { key: "Boleto" })
    expect(recased.json).toMatchObject({ key: "Boleto", message: "Boleto enviado." })

    // delete: the record is answered, then it is gone
    const removed = await a.del(w.agent, `/fastreply/${bill.json.id}`)
    expect(removed.status).toBe(200)
    expect(removed.json).toMatchObject({ id: bill.json.id, key: "Boleto" })
    const again = await a.del(w.agent, `/fastreply/${bill.json.id}`)
    expect([again.status, again.json.error]).toEqual([404, "ERR_NO_FAST_REPLY_FOUND"])
    const lost = await a.put(w.agent, `/fastreply/${bill.json.id}`, { message: "x" })
    expect([lost.status, lost.json.error]).toEqual([404, "ERR_NO_FAST_REPLY_FOUND"])
    for (const id of ["999999", "abc", "0", "2147483648"]) {
      const r = await a.put(w.agent, `/fastreply/${id}`, { message: "x" })
      expect([r.status, r.json.error], id).toEqual([404, "ERR_NO_FAST_REPLY_FOUND"])
    }
    expect(keys(await a.get(w.agent, "/fastreply"))).toEqual(["100%", "2via-boleto", "Saudacao"])
    expect((await http(w.url, "GET", "/fastreply")).status).toBe(401)
  })

  it.skipIf(!run)("another tenant's quick message is not found there and stays as it was", async () => {
    const mine = await a.post(w.admin, "/fastreply", { key: "horario", message: "Atendemos das 8h às 18h." })
    expect(mine.status).toBe(200)
    const before = (await a.get(w.admin, "/fastreply")).json

    expect(keys(await a.get(w.adminB, "/fastreply"))).toEqual([])
    expect(keys(await a.get(w.adminB, "/fastreply?searchParam=hor"))).toEqual([])
    const put = await a.put(w.adminB, `/fastreply/${mine.json.id}`, { key: "invasao", message: "Invasão" })
    expect([put.status, put.json.error]).toEqual([404, "ERR_NO_FAST_REPLY_FOUND"])
    const del = await a.del(w.adminB, `/fastreply/${mine.json.id}`)
    expect([del.status, del.json.error]).toEqual([404, "ERR_NO_FAST_REPLY_FOUND"])
    // keys are unique per tenant: the other tenant may use the same one
    const theirs = await a.post(w.adminB, "/fastreply", { key: "HORARIO", message: "Abrimos às 9h." })
    expect(theirs.status).toBe(200)
    expect(keys(await a.get(w.adminB, "/fastreply"))).toEqual(["HORARIO"])

    expect((await a.get(w.admin, "/fastreply")).json).toEqual(before)
    const row = await w.query`SELECT tenant_id, key, message FROM quick_messages WHERE id = ${mine.json.id}`
    expect(row.map((r) => [Number(r.tenant_id), r.key, r.message])).toEqual([
      [w.admin.tenantId, "horario", "Atendemos das 8h às 18h."]
    ])
  })

  it.skipIf(!run)("a quick message's text is sent with the contact's variables filled in", async () => {
    const quick = await a.post(w.admin, "/fastreply", {
      key: "ola-nome",
      message: "Olá, {{name}}! Protocolo {{protocol}}"
    })
    const { ticketId, widget } = await visitorTicket(w, "Oi, preciso de ajuda")
    expect((await a.put(w.admin, `/tickets/${ticketId}`, { status: "open", userId: w.admin.userId })).status).toBe(200)
    const ticket = (await a.get(w.admin, `/tickets/${ticketId}`)).json
    const sent = await a.post(w.admin, `/messages/${ticketId}`, { body: quick.json.message })
    expect(sent.status).toBe(200)
    expect(sent.json.body).toBe(`Olá, ${ticket.contact.name}! Protocolo ${ticket.protocol}`)
    widget.close()
  })
})
