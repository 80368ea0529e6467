/**
 * Visibility rows of spec part 1 §6 for an agent, a supervisor and an administrator, in lists,
 * single reads and live events, in both modes: hide others' tickets, hide bot/unassigned, forced
 * wallets, hidden contact data, the supervisors' view-all. A settings change reaches open sockets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { liveClient, waitFor, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { setSetting, visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("workspace visibility (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  const t: Record<string, number> = {}
  const closers: Array<() => void> = []
  beforeAll(async () => {
    if (!run) return
    for (const name of ["queueA", "owned", "noQueue", "queueB"]) {
      const v = await visitorTicket(w, `ticket ${name}`)
      closers.push(() => v.widget.close())
      t[name] = v.ticketId
    }
    await a.put(w.admin, `/tickets/${t.queueA}`, { queueId: w.queueA })
    await a.put(w.admin, `/tickets/${t.owned}`, { queueId: w.queueA })
    await a.put(w.agent2, `/tickets/${t.owned}`, { status: "open" })
    await a.put(w.admin, `/tickets/${t.queueB}`, { queueId: w.queueB })
  })
  afterAll(async () => {
    for (const c of closers) c()
  })

  const visible = async (as: Login, showAll = false) => {
    const list = (await a.get(as, `/tickets?showAll=${showAll}`)).json.tickets.map((x: { id: number }) => x.id)
    const names = Object.keys(t).filter((k) => list.includes(t[k]))
    if (as.profile === "user")
      for (const k of Object.keys(t))
        expect((await a.get(as, `/tickets/${t[k]}`)).status, `${k}: single read agrees with the list`).toBe(
          names.includes(k) ? 200 : 404
        )
    return names.sort()
  }

  it.skipIf(!run)(
    "by default agents see their queues' tickets (others' too) and unassigned ones without a queue",
    async () => {
      expect(await visible(w.agent)).toEqual(["noQueue", "owned", "queueA"])
      expect(await visible(w.agentB)).toEqual(["noQueue", "queueB"])
      expect(await visible(w.admin)).toEqual(["noQueue", "owned", "queueA", "queueB"])
      expect(await visible(w.sup, true)).toEqual(["noQueue", "owned", "queueA", "queueB"])
      expect((await a.get(w.agent, `/tickets/${t.queueB}`)).json.error).toBe("ERR_NO_TICKET_FOUND")
      expect((await a.get(w.agent, `/messages/${t.queueB}`)).json.error).toBe("ERR_NO_TICKET_FOUND")
    }
  )

  it.skipIf(!run)(
    "hide others' tickets: only the owner and administrators see an assigned ticket; live events follow",
    async () => {
      const live = await liveClient(w.url, w.agent)
      await setSetting(w, "hideOthersTickets", true)
      await waitFor(() =>
        live.events().find((e) => e.data.type === "settings:update" && e.data.settings.hideOthersTickets === true)
      )
      expect(await visible(w.agent)).toEqual(["noQueue", "queueA"])
      expect(await visible(w.agent2)).toEqual(["noQueue", "owned", "queueA", "queueB"])
      expect(await visible(w.admin)).toContain("owned")
      expect(await visible(w.sup, true)).toContain("owned")
      expect((await a.get(w.agent, `/tickets/${t.owned}`)).json.error).toBe("ERR_NO_TICKET_FOUND")
      await a.post(w.agent2, `/messages/${t.owned}`, { body: "só para o dono" })
      await a.post(w.admin, `/messages/${t.queueA}`, { body: "visível" })
      await waitFor(() =>
        live.events().find((e) => e.data.type === "chat:create" && e.data.message.body.endsWith("visível"))
      )
      expect(live.events().some((e) => e.data.message?.body?.endsWith("só para o dono"))).toBe(false)
      const seqs = live.frames.filter((f) => f.type === "event" || f.type === "seq").map((f) => f.seq)
      seqs.forEach((s, i) => i && expect(s).toBe(seqs[i - 1] + 1))
      await setSetting(w, "hideOthersTickets", false)
      await a.post(w.agent2, `/messages/${t.owned}`, { body: "agora todos" })
      await waitFor(() => live.events().find((e) => e.data.message?.body?.endsWith("agora todos")))
      live.close()
    }
  )

  it.skipIf(!run)(
    "hide bot and unassigned: chatbot tickets and those with neither user nor queue are for administrators",
    async () => {
      await w.query`UPDATE tickets SET chatbot = 1 WHERE id = ${t.queueA}`
      await setSetting(w, "hideBotUnassigned", true)
      expect(await visible(w.agent)).toEqual(["owned"])
      expect(await visible(w.admin)).toEqual(["noQueue", "owned", "queueA", "queueB"])
      await setSetting(w, "supervisorViewAll", false)
      expect(await visible(w.sup, true)).toEqual(["owned"])
      expect((await a.get(w.sup, `/tickets/${t.queueB}`)).json.error).toBe("ERR_NO_TICKET_FOUND")
      await setSetting(w, "supervisorViewAll", true)
      expect(await visible(w.sup, true)).toEqual(["noQueue", "owned", "queueA", "queueB"])
      await setSetting(w, "hideBotUnassigned", false)
      await w.query`UPDATE tickets SET chatbot = 0 WHERE id = ${t.queueA}`
    }
  )

  it.skipIf(!run)("forced wallets: a wallet contact's tickets go to and are seen by its owners only", async () => {
    const contactId = (await a.get(w.admin, `/tickets/${t.queueA}`)).json.contactId
    await w.query`INSERT INTO contact_wallets (contact_id, user_id) VALUES (${contactId}, ${w.agent2.userId})`
    expect(await visible(w.agent)).toContain("queueA")
    await setSetting(w, "forceWallet", true)
    expect(await visible(w.agent)).toEqual(["noQueue", "owned"])
    expect(await visible(w.agent2)).toEqual(["noQueue", "owned", "queueA", "queueB"])
    expect((await a.get(w.admin, `/tickets/${t.queueA}`)).json.walletUserIds).toEqual([w.agent2.userId])
    const v = await visitorTicket(w, "primeira")
    const cid = (await a.get(w.admin, `/tickets/${v.ticketId}`)).json.contactId
    await a.put(w.admin, `/tickets/${v.ticketId}`, { status: "closed" })
    await w.query`INSERT INTO contact_wallets (contact_id, user_id) VALUES (${cid}, ${w.agent.userId})`
    v.widget.send("de novo")
    const fresh = await (async () => {
      for (let i = 0; i < 200; i++) {
        const rows =
          await w.query`SELECT id, user_id, status FROM tickets WHERE contact_id = ${cid} AND id <> ${v.ticketId}`
        if (rows.length) return rows[0]
        await new Promise((r) => setTimeout(r, 25))
      }
    })()
    expect([Number(fresh.user_id), fresh.status]).toEqual([w.agent.userId, "pending"])
    await setSetting(w, "forceWallet", false)
    v.widget.close()
  })

  it.skipIf(!run)(
    "hidden contact data is masked for agents in lists, reads and live events; not for admins or supervisors",
    async () => {
      const contactId = (await a.get(w.admin, `/tickets/${t.noQueue}`)).json.contactId
      await w.query`UPDATE contacts SET number = ${"5511987654321"}, email = ${"ana.souza@loja.com"}
        WHERE id = ${contactId}`
      await setSetting(w, "hideContactData", true)
      const live = await liveClient(w.url, w.agent)
      const masked = { number: "5511*****4321", email: "a********@loja.com" }
      expect((await a.get(w.agent, `/tickets/${t.noQueue}`)).json.contact).toMatchObject(masked)
      expect(
        (await a.get(w.agent, "/tickets")).json.tickets.find((x: any) => x.id === t.noQueue).contact
      ).toMatchObject(masked)
      expect((await a.get(w.agent, `/messages/${t.noQueue}`)).json.ticket.contact).toMatchObject(masked)
      expect((await a.get(w.admin, `/tickets/${t.noQueue}`)).json.contact.number).toBe("5511987654321")
      expect((await a.get(w.sup, `/tickets/${t.noQueue}`)).json.contact.email).toBe("ana.souza@loja.com")
      await a.post(w.admin, `/messages/${t.noQueue}`, { body: "mascarado" })
      const e = await waitFor(() => live.events().find((x) => x.data.message?.body?.endsWith("mascarado")))
      expect(e.data.ticket.contact).toMatchObject(masked)
      await setSetting(w, "hideContactData", false)
      live.close()
    }
  )

  it.skipIf(!run)("settings: every user reads them; only administrators change them, with valid values", async () => {
    expect((await a.get(w.agent, "/settings")).json).toMatchObject({
      hideOthersTickets: false,
      signature: "defaultOff"
    })
    for (const [as, key, value, status, error] of [
      [w.sup, "hideOthersTickets", true, 403, "ERR_NO_PERMISSION"],
      [w.admin, "nope", true, 404, "ERR_NO_SETTING_FOUND"],
      [w.admin, "hideOthersTickets", "yes", 400, "ERR_VALIDATION"],
      [w.admin, "autoCloseMinutes", 7, 400, "ERR_VALIDATION"],
      [w.admin, "slaYellow", 99, 400, "ERR_VALIDATION"]
    ] as const) {
      const r = await a.put(as, `/settings/${key}`, { value })
      expect([r.status, r.json.error], `${key}=${value}`).toEqual([status, error])
    }
    expect((await a.get(w.admin, "/settings")).json).toMatchObject({
      hideOthersTickets: false,
      autoCloseMinutes: 0,
      slaYellow: 15
    })
    expect((await a.get(w.adminB, "/settings")).json.hideOthersTickets).toBe(false)
  })
})
