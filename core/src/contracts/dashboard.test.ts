import { describe, expect, it } from "vitest"
import {
  addSums,
  cardSla,
  DashboardAnswer,
  dashboardPeriod,
  DashboardQuery,
  daysIn,
  emptySums,
  indicatorsOf,
  PanelAnswer,
  presetPeriod
} from "./dashboard"

const fields = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."))

describe("DashboardQuery", () => {
  it("takes the dates as text and the filters as ids; blank values are absent", () => {
    expect(DashboardQuery.parse({ from: "2025-03-01", to: " 31/03/2025 ", userId: "7", queueId: ["1", "2"] })).toEqual({
      from: "2025-03-01",
      to: "31/03/2025",
      userId: 7,
      queueId: 2
    })
    expect(DashboardQuery.parse({ from: "", userId: " " })).toEqual({})
  })

  it("refuses filters that are not ids and dates longer than any date", () => {
    expect(fields(DashboardQuery.safeParse({ userId: "abc", queueId: "0" }))).toEqual(["userId", "queueId"])
    expect(fields(DashboardQuery.safeParse({ userId: "1.5", from: "2".repeat(21) }))).toEqual(["from", "userId"])
  })
})

describe("dashboardPeriod", () => {
  const today = "2025-03-15"

  it("defaults both ends to today and reads DD/MM/YYYY as well", () => {
    expect(dashboardPeriod({}, today)).toEqual({ from: today, to: today })
    expect(dashboardPeriod({ from: "01/03/2025" }, today)).toEqual({ from: "2025-03-01", to: today })
    expect(dashboardPeriod({ from: "2024-03-15", to: "2025-03-15" }, today)).toEqual({
      from: "2024-03-15",
      to: "2025-03-15"
    })
  })

  it("names what is wrong: a date that is none, from after to, more than 366 days", () => {
    expect(dashboardPeriod({ from: "2025-02-30" }, today)).toEqual({
      problem: { code: "ERR_INVALID_DATE", field: "from", message: "Not a date" }
    })
    expect(dashboardPeriod({ from: "2025-03-01", to: "ontem" }, today)).toMatchObject({
      problem: { code: "ERR_INVALID_DATE", field: "to" }
    })
    expect(dashboardPeriod({ from: "2025-03-02", to: "2025-03-01" }, today)).toMatchObject({
      problem: { code: "ERR_VALIDATION", field: "from" }
    })
    expect(dashboardPeriod({ from: "2024-03-14", to: "2025-03-15" }, today)).toMatchObject({
      problem: { code: "ERR_VALIDATION", field: "to" }
    })
  })

  it("counts the days of a period, both ends included", () => {
    expect(daysIn("2025-03-01", "2025-03-01")).toBe(1)
    expect(daysIn("2024-02-01", "2024-03-01")).toBe(30)
    expect(daysIn("2025-03-02", "2025-03-01")).toBe(0)
  })
})

describe("presetPeriod", () => {
  it("gives each preset's days from the tenant's today", () => {
    expect(presetPeriod("today", "2025-03-01")).toEqual({ from: "2025-03-01", to: "2025-03-01" })
    expect(presetPeriod("yesterday", "2025-03-01")).toEqual({ from: "2025-02-28", to: "2025-02-28" })
    expect(presetPeriod("last7", "2025-03-03")).toEqual({ from: "2025-02-25", to: "2025-03-03" })
    expect(presetPeriod("thisMonth", "2025-03-17")).toEqual({ from: "2025-03-01", to: "2025-03-17" })
    expect(presetPeriod("lastMonth", "2024-03-17")).toEqual({ from: "2024-02-01", to: "2024-02-29" })
    expect(presetPeriod("lastMonth", "2025-01-05")).toEqual({ from: "2024-12-01", to: "2024-12-31" })
  })
})

describe("indicators", () => {
  it("averages the summed times over their cases and maps the SLA colours", () => {
    const a = { ...emptySums(), resolved: 2, resolutionMs: 3_001, answered: 3, firstResponseMs: 90_000, slaRed: 1 }
    const b = { ...emptySums(), opened: 4, resolved: 1, resolutionMs: 2_000, slaGreen: 2, slaYellow: 1 }
    expect(indicatorsOf(addSums(a, b))).toEqual({
      opened: 4,
      attended: 0,
      resolved: 3,
      waiting: 0,
      open: 0,
      answered: 3,
      firstResponseMs: 30_000,
      resolutionMs: 1_667,
      sla: { onTime: 2, attention: 1, overdue: 1 }
    })
    expect(indicatorsOf(emptySums())).toMatchObject({ firstResponseMs: null, resolutionMs: null })
  })

  it("parses an answer and refuses a negative count", () => {
    const totals = indicatorsOf(emptySums())
    const answer = {
      from: "2025-03-01",
      to: "2025-03-01",
      today: "2025-03-01",
      timezone: "America/Sao_Paulo",
      totals,
      byDay: [{ date: "2025-03-01", ...totals }],
      byUser: [{ userId: null, name: null, ...totals }],
      byQueue: [{ queueId: 3, name: "Vendas", ...totals }]
    }
    expect(DashboardAnswer.parse(answer)).toEqual(answer)
    expect(DashboardAnswer.safeParse({ ...answer, totals: { ...totals, opened: -1 } }).success).toBe(false)
  })
})

describe("the attendance panel", () => {
  const t = { slaGreen: 0, slaYellow: 15, slaRed: 30 }
  const now = Date.parse("2025-03-01T12:00:00Z")

  it("colours a card by its oldest unanswered message at the time given", () => {
    expect(cardSla(null, now, t)).toBe("green")
    expect(cardSla("2025-03-01T11:50:00.000Z", now, t)).toBe("green")
    expect(cardSla("2025-03-01T11:45:00.000Z", now, t)).toBe("yellow")
    expect(cardSla("2025-03-01T11:45:00.000Z", now + 15 * 60_000, t)).toBe("red")
  })

  it("parses an answer", () => {
    const card = { open: 1, waiting: 2, oldestWaitingSince: "2025-03-01T11:45:00.000Z", sla: "yellow" as const }
    const answer = {
      now: "2025-03-01T12:00:00.000Z",
      thresholds: t,
      totals: { ...card, online: 1 },
      agents: [{ ...card, userId: 4, name: "Ana", profile: "user" as const, online: true }],
      queues: [{ ...card, queueId: null, name: null }]
    }
    expect(PanelAnswer.parse(answer)).toEqual(answer)
    expect(PanelAnswer.safeParse({ ...answer, agents: [{ ...answer.agents[0], profile: "root" }] }).success).toBe(false)
  })
})
