/**
 * Isolation and range checks of the workspace routes, in both modes: another tenant's tickets
 * are not found on any ticket route, and ids beyond the store's range are a 4xx, never a 500.
 */
import { describe, expect, it } from "vitest"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("workspace isolation (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)("another tenant's tickets are not found on every ticket route", async () => {
    const { ticketId, widget } = await visitorTicket(w)
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/tickets/${ticketId}`],
      ["GET", `/tickets/${ticketId}/logs`],
      ["PUT", `/tickets/${ticketId}`, { status: "open" }],
      ["PUT", `/tickets/${ticketId}/audio-transcription`, {}],
      ["DELETE", `/tickets/${ticketId}`],
      ["POST", `/tickets/${ticketId}/spy`, {}],
      ["GET", `/messages/${ticketId}`],
      ["POST", `/messages/${ticketId}`, { body: "x" }]
    ]
    for (const [method, path, body] of calls) {
      const r =
        method === "GET"
          ? await a.get(w.adminB, path)
          : method === "DELETE"
            ? await a.del(w.adminB, path)
            : method === "PUT"
              ? await a.put(w.adminB, path, body)
              : await a.post(w.adminB, path, body)
      expect([r.status, r.json.error], `${method} ${path}`).toEqual([404, "ERR_NO_TICKET_FOUND"])
    }
    expect((await a.get(w.adminB, "/tickets?status=open&status=pending&status=closed")).json.tickets).toEqual([])
    expect((await a.get(w.admin, `/tickets/${ticketId}`)).json.status).toBe("pending")
    widget.close()
  })

  it.skipIf(!run)("ids beyond the store's range are not found or invalid, never a server error", async () => {
    const huge = 99_999_999_999
    const cases: Array<[string, string, unknown, number, string]> = [
      ["GET", `/tickets/${huge}`, undefined, 404, "ERR_NO_TICKET_FOUND"],
      ["GET", `/messages/${huge}`, undefined, 404, "ERR_NO_TICKET_FOUND"],
      ["POST", `/messagesEdit/${huge}`, { body: "x" }, 404, "ERR_NO_MESSAGE_FOUND"],
      ["DELETE", `/scheduled-messages/${huge}`, undefined, 404, "ERR_NO_SCHEDULE_FOUND"],
      ["GET", `/admin/queues/${huge}`, undefined, 404, "ERR_NO_QUEUE_FOUND"],
      ["POST", "/tickets", { contactId: huge }, 400, "ERR_VALIDATION"],
      ["POST", "/tickets/mass-resolve", { userId: huge }, 400, "ERR_VALIDATION"],
      ["GET", `/messages/count-all?ticketId=${huge}`, undefined, 400, "ERR_VALIDATION"],
      ["GET", "/tickets?pageNumber=99999999999999", undefined, 400, "ERR_VALIDATION"]
    ]
    for (const [method, path, body, status, error] of cases) {
      const r =
        method === "GET"
          ? await a.get(w.admin, path)
          : method === "DELETE"
            ? await a.del(w.admin, path)
            : await a.post(w.admin, path, body)
      expect([r.status, r.json.error], `${method} ${path}`).toEqual([status, error])
    }
    for (const q of [`queuesIds=${huge}`, `searchParam=${huge}`])
      expect((await a.get(w.admin, `/tickets?${q}`)).status, q).toBe(200)
    const { ticketId, widget } = await visitorTicket(w)
    const r = await a.put(w.admin, `/tickets/${ticketId}`, { userId: huge })
    expect([r.status, r.json.error]).toEqual([400, "ERR_VALIDATION"])
    widget.close()
  })
})
