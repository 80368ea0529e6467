/**
 * Notes of attendance (`GET /notes`, runtime/api/workspace.md "Notes"), in both modes: every note of
 * the tickets the caller may see, newest first, with its ticket, protocol, contact and author; by
 * author, contact, text and calendar days of the tenant's time zone; keyset pages that neither
 * repeat nor skip; agents see only the notes of tickets they may see, contact data masked for them
 * when the tenant hides it; another tenant's notes never appear; bad input is ERR_VALIDATION naming
 * the field.
 */
import { beforeAll, describe, expect, it } from "vitest"
import type { Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { setSetting, visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

type Item = {
  id: number
  ticketId: number
  body: string
  createdAt: string
  user: { id: number; name: string }
  ticket: { id: number; protocol: string; status: string }
  contact: { id: number; name: string; number: string | null; email: string | null }
}

describe.each<Mode>(["embedded", "production"])("notes of attendance (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  // tickets: tA in queue A, tB in queue B (two visitors, two contacts); notes n1..n4 in that order
  const t = { a: 0, b: 0, contactA: 0, contactB: 0, other: 0, contactOther: 0 }
  const n = { n1: 0, n2: 0, n3: 0, n4: 0, other: 0 }

  const note = async (as: Login, ticketId: number, body: string) => {
    const r = await a.post(as, `/tickets/${ticketId}/notes`, { body })
    if (r.status !== 200) throw new Error(`note: ${r.status} ${r.text}`)
    return Number(r.json.id)
  }
  const list = async (as: Login, query = "") => {
    const r = await a.get(as, `/notes${query ? `?${query}` : ""}`)
    if (r.status !== 200) throw new Error(`GET /notes?${query}: ${r.status} ${r.text}`)
    return r.json as { notes: Array<Item>; hasMore: boolean; nextCursor: string | null }
  }
  const ids = async (as: Login, query = "") => (await list(as, query)).notes.map((x) => x.id)
  /** Every page of the list at `limit` a page, in order. */
  const allPages = async (as: Login, query: string, limit: number) => {
    const seen: Array<number> = []
    let cursor: string | null = null
    for (let page = 0; page < 100; page++) {
      const r = await list(as, `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)
      expect(r.notes.length).toBeLessThanOrEqual(limit)
      seen.push(...r.notes.map((x) => x.id))
      expect(r.hasMore).toBe(r.nextCursor !== null)
      if (!r.nextCursor) return seen
      cursor = r.nextCursor
    }
    throw new Error("the pages never ended")
  }
  const setTimes = async (times: Record<number, string>) => {
    for (const [id, at] of Object.entries(times))
      await w.query`UPDATE ticket_notes SET created_at = ${Date.parse(at)} WHERE id = ${Number(id)}`
  }

  beforeAll(async () => {
    if (!run) return
    for (const [key, queueId] of [
      ["a", w.queueA],
      ["b", w.queueB]
    ] as const) {
      const v = await visitorTicket(w, `notas ${key}`)
      v.widget.close()
      await a.put(w.admin, `/tickets/${v.ticketId}`, { queueId })
      t[key] = v.ticketId
    }
    const contactOf = async (ticketId: number) =>
      Number((await w.query`SELECT contact_id FROM tickets WHERE id = ${ticketId}`)[0].contact_id)
    t.contactA = await contactOf(t.a)
    t.contactB = await contactOf(t.b)
    n.n1 = await note(w.admin, t.a, "Cliente VIP: ligar às 10h")
    n.n2 = await note(w.agent, t.a, "Desconto de 50% aprovado")
    n.n3 = await note(w.agent2, t.b, "Boleto_2 enviado")
    n.n4 = await note(w.admin, t.b, "Cliente pediu nota fiscal")
    // the other tenant: a contact on its web-chat channel, a ticket its administrator opens, a note
    const channel = (await w.query`SELECT id FROM channels WHERE tenant_id = ${w.adminB.tenantId} LIMIT 1`)[0].id
    t.contactOther = Number(
      (
        await w.query`INSERT INTO contacts (tenant_id, channel_id, external_id, name, created_at)
        VALUES (${w.adminB.tenantId}, ${channel}, ${"notas-outra"}, ${"Cliente da Outra"}, ${Date.now()})
        RETURNING id`
      )[0].id
    )
    const opened = await a.post(w.adminB, "/tickets", { contactId: t.contactOther, status: "open" })
    if (opened.status !== 200) throw new Error(`other tenant's ticket: ${opened.status} ${opened.text}`)
    t.other = Number(opened.json.id)
    n.other = await note(w.adminB, t.other, "Cliente VIP da Outra")
  })

  it.skipIf(!run)("lists every note newest first, with ticket, protocol, contact and author", async () => {
    const r = await list(w.admin)
    expect(r.notes.map((x) => x.id)).toEqual([n.n4, n.n3, n.n2, n.n1])
    expect([r.hasMore, r.nextCursor]).toEqual([false, null])
    const ticketA = (await a.get(w.admin, `/tickets/${t.a}`)).json
    const second = r.notes.find((x) => x.id === n.n2)!
    expect(second).toMatchObject({
      ticketId: t.a,
      body: "Desconto de 50% aprovado",
      user: { id: w.agent.userId, name: "Ana Agente" },
      ticket: { id: t.a, protocol: ticketA.protocol, status: ticketA.status },
      contact: { id: t.contactA, name: ticketA.contact.name }
    })
    expect(Date.parse(second.createdAt)).toBeGreaterThan(0)
    expect(r.notes.find((x) => x.id === n.n3)!.user.name).toBe("Bruno Agente")
  })

  it.skipIf(!run)("another tenant's notes never appear, whatever the filter", async () => {
    for (const query of ["", "searchParam=VIP", `contactId=${t.contactOther}`, `userId=${w.adminB.userId}`])
      expect(await ids(w.admin, query), query).not.toContain(n.other)
    expect(await ids(w.admin, `contactId=${t.contactOther}`)).toEqual([])
    expect(await ids(w.admin, `userId=${w.adminB.userId}`)).toEqual([])
    expect(await ids(w.adminB)).toEqual([n.other])
    expect(await ids(w.adminB, `contactId=${t.contactA}`)).toEqual([])
    const text = JSON.stringify(await list(w.adminB, "limit=100"))
    expect(text).not.toContain("Desconto")
    // a note row of the other tenant naming this tenant's ticket (which no route writes) shows nowhere
    await w.query`INSERT INTO ticket_notes (tenant_id, ticket_id, user_id, body, created_at)
      VALUES (${w.adminB.tenantId}, ${t.a}, ${w.adminB.userId}, ${"forjada"}, ${Date.now()})`
    expect(JSON.stringify(await list(w.admin, "limit=100"))).not.toContain("forjada")
    expect(JSON.stringify(await list(w.adminB, "limit=100"))).not.toContain("forjada")
    await w.query`DELETE FROM ticket_notes WHERE body = ${"forjada"}`
  })

  it.skipIf(!run)("filters by author, contact and text (any case, % and _ literal)", async () => {
    expect(await ids(w.admin, `userId=${w.agent.userId}`)).toEqual([n.n2])
    expect(await ids(w.admin, `userId=${w.admin.userId}`)).toEqual([n.n4, n.n1])
    expect(await ids(w.admin, `contactId=${t.contactB}`)).toEqual([n.n4, n.n3])
    expect(await ids(w.admin, `contactId=${t.contactA}&userId=${w.admin.userId}`)).toEqual([n.n1])
    expect(await ids(w.admin, "searchParam=vip")).toEqual([n.n1])
    expect(await ids(w.admin, "searchParam=CLIENTE")).toEqual([n.n4, n.n1])
    expect(await ids(w.admin, `searchParam=${encodeURIComponent("50%")}`)).toEqual([n.n2])
    expect(await ids(w.admin, `searchParam=${encodeURIComponent("%")}`)).toEqual([n.n2])
    expect(await ids(w.admin, "searchParam=_")).toEqual([n.n3])
    expect(await ids(w.admin, `searchParam=vip&contactId=${t.contactB}`)).toEqual([])
    expect(await ids(w.admin, "userId=2147483647")).toEqual([])
  })

  it.skipIf(!run)("agents see only the notes of tickets they may see, as single reads do", async () => {
    expect(await ids(w.agent)).toEqual([n.n2, n.n1])
    expect(await ids(w.agentB)).toEqual([n.n4, n.n3])
    expect(await ids(w.agent, `userId=${w.agent2.userId}`)).toEqual([])
    expect(await ids(w.agent, `contactId=${t.contactB}`)).toEqual([])
    expect(await ids(w.agent, `searchParam=${encodeURIComponent("nota fiscal")}`)).toEqual([])
    // every caller: a note is listed exactly when its ticket can be read
    const byTicket = { [n.n1]: t.a, [n.n2]: t.a, [n.n3]: t.b, [n.n4]: t.b }
    for (const who of [w.admin, w.sup, w.agent, w.agent2, w.agentB]) {
      const readable = new Set<number>()
      for (const id of [t.a, t.b]) if ((await a.get(who, `/tickets/${id}`)).status === 200) readable.add(id)
      const expected = [n.n4, n.n3, n.n2, n.n1].filter((id) => readable.has(byTicket[id]!))
      expect(await ids(who), `user ${who.userId}`).toEqual(expected)
    }
    // hiding others' tickets: the agent loses the note on a queue-A ticket another agent took
    await a.put(w.agent2, `/tickets/${t.a}`, { status: "open" })
    await setSetting(w, "hideOthersTickets", true)
    try {
      expect(await ids(w.agent)).toEqual([])
      expect(await ids(w.agent2)).toEqual([n.n4, n.n3, n.n2, n.n1])
    } finally {
      await setSetting(w, "hideOthersTickets", false)
    }
    expect(await ids(w.agent)).toEqual([n.n2, n.n1])
  })

  it.skipIf(!run)("masks the contact's number and e-mail for agents when the tenant hides contact data", async () => {
    await w.query`UPDATE contacts SET number = ${"5511987654321"}, email = ${"cliente@loja.com"}
      WHERE id = ${t.contactA}`
    const contactOf = async (as: Login) => (await list(as, `contactId=${t.contactA}`)).notes[0]!.contact
    expect(await contactOf(w.agent)).toMatchObject({ number: "5511987654321", email: "cliente@loja.com" })
    await setSetting(w, "hideContactData", true)
    try {
      const masked = await contactOf(w.agent)
      expect(masked.number).not.toBe("5511987654321")
      expect(masked.number).toMatch(/^5511\*+4321$/)
      expect(masked.email).not.toBe("cliente@loja.com")
      expect(await contactOf(w.admin)).toMatchObject({ number: "5511987654321", email: "cliente@loja.com" })
    } finally {
      await setSetting(w, "hideContactData", false)
    }
  })

  it.skipIf(!run)("dates are calendar days of the tenant's time zone, both ends included", async () => {
    // São Paulo (the default, UTC-3): n1 is the last millisecond of March 9th, n2..n4 the first of the 10th
    await setTimes({
      [n.n1]: "2025-03-10T02:59:59.999Z",
      [n.n2]: "2025-03-10T03:00:00.000Z",
      [n.n3]: "2025-03-10T03:00:00.000Z",
      [n.n4]: "2025-03-11T02:59:59.999Z"
    })
    expect(await ids(w.admin, "dateStart=2025-03-09&dateEnd=2025-03-09")).toEqual([n.n1])
    expect(await ids(w.admin, "dateStart=2025-03-10&dateEnd=2025-03-10")).toEqual([n.n4, n.n3, n.n2])
    expect(await ids(w.admin, "dateStart=2025-03-10")).toEqual([n.n4, n.n3, n.n2])
    expect(await ids(w.admin, "dateEnd=2025-03-09")).toEqual([n.n1])
    expect(await ids(w.admin, "dateStart=2025-03-11")).toEqual([])
    expect(await ids(w.agent, "dateStart=2025-03-10&dateEnd=2025-03-10")).toEqual([n.n2])
    // Tokyo (UTC+9): n1..n3 are on March 10th there, n4 on the 11th
    const zone = await a.put(w.admin, "/tenant", { timezone: "Asia/Tokyo" })
    expect(zone.status).toBe(200)
    try {
      expect(await ids(w.admin, "dateStart=2025-03-09&dateEnd=2025-03-09")).toEqual([])
      expect(await ids(w.admin, "dateStart=2025-03-10&dateEnd=2025-03-10")).toEqual([n.n3, n.n2, n.n1])
      expect(await ids(w.admin, "dateStart=2025-03-11&dateEnd=2025-03-11")).toEqual([n.n4])
    } finally {
      await a.put(w.admin, "/tenant", { timezone: "America/Sao_Paulo" })
    }
  })

  it.skipIf(!run)("pages neither repeat nor skip, ties on the time included, and ignore newer notes", async () => {
    const extra: Array<number> = []
    for (let i = 0; i < 9; i++) extra.push(await note(w.admin, i % 2 ? t.a : t.b, `Seguimento ${i}`))
    // several notes at the same instant: the id breaks the tie
    await setTimes(Object.fromEntries(extra.slice(0, 5).map((id) => [id, "2025-04-01T12:00:00.000Z"])))
    const whole = await ids(w.admin, "limit=100")
    expect(whole).toHaveLength(13)
    expect(new Set(whole).size).toBe(13)
    const times = (await list(w.admin, "limit=100")).notes.map((x) => Date.parse(x.createdAt))
    expect([...times].sort((x, y) => y - x)).toEqual(times)
    for (const limit of [1, 2, 3, 5, 13]) expect(await allPages(w.admin, "", limit), `limit ${limit}`).toEqual(whole)
    const ofContactA = await ids(w.admin, `contactId=${t.contactA}&limit=100`)
    expect(await allPages(w.admin, `contactId=${t.contactA}`, 2)).toEqual(ofContactA)
    expect(await allPages(w.agent, "", 2)).toEqual(await ids(w.agent, "limit=100"))
    // a note written between two pages is newer than the cursor: the rest of the walk is unchanged
    const first = await list(w.admin, "limit=4")
    const added = await note(w.admin, t.a, "Escrita durante a leitura")
    const rest = await allPages(w.admin, `cursor=${encodeURIComponent(first.nextCursor!)}`, 4)
    expect([...first.notes.map((x) => x.id), ...rest]).toEqual(whole)
    expect((await ids(w.admin, "limit=1"))[0]).toBe(added)
  })

  it.skipIf(!run)("a deleted ticket takes its notes out of the list", async () => {
    const v = await visitorTicket(w, "notas apagadas")
    v.widget.close()
    const id = await note(w.admin, v.ticketId, "Nota de um ticket que some")
    expect((await ids(w.admin, "limit=1"))[0]).toBe(id)
    expect((await a.del(w.admin, `/tickets/${v.ticketId}`)).status).toBe(200)
    expect(await ids(w.admin, "limit=100")).not.toContain(id)
  })

  it.skipIf(!run)("bad ids, days, periods, pages and cursors are ERR_VALIDATION naming the field", async () => {
    const forged = Buffer.from("n.1.99999999999").toString("base64url")
    const cases: Array<[string, string]> = [
      ["userId=abc", "userId"],
      ["userId=0", "userId"],
      ["userId=-1", "userId"],
      ["userId=99999999999", "userId"],
      ["contactId=1.5", "contactId"],
      ["contactId=1%3BDROP", "contactId"],
      ["dateStart=2025-02-30", "dateStart"],
      ["dateStart=10%2F03%2F2025", "dateStart"],
      ["dateEnd=2025-03-10T00:00:00Z", "dateEnd"],
      ["dateStart=2025-03-11&dateEnd=2025-03-10", "dateEnd"],
      ["limit=0", "limit"],
      ["limit=abc", "limit"],
      [`searchParam=${"x".repeat(201)}`, "searchParam"],
      ["cursor=abc", "cursor"],
      [`cursor=${forged}`, "cursor"]
    ]
    for (const [query, field] of cases) {
      const r = await a.get(w.agent, `/notes?${query}`)
      expect([r.status, r.json.error, r.json.issues?.[0]?.field], query).toEqual([400, "ERR_VALIDATION", field])
    }
    const anonymous = await fetch(`${w.url}/notes`)
    expect(anonymous.status).toBe(401)
  })
})
