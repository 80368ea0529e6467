/**
 * Business hours and user availability (issue 16 item 2; spec part 2 §3, §9), in both modes:
 * `GET/PUT /business-hours` (defaults, administrators only, field errors, per tenant),
 * `GET /availability`, `GET/PUT /users/:id/availability`, and the absence message: a customer
 * writing outside business hours gets it once per ticket, inside them never. Time is driven by the
 * tenant's time zone: a fixed-offset zone (Etc/GMT±N) where it is now about noon.
 */
import { describe, expect, it } from "vitest"
import { DEFAULT_AVAILABILITY, DEFAULT_WEEK } from "../core/src/contracts/businessHours"
import { waitFor } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, waitForRow, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

/** An IANA zone of whole hours where the local hour is 12 now (Etc/GMT-3 is UTC+3). */
const noonZone = () => {
  const offset = ((((12 - new Date().getUTCHours()) % 24) + 36) % 24) - 12 // -12..11
  return offset === 0 ? "Etc/UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`
}

const every = (day: unknown) => Array.from({ length: 7 }, () => day)

describe.each<Mode>(["embedded", "production"])("business hours (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)("the week and the absence message: defaults, administrators' changes, field errors", async () => {
    const first = await a.get(w.agent, "/business-hours")
    expect(first.status).toBe(200)
    expect(first.json).toEqual({ days: DEFAULT_WEEK, absenceMessage: "", timeZone: "America/Sao_Paulo" })

    const week = [
      { mode: "closed" },
      { mode: "open" },
      ...every({
        mode: "hours",
        ranges: [
          { start: "08:00", end: "12:00" },
          { start: "13:30", end: "24:00" }
        ]
      }).slice(0, 4),
      { mode: "hours", ranges: [{ start: "09:00", end: "13:00" }] }
    ]
    const body = { days: week, absenceMessage: "Estamos fora do horário, {{name}}." }

    const refused = await a.put(w.agent, "/business-hours", body)
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe("ERR_NO_PERMISSION")

    // a range across midnight: the error names the field; nothing is saved
    const night = [...week]
    night[5] = { mode: "hours", ranges: [{ start: "22:00", end: "02:00" }] }
    const bad = await a.put(w.admin, "/business-hours", { ...body, days: night })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe("ERR_VALIDATION")
    expect(bad.json.issues.map((i: any) => i.field)).toContain("days.5.ranges.0.end")
    const overlap = [...week]
    overlap[2] = {
      mode: "hours",
      ranges: [
        { start: "08:00", end: "12:00" },
        { start: "11:00", end: "14:00" }
      ]
    }
    expect((await a.put(w.admin, "/business-hours", { ...body, days: overlap })).json.issues[0].field).toBe(
      "days.2.ranges.1.start"
    )
    for (const junk of [{}, { days: week.slice(1), absenceMessage: "" }, { days: every({ mode: "maybe" }) }, []])
      expect((await a.put(w.admin, "/business-hours", junk)).status).toBe(400)
    expect((await a.get(w.admin, "/business-hours")).json.days).toEqual(DEFAULT_WEEK)

    const saved = await a.put(w.admin, "/business-hours", body)
    expect(saved.status).toBe(200)
    expect(saved.json).toEqual({ ...body, timeZone: "America/Sao_Paulo" })
    expect((await a.get(w.agent, "/business-hours")).json).toEqual(saved.json)
    // the other tenant keeps its own
    expect((await a.get(w.adminB, "/business-hours")).json.days).toEqual(DEFAULT_WEEK)
    expect((await a.get(w.adminB, "/business-hours")).json.absenceMessage).toBe("")
  })

  it.skipIf(!run)("availability by weekday and shift: defaults, changes, errors, other tenants' users", async () => {
    const all = await a.get(w.agent, "/availability")
    expect(all.status).toBe(200)
    const ana = all.json.find((u: any) => u.userId === w.agent.userId)
    expect(ana).toEqual({ userId: w.agent.userId, name: "Ana Agente", days: DEFAULT_AVAILABILITY, saved: false })
    expect(all.json.some((u: any) => u.userId === w.adminB.userId)).toBe(false)

    const days = [
      [],
      [
        { shift: "morning", start: "08:00", end: "12:00" },
        { shift: "afternoon", start: "13:00", end: "18:00" }
      ],
      [{ shift: "evening", start: "18:00", end: "22:00" }],
      [{ shift: "fullDay", start: "08:00", end: "18:00" }],
      [],
      [{ shift: "morning", start: "07:30", end: "11:30" }],
      []
    ]
    const path = `/users/${w.agent.userId}/availability`
    expect((await a.put(w.agent, path, { days })).status).toBe(403)
    const bad = await a.put(w.admin, path, {
      days: [[{ shift: "evening", start: "22:00", end: "01:00" }], ...days.slice(1)]
    })
    expect(bad.status).toBe(400)
    expect(bad.json.issues[0].field).toBe("days.0.0.end")
    expect((await a.put(w.admin, path, { days: [[{ shift: "night", start: "01:00", end: "02:00" }]] })).status).toBe(
      400
    )
    expect((await a.get(w.admin, path)).json.saved).toBe(false)

    const saved = await a.put(w.admin, path, { days })
    expect(saved.status).toBe(200)
    expect(saved.json).toEqual({ userId: w.agent.userId, name: "Ana Agente", days, saved: true })
    expect((await a.get(w.agent2, path)).json.days).toEqual(days)

    // another tenant's user does not exist here, whoever asks
    const theirs = `/users/${w.adminB.userId}/availability`
    expect((await a.get(w.admin, theirs)).json.error).toBe("ERR_NO_USER_FOUND")
    const across = await a.put(w.admin, theirs, { days })
    expect(across.status).toBe(404)
    expect((await a.get(w.adminB, theirs)).json.saved).toBe(false)
    expect((await a.get(w.admin, "/users/99999999/availability")).status).toBe(404)
    expect((await a.get(w.admin, "/users/abc/availability")).status).toBe(404)
  })

  it.skipIf(!run)("outside business hours the customer gets the absence message once per ticket", async () => {
    const zone = noonZone()
    expect((await a.put(w.admin, "/tenant", { timezone: zone })).status).toBe(200)
    // it is about 12:00 in the tenant's zone: 14:00-18:00 every day is closed now
    const closed = await a.put(w.admin, "/business-hours", {
      days: every({ mode: "hours", ranges: [{ start: "14:00", end: "18:00" }] }),
      absenceMessage: "Estamos fora do horário, {{firstName}}. Voltamos às 14h."
    })
    expect(closed.json.timeZone).toBe(zone)
    const text = "Estamos fora do horário, Visitante. Voltamos às 14h."

    const { ticketId, widget } = await visitorTicket(w, "Olá, alguém aí?")
    // stored with the customer's message, as an automatic message (no user) …
    const stored = await waitForRow(
      w,
      () => w.query`SELECT body, user_id FROM messages WHERE ticket_id = ${ticketId} AND from_me = ${1}`
    )
    expect(stored).toMatchObject({ body: text, user_id: null })
    // … and delivered to the customer through the channel's outbox
    await waitFor(() => widget.messages().find((m) => m.fromMe && m.body === text), 10_000, "the absence message")
    widget.send("Ainda estão aí?")
    widget.send("Alô")
    await waitForRow(w, () => w.query`SELECT id FROM messages WHERE ticket_id = ${ticketId} AND body = ${"Alô"}`)
    const sent =
      await w.query`SELECT body, from_me, user_id FROM messages WHERE ticket_id = ${ticketId} AND from_me = ${1}`
    expect(sent).toHaveLength(1)
    expect(sent[0].user_id).toBeNull()
    expect(widget.messages().filter((m) => m.fromMe)).toHaveLength(1)
    // the ticket still waits for an agent, unread
    const ticket = (await a.get(w.admin, `/tickets/${ticketId}`)).json
    expect(ticket.status).toBe("pending")
    expect(ticket.unreadMessages).toBeGreaterThanOrEqual(3)
    // the channel took it from its outbox
    await waitForRow(
      w,
      () => w.query`SELECT id FROM messages WHERE ticket_id = ${ticketId} AND from_me = ${1} AND status <> ${"pending"}`
    )

    // inside business hours (09:00-18:00 around noon): nothing automatic
    await a.put(w.admin, "/business-hours", {
      days: every({ mode: "hours", ranges: [{ start: "09:00", end: "18:00" }] }),
      absenceMessage: "Estamos fora do horário, {{firstName}}. Voltamos às 14h."
    })
    const open = await visitorTicket(w, "Bom dia")
    open.widget.send("Tudo bem?")
    await waitForRow(
      w,
      () => w.query`SELECT id FROM messages WHERE ticket_id = ${open.ticketId} AND body = ${"Tudo bem?"}`
    )
    expect(await w.query`SELECT id FROM messages WHERE ticket_id = ${open.ticketId} AND from_me = ${1}`).toEqual([])

    // a day Closed sends it; a day Open does not; an empty message sends nothing
    await a.put(w.admin, "/business-hours", { days: every({ mode: "closed" }), absenceMessage: "Fechado hoje." })
    const shut = await visitorTicket(w, "Oi?")
    await waitFor(
      () => shut.widget.messages().find((m) => m.fromMe && m.body === "Fechado hoje."),
      10_000,
      "closed day"
    )
    await a.put(w.admin, "/business-hours", { days: every({ mode: "open" }), absenceMessage: "Fechado hoje." })
    await a.put(w.admin, "/business-hours", { days: every({ mode: "closed" }), absenceMessage: " " })
    const quiet = await visitorTicket(w, "Oi de novo")
    quiet.widget.send("E agora?")
    await waitForRow(
      w,
      () => w.query`SELECT id FROM messages WHERE ticket_id = ${quiet.ticketId} AND body = ${"E agora?"}`
    )
    expect(await w.query`SELECT id FROM messages WHERE ticket_id = ${quiet.ticketId} AND from_me = ${1}`).toEqual([])

    // the other tenant's hours and zone are untouched
    expect((await a.get(w.adminB, "/business-hours")).json.timeZone).toBe("America/Sao_Paulo")
    for (const x of [widget, open.widget, shut.widget, quiet.widget]) x.close()
    await a.put(w.admin, "/tenant", { timezone: "America/Sao_Paulo" })
  })
})
