// Reports (spec part 2 §2 /relatorios and its six children, §5 "Reports by state or by tag need at
// least one selection", part 1 §4 SLA classes, §6 hide-contact-data), runtime/api/reports.md.
// Queries parse with these at the edge; dates, periods and selections are then checked by
// periodProblem and selectionProblem for their own catalogue codes. The agent UI, the exports and
// the CLI read the same answer shapes.
import { z } from "zod"
import { BRAZIL_STATES, type BrazilState } from "../rules/brazilStates"
import { addDays } from "../rules/calendar"
import { parseDate } from "../rules/dates"
import { CONTACT_SEARCH_MAX, type Problem } from "./contacts"
import { Id, IsoDate, IsoDateTime } from "./common"
import { queryInt, queryList, queryOptionalString, queryString } from "./query"

/** Rows of one on-screen page at most (default REPORT_PAGE_DEFAULT). */
export const REPORT_PAGE_MAX = 100
export const REPORT_PAGE_DEFAULT = 25
/** A period covers at most this many calendar days. */
export const REPORT_PERIOD_MAX_DAYS = 366
/** Items of one selection (tags, states, users, queues) at most. */
export const REPORT_SELECTION_MAX = 100
/** Rows a PDF holds at most (it is laid out whole); more: ERR_REPORT_TOO_LARGE. */
export const REPORT_PDF_ROWS_MAX = 5_000
/** The tickets page counts its matches up to this many (the summary counts them all). */
export const REPORT_COUNT_CAP = 10_000
/** Rows an XLSX holds at most (a worksheet's limit is 1,048,576); more: ERR_REPORT_TOO_LARGE. */
export const REPORT_XLSX_ROWS_MAX = 1_000_000

/** The six reports, as the export body and the CLI name them (their screens: agent-ui routes REPORTS). */
export const ReportKind = z.enum([
  "userStats",
  "contactList",
  "contactsByTag",
  "contactsByState",
  "birthdays",
  "tickets"
])
export type ReportKind = z.infer<typeof ReportKind>

export const ReportFormat = z.enum(["xlsx", "pdf", "csv"])
export type ReportFormat = z.infer<typeof ReportFormat>

/** The language of an export's headers and titles. */
export const ReportLang = z.enum(["pt-BR", "en", "es", "ru"])
export type ReportLang = z.infer<typeof ReportLang>

export const TicketStatusFilter = z.enum(["pending", "open", "closed"])
export const SlaFilter = z.enum(["green", "yellow", "red"])
export type SlaFilter = z.infer<typeof SlaFilter>

export const BrazilStateCode = z.enum(BRAZIL_STATES as unknown as [BrazilState, ...Array<BrazilState>])

const last = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v)
const ids = () => queryList(z.coerce.number().pipe(Id), () => []).pipe(z.array(Id).max(REPORT_SELECTION_MAX))
/** A date as typed (YYYY-MM-DD or DD/MM/YYYY); periodProblem checks it (ERR_INVALID_DATE). */
const dateText = () => queryString("").pipe(z.string().max(20))

const paging = {
  limit: queryInt(REPORT_PAGE_DEFAULT, 1).pipe(z.number().max(REPORT_PAGE_MAX)),
  cursor: queryOptionalString().pipe(z.string().max(200).optional())
}

/** A period of calendar days in the tenant's time zone, both ends included. */
const period = { from: dateText(), to: dateText() }

/** User attendance statistics (estatisticas-atendimentos-usuarios): tickets created in the period, per user. */
export const UserStatsFilters = z.object({ ...period, userIds: ids(), queueIds: ids() })
export type UserStatsFilters = z.infer<typeof UserStatsFilters>

/** Tickets and SLA (relatorio-tickets): tickets created in the period, newest first. */
export const TicketReportFilters = z.object({
  ...period,
  status: queryList(TicketStatusFilter, () => []),
  sla: queryList(SlaFilter, () => []),
  userIds: ids(),
  queueIds: ids()
})
export type TicketReportFilters = z.infer<typeof TicketReportFilters>
export const TicketReportQuery = TicketReportFilters.extend(paging)
export type TicketReportQuery = z.infer<typeof TicketReportQuery>

/** Contact list (lista-contatos): every contact, or those created in a period, or matching a search; newest first. */
export const ContactListFilters = z.object({
  searchParam: queryString("").pipe(z.string().max(CONTACT_SEARCH_MAX)),
  from: dateText(),
  to: dateText()
})
export type ContactListFilters = z.infer<typeof ContactListFilters>
export const ContactListQuery = ContactListFilters.extend(paging)

/** Contacts by tag (contatos-por-etiquetas): contacts with any of the tags (at least one). */
export const ContactsByTagFilters = z.object({ tagIds: ids() })
export type ContactsByTagFilters = z.infer<typeof ContactsByTagFilters>
export const ContactsByTagQuery = ContactsByTagFilters.extend(paging)

