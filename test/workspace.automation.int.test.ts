/**
 * Automatic behaviours of spec part 1 §4 and §9, driven by durable timers, in both modes:
 * auto-close after inactivity with its message, auto-resolve when the customer does not answer,
 * return to the origin queue when the agent does not answer, and the do-not-reopen interval.
 * Time travel moves a timer's due time into the past; the node's poller then fires it.
 */
import { describe, expect, it } from "vitest"
import { waitFor } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { fireTimer, setSetting, visitorTicket, waitForRow, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("workspace automation (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  const timers = (ticketId: number) =>
    w.query`SELECT kind, due_at FROM timers
      WHERE key = ${String(ticketId)} AND fired_at IS NULL AND kind LIKE ${"ticket.%"} ORDER BY kind`
  const logs = async (id: number) =>
    (await a.get(w.admin, `/tickets/${id}/logs`)).json.map((l: any) => [l.type, l.userId])

  it.skipIf(!run)(
    "auto-close: activity restarts one inactivity timer; when it fires the ticket closes with the closing message",
    async () => {
      const off = await visitorTicket(w)
      expect(await timers(off.ticketId)).toEqual([])
      await setSetting(w, "autoCloseMinutes", 30)
      await setSetting(w, "autoCloseMessage", "Encerramos por inatividade, {{firstName}}.")
      const { ticketId, widget } = await visitorTicket(w)
      const [first] = await timers(ticketId)
      expect(first.kind).toBe("ticket.autoClose")
      expect(Number(first.due_at) - Date.now()).toBeGreaterThan(29 * 60_000)
      await new Promise((r) => setTimeout(r, 5))
      await a.put(w.agent, `/tickets/${ticketId}`, { status: "open" })
      await a.post(w.agent, `/messages/${ticketId}`, { body: "Oi" })
      const again = await timers(ticketId)
      expect(again.map((t: any) => t.kind)).toEqual(["ticket.autoClose"])
      expect(Number(again[0].due_at)).toBeGreaterThan(Number(first.due_at))
      await fireTimer(w, "ticket.autoClose", ticketId)
      expect((await a.get(w.admin, `/tickets/${ticketId}`)).json.status).toBe("closed")
      expect((await logs(ticketId)).at(-1)).toEqual(["autoClose", null])
      await waitFor(() =>
        widget.messages().find((m) => m.fromMe && m.body === "Encerramos por inatividade, Visitante.")
      )
      expect(await timers(ticketId)).toEqual([])
      const late = await visitorTicket(w)
      await setSetting(w, "autoCloseMinutes", 0)
      await fireTimer(w, "ticket.autoClose", late.ticketId)
      expect((await a.get(w.admin, `/tickets/${late.ticketId}`)).json.status).toBe("pending")
      widget.close()
      off.widget.close()
      late.widget.close()
    }
  )

  it.skipIf(!run)(
    "auto-resolve when the customer does not answer; return to the origin queue when the agent does not",
    async () => {
      await setSetting(w, "autoResolveMinutes", 60)
      await setSetting(w, "returnToQueueMinutes", 10)
      const { ticketId, widget } = await visitorTicket(w)
      await a.put(w.admin, `/tickets/${ticketId}`, { queueId: w.queueB })
      await a.put(w.agent2, `/tickets/${ticketId}`, { status: "open" })
      await a.put(w.agent2, `/tickets/${ticketId}`, { userId: w.agent.userId, queueId: w.queueA })
      await a.put(w.agent, `/tickets/${ticketId}`, { userId: w.agent2.userId })
      expect((await a.get(w.admin, `/tickets/${ticketId}`)).json).toMatchObject({
        status: "open",
        userId: w.agent2.userId,
        queueId: w.queueA,
        originQueueId: w.queueA
      })
      await a.post(w.agent2, `/messages/${ticketId}`, { body: "Aguardo seu retorno" })
      expect((await timers(ticketId)).map((t: any) => t.kind)).toEqual(["ticket.autoResolve"])
      widget.send("Voltei")
      await waitForRow(
        w,
        () =>
          w.query`SELECT kind FROM timers
            WHERE key = ${String(ticketId)} AND kind = ${"ticket.returnToQueue"} AND fired_at IS NULL`
      )
      expect((await timers(ticketId)).map((t: any) => t.kind)).toEqual(["ticket.returnToQueue"])
      await fireTimer(w, "ticket.returnToQueue", ticketId)
      expect((await a.get(w.admin, `/tickets/${ticketId}`)).json).toMatchObject({
        status: "pending",
        userId: null,
        queueId: w.queueA
      })
      expect((await logs(ticketId)).at(-1)).toEqual(["pending", null])
      await a.put(w.agent, `/tickets/${ticketId}`, { status: "open" })
      await a.post(w.agent, `/messages/${ticketId}`, { body: "Posso ajudar?" })
      await fireTimer(w, "ticket.autoResolve", ticketId)
      expect((await a.get(w.admin, `/tickets/${ticketId}`)).json.status).toBe("closed")
      expect((await logs(ticketId)).at(-1)).toEqual(["closed", null])
      await setSetting(w, "autoResolveMinutes", 0)
      await setSetting(w, "returnToQueueMinutes", 0)
      widget.close()
    }
  )

  it.skipIf(!run)(
    "do-not-reopen interval: a message soon after closing reopens the ticket; later, or with 0, a new one",
    async () => {
      const { ticketId, widget, visitor } = await visitorTicket(w)
      await a.put(w.agent, `/tickets/${ticketId}`, { status: "open" })
      await a.put(w.agent, `/tickets/${ticketId}`, { status: "closed" })
      await setSetting(w, "reopenMinutes", 10)
      widget.send("esqueci uma coisa")
      await waitForRow(w, () => w.query`SELECT id FROM tickets WHERE id = ${ticketId} AND status = ${"open"}`)
      expect((await a.get(w.admin, `/tickets/${ticketId}`)).json).toMatchObject({
        status: "open",
        userId: w.agent.userId,
        closedAt: null
      })
      expect((await logs(ticketId)).at(-1)).toEqual(["open", null])
      await a.put(w.agent, `/tickets/${ticketId}`, { status: "closed" })
      await w.query`UPDATE tickets SET closed_at = ${Date.now() - 11 * 60_000} WHERE id = ${ticketId}`
      widget.send("outro assunto")
      const fresh = await waitForRow(
        w,
        () =>
          w.query`SELECT t.id FROM tickets t JOIN contacts c ON c.id = t.contact_id
            WHERE c.external_id = ${visitor} AND t.id <> ${ticketId}`
      )
      expect((await a.get(w.admin, `/tickets/${fresh.id}`)).json.status).toBe("pending")
      await setSetting(w, "reopenMinutes", 0)
      widget.close()
    }
  )
})
