/**
 * The reports on screen (runtime/api/reports.md): each parses its query with core's contract,
 * checks its filters for their own codes (resolve.ts), reads a page (keyset cursor, `limit` rows)
 * and answers it with, on the first page, how many rows match. Phone and e-mail are shown as the
 * caller may see them; tickets are those the caller may see.
 */
import {
  BirthdayQuery,
  ContactListQuery,
  ContactsByStateQuery,
  ContactsByTagQuery,
  REPORT_COUNT_CAP,
  TicketReportFilters,
  TicketReportQuery,
  UserStatsFilters,
  type ContactReportRow,
  type TicketReportPage,
  type TicketReportSummary,
  type UserStatsReport
} from "@atende/core/contracts/reports"
import { Effect } from "effect"
import type { z } from "zod"
import { parseWith, queryRecord } from "../../../platform/http/edge"
import { contactCursorOf, contactCursorText, ticketCursorOf, ticketCursorText } from "../cursors"
import {
  birthdaysOf,
  contactListOf,
  contactsByStateOf,
  contactsByTagOf,
  ticketFilterOf,
  userStatsFilterOf,
  type ResolvedContacts
} from "../resolve"
import { showContact, type ReportScope } from "../scope"
import { contactPage, countContacts, countsByState, countsByTag } from "../store/ContactReports"
import { countTickets, ticketReportPage, ticketSummary } from "../store/TicketReport"
import { totalsOf, userStats } from "../store/UserStats"
import { reportCaller } from "./caller"

const query = <S extends z.ZodType>(schema: S) => Effect.flatMap(queryRecord, (q) => parseWith(schema, q))

/** `GET /reports/tickets` → TicketReportPage. */
export const ticketsRoute = Effect.gen(function* () {
  const { scope } = yield* reportCaller
  const q = yield* query(TicketReportQuery)
  const filter = yield* ticketFilterOf(scope, q)
  const cursor = yield* ticketCursorOf(q.cursor)
  const page = yield* ticketReportPage(scope, filter, q.limit, cursor)
  const counted = cursor ? undefined : yield* countTickets(scope, filter, REPORT_COUNT_CAP)
  return {
    timezone: scope.timezone,
    rows: page.rows.map((t) => ({ ...t, contact: showContact(scope, t.contact) })),
    total: counted === undefined ? null : Math.min(counted, REPORT_COUNT_CAP),
    totalCapped: counted !== undefined && counted > REPORT_COUNT_CAP,
    hasMore: page.next !== undefined,
    nextCursor: page.next ? ticketCursorText(page.next) : null
  } satisfies TicketReportPage
})

/** `GET /reports/tickets/summary` → TicketReportSummary. */
export const ticketSummaryRoute = Effect.gen(function* () {
  const { scope } = yield* reportCaller
  const filter = yield* ticketFilterOf(scope, yield* query(TicketReportFilters))
  return (yield* ticketSummary(scope, filter)) satisfies TicketReportSummary
})

/** `GET /reports/user-stats` → UserStatsReport. */
export const userStatsRoute = Effect.gen(function* () {
  const { scope } = yield* reportCaller
  const filter = yield* userStatsFilterOf(scope, yield* query(UserStatsFilters))
  const lines = yield* userStats(scope, filter)
  return {
    period: { ...filter.period, timezone: scope.timezone },
    rows: lines.map(({ userId, name, sums: _sums, ...counts }) => ({
      user: userId === null ? null : { id: userId, name: name ?? "" },
      ...counts
    })),
    totals: totalsOf(lines)
  } satisfies UserStatsReport
})

/** A page of the resolved contacts, masked as the scope shows them. */
const contacts = (scope: ReportScope, resolved: ResolvedContacts, q: { limit: number; cursor?: string | undefined }) =>
  Effect.gen(function* () {
    const birthdays = resolved.selection.kind === "birthdays"
    const cursor = yield* contactCursorOf(q.cursor, birthdays)
    const page = yield* contactPage(scope.tenantId, resolved.selection, q.limit, cursor)
    return {
      timezone: scope.timezone,
      rows: page.rows.map((c): ContactReportRow => showContact(scope, c)),
      total: cursor ? null : yield* countContacts(scope.tenantId, resolved.selection),
      hasMore: page.next !== undefined,
      nextCursor: page.next ? contactCursorText(page.next) : null
    }
  })

/** `GET /reports/contacts` → ContactListReport. */
export const contactListRoute = Effect.gen(function* () {
  const { scope } = yield* reportCaller
  const q = yield* query(ContactListQuery)
  return yield* contacts(scope, yield* contactListOf(scope, q), q)
})

/** `GET /reports/contacts-by-tag` → ContactsByTagReport (ERR_REPORT_SELECTION_REQUIRED without tags). */
export const contactsByTagRoute = Effect.gen(function* () {
  const { scope } = yield* reportCaller
  const q = yield* query(ContactsByTagQuery)
  const resolved = yield* contactsByTagOf(scope, q)
  const counts = yield* countsByTag(
    scope.tenantId,
    resolved.tags.map((t) => t.id)
  )
  return {
    ...(yield* contacts(scope, resolved, q)),
    tags: resolved.tags.map((t) => ({ ...t, contacts: counts.get(t.id) ?? 0 }))
  }
})

/** `GET /reports/contacts-by-state` → ContactsByStateReport (ERR_REPORT_SELECTION_REQUIRED without states). */
export const contactsByStateRoute = Effect.gen(function* () {
  const { scope } = yield* reportCaller
  const q = yield* query(ContactsByStateQuery)
  const resolved = yield* contactsByStateOf(q)
  const states = resolved.selection.kind === "states" ? resolved.selection.states : []
  const counts = yield* countsByState(scope.tenantId, states)
  return {
    ...(yield* contacts(scope, resolved, q)),
    states: states.map((state) => ({ state, contacts: counts.get(state) ?? 0 }))
  }
})

/** `GET /reports/birthdays` → BirthdayReport. */
export const birthdaysRoute = Effect.gen(function* () {
  const { scope } = yield* reportCaller
  const q = yield* query(BirthdayQuery)
  const resolved = birthdaysOf(scope, q)
  return {
    ...(yield* contacts(scope, resolved, q)),
    month: resolved.selection.kind === "birthdays" ? resolved.selection.month : 1
  }
})
