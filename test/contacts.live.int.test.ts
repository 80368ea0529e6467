/**
 * The contacts' live events (runtime/api/contacts.md "Live events"), in both modes: a contact
 * created, edited (fields, tags) or deleted by one user reaches every other user's socket as
 * `<tenantId>:contacts` (`contact:update` with the contact as the API answers it, `contact:delete`),
 * in order; with hide-contact-data on, a user without the admin flag gets phone and e-mail masked
 * exactly as the contacts API masks them (also when the events replay after a reconnect), while
 * supervisors and administrators see them; a merge, its undo and an import's run are one
 * `contact:bulk` each (the command line's import through the outbox); another tenant's sockets get
 * nothing. In production a socket on a second node gets them too.
 */
import { ContactView } from "@atende/core/contracts/contacts"
import { LiveEvent } from "@atende/core/contracts/live"
import { afterEach, describe, expect, it } from "vitest"
import { announceContactsChanged } from "../runtime/src/features/contacts/index"
import { liveClient, waitFor, type LiveClient, type Login } from "./support/clients"
import { productionAvailable, startTestNode, type Mode } from "./support/modes"
import { setSetting, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

let serial = 0
/** A São Paulo mobile no other contact of the run has, as typed and as stored. */
const mobile = () => {
  const eight = String(71_000_000 + ++serial * 7919 + Math.floor(Math.random() * 900)).slice(0, 8)
  return { typed: `(11) 9${eight.slice(0, 4)}-${eight.slice(4)}`, stored: `55119${eight}` }
}
const mail = (who: string) => `${who}.${Date.now().toString(36)}${++serial}@live.test`

describe.each<Mode>(["embedded", "production"])("contact live events (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  // what needs a second node is declared in the production block only
  const onlyInProduction = mode === "production" ? it.skipIf(!production.ok) : undefined
  const { w, a } = worldPerMode(mode, run)

  const open: Array<LiveClient> = []
  const socket = async (as: Login, lastSeq?: number, url = w.url) => {
    const s = await liveClient(url, as, lastSeq)
    open.push(s)
    return s
  }
  afterEach(async () => {
    for (const s of open.splice(0)) s.close()
    if (run) await setSetting(w, "hideContactData", false)
  })

  /** The data of the socket's `<tenantId>:contacts` events, in the order they came. */
  const contactEvents = (s: LiveClient, tenantId = w.admin.tenantId) =>
    s.events().filter((f) => f.event === `${tenantId}:contacts`)
  /** Waits for the socket's contacts event that `match` picks; answers its frame. */
  const arrives = (s: LiveClient, what: string, match: (data: any) => boolean, tenantId?: number) =>
    waitFor(() => contactEvents(s, tenantId).find((f) => match(f.data)), 10_000, what)
  const updateOf =
    (id: number, check: (c: any) => boolean = () => true) =>
    (d: any) =>
      d.type === "contact:update" && d.contact.id === id && check(d.contact)

  it.skipIf(!run)(
    "create, edit, tags and delete reach every user's socket in order, as the API answers; not another tenant's",
    async () => {
      const [admin, agent2, other] = await Promise.all([socket(w.admin), socket(w.agent2), socket(w.adminB)])
      const phone = mobile()
      const email = mail("ana")

      // an agent creates: the others see the contact as the API answered it
      const created = await a.post(w.agent, "/contacts", { name: "Ana Ao Vivo", number: phone.typed, email })
      expect(created.status, created.text).toBe(200)
      const id = created.json.id as number
      for (const s of [admin, agent2]) {
        const frame = await arrives(s, "contact:update (create)", updateOf(id))
        expect(frame.data).toEqual({ type: "contact:update", contact: created.json })
        expect(ContactView.parse(frame.data.contact)).toEqual(created.json)
        expect(LiveEvent.parse({ name: "contacts", data: frame.data })).toEqual({ name: "contacts", data: frame.data })
      }
      expect(created.json).toMatchObject({ number: phone.stored, email })

      // an edit, then the tags: each is the contact as it is now
      const edited = await a.put(w.agent, `/contacts/${id}`, { name: "Ana Editada", category: "vip" })
      expect(edited.status, edited.text).toBe(200)
      const renamed = await arrives(
        admin,
        "contact:update (edit)",
        updateOf(id, (c) => c.name === "Ana Editada")
      )
      expect(renamed.data.contact).toEqual(edited.json)
      const tag = (await a.post(w.admin, "/admin/tags", { name: `Ao vivo ${mode}`, color: "#0055aa" })).json
      const tagged = await a.put(w.agent2, `/contacts/${id}/tags`, { tagIds: [tag.id] })
      expect(tagged.status, tagged.text).toBe(200)
      const withTag = await arrives(
        admin,
        "contact:update (tags)",
        updateOf(id, (c) => c.tagIds.includes(tag.id))
      )
      expect(withTag.data.contact).toEqual(tagged.json)
      expect(withTag.data.contact.tags).toEqual([{ id: tag.id, name: tag.name, color: "#0055aa" }])

      // a refused change stores nothing and says nothing
      const refused = await a.del(w.agent, `/contacts/${id}`)
      expect([refused.status, refused.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
      const deleted = await a.del(w.admin, `/contacts/${id}`)
      expect(deleted.status, deleted.text).toBe(200)
      for (const s of [admin, agent2]) {
        await arrives(s, "contact:delete", (d) => d.type === "contact:delete" && d.contactId === id)
        const mine = contactEvents(s).filter((f) => f.data.contactId === id || f.data.contact?.id === id)
        expect(mine.map((f) => f.data.type)).toEqual([
          "contact:update",
          "contact:update",
          "contact:update",
          "contact:delete"
        ])
        // in the tenant's sequence
        const seqs = mine.map((f) => f.seq as number)
        expect([...seqs].sort((x, y) => x - y)).toEqual(seqs)
      }

      // the other tenant's socket got none of it (the gateway had delivered them all by now), only its own
      // (its channel's session starting may tell it something of its own meanwhile)
      expect(other.events().filter((f) => !String(f.event).startsWith(`${w.adminB.tenantId}:`))).toEqual([])
      expect(JSON.stringify(other.frames)).not.toContain("Ana Ao Vivo")
      const theirs = await a.post(w.adminB, "/contacts", { name: "Da Outra", email: mail("outra") })
      expect(theirs.status, theirs.text).toBe(200)
      const got = await arrives(other, "the other tenant's own event", updateOf(theirs.json.id), w.adminB.tenantId)
      expect(got.data.contact).toEqual(theirs.json)
      expect(other.events().every((f) => f.event.startsWith(`${w.adminB.tenantId}:`))).toBe(true)
      expect(contactEvents(admin).some((f) => f.data.contact?.id === theirs.json.id)).toBe(false)
    }
  )

  it.skipIf(!run)(
    "hide-contact-data: phone and e-mail masked for users without the admin flag, as the API masks them, on replay too",
    async () => {
      // the agent's socket is open before the setting changes: it follows the settings event
      const agent = await socket(w.agent)
      await setSetting(w, "hideContactData", true)
      const [sup, admin] = await Promise.all([socket(w.sup), socket(w.admin)])
      const phone = mobile()
      const email = mail("bruno")
      const created = await a.post(w.admin, "/contacts", { name: "Bruno Oculto", number: phone.typed, email })
      expect(created.status, created.text).toBe(200)
      const id = created.json.id as number

      const masked = await arrives(agent, "masked contact:update", updateOf(id))
      const asAgent = await a.get(w.agent, `/contacts/${id}`)
      expect(asAgent.json.number).toBe(`${phone.stored.slice(0, 4)}*****${phone.stored.slice(-4)}`)
      expect(asAgent.json.email).toBe(`b${"*".repeat(email.indexOf("@") - 1)}${email.slice(email.indexOf("@"))}`)
      expect(masked.data.contact).toEqual(asAgent.json)
      expect(ContactView.parse(masked.data.contact)).toEqual(asAgent.json)
      for (const s of [sup, admin]) {
        const plain = await arrives(s, "plain contact:update", updateOf(id))
        expect(plain.data.contact).toEqual(created.json)
        expect(plain.data.contact).toMatchObject({ number: phone.stored, email })
      }

      // the agent's own edit, sent back with the masked values (the modal's round trip): still masked to them
      const edited = await a.put(w.agent, `/contacts/${id}`, {
        name: "Bruno Editado",
        number: asAgent.json.number,
        email: asAgent.json.email
      })
      expect(edited.status, edited.text).toBe(200)
      const agentSaw = await arrives(
        agent,
        "masked edit",
        updateOf(id, (c) => c.name === "Bruno Editado")
      )
      expect(agentSaw.data.contact).toEqual(edited.json)
      expect(agentSaw.data.contact.number).not.toContain(phone.stored.slice(4, 8))
      const adminSaw = await arrives(
        admin,
        "plain edit",
        updateOf(id, (c) => c.name === "Bruno Editado")
      )
      expect(adminSaw.data.contact).toMatchObject({ number: phone.stored, email })

      // a reconnect replays the events from the log, masked as before
      const from = masked.seq - 1
      const again = await socket(w.agent, from)
      const replayed = contactEvents(again).filter((f) => f.data.contact?.id === id)
      expect(replayed.map((f) => f.seq)).toEqual([masked.seq, agentSaw.seq])
      expect(replayed.map((f) => f.data.contact)).toEqual([asAgent.json, edited.json])
      expect(JSON.stringify(again.frames)).not.toContain(phone.stored)
      expect(JSON.stringify(again.frames)).not.toContain(email)
      expect(JSON.stringify(agent.frames)).not.toContain(phone.stored)
      expect(JSON.stringify(agent.frames)).not.toContain(email)
    }
  )

  it.skipIf(!run)("a merge, its undo and an import's run are one contact:bulk each", async () => {
    const agent = await socket(w.agent)
    const shared = mail("dup")
    const first = await a.post(w.admin, "/contacts", { name: "Dup Um", email: shared })
    const second = await a.post(w.admin, "/contacts", { name: "Dup Dois", email: mail("dup2") })
    expect([first.status, second.status]).toEqual([200, 200])
    // a channel learnt the address (as an e-mail channel would): the two are one person
    await w.query`UPDATE contacts SET email = ${shared} WHERE id = ${second.json.id}`

    const merged = await a.post(w.sup, "/contacts/duplicates/merge", {
      groups: [{ keepId: first.json.id, mergeIds: [second.json.id] }]
    })
    expect(merged.status, merged.text).toBe(200)
    const bulk = await arrives(agent, "contact:bulk (merge)", (d) => d.type === "contact:bulk" && d.reason === "merge")
    expect(bulk.data).toEqual({ type: "contact:bulk", reason: "merge", contactIds: [first.json.id, second.json.id] })

    const undone = await a.post(w.sup, `/contacts/merges/${merged.json.merges[0].id}/undo`)
    expect(undone.status, undone.text).toBe(200)
    const back = await arrives(agent, "contact:bulk (undo)", (d) => d.type === "contact:bulk" && d.reason === "undo")
    expect(back.data).toEqual({ type: "contact:bulk", reason: "undo", contactIds: [first.json.id, second.json.id] })
    expect(back.seq).toBeGreaterThan(bulk.seq)

    // a refused merge says nothing
    const before = contactEvents(agent).length
    const refused = await a.post(w.agent, "/contacts/duplicates/merge", {
      groups: [{ keepId: first.json.id, mergeIds: [second.json.id] }]
    })
    expect(refused.status).toBe(403)

    const phone = mobile()
    const up = await fetch(`${w.url}/contacts/imports?fileName=ao-vivo.csv`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${w.admin.token}`,
        "x-session-id": w.admin.sessionId,
        "content-type": "text/csv"
      },
      body: `Nome;Telefone\nImportada Ao Vivo;${phone.typed}\n`
    }).then((r) => r.json())
    const ran = await a.post(w.admin, `/contacts/imports/${up.id}/run`, { mapping: up.mapping })
    expect(ran.status, ran.text).toBe(202)
    const imported = await arrives(
      agent,
      "contact:bulk (import)",
      (d) => d.type === "contact:bulk" && d.reason === "import"
    )
    expect(imported.data).toEqual({ type: "contact:bulk", reason: "import" })
    // sent after the run ended: the import is done and the contact there
    expect((await a.get(w.admin, `/contacts/imports/${up.id}`)).json).toMatchObject({ status: "done", created: 1 })
    const found = await a.get(w.agent, `/contacts?searchParam=${encodeURIComponent("Importada Ao Vivo")}`)
    expect(found.json.contacts.map((c: any) => c.number)).toEqual([phone.stored])
    expect(
      contactEvents(agent)
        .slice(before)
        .map((f) => f.data.type)
    ).toEqual(["contact:bulk"])

    // `atende contacts import` has no relay in its process: the event waits in the outbox until a node sweeps it up
    await w.store(announceContactsChanged(w.admin.tenantId, "import"))
    await waitFor(
      () => contactEvents(agent).filter((f) => f.data.reason === "import").length === 2,
      10_000,
      "the swept-up contact:bulk"
    )
  })

  onlyInProduction?.("a socket on another node gets them too", async () => {
    const node2 = await startTestNode(w.env)
    try {
      const there = await socket(w.agent, undefined, node2.url)
      const created = await a.post(w.admin, "/contacts", { name: "Outro Nó", email: mail("no") })
      expect(created.status, created.text).toBe(200)
      const frame = await arrives(there, "contact:update on node 2", updateOf(created.json.id))
      expect(frame.data.contact).toEqual(created.json)
      const deleted = await a.del(w.admin, `/contacts/${created.json.id}`)
      expect(deleted.status).toBe(200)
      await arrives(
        there,
        "contact:delete on node 2",
        (d) => d.type === "contact:delete" && d.contactId === created.json.id
      )
    } finally {
      for (const s of open.splice(0)) s.close()
      await node2.close()
    }
  })
})
