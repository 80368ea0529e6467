import { describe, expect, it } from "vitest"
import {
  BirthdayQuery,
  ContactsByStateQuery,
  ContactsByTagQuery,
  formatRowLimit,
  periodProblem,
  REPORT_PAGE_DEFAULT,
  ReportExportBody,
  selectionProblem,
  TicketReportQuery,
  UserStatsFilters
} from "./reports"

const fields = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."))

describe("report queries", () => {
  it("read the tickets report's filters from a query string, lists in any of its spellings", () => {
    const q = TicketReportQuery.parse({
      from: "2026-03-01",
      to: "31/03/2026",
      status: ["open", "closed"],
      sla: "red,yellow",
      userIds: '["4","7"]',
      queueIds: "2",
      limit: "10"
    })
    expect(q).toEqual({
      from: "2026-03-01",
      to: "31/03/2026",
      status: ["open", "closed"],
      sla: ["red", "yellow"],
      userIds: [4, 7],
      queueIds: [2],
      limit: 10,
      cursor: undefined
    })
    expect(TicketReportQuery.parse({}).limit).toBe(REPORT_PAGE_DEFAULT)
  })

  it("refuse values no filter takes, naming the field", () => {
    expect(fields(TicketReportQuery.safeParse({ status: "archived" }))).toEqual(["status.0"])
    expect(fields(TicketReportQuery.safeParse({ sla: "blue" }))).toEqual(["sla.0"])
    expect(fields(TicketReportQuery.safeParse({ userIds: "x" }))).toEqual(["userIds.0"])
    expect(fields(TicketReportQuery.safeParse({ limit: "1000" }))).toEqual(["limit"])
    expect(fields(ContactsByStateQuery.safeParse({ states: "SP,XX" }))).toEqual(["states.1"])
    expect(fields(BirthdayQuery.safeParse({ month: "13" }))).toEqual(["month"])
    expect(fields(ContactsByTagQuery.safeParse({ tagIds: Array.from({ length: 101 }, (_, i) => i + 1) }))).toEqual([
      "tagIds"
    ])
  })

  it("take states in any case and the month as a number", () => {
    expect(ContactsByStateQuery.parse({ states: ["sp", " rj "] }).states).toEqual(["SP", "RJ"])
    expect(BirthdayQuery.parse({ month: "5" }).month).toBe(5)
    expect(BirthdayQuery.parse({ month: "" }).month).toBeUndefined()
  })
})

describe("periodProblem", () => {
  it("gives the period as ISO dates, both ends included", () => {
    expect(periodProblem({ from: "01/03/2026", to: "2026-03-31" })).toEqual({
      period: { from: "2026-03-01", to: "2026-03-31" }
    })
    expect(periodProblem({ from: "2026-03-05", to: "2026-03-05" })).toEqual({
      period: { from: "2026-03-05", to: "2026-03-05" }
    })
  })

  it("names the missing or impossible date, and refuses a reversed or too long period", () => {
    expect(periodProblem({ from: "", to: "2026-03-31" })).toEqual({
      problem: { code: "ERR_VALIDATION", field: "from" }
    })
    expect(periodProblem({ from: "2026-02-30", to: "2026-03-31" })).toEqual({
      problem: { code: "ERR_INVALID_DATE", field: "from" }
    })
    expect(periodProblem({ from: "2026-03-01", to: "março" })).toEqual({
      problem: { code: "ERR_INVALID_DATE", field: "to" }
    })
    // the calendar's reach: no day of year 10000 to end a period at
    expect(periodProblem({ from: "9999-12-31", to: "9999-12-31" })).toEqual({
      problem: { code: "ERR_INVALID_DATE", field: "from" }
    })
    expect(periodProblem({ from: "1899-12-31", to: "1900-01-01" })).toEqual({
      problem: { code: "ERR_INVALID_DATE", field: "from" }
    })
    expect(periodProblem({ from: "2026-03-02", to: "2026-03-01" })).toEqual({
      problem: { code: "ERR_REPORT_PERIOD_INVALID", field: "to" }
    })
    // 366 days are fine (a leap year), 367 are not
    expect(periodProblem({ from: "2024-01-01", to: "2024-12-31" })).toHaveProperty("period")
    expect(periodProblem({ from: "2024-01-01", to: "2025-01-01" })).toEqual({
      problem: { code: "ERR_REPORT_PERIOD_INVALID", field: "to" }
    })
  })

  it("lets an optional period be left out, but not half of it", () => {
    expect(periodProblem({ from: "", to: "" }, true)).toEqual({ period: undefined })
    expect(periodProblem({ from: "2026-03-01", to: "" }, true)).toEqual({
      problem: { code: "ERR_VALIDATION", field: "to" }
    })
  })
})

describe("selections and formats", () => {
  it("needs at least one tag or state (spec part 2 §5)", () => {
    expect(selectionProblem("tagIds", [])).toEqual({ code: "ERR_REPORT_SELECTION_REQUIRED", field: "tagIds" })
    expect(selectionProblem("states", ["SP"])).toBeNull()
  })

  it("caps a PDF and an XLSX, not a CSV", () => {
    expect(formatRowLimit("pdf")).toBe(5_000)
    expect(formatRowLimit("xlsx")).toBe(1_000_000)
    expect(formatRowLimit("csv")).toBeUndefined()
  })
})

describe("ReportExportBody", () => {
  it("takes a report, a format and that report's filters (none: their defaults)", () => {
    expect(
      ReportExportBody.parse({ report: "tickets", format: "xlsx", filters: { from: "2026-03-01", to: "2026-03-31" } })
    ).toEqual({
      report: "tickets",
      format: "xlsx",
      lang: "pt-BR",
      filters: { from: "2026-03-01", to: "2026-03-31", status: [], sla: [], userIds: [], queueIds: [] }
    })
    expect(ReportExportBody.parse({ report: "birthdays", format: "pdf", lang: "ru" })).toEqual({
      report: "birthdays",
      format: "pdf",
      lang: "ru",
      filters: { month: undefined }
    })
  })

  it("refuses an unknown report or format, and filters of the wrong shape", () => {
    expect(ReportExportBody.safeParse({ report: "sales", format: "xlsx" }).success).toBe(false)
    expect(fields(ReportExportBody.safeParse({ report: "tickets", format: "docx" }))).toEqual(["format"])
    expect(
      fields(ReportExportBody.safeParse({ report: "contactsByTag", format: "csv", filters: { tagIds: "a" } }))
    ).toEqual(["filters.tagIds.0"])
    expect(UserStatsFilters.parse({}).from).toBe("")
  })
})
