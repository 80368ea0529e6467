/**
 * Contacts (runtime/api/contacts.md), in both modes: every field stored and answered normalised;
 * each bad field (number, e-mail, document, date, shapes) refused with its code and field and
 * nothing stored; one person one contact (the same number in any form, with or without a
 * Brazilian mobile's ninth digit, or the same e-mail: ERR_DUPLICATED_CONTACT); phone and e-mail
 * masked for non-admins when the tenant hides them, also in searches; keyset paging without gaps
 * or repeats while contacts are added; deleting (refused with tickets, admin flag only); notes,
 * tags, wallets, additional information; another tenant's ids not found and nothing changed.
 */
import { ContactNoteView, ContactPage, ContactView } from "@atende/core/contracts/contacts"
import { describe, expect, it } from "vitest"
import { http, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { setSetting, visitorTicket, worldPerMode, type World } from "./workspace.support"

const production = await productionAvailable()

let serial = 0
/** A valid mobile of São Paulo no other contact of the run has (8 digits after the 9). */
const mobile = () => `+55 11 9${String(60_000_000 + ++serial * 7919).slice(0, 8)}`
const e164 = (typed: string) => typed.replace(/\D/g, "")

const ids = (res: { json: any }) => (res.json.contacts as Array<{ id: number }>).map((c) => c.id)

/** Every contact of the tenant, page by page with `limit`, as the API answers them. */
const allPages = async (a: ReturnType<typeof worldPerMode>["a"], as: Login, query: string, limit: number) => {
  const seen: Array<any> = []
  let cursor: string | null = null
  for (let page = 0; page < 1000; page++) {
    const res = await a.get(
      as,
      `/contacts?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`
    )
    expect(res.status, res.text).toBe(200)
    expect(res.json.contacts.length).toBeLessThanOrEqual(limit)
    seen.push(...res.json.contacts)
    if (!res.json.hasMore) {
      expect(res.json.nextCursor).toBeNull()
      return seen
    }
    cursor = res.json.nextCursor
  }
  throw new Error("paging never ended")
}

const countContacts = async (w: World, tenantId: number) =>
  Number((await w.query`SELECT COUNT(*) AS n FROM contacts WHERE tenant_id = ${tenantId}`)[0].n)

describe.each<Mode>(["embedded", "production"])("contacts (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)("create with every field, read it back; bad fields refused with their code and field", async () => {
    const tag = (await a.post(w.admin, "/admin/tags", { name: "VIP", color: "#aa0000" })).json
    const number = mobile()
    const body = {
      name: "  Ana Souza ",
      firstName: "Ana",
      lastName: "Souza",
      businessName: "Loja da Ana",
      document: "529.982.247-25",
      birthday: "05/03/1990",
      gender: "female",
      maritalStatus: "married",
      source: "indicação",
      number,
      email: " Ana.Souza@Loja.COM ",
      instagram: "@ana",
      telegramId: "123456",
      website: "https://loja.example",
      category: "cliente",
      tagIds: [tag.id],
      walletUserIds: [w.agent.userId],
      extraInfo: [{ description: "Time", information: "Corinthians" }]
    }
    const created = await a.post(w.admin, "/contacts", body)
    expect(created.status, created.text).toBe(200)
    expect(created.json).toMatchObject({
      name: "Ana Souza",
      firstName: "Ana",
      lastName: "Souza",
      businessName: "Loja da Ana",
      document: "52998224725",
      birthday: "1990-03-05",
      gender: "female",
      maritalStatus: "married",
      source: "indicação",
      number: e164(number),
      email: "ana.souza@loja.com",
      instagram: "@ana",
      telegramId: "123456",
      website: "https://loja.example",
      category: "cliente",
      tagIds: [tag.id],
      tags: [{ id: tag.id, name: "VIP", color: "#aa0000" }],
      walletUserIds: [w.agent.userId],
      wallets: [{ id: w.agent.userId, name: "Ana Agente" }],
      extraInfo: [{ description: "Time", information: "Corinthians" }],
      isWhatsappValid: false,
      profilePicUrl: null
    })
    const id = created.json.id
    // the answers are what the contracts say
    expect(ContactView.parse(created.json)).toEqual(created.json)
    expect(ContactPage.safeParse((await a.get(w.agent, "/contacts?limit=3")).json).success).toBe(true)
    expect((await a.get(w.agent, `/contacts/${id}`)).json).toEqual(created.json)

    const tenant = w.admin.tenantId
    const before = await countContacts(w, tenant)
    const bad: Array<[object, number, string, string]> = [
      [{ number: "123" }, 400, "ERR_INVALID_CONTACT_NUMBER", "number"],
      [{ number: "+55 10 98765-4321" }, 400, "ERR_INVALID_CONTACT_NUMBER", "number"],
      [{ number: "11 9876-ABCD" }, 400, "ERR_INVALID_CONTACT_NUMBER", "number"],
      [{ email: "ana@" }, 400, "ERR_INVALID_EMAIL", "email"],
      [{ document: "529.982.247-24" }, 400, "ERR_INVALID_DOCUMENT", "document"],
      [{ document: "11.222.333/0001-80" }, 400, "ERR_INVALID_DOCUMENT", "document"],
      [{ birthday: "31/02/1990" }, 400, "ERR_INVALID_DATE", "birthday"],
      [{ birthday: "1990-13-01" }, 400, "ERR_INVALID_DATE", "birthday"],
      [{ birthday: "01/01/2999" }, 400, "ERR_INVALID_DATE", "birthday"],
      [{ gender: "x" }, 400, "ERR_VALIDATION", "gender"],
      [{ maritalStatus: 3 }, 400, "ERR_VALIDATION", "maritalStatus"],
      [{ name: " " }, 400, "ERR_VALIDATION", "name"],
      [{ tagIds: [2147483000] }, 404, "ERR_NO_TAG_FOUND", "tagIds"],
      [{ walletUserIds: [w.adminB.userId] }, 404, "ERR_NO_USER_FOUND", "walletUserIds"]
    ]
    for (const [fields, status, error, field] of bad) {
      const what = JSON.stringify(fields)
      const res = await a.post(w.admin, "/contacts", { name: "Bruno", number: mobile(), ...fields })
      expect([res.status, res.json.error], what).toEqual([status, error])
      expect(
        res.json.issues.map((i: any) => i.field),
        what
      ).toContain(field)
      const put = await a.put(w.admin, `/contacts/${id}`, fields)
      expect([put.status, put.json.error], what).toEqual([status, error])
    }
    const missing = await a.post(w.admin, "/contacts", { name: "Sem contato" })
    expect([missing.status, missing.json.error, missing.json.issues[0].field]).toEqual([
      400,
      "ERR_VALIDATION",
      "number"
    ])
    expect(await countContacts(w, tenant)).toBe(before)
    expect((await a.get(w.admin, `/contacts/${id}`)).json).toEqual(created.json)

    // a change: the fields given, null or "" clears one; a new number is no longer validated on WhatsApp
    await w.query`UPDATE contacts SET is_whatsapp_valid = 1 WHERE id = ${id}`
    const renumbered = mobile()
    const changed = await a.put(w.agent, `/contacts/${id}`, { number: renumbered, instagram: "", birthday: null })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.json).toMatchObject({
      number: e164(renumbered),
      instagram: null,
      birthday: null,
      firstName: "Ana",
      isWhatsappValid: false
    })
    expect(Date.parse(changed.json.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.json.updatedAt))
    // agents edit contacts but not wallets
    const wallet = await a.put(w.agent, `/contacts/${id}`, { walletUserIds: [] })
    expect([wallet.status, wallet.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    expect((await http(w.url, "GET", "/contacts")).status).toBe(401)
  })

  it.skipIf(!run)("one person, one contact: the same number in any form, or the same e-mail", async () => {
    const typed = mobile()
    const digits = e164(typed)
    const first = await a.post(w.agent, "/contacts", { name: "Carlos", number: typed, email: "carlos@x.test" })
    expect(first.status, first.text).toBe(200)
    const withoutNinth = `(${digits.slice(2, 4)}) ${digits.slice(5, 9)}-${digits.slice(9)}`
    const before = await countContacts(w, w.admin.tenantId)
    for (const [fields, field] of [
      [{ number: digits }, "number"],
      [{ number: `0055${digits.slice(2)}` }, "number"],
      [{ number: withoutNinth }, "number"],
      [{ number: mobile(), email: " CARLOS@x.test" }, "email"]
    ] as const) {
      const dup = await a.post(w.agent, "/contacts", { name: "Outro Carlos", ...fields })
      expect([dup.status, dup.json.error, dup.json.field], JSON.stringify(fields)).toEqual([
        409,
        "ERR_DUPLICATED_CONTACT",
        field
      ])
    }
    expect(await countContacts(w, w.admin.tenantId)).toBe(before)
    // the number without its ninth digit is stored with it
    const second = await a.post(w.agent, "/contacts", { name: "Dora", number: `(11) ${mobile().slice(-8)}` })
    expect(second.status, second.text).toBe(200)
    const moved = await a.put(w.agent, `/contacts/${second.json.id}`, { number: withoutNinth })
    expect([moved.status, moved.json.error]).toEqual([409, "ERR_DUPLICATED_CONTACT"])
    const mail = await a.put(w.agent, `/contacts/${second.json.id}`, { email: "Carlos@X.test" })
    expect([mail.status, mail.json.error]).toEqual([409, "ERR_DUPLICATED_CONTACT"])
    // its own number and e-mail again are no duplicates; another tenant may have them
    const same = await a.put(w.agent, `/contacts/${first.json.id}`, { number: withoutNinth, email: "carlos@x.test" })
    expect(same.status, same.text).toBe(200)
    expect(same.json.number).toBe(digits)
    const elsewhere = await a.post(w.adminB, "/contacts", { name: "Carlos", number: typed, email: "carlos@x.test" })
    expect(elsewhere.status, elsewhere.text).toBe(200)
    // two creations of one number at once: one contact
    const racer = mobile()
    const raced = await Promise.all([1, 2, 3].map(() => a.post(w.agent, "/contacts", { name: "Eva", number: racer })))
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409, 409])
    const rows =
      await w.query`SELECT id FROM contacts WHERE tenant_id = ${w.admin.tenantId} AND number = ${e164(racer)}`
    expect(rows).toHaveLength(1)
  })

  it.skipIf(!run)("hidden contact data: masked for non-admins everywhere, and not searchable by them", async () => {
    const typed = mobile()
    const digits = e164(typed)
    const c = (await a.post(w.admin, "/contacts", { name: "Fábio Mascarado", number: typed, email: "fabio@m.test" }))
      .json
    await setSetting(w, "hideContactData", true)
    try {
      const masked = { number: `${digits.slice(0, 4)}*****${digits.slice(-4)}`, email: "f****@m.test" }
      const shown = await a.get(w.agent, `/contacts/${c.id}`)
      expect(shown.json).toMatchObject(masked)
      const byName = await a.get(w.agent, "/contacts?searchParam=mascarado")
      expect(byName.json.contacts).toEqual([expect.objectContaining({ id: c.id, ...masked })])
      expect(byName.text).not.toContain(digits)
      expect(byName.text).not.toContain("fabio@")
      for (const term of [digits.slice(-8), digits.slice(-4), "fabio@m", "m.test"]) {
        const res = await a.get(w.agent, `/contacts?searchParam=${encodeURIComponent(term)}`)
        expect(ids(res), term).not.toContain(c.id)
        expect(ids(await a.get(w.admin, `/contacts?searchParam=${encodeURIComponent(term)}`)), term).toContain(c.id)
      }
      // administrators and supervisors (the admin flag) see them
      expect((await a.get(w.sup, `/contacts/${c.id}`)).json).toMatchObject({ number: digits, email: "fabio@m.test" })
      // the modal's round trip: the masked values sent back leave the contact's as they are
      const edited = await a.put(w.agent, `/contacts/${c.id}`, { ...masked, category: "revisado" })
      expect(edited.status, edited.text).toBe(200)
      expect(edited.json).toMatchObject({ ...masked, category: "revisado" })
      const row = (await w.query`SELECT number, email FROM contacts WHERE id = ${c.id}`)[0]
      expect([row.number, row.email]).toEqual([digits, "fabio@m.test"])
      // what a non-admin creates comes back masked too
      const mine = await a.post(w.agent, "/contacts", { name: "Gil", number: mobile() })
      expect(mine.json.number).toContain("*")
    } finally {
      await setSetting(w, "hideContactData", false)
    }
    expect((await a.get(w.agent, `/contacts/${c.id}`)).json).toMatchObject({ number: digits })
  })

  it.skipIf(!run)(
    "keyset pages, newest first or by name: no gaps, no repeats, also while contacts are added",
    async () => {
      // the last three sort by their first 100 characters, which they share, then by id
      const long = "z".repeat(100)
      const names = ["beatriz", "Álvaro", "carla", "Bruno", "ana", "Davi", "elisa", "ANA", "fábio", "Gustavo"]
      names.push(`${long}c`, `${long}a`, `${long}b`)
      for (const name of names)
        expect((await a.post(w.admin, "/contacts", { name, number: mobile() })).status).toBe(200)
      const stored = (await w.query`SELECT id FROM contacts WHERE tenant_id = ${w.admin.tenantId}`).map((r) =>
        Number(r.id)
      )

      const newest = await allPages(a, w.agent, "orderBy=newest", 3)
      expect(newest.map((c) => c.id)).toEqual([...stored].sort((x, y) => y - x))
      const byName = await allPages(a, w.agent, "orderBy=name", 4)
      expect(new Set(byName.map((c) => c.id))).toEqual(new Set(stored))
      expect(byName).toHaveLength(stored.length)
      const keys = byName.map((c) => [c.name.toLowerCase().slice(0, 100), c.id] as const)
      for (let i = 1; i < keys.length; i++) {
        const [p, q] = [keys[i - 1]!, keys[i]!]
        if (/^[a-z]+$/.test(p[0]) && /^[a-z]+$/.test(q[0]))
          expect(p[0] < q[0] || (p[0] === q[0] && p[1] < q[1])).toBe(true)
      }
      expect(byName.findIndex((c) => c.name === "ana")).toBeLessThan(byName.findIndex((c) => c.name === "Bruno"))
      const longOnes = byName.filter((c) => c.name.length > 100)
      expect(longOnes.map((c) => c.name.slice(100))).toEqual(["c", "a", "b"])

      // a contact added between pages: the next pages still hold each older contact once
      const first = await a.get(w.agent, "/contacts?limit=2")
      const added = await a.post(w.admin, "/contacts", { name: "Novo", number: mobile() })
      let cursor = first.json.nextCursor
      const rest: Array<number> = []
      while (cursor) {
        const page = await a.get(w.agent, `/contacts?limit=2&cursor=${encodeURIComponent(cursor)}`)
        rest.push(...ids(page))
        cursor = page.json.nextCursor
      }
      expect([...ids(first), ...rest]).toEqual([...stored].sort((x, y) => y - x))
      expect(rest).not.toContain(added.json.id)

      // search: name part, any case; two characters at least; a cursor of another order is refused
      expect((await a.get(w.agent, "/contacts?searchParam=GUSTA")).json.contacts.map((c: any) => c.name)).toEqual([
        "Gustavo"
      ])
      const short = await a.get(w.agent, "/contacts?searchParam=a")
      expect([short.status, short.json.error, short.json.field]).toEqual([400, "ERR_SEARCH_TOO_SHORT", "searchParam"])
      const other = await a.get(w.agent, `/contacts?orderBy=name&cursor=${encodeURIComponent(first.json.nextCursor)}`)
      expect([other.status, other.json.error, other.json.field]).toEqual([400, "ERR_VALIDATION", "cursor"])
      for (const q of ["cursor=abc", "limit=0", "limit=101", "orderBy=idade"])
        expect((await a.get(w.agent, `/contacts?${q}`)).status, q).toBe(400)
    }
  )

  it.skipIf(!run)("delete: refused with tickets and for agents; notes, tags, wallets and additional info", async () => {
    const { ticketId, widget } = await visitorTicket(w, "Olá, contato com ticket")
    widget.close()
    const withTicket = (await a.get(w.admin, `/tickets/${ticketId}`)).json.contactId
    const busy = await a.del(w.admin, `/contacts/${withTicket}`)
    expect([busy.status, busy.json.error]).toEqual([409, "ERR_CONTACT_TICKETS_REGISTERED"])
    expect((await a.get(w.admin, `/contacts/${withTicket}`)).status).toBe(200)

    const c = (await a.post(w.agent, "/contacts", { name: "Helena", number: mobile() })).json
    const tag = (await a.post(w.admin, "/admin/tags", { name: "Atacado", color: "#00aa00" })).json
    const tagged = await a.put(w.agent, `/contacts/${c.id}/tags`, { tagIds: [tag.id, tag.id] })
    expect(tagged.json.tags).toEqual([{ id: tag.id, name: "Atacado", color: "#00aa00" }])
    const inUse = await a.del(w.admin, `/admin/tags/${tag.id}`)
    expect([inUse.status, inUse.json.error]).toEqual([409, "ERR_TAG_CONTACTS_EXISTS"])
    const agentWallet = await a.put(w.agent, `/contacts/${c.id}/wallets`, { walletUserIds: [w.agent.userId] })
    expect([agentWallet.status, agentWallet.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    const wallet = await a.put(w.sup, `/contacts/${c.id}/wallets`, { walletUserIds: [w.agent2.userId, w.agent.userId] })
    expect(wallet.json.walletUserIds).toEqual([w.agent.userId, w.agent2.userId].sort((x, y) => x - y))
    const info = [
      { description: "Aniversário da loja", information: "10/10" },
      { description: "Preferência", information: "WhatsApp" }
    ]
    expect((await a.put(w.agent, `/contacts/${c.id}/extra-info`, { extraInfo: info })).json.extraInfo).toEqual(info)

    const note = await a.post(w.agent, `/contacts/${c.id}/notes`, { title: " Ligação ", description: "Pediu boleto" })
    expect(note.status, note.text).toBe(200)
    expect(ContactNoteView.parse(note.json)).toEqual(note.json)
    expect(note.json).toMatchObject({
      contactId: c.id,
      title: "Ligação",
      userId: w.agent.userId,
      userName: "Ana Agente"
    })
    const second = await a.post(w.admin, `/contacts/${c.id}/notes`, { title: "Visita", description: "Na loja" })
    expect((await a.get(w.agent2, `/contacts/${c.id}/notes`)).json.map((n: any) => n.title)).toEqual([
      "Visita",
      "Ligação"
    ])
    const badNote = await a.post(w.agent, `/contacts/${c.id}/notes`, { title: "", description: "x" })
    expect([badNote.status, badNote.json.error]).toEqual([400, "ERR_VALIDATION"])
    const notAuthor = await a.del(w.agent, `/contacts/${c.id}/notes/${second.json.id}`)
    expect([notAuthor.status, notAuthor.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    expect((await a.del(w.agent, `/contacts/${c.id}/notes/${note.json.id}`)).status).toBe(200)
    const gone = await a.del(w.agent, `/contacts/${c.id}/notes/${note.json.id}`)
    expect([gone.status, gone.json.error]).toEqual([404, "ERR_NO_CONTACT_NOTE_FOUND"])
    const elsewhere = await a.del(w.admin, `/contacts/${withTicket}/notes/${second.json.id}`)
    expect([elsewhere.status, elsewhere.json.error]).toEqual([404, "ERR_NO_CONTACT_NOTE_FOUND"])

    const agentDelete = await a.del(w.agent, `/contacts/${c.id}`)
    expect([agentDelete.status, agentDelete.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    const removed = await a.del(w.admin, `/contacts/${c.id}`)
    expect(removed.status, removed.text).toBe(200)
    expect(removed.json.id).toBe(c.id)
    expect((await a.get(w.admin, `/contacts/${c.id}`)).json.error).toBe("ERR_NO_CONTACT_FOUND")
    expect(await w.query`SELECT contact_id FROM contact_tags WHERE contact_id = ${c.id}`).toEqual([])
    expect(await w.query`SELECT contact_id FROM contact_wallets WHERE contact_id = ${c.id}`).toEqual([])
    expect(await w.query`SELECT id FROM contact_notes WHERE contact_id = ${c.id}`).toEqual([])
    expect(await w.query`SELECT id FROM contact_extra_info WHERE contact_id = ${c.id}`).toEqual([])
    expect((await a.del(w.admin, `/admin/tags/${tag.id}`)).status).toBe(200)
  })

  it.skipIf(!run)("another tenant's contact ids are not found on every route, and nothing changes", async () => {
    const tag = (await a.post(w.admin, "/admin/tags", { name: "Isolada", color: "#0000aa" })).json
    const c = (
      await a.post(w.admin, "/contacts", {
        name: "Irene Isolada",
        number: mobile(),
        email: "irene@iso.test",
        tagIds: [tag.id],
        walletUserIds: [w.agent.userId],
        extraInfo: [{ description: "a", information: "b" }]
      })
    ).json
    const note = (await a.post(w.admin, `/contacts/${c.id}/notes`, { title: "t", description: "d" })).json
    const snapshot = async () =>
      JSON.stringify([
        (await a.get(w.admin, `/contacts/${c.id}`)).json,
        (await a.get(w.admin, `/contacts/${c.id}/notes`)).json
      ])
    const before = await snapshot()
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/contacts/${c.id}`],
      ["PUT", `/contacts/${c.id}`, { name: "Invasão" }],
      ["DELETE", `/contacts/${c.id}`],
      ["PUT", `/contacts/${c.id}/tags`, { tagIds: [] }],
      ["PUT", `/contacts/${c.id}/wallets`, { walletUserIds: [] }],
      ["PUT", `/contacts/${c.id}/extra-info`, { extraInfo: [] }],
      ["GET", `/contacts/${c.id}/notes`],
      ["POST", `/contacts/${c.id}/notes`, { title: "x", description: "y" }],
      ["DELETE", `/contacts/${c.id}/notes/${note.id}`]
    ]
    for (const [method, path, body] of calls) {
      const res = await http(w.url, method, path, { auth: w.adminB, ...(body === undefined ? {} : { body }) })
      expect([res.status, res.json.error], `${method} ${path}`).toEqual([404, "ERR_NO_CONTACT_FOUND"])
      expect(res.text).not.toContain("Irene")
    }
    const listed = await a.get(w.adminB, "/contacts?searchParam=irene")
    expect(listed.json.contacts).toEqual([])
    // B's own contact may not take A's tags or users
    const mine = (await a.post(w.adminB, "/contacts", { name: "De B", email: "b@iso.test" })).json
    const foreignTag = await a.put(w.adminB, `/contacts/${mine.id}/tags`, { tagIds: [tag.id] })
    expect([foreignTag.status, foreignTag.json.error]).toEqual([404, "ERR_NO_TAG_FOUND"])
    const foreignUser = await a.put(w.adminB, `/contacts/${mine.id}/wallets`, { walletUserIds: [w.agent.userId] })
    expect([foreignUser.status, foreignUser.json.error]).toEqual([404, "ERR_NO_USER_FOUND"])
    expect(await snapshot()).toBe(before)
  })
})