/** Contacts by state (contatos-por-estado): contacts whose number's area code is of the states (at least one). */
export const ContactsByStateFilters = z.object({
  states: queryList(z.string().trim().toUpperCase().pipe(BrazilStateCode), () => []).pipe(
    z.array(BrazilStateCode).max(BRAZIL_STATES.length)
  )
})
export type ContactsByStateFilters = z.infer<typeof ContactsByStateFilters>
export const ContactsByStateQuery = ContactsByStateFilters.extend(paging)

/** Birthdays of the month (aniversariantes-do-mes): by day; the tenant's current month when none is given. */
export const BirthdayFilters = z.object({
  month: z.preprocess((v) => (last(v) === "" ? undefined : last(v)), z.coerce.number().int().min(1).max(12).optional())
})
export type BirthdayFilters = z.infer<typeof BirthdayFilters>
export const BirthdayQuery = BirthdayFilters.extend(paging)

/** Each report's filters (an export's `filters`, the CLI's flags). */
export const REPORT_FILTERS = {
  userStats: UserStatsFilters,
  contactList: ContactListFilters,
  contactsByTag: ContactsByTagFilters,
  contactsByState: ContactsByStateFilters,
  birthdays: BirthdayFilters,
  tickets: TicketReportFilters
} as const satisfies Record<ReportKind, z.ZodType>

export type ReportFilters = { [K in ReportKind]: z.infer<(typeof REPORT_FILTERS)[K]> }

/** The days a period may cover (a date outside them is ERR_INVALID_DATE). */
export const REPORT_FIRST_DAY = "1900-01-01"
export const REPORT_LAST_DAY = "9998-12-31"

/** A period as calendar dates (ISO), both ends included. */
export type Period = { readonly from: string; readonly to: string }

/**
 * The period's dates as ISO, or the first problem: a date missing (ERR_VALIDATION) or that does
 * not exist or is outside REPORT_FIRST_DAY..REPORT_LAST_DAY (ERR_INVALID_DATE), the start after
 * the end or more than REPORT_PERIOD_MAX_DAYS days
 * (ERR_REPORT_PERIOD_INVALID). With `optional`, no dates at all is no period (undefined).
 */
export const periodProblem = (
  input: { readonly from: string; readonly to: string },
  optional = false
): { readonly problem: Problem } | { readonly period: Period | undefined } => {
  if (optional && input.from === "" && input.to === "") return { period: undefined }
  const dates: Record<string, string> = {}
  for (const field of ["from", "to"] as const) {
    if (input[field] === "") return { problem: { code: "ERR_VALIDATION", field } }
    const date = parseDate(input[field])
    if (date === undefined || date < REPORT_FIRST_DAY || date > REPORT_LAST_DAY)
      return { problem: { code: "ERR_INVALID_DATE", field } }
    dates[field] = date
  }
  const { from, to } = dates as { from: string; to: string }
  if (from > to || addDays(from, REPORT_PERIOD_MAX_DAYS - 1) < to)
    return { problem: { code: "ERR_REPORT_PERIOD_INVALID", field: "to" } }
  return { period: { from, to } }
}

/** Reports by tag or by state need at least one selection (spec part 2 §5): ERR_REPORT_SELECTION_REQUIRED. */
export const selectionProblem = (field: string, selected: ReadonlyArray<unknown>): Problem | null =>
  selected.length ? null : { code: "ERR_REPORT_SELECTION_REQUIRED", field }

/** The rows of a format at most (undefined: no limit). */
export const formatRowLimit = (format: ReportFormat): number | undefined =>
  format === "pdf" ? REPORT_PDF_ROWS_MAX : format === "xlsx" ? REPORT_XLSX_ROWS_MAX : undefined

// ---- answers -------------------------------------------------------------------------------

const Named = z.object({ id: Id, name: z.string() })

export const SlaCounts = z.object({ green: z.number(), yellow: z.number(), red: z.number() })
export type SlaCounts = z.infer<typeof SlaCounts>

/**
 * A ticket of the tickets report. `waitSeconds`: from its creation to the first answer a person
 * gave (an agent's message), or, unanswered, to its closing (or to now while it is not closed);
 * `sla` is that wait's class under the tenant's thresholds (core/src/rules/sla.ts).
 * `durationSeconds`: from creation to closing, for closed tickets.
 */
export const TicketReportRow = z.object({
  id: Id,
  protocol: z.string(),
  status: TicketStatusFilter,
  contact: z.object({ id: Id, name: z.string(), number: z.string(), email: z.string().nullable() }),
  user: Named.nullable(),
  queue: Named.nullable(),
  channel: z.object({ id: Id, name: z.string(), type: z.string() }),
  createdAt: IsoDateTime,
  firstReplyAt: IsoDateTime.nullable(),
  closedAt: IsoDateTime.nullable(),
  waitSeconds: z.number(),
  durationSeconds: z.number().nullable(),
  sla: SlaFilter,
  /** The customer's satisfaction score (1-5) when the survey was answered, else null. */
  satisfaction: z.number().int().min(1).max(5).nullable()
})
export type TicketReportRow = z.infer<typeof TicketReportRow>

/**
 * `GET /reports/tickets`: one page, newest first, and (on the first page) how many tickets match,
 * counted up to REPORT_COUNT_CAP (`totalCapped`: more than that; the summary has them all).
 */
