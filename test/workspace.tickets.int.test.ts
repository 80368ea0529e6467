/**
 * Ticket calls and actions of spec part 1 §4 and §7 over real HTTP, in both modes, as an agent,
 * a supervisor and an administrator: every action writes its log lines and its live event;
 * every mistake is a catalogue code with a 4xx and changes nothing; another tenant's ids are
 * not found.
 */
import { describe, expect, it } from "vitest"
import { liveClient, waitFor, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("workspace tickets (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  const logTypes = async (as: Login, id: number) =>
    ((await a.get(as, `/tickets/${id}/logs`)).json as Array<{ type: string }>).map((l) => l.type)

  it.skipIf(!run)(
    "attend, watch, resolve, reopen, return, transfer and delete, with logs and live events, for each role",
    async () => {
      const live = await liveClient(w.url, w.admin)
      for (const as of [w.agent, w.sup, w.admin]) {
        const { ticketId, widget } = await visitorTicket(w)
        expect((await a.post(w.agent2, `/tickets/${ticketId}/spy`)).status).toBe(200)
        expect((await a.get(as, `/tickets/${ticketId}`)).json.status).toBe("pending")
        const attended = await a.put(as, `/tickets/${ticketId}`, { status: "open" })
        expect(attended.json).toMatchObject({ status: "open", userId: as.userId })
        expect(attended.json.openedAt).not.toBeNull()
        await waitFor(() =>
          live
            .events()
            .find(
              (e) => e.data.type === "ticket:update" && e.data.ticket.id === ticketId && e.data.ticket.status === "open"
            )
        )
        const toOwner = await a.put(as, `/tickets/${ticketId}`, { userId: as.userId })
        expect([toOwner.status, toOwner.json.error]).toEqual([409, "ERR_TICKET_ALREADY_OWNED"])
        expect((await a.put(as, `/tickets/${ticketId}`, { status: "pending" })).json).toMatchObject({
          status: "pending",
          userId: null
        })
        expect((await a.put(as, `/tickets/${ticketId}`, { status: "open" })).json.status).toBe("open")
        const resolved = await a.put(as, `/tickets/${ticketId}`, { status: "closed" })
        expect(resolved.json).toMatchObject({ status: "closed" })
        expect(resolved.json.closedAt).not.toBeNull()
        const reopened = await a.put(as, `/tickets/${ticketId}`, { status: "open" })
        expect(reopened.json).toMatchObject({ status: "open", userId: as.userId, closedAt: null })
        const toQueue = await a.put(as, `/tickets/${ticketId}`, { queueId: w.queueB })
        expect(toQueue.json).toMatchObject({ status: "pending", userId: null, queueId: w.queueB })
        if (as === w.agent) expect((await a.get(as, `/tickets/${ticketId}`)).json.error).toBe("ERR_NO_TICKET_FOUND")
        expect(await logTypes(w.admin, ticketId)).toEqual([
          "create",
          "access",
          "open",
          "pending",
          "open",
          "closed",
          "open",
          "transfer",
          "receivedTransfer"
        ])
        const logs = (await a.get(w.admin, `/tickets/${ticketId}/logs`)).json
        expect(logs[1]).toMatchObject({ type: "access", userId: w.agent2.userId, user: { name: "Bruno Agente" } })
        widget.close()
      }
      live.close()
    }
  )

  it.skipIf(!run)(
    "transfers to a user keep the status; a transfer may open a new ticket; " +
      "reopening with another active ticket is refused with its id",
    async () => {
      const { ticketId, widget } = await visitorTicket(w)
      await a.put(w.agent, `/tickets/${ticketId}`, { status: "open" })
      const toUser = await a.put(w.agent, `/tickets/${ticketId}`, { userId: w.agent2.userId, queueId: w.queueA })
      expect(toUser.json).toMatchObject({ status: "open", userId: w.agent2.userId, queueId: w.queueA })
      const fresh = await a.put(w.agent2, `/tickets/${ticketId}`, { userId: w.sup.userId, newTicket: true })
      expect(fresh.status).toBe(200)
      expect(fresh.json.id).not.toBe(ticketId)
      expect(fresh.json).toMatchObject({ status: "open", userId: w.sup.userId, queueId: w.queueA })
      expect((await a.get(w.admin, `/tickets/${ticketId}`)).json.status).toBe("closed")
      expect(await logTypes(w.admin, fresh.json.id)).toEqual(["create", "open", "receivedTransfer"])
      expect((await logTypes(w.admin, ticketId)).slice(-2)).toEqual(["closed", "transfer"])
      const reopen = await a.put(w.admin, `/tickets/${ticketId}`, { status: "open" })
      expect([reopen.status, reopen.json.error, reopen.json.ticketId]).toEqual([
        409,
        "ERR_OTHER_OPEN_TICKET",
        fresh.json.id
      ])
      expect((await a.get(w.admin, `/tickets/${ticketId}`)).json.status).toBe("closed")
      widget.close()
    }
  )

  it.skipIf(!run)("bad actions are catalogue codes and change nothing", async () => {
    const { ticketId, widget } = await visitorTicket(w)
    const before = (await a.get(w.admin, `/tickets/${ticketId}`)).json
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, "ERR_VALIDATION"],
      [{ status: "weird" }, 400, "ERR_VALIDATION"],
      [{ status: "pending" }, 409, "ERR_INVALID_TICKET_TRANSITION"],
      [{ userId: 999999 }, 404, "ERR_NO_USER_FOUND"],
      [{ userId: w.adminB.userId }, 404, "ERR_NO_USER_FOUND"],
      [{ queueId: 999999 }, 404, "ERR_NO_QUEUE_FOUND"]
    ]
    for (const [body, status, error] of cases) {
      const r = await a.put(w.admin, `/tickets/${ticketId}`, body)
      expect([r.status, r.json.error], JSON.stringify(body)).toEqual([status, error])
    }
    const del = await a.del(w.agent, `/tickets/${ticketId}`)
    expect([del.status, del.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    const after = (await a.get(w.admin, `/tickets/${ticketId}`)).json
    expect({ ...after, sla: before.sla }).toEqual(before)
    expect(await logTypes(w.admin, ticketId)).toEqual(["create"])
    expect((await a.del(w.admin, `/tickets/${ticketId}`)).json).toEqual({ id: ticketId, deleted: true })
    expect((await a.get(w.admin, `/tickets/${ticketId}`)).json.error).toBe("ERR_NO_TICKET_FOUND")
    widget.close()
  })

  it.skipIf(!run)(
    "POST /tickets opens a ticket for a contact, refusing with the existing id while one is active",
    async () => {
      const { ticketId, widget } = await visitorTicket(w)
      const contactId = (await a.get(w.admin, `/tickets/${ticketId}`)).json.contactId
      const busy = await a.post(w.agent, "/tickets", { contactId })
      expect([busy.status, busy.json.error, busy.json.ticketId]).toEqual([409, "ERR_OTHER_OPEN_TICKET", ticketId])
      await a.put(w.admin, `/tickets/${ticketId}`, { status: "closed" })
      const made = await a.post(w.agent, "/tickets", { contactId, queueId: w.queueA })
      expect(made.json).toMatchObject({ status: "open", userId: w.agent.userId, contactId, queueId: w.queueA })
      expect(await logTypes(w.agent, made.json.id)).toEqual(["create", "open"])
      await a.put(w.admin, `/tickets/${made.json.id}`, { status: "closed" })
      const pending = await a.post(w.sup, "/tickets", { contactId, status: "pending" })
      expect(pending.json).toMatchObject({ status: "pending", userId: null })
      for (const [body, status, error] of [
        [{ contactId: 999999 }, 404, "ERR_NO_CONTACT_FOUND"],
        [{}, 400, "ERR_VALIDATION"]
      ] as const) {
        const r = await a.post(w.agent, "/tickets", body)
        expect([r.status, r.json.error]).toEqual([status, error])
      }
      const foreign = await a.post(w.adminB, "/tickets", { contactId })
      expect([foreign.status, foreign.json.error]).toEqual([404, "ERR_NO_CONTACT_FOUND"])
      widget.close()
    }
  )

  it.skipIf(!run)("audio transcription toggles; SLA class follows the waiting time", async () => {
    const { ticketId, widget } = await visitorTicket(w)
    expect((await a.put(w.agent, `/tickets/${ticketId}/audio-transcription`, {})).json.audioTranscription).toBe(true)
    expect(
      (await a.put(w.agent, `/tickets/${ticketId}/audio-transcription`, { enabled: true })).json.audioTranscription
    ).toBe(true)
    expect((await a.put(w.agent, `/tickets/${ticketId}/audio-transcription`, {})).json.audioTranscription).toBe(false)
    expect((await a.get(w.agent, `/tickets/${ticketId}`)).json.sla).toBe("green")
    await w.query`UPDATE tickets SET waiting_since = ${Date.now() - 20 * 60_000} WHERE id = ${ticketId}`
    expect((await a.get(w.agent, `/tickets/${ticketId}`)).json.sla).toBe("yellow")
    await w.query`UPDATE tickets SET waiting_since = ${Date.now() - 31 * 60_000} WHERE id = ${ticketId}`
    const listed = (await a.get(w.agent, "/tickets")).json.tickets.find((t: any) => t.id === ticketId)
    expect(listed.sla).toBe("red")
    await a.put(w.agent, `/tickets/${ticketId}`, { status: "open" })
    await a.post(w.agent, `/messages/${ticketId}`, { body: "Respondido" })
    expect((await a.get(w.agent, `/tickets/${ticketId}`)).json).toMatchObject({ sla: "green", waitingSince: null })
    widget.close()
  })
})
