/**
 * From a report's filters (parsed by core's contracts) to what the stores read: the period's
 * instants in the tenant's zone, the month, the tenant's tags among those asked. A filter that
 * breaks its rule is its catalogue code, naming the field (ERR_INVALID_DATE,
 * ERR_REPORT_PERIOD_INVALID, ERR_REPORT_SELECTION_REQUIRED, ERR_SEARCH_TOO_SHORT), before any
 * report runs; the same for the screens, the exports and the CLI.
 */
import { searchProblem, type Problem } from "@atende/core/contracts/contacts"
import {
  periodProblem,
  selectionProblem,
  type BirthdayFilters,
  type ContactListFilters,
  type ContactsByStateFilters,
  type ContactsByTagFilters,
  type Period,
  type TicketReportFilters,
  type UserStatsFilters
} from "@atende/core/contracts/reports"
import { localDate } from "@atende/core/rules/calendar"
import { Effect } from "effect"
import { AppError } from "../../platform/http/AppError"
import type { ReportScope } from "./scope"
import { spanOf } from "./scope"
import { tenantTags, type ContactSelection, type Tag } from "./store/ContactReports"
import type { TicketFilter } from "./store/TicketReport"

/** A filter that breaks its rule: its code, naming the field (as ERR_VALIDATION's issues do). */
export const problemError = (p: Problem) =>
  new AppError({ code: p.code, extra: { field: p.field, issues: [{ field: p.field, message: p.code }] } })

const check = (p: Problem | null) => (p ? Effect.fail(problemError(p)) : Effect.void)

export const periodOf = (input: { readonly from: string; readonly to: string }, optional = false) => {
  const r = periodProblem(input, optional)
  return "problem" in r ? Effect.fail(problemError(r.problem)) : Effect.succeed(r.period)
}

export const ticketFilterOf = (scope: ReportScope, f: TicketReportFilters) =>
  Effect.map(periodOf(f), (period): TicketFilter & { readonly period: Period } => ({
    period: period!,
    span: spanOf(period!, scope.timezone),
    statuses: [...new Set(f.status)],
    sla: [...new Set(f.sla)],
    userIds: f.userIds,
    queueIds: f.queueIds
  }))

export const userStatsFilterOf = (scope: ReportScope, f: UserStatsFilters) =>
  ticketFilterOf(scope, { ...f, status: [], sla: [] })

/** The month asked, or the tenant's current one. */
export const monthOf = (scope: ReportScope, month: number | undefined) =>
  month ?? Number(localDate(scope.now, scope.timezone).slice(5, 7))

export type ResolvedContacts = {
  readonly selection: ContactSelection
  /** For "tags": the selected tags that are the tenant's (the others match nothing). */
  readonly tags: ReadonlyArray<Tag>
  readonly period?: Period | undefined
}

export const contactListOf = (scope: ReportScope, f: ContactListFilters) =>
  Effect.gen(function* () {
    yield* check(searchProblem(f.searchParam))
    const period = yield* periodOf(f, true)
    return {
      selection: {
        kind: "list",
        span: period ? spanOf(period, scope.timezone) : undefined,
        search: f.searchParam,
        nameOnly: scope.masked
      },
      tags: [],
      period
    } satisfies ResolvedContacts
  })

export const contactsByTagOf = (scope: ReportScope, f: ContactsByTagFilters) =>
  Effect.gen(function* () {
    yield* check(selectionProblem("tagIds", f.tagIds))
    const tags = yield* tenantTags(scope.tenantId, [...new Set(f.tagIds)])
    return { selection: { kind: "tags", tagIds: tags.map((t) => t.id) }, tags } satisfies ResolvedContacts
  })

export const contactsByStateOf = (f: ContactsByStateFilters) =>
  Effect.gen(function* () {
    yield* check(selectionProblem("states", f.states))
    return { selection: { kind: "states", states: [...new Set(f.states)] }, tags: [] } satisfies ResolvedContacts
  })

export const birthdaysOf = (scope: ReportScope, f: BirthdayFilters): ResolvedContacts => ({
  selection: { kind: "birthdays", month: monthOf(scope, f.month) },
  tags: []
})
