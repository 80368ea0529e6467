/**
 * The satisfaction survey (issue 14 item 7; settings surveyEnabled, surveyMessage, surveyThanks), in
 * both modes over web chat: when an agent resolves a ticket the customer is asked for a score; "4 -
 * muito bom" is stored with the ticket (which stays closed, no new ticket), thanked, and shown in
 * the tickets report (and its export's "Satisfação" column); a message that is no score ends the
 * survey unanswered and is a new conversation; with the survey off nothing is asked.
 */
import { describe, expect, it } from "vitest"
import { until, waitFor } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { setSetting, visitorTicket, waitForRow, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

const today = () => new Date().toISOString().slice(0, 10)
const QUESTION = "De 1 a 5, que nota você dá ao nosso atendimento, {{firstName}}?"

describe.each<Mode>(["embedded", "production"])("satisfaction survey (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  const ours = (widget: { messages: () => Array<{ fromMe: boolean; body: string }> }) =>
    widget
      .messages()
      .filter((m) => m.fromMe)
      .map((m) => m.body)

  /** A visitor's ticket, attended and resolved by the administrator. */
  const resolved = async (first: string) => {
    const t = await visitorTicket(w, first)
    expect((await a.put(w.admin, `/tickets/${t.ticketId}`, { status: "open" })).status).toBe(200)
    expect((await a.put(w.admin, `/tickets/${t.ticketId}`, { status: "closed" })).status).toBe(200)
    return t
  }

  const reportRow = async (ticketId: number) => {
    const r = await a.get(w.admin, `/reports/tickets?from=${today()}&to=${today()}`)
    expect(r.status, r.text).toBe(200)
    return (r.json.rows as Array<any>).find((row) => row.id === ticketId)
  }

  it.skipIf(!run)("asks on resolve, stores the score with the ticket and thanks the customer", async () => {
    await setSetting(w, "surveyEnabled", true)
    await setSetting(w, "surveyMessage", QUESTION)
    const { ticketId, widget } = await resolved("Quero a segunda via do boleto")
    await waitFor(() => ours(widget).includes("De 1 a 5, que nota você dá ao nosso atendimento, Visitante?"), 10_000)
    expect((await reportRow(ticketId)).satisfaction).toBeNull()

    widget.send("4 - muito bom, obrigado")
    await waitFor(() => ours(widget).includes("Obrigado pela sua avaliação!"), 10_000, "the thanks")
    const row = await until(
      () => reportRow(ticketId),
      (r) => r?.satisfaction === 4,
      "the score in the report"
    )
    expect(row.status).toBe("closed")
    const stored = await w.query`SELECT score, comment FROM ticket_surveys WHERE ticket_id = ${ticketId}`
    expect(stored).toEqual([{ score: 4, comment: "muito bom, obrigado" }])
    // the answer is in the resolved ticket, which stays closed; no new ticket for it
    const tickets = await w.query`SELECT t.id, t.status FROM tickets t JOIN messages m ON m.ticket_id = t.id
      WHERE m.body = ${"4 - muito bom, obrigado"}`
    expect(tickets).toEqual([{ id: ticketId, status: "closed" }])

    // a later message is a conversation again (the survey was answered)
    widget.send("Outra dúvida")
    const next = await waitForRow(
      w,
      () => w.query`SELECT ticket_id FROM messages WHERE body = ${"Outra dúvida"} AND from_me = ${0}`
    )
    expect(Number(next.ticket_id)).not.toBe(ticketId)
    widget.close()
  })

  it.skipIf(!run)("a message that is no score ends the survey unanswered and starts a conversation", async () => {
    await setSetting(w, "surveyEnabled", true)
    const { ticketId, widget } = await resolved("Oi")
    await waitFor(() => ours(widget).length >= 1, 10_000, "the question")
    widget.send("Esqueci de perguntar uma coisa")
    const row = await waitForRow(
      w,
      () => w.query`SELECT ticket_id FROM messages WHERE body = ${"Esqueci de perguntar uma coisa"}`
    )
    expect(Number(row.ticket_id)).not.toBe(ticketId)
    const survey = await w.query`SELECT score, answered_at FROM ticket_surveys WHERE ticket_id = ${ticketId}`
    expect(survey[0].score).toBeNull()
    expect(survey[0].answered_at).not.toBeNull()
    // a "5" now is an ordinary message of the new ticket
    widget.send("5")
    await waitForRow(w, () => w.query`SELECT id FROM messages WHERE body = ${"5"} AND ticket_id = ${row.ticket_id}`)
    expect((await reportRow(ticketId)).satisfaction).toBeNull()
    widget.close()
  })

  it.skipIf(!run)("with the survey off nothing is asked", async () => {
    await setSetting(w, "surveyEnabled", false)
    const { ticketId, widget } = await resolved("Olá")
    expect(await w.query`SELECT ticket_id FROM ticket_surveys WHERE ticket_id = ${ticketId}`).toEqual([])
    widget.send("5")
    const row = await waitForRow(w, () => w.query`SELECT ticket_id FROM messages WHERE body = ${"5"} ORDER BY id DESC`)
    expect(Number(row.ticket_id)).not.toBe(ticketId)
    expect(ours(widget)).toEqual([])
    widget.close()
  })

  it.skipIf(!run)("only administrators change the survey settings, per tenant", async () => {
    const denied = await a.put(w.agent, "/settings/surveyEnabled", { value: true })
    expect([denied.status, denied.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
    const blank = await a.put(w.admin, "/settings/surveyMessage", { value: "  " })
    expect([blank.status, blank.json.error]).toEqual([400, "ERR_VALIDATION"])
    await setSetting(w, "surveyEnabled", true)
    expect((await a.get(w.adminB, "/settings")).json.surveyEnabled).toBe(false)
    await setSetting(w, "surveyEnabled", false)
  })
})
