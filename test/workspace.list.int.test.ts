/**
 * `GET /tickets` filters (spec part 1 §3 defaults, messageContent, the stored filtrosAtendimento),
 * keyset pages, and the administrators' mass transfer and mass resolve, in both modes.
 */
import { MessageListResult } from "@atende/core/contracts/messages"
import { TicketListResult } from "@atende/core/contracts/tickets"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Widget } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { setSetting, visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("workspace ticket list (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  const widgets: Array<Widget> = []
  const ids: Array<number> = []
  beforeAll(async () => {
    if (!run) return
    for (let i = 0; i < 12; i++) {
      const t = await visitorTicket(w, i === 3 ? "quero um orçamento de cortinas" : `mensagem ${i}`)
      widgets.push(t.widget)
      ids.push(t.ticketId)
    }
  })
  afterAll(async () => {
    for (const x of widgets) x.close()
  })

  const idsOf = (r: { json: { tickets: Array<{ id: number }> } }) => r.json.tickets.map((t) => t.id)

  it.skipIf(!run)("filters by status, queue, unread, assignment, contact search and message content", async () => {
    await a.put(w.admin, `/tickets/${ids[0]}`, { status: "open" })
    await a.put(w.admin, `/tickets/${ids[1]}`, { queueId: w.queueB })
    await a.put(w.admin, `/tickets/${ids[2]}`, { status: "closed" })
    await a.get(w.admin, `/messages/${ids[4]}`)
    expect(idsOf(await a.get(w.admin, "/tickets?status=open"))).toEqual([ids[0]])
    expect(idsOf(await a.get(w.admin, "/tickets?status=closed"))).toEqual([ids[2]])
    expect(idsOf(await a.get(w.admin, `/tickets?queuesIds=${w.queueB}&includeNotQueueDefined=false`))).toEqual([ids[1]])
    expect(idsOf(await a.get(w.admin, "/tickets?includeNotQueueDefined=false"))).toEqual([ids[1]])
    expect(idsOf(await a.get(w.admin, "/tickets?isNotAssignedUser=true"))).not.toContain(ids[0])
    expect(idsOf(await a.get(w.admin, "/tickets?withUnreadMessages=true"))).not.toContain(ids[4])
    expect(idsOf(await a.get(w.admin, "/tickets?messageContent=CORTINAS"))).toEqual([ids[3]])
    const visitor = (await a.get(w.admin, `/tickets/${ids[5]}`)).json.contact.name as string
    expect(idsOf(await a.get(w.admin, `/tickets?searchParam=${encodeURIComponent(visitor.toUpperCase())}`))).toEqual([
      ids[5]
    ])
    const none = await a.get(w.admin, "/tickets?status=[]")
    expect([none.status, none.json.error]).toEqual([400, "ERR_NO_STATUS_SELECTED"])
    const bad = await a.get(w.admin, "/tickets?pageNumber=0")
    expect([bad.status, bad.json.error]).toEqual([400, "ERR_VALIDATION"])
  })

  it.skipIf(!run)("unread tickets first, then the newest activity; keyset pages visit each ticket once", async () => {
    await setSetting(w, "ticketListLimit", 10)
    const first = await a.get(w.admin, "/tickets?status=open&status=pending")
    expect(first.json.tickets.length).toBe(10)
    expect(first.json.hasMore).toBe(true)
    const second = await a.get(w.admin, `/tickets?status=open&status=pending&cursor=${first.json.nextCursor}`)
    const all = [...idsOf(first), ...idsOf(second)]
    expect(new Set(all).size).toBe(all.length)
    expect(all.length).toBe(first.json.count)
    const unread = [...first.json.tickets, ...second.json.tickets].map((t: any) => t.unreadMessages > 0)
    expect(unread).toEqual([...unread].sort((x, y) => Number(y) - Number(x)))
    const byPage = await a.get(w.admin, "/tickets?status=open&status=pending&pageNumber=2")
    expect(idsOf(byPage)).toEqual(idsOf(second))
    const badCursor = await a.get(w.admin, "/tickets?cursor=nope")
    expect([badCursor.status, badCursor.json.error]).toEqual([400, "ERR_VALIDATION"])
    await setSetting(w, "ticketListLimit", 40)
  })

  it.skipIf(!run)("answers parse with the shared contracts", async () => {
    TicketListResult.parse((await a.get(w.admin, "/tickets?status=open&status=pending&status=closed")).json)
    MessageListResult.parse((await a.get(w.admin, `/messages/${ids[3]}`)).json)
  })

  it.skipIf(!run)("without filter parameters the user's stored filter applies", async () => {
    await w.query`UPDATE users
      SET configs = ${JSON.stringify({ filtrosAtendimento: { status: ["closed"], pageNumber: 3 } })}
      WHERE id = ${w.sup.userId}`
    expect(idsOf(await a.get(w.sup, "/tickets?showAll=true"))).not.toEqual([ids[2]])
    expect(idsOf(await a.get(w.sup, "/tickets"))).toEqual([ids[2]])
    expect(idsOf(await a.get(w.sup, "/tickets?pageNumber=1"))).toEqual([ids[2]])
    expect(idsOf(await a.get(w.sup, "/tickets?status=open"))).toEqual([])
    expect(idsOf(await a.get(w.sup, "/tickets?status=open&showAll=true"))).toEqual([ids[0]])
  })

  it.skipIf(!run)("mass transfer and mass resolve: administrators only, users must share a queue", async () => {
    for (const id of ids.slice(6, 9)) await a.put(w.admin, `/tickets/${id}`, { status: "open", userId: w.agent.userId })
    const denied = await a.post(w.sup, "/tickets/mass-transfer", {
      fromUserId: w.agent.userId,
      toUserId: w.agent2.userId
    })
    expect([denied.status, denied.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    const noShared = await a.post(w.admin, "/tickets/mass-transfer", {
      fromUserId: w.agent.userId,
      toUserId: w.agentB.userId
    })
    expect([noShared.status, noShared.json.error]).toEqual([409, "ERR_TRANSFER_NO_SHARED_QUEUE"])
    for (const [body, status, error] of [
      [{ fromUserId: w.agent.userId }, 400, "ERR_VALIDATION"],
      [{ fromUserId: w.agent.userId, toUserId: w.agent.userId }, 400, "ERR_SAME_SOURCE_AND_DESTINATION"],
      [{ fromUserId: w.adminB.userId, toUserId: w.agent2.userId }, 404, "ERR_NO_USER_FOUND"],
      [{ fromQueueId: 999999, toQueueId: w.queueA }, 404, "ERR_NO_QUEUE_FOUND"]
    ] as const) {
      const r = await a.post(w.admin, "/tickets/mass-transfer", body)
      expect([r.status, r.json.error], JSON.stringify(body)).toEqual([status, error])
    }
    expect(idsOf(await a.get(w.agent, "/tickets?status=open")).sort()).toEqual(ids.slice(6, 9).sort())
    const moved = await a.post(w.admin, "/tickets/mass-transfer", {
      fromUserId: w.agent.userId,
      toUserId: w.agent2.userId
    })
    expect(moved.json).toMatchObject({ count: 3, skipped: [] })
    for (const id of ids.slice(6, 9))
      expect((await a.get(w.admin, `/tickets/${id}`)).json).toMatchObject({ status: "open", userId: w.agent2.userId })
    const toQueue = await a.post(w.admin, "/tickets/mass-transfer", {
      fromUserId: w.agent2.userId,
      toQueueId: w.queueB
    })
    expect(toQueue.json.count).toBe(3)
    const resolved = await a.post(w.admin, "/tickets/mass-resolve", { queueId: w.queueB })
    expect(resolved.json.count).toBe(4)
    for (const id of [ids[1], ...ids.slice(6, 9)])
      expect((await a.get(w.admin, `/tickets/${id}`)).json.status).toBe("closed")
    expect((await a.post(w.agent, "/tickets/mass-resolve", { queueId: w.queueB })).json.error).toBe("ERR_NO_PERMISSION")
  })
})
