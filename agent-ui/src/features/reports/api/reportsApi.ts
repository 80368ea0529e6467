import type {
  BirthdayReport,
  ContactListReport,
  ContactsByStateReport,
  ContactsByTagReport,
  ReportExportView,
  ReportFormat,
  ReportKind,
  ReportLang,
  TicketReportPage,
  TicketReportSummary,
  UserStatsReport
} from "@atende/core/contracts/reports"
import { apiRequest, CLIENT_HEADER, refreshAccessToken } from "../../../lib/api"
import { ApiError, apiErrorFromResponse } from "../../../lib/apiError"
import { endSession } from "../../../lib/endSession"
import { requestStarted } from "../../../lib/loading"
import { getSession } from "../../../lib/session"

// The reports calls (runtime/api/reports.md). Filters go as query parameters (lists repeated) on
// screen, and as JSON in an export's body.

type Query = Record<string, string | number | readonly (string | number)[] | undefined>

export type TicketFilters = {
  from: string
  to: string
  status: string[]
  sla: string[]
  userIds: number[]
  queueIds: number[]
}
export type UserStatsFilters = { from: string; to: string; userIds: number[]; queueIds: number[] }
export type ContactListFilters = { searchParam: string; from: string; to: string }

/** What each contact report answers, by its path. */
export type ContactReports = {
  "/reports/contacts": ContactListReport
  "/reports/contacts-by-tag": ContactsByTagReport
  "/reports/contacts-by-state": ContactsByStateReport
  "/reports/birthdays": BirthdayReport
}

const paged = (filters: Query, cursor: string | null, limit: number): Query => ({
  ...filters,
  limit,
  cursor: cursor ?? undefined
})

/** Blank values are left out. */
const clean = (query: Query): Query =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== "" && v !== undefined))

export function getTicketReport(filters: TicketFilters, cursor: string | null, limit = 25) {
  return apiRequest<TicketReportPage>("GET", "/reports/tickets", { query: clean(paged(filters, cursor, limit)) })
}

export function getTicketSummary(filters: TicketFilters) {
  return apiRequest<TicketReportSummary>("GET", "/reports/tickets/summary", { query: clean(filters) })
}

export function getUserStats(filters: UserStatsFilters) {
  return apiRequest<UserStatsReport>("GET", "/reports/user-stats", { query: clean(filters) })
}

export function getContactReport<P extends keyof ContactReports>(
  path: P,
  filters: Query,
  cursor: string | null,
  limit = 25
): Promise<ContactReports[P]> {
  return apiRequest<ContactReports[P]>("GET", path, { query: clean(paged(filters, cursor, limit)) })
}

/** 202: the export, running on the server. */
export function startExport(body: {
  report: ReportKind
  format: ReportFormat
  lang: ReportLang
  filters: Record<string, unknown>
}): Promise<ReportExportView> {
  return apiRequest<ReportExportView>("POST", "/reports/exports", { body })
}

export function getExport(id: number): Promise<ReportExportView> {
  return apiRequest<ReportExportView>("GET", `/reports/exports/${id}`)
}

// The file is not JSON: fetched here with the session's headers (a plain link could not send
// them) and saved through an object URL.

async function send(url: string): Promise<Response> {
  const session = getSession()
  const headers: Record<string, string> = { ...CLIENT_HEADER }
  if (session) {
    headers.Authorization = `Bearer ${session.token}`
    headers["X-Session-Id"] = session.sessionId
  }
  const done = requestStarted()
  try {
    return await fetch(url, { headers })
  } catch {
    throw new ApiError("network", 0)
  } finally {
    done()
  }
}

/** Downloads the done export's file as `fileName`. */
export async function downloadExport(id: number, fileName: string): Promise<void> {
  const url = `/reports/exports/${id}/file`
  let response = await send(url)
  if (response.status === 403) {
    const error = await apiErrorFromResponse(response.clone())
    if (error.code === "ERR_TOKEN_EXPIRED") {
      await refreshAccessToken()
      response = await send(url)
    }
  }
  if (!response.ok) {
    const error = await apiErrorFromResponse(response)
    if (response.status === 401) {
      endSession(error.code, error.serverMessage)
      error.handled = true
    }
    throw error
  }
  const objectUrl = URL.createObjectURL(await response.blob())
  const anchor = document.createElement("a")
  anchor.href = objectUrl
  anchor.download = fileName
  anchor.hidden = true
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}