export const TicketReportPage = z.object({
  /** The tenant's time zone, in which the period's days (and the screen's times) are read. */
  timezone: z.string(),
  rows: z.array(TicketReportRow),
  total: z.number().nullable(),
  totalCapped: z.boolean(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable()
})
export type TicketReportPage = z.infer<typeof TicketReportPage>

/** `GET /reports/tickets/summary`: the matching tickets by status and by SLA class, and the mean times. */
export const TicketReportSummary = z.object({
  total: z.number(),
  byStatus: z.object({ pending: z.number(), open: z.number(), closed: z.number() }),
  bySla: SlaCounts,
  avgWaitSeconds: z.number().nullable(),
  avgDurationSeconds: z.number().nullable()
})
export type TicketReportSummary = z.infer<typeof TicketReportSummary>

/** A user's line of the attendance statistics (`user` null: tickets nobody took). */
export const UserStatsRow = z.object({
  user: Named.nullable(),
  tickets: z.number(),
  pending: z.number(),
  open: z.number(),
  closed: z.number(),
  /** Messages the user wrote in the period (on tickets the caller may see). */
  messagesSent: z.number(),
  avgWaitSeconds: z.number().nullable(),
  avgDurationSeconds: z.number().nullable(),
  sla: SlaCounts
})
export type UserStatsRow = z.infer<typeof UserStatsRow>

/** `GET /reports/user-stats`: a line per user (most tickets first) and the totals. */
export const UserStatsReport = z.object({
  period: z.object({ from: IsoDate, to: IsoDate, timezone: z.string() }),
  rows: z.array(UserStatsRow),
  totals: UserStatsRow.omit({ user: true })
})
export type UserStatsReport = z.infer<typeof UserStatsReport>

/** A contact of the contact reports (phone and e-mail masked for whom the tenant hides them). */
export const ContactReportRow = z.object({
  id: Id,
  name: z.string(),
  number: z.string(),
  email: z.string().nullable(),
  birthday: IsoDate.nullable(),
  /** The state of its number's area code (Brazilian numbers). */
  state: BrazilStateCode.nullable(),
  tags: z.array(z.object({ id: Id, name: z.string(), color: z.string() })),
  createdAt: IsoDateTime
})
export type ContactReportRow = z.infer<typeof ContactReportRow>

/** A page of contacts; `total` (how many match) on the first page only, null on the next ones. */
const contactPage = {
  timezone: z.string(),
  rows: z.array(ContactReportRow),
  total: z.number().nullable(),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable()
}

/** `GET /reports/contacts`: newest first. */
export const ContactListReport = z.object(contactPage)
export type ContactListReport = z.infer<typeof ContactListReport>

/** `GET /reports/contacts-by-tag`: newest first, and how many contacts each selected tag has. */
export const ContactsByTagReport = z.object({
  ...contactPage,
  tags: z.array(z.object({ id: Id, name: z.string(), color: z.string(), contacts: z.number() }))
})
export type ContactsByTagReport = z.infer<typeof ContactsByTagReport>

/** `GET /reports/contacts-by-state`: newest first, and how many contacts each selected state has. */
export const ContactsByStateReport = z.object({
  ...contactPage,
  states: z.array(z.object({ state: BrazilStateCode, contacts: z.number() }))
})
export type ContactsByStateReport = z.infer<typeof ContactsByStateReport>

/** `GET /reports/birthdays`: by day of the month (then the oldest contact first); `month` is the one shown. */
export const BirthdayReport = z.object({ ...contactPage, month: z.number().int().min(1).max(12) })
export type BirthdayReport = z.infer<typeof BirthdayReport>

// ---- exports -------------------------------------------------------------------------------

const exportOf = <K extends ReportKind, S extends z.ZodType>(report: K, filters: S) =>
  z.object({
    report: z.literal(report),
    format: ReportFormat,
    lang: ReportLang.default("pt-BR"),
    filters: z.preprocess((v) => v ?? {}, filters)
  })

/** `POST /reports/exports`: a report with its filters, as a file; answered 202 with the export. */
export const ReportExportBody = z.discriminatedUnion("report", [
  exportOf("userStats", UserStatsFilters),
  exportOf("contactList", ContactListFilters),
  exportOf("contactsByTag", ContactsByTagFilters),
  exportOf("contactsByState", ContactsByStateFilters),
  exportOf("birthdays", BirthdayFilters),
  exportOf("tickets", TicketReportFilters)
])
export type ReportExportRequest = z.infer<typeof ReportExportBody>

export const ExportStatus = z.enum(["running", "done", "failed"])
export type ExportStatus = z.infer<typeof ExportStatus>

/** An export as `GET /reports/exports/{id}` shows it: `rows` of `total` written so far. */
export const ReportExportView = z.object({
  id: Id,
  report: ReportKind,
  format: ReportFormat,
  status: ExportStatus,
  rows: z.number(),
  total: z.number(),
  fileName: z.string(),
  size: z.number().nullable(),
  /** Why it failed (a catalogue code), when it did. */
  error: z.string().nullable(),
  createdAt: IsoDateTime
})
export type ReportExportView = z.infer<typeof ReportExportView>
