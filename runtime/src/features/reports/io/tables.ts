/**
 * Each report as a table for the files (table.ts): the same filters, rules and store reads as its
 * screen (resolve.ts, store/), phone and e-mail as the scope shows them, headed in the export's
 * language. The tickets and contact reports stream their keyset pages; the user statistics are
 * one page (a line per user) and a total line.
 */
import type { ContactReportRow, ReportExportRequest, TicketReportRow } from "@atende/core/contracts/reports"
import { formatDate } from "@atende/core/rules/dates"
import { localDate } from "@atende/core/rules/calendar"
import { Effect, Option, Stream } from "effect"
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
import { contactPage, countContacts, type ContactCursor } from "../store/ContactReports"
import { queueNames, userNames } from "../store/Names"
import { countTickets, ticketReportPage, type TicketCursor } from "../store/TicketReport"
import { totalsOf, userStats } from "../store/UserStats"
import { localDateTime } from "./cells"
import { columnsOf, EXPORT_PAGE, type ReportTable, type Row, type TableRequest } from "./table"
import { REPORT_TEXTS, type ReportTexts } from "./texts"

type Details = Array<readonly [string, string]>

const periodText = (p: { from: string; to: string }) => `${formatDate(p.from)} – ${formatDate(p.to)}`

const circumstances = (scope: ReportScope, texts: ReportTexts, details: Details, total: number): Details => [
  ...details,
  [texts.rows, String(total)],
  [texts.generatedAt, localDateTime(scope.now, scope.timezone)],
  [texts.timezone, scope.timezone]
]

const slaClassOf = (texts: ReportTexts) => {
  const byText = new Map((["green", "yellow", "red"] as const).map((k) => [texts.sla[k], k] as const))
  return (text: string) => byText.get(text)
}

const instant = (iso: string | null) => (iso === null ? null : Date.parse(iso))

const ticketRow = (texts: ReportTexts, t: TicketReportRow): Row => [
  t.protocol,
  texts.status[t.status],
  t.contact.name,
  t.contact.number,
  t.contact.email,
  t.user?.name ?? "",
  t.queue?.name ?? "",
  t.channel.name,
  instant(t.createdAt),
  instant(t.firstReplyAt),
  instant(t.closedAt),
  t.waitSeconds,
  t.durationSeconds,
  texts.sla[t.sla],
  t.satisfaction
]

const tickets = ({ request, scope }: TableRequest, f: Extract<ReportExportRequest, { report: "tickets" }>["filters"]) =>
  Effect.gen(function* () {
    const texts = REPORT_TEXTS[request.lang]
    const filter = yield* ticketFilterOf(scope, f)
    const total = yield* countTickets(scope, filter)
    const users = yield* userNames(scope.tenantId, filter.userIds)
    const queues = yield* queueNames(scope.tenantId, filter.queueIds)
    const details: Details = [
      [texts.period, periodText(filter.period)],
      [texts.columns.status, filter.statuses.map((s) => texts.status[s as "open"]).join(", ") || texts.all],
      [texts.columns.sla, filter.sla.map((s) => texts.sla[s]).join(", ") || texts.all],
      [texts.columns.user, users.join(", ") || texts.all],
      [texts.columns.queue, queues.join(", ") || texts.all]
    ]
    const pages = Stream.paginateEffect(undefined as TicketCursor | undefined, (cursor) =>
      Effect.map(ticketReportPage(scope, filter, EXPORT_PAGE, cursor), (page) => [
        page.rows.map((t) => ticketRow(texts, { ...t, contact: showContact(scope, t.contact) })),
        Option.fromNullable(page.next)
      ])
    )
    return {
      title: texts.titles.tickets,
      details: circumstances(scope, texts, details, total),
      columns: columnsOf(request.lang, [
        ["protocol", "text", 9],
        ["status", "text", 8],
        ["contact", "text", 12],
        ["number", "text", 10],
        ["email", "text", 12],
        ["user", "text", 10],
        ["queue", "text", 9],
        ["channel", "text", 8],
        ["createdAt", "datetime", 10],
        ["firstReplyAt", "datetime", 10],
        ["closedAt", "datetime", 10],
        ["wait", "duration", 7],
        ["duration", "duration", 7],
        ["sla", "sla", 7],
        ["satisfaction", "int", 6]
      ]),
      total,
      pages,
      slaClassOf: slaClassOf(texts)
    } satisfies ReportTable
  })

const userStatsTable = (
  { request, scope }: TableRequest,
  f: Extract<ReportExportRequest, { report: "userStats" }>["filters"]
) =>
  Effect.gen(function* () {
    const texts = REPORT_TEXTS[request.lang]
    const filter = yield* userStatsFilterOf(scope, f)
    const lines = yield* userStats(scope, filter)
    const sum = totalsOf(lines)
    const users = yield* userNames(scope.tenantId, filter.userIds)
    const queues = yield* queueNames(scope.tenantId, filter.queueIds)
    const rows: Array<Row> = [
      ...lines.map((l): Row => [
        l.userId === null ? texts.nobody : (l.name ?? ""),
        l.tickets,
        l.pending,
        l.open,
        l.closed,
        l.messagesSent,
        l.avgWaitSeconds,
        l.avgDurationSeconds,
        l.sla.green,
        l.sla.yellow,
        l.sla.red
      ]),
      [
        texts.total,
        sum.tickets,
        sum.pending,
        sum.open,
        sum.closed,
        sum.messagesSent,
        sum.avgWaitSeconds,
        sum.avgDurationSeconds,
        sum.sla.green,
        sum.sla.yellow,
        sum.sla.red
      ]
    ]
    const details: Details = [
      [texts.period, periodText(filter.period)],
      [texts.columns.user, users.join(", ") || texts.all],
      [texts.columns.queue, queues.join(", ") || texts.all]
    ]
    return {
      title: texts.titles.userStats,
      details: circumstances(scope, texts, details, rows.length),
      columns: columnsOf(request.lang, [
        ["user", "text", 16],
        ["tickets", "int", 7],
        ["pending", "int", 7],
        ["open", "int", 8],
        ["closed", "int", 7],
        ["messagesSent", "int", 8],
        ["avgWait", "duration", 8],
        ["avgDuration", "duration", 8],
        ["slaGreen", "int", 7],
        ["slaYellow", "int", 7],
        ["slaRed", "int", 7]
      ]),
      total: rows.length,
      pages: Stream.succeed(rows),
      slaClassOf: slaClassOf(texts)
    } satisfies ReportTable
  })

/** A contact report: its resolved selection, its columns and its row's cells. */
const contactTable = (
  { request, scope }: TableRequest,
  resolved: ResolvedContacts,
  details: Details,
  shape: {
    readonly cols: Parameters<typeof columnsOf>[1]
    readonly cells: (c: ContactReportRow) => Row
  }
) =>
  Effect.gen(function* () {
    const texts = REPORT_TEXTS[request.lang]
    const total = yield* countContacts(scope.tenantId, resolved.selection)
    const pages = Stream.paginateEffect(undefined as ContactCursor | undefined, (cursor) =>
      Effect.map(contactPage(scope.tenantId, resolved.selection, EXPORT_PAGE, cursor), (page) => [
        page.rows.map((c) => shape.cells(showContact(scope, c))),
        Option.fromNullable(page.next)
      ])
    )
    return {
      title: texts.titles[request.report],
      details: circumstances(scope, texts, details, total),
      columns: columnsOf(request.lang, shape.cols),
      total,
      pages,
      slaClassOf: slaClassOf(texts)
    } satisfies ReportTable
  })

const tagNames = (c: ContactReportRow) => c.tags.map((t) => t.name).join(", ")

/** The report of the request as a table for its file; a filter that breaks its rule fails with its code. */
export const reportTable = (r: TableRequest) => {
  const { request, scope } = r
  const texts = REPORT_TEXTS[request.lang]
  const listCols = [
    ["name", "text", 16],
    ["number", "text", 11],
    ["email", "text", 16],
    ["tags", "text", 14],
    ["createdAt", "datetime", 10]
  ] as const
  const listCells = (c: ContactReportRow): Row => [c.name, c.number, c.email, tagNames(c), Date.parse(c.createdAt)]
  switch (request.report) {
    case "tickets":
      return tickets(r, request.filters)
    case "userStats":
      return userStatsTable(r, request.filters)
    case "contactList":
      return Effect.flatMap(contactListOf(scope, request.filters), (resolved) =>
        contactTable(
          r,
          resolved,
          [
            [texts.period, resolved.period ? periodText(resolved.period) : texts.all],
            ...(request.filters.searchParam ? [[texts.filters, request.filters.searchParam] as const] : [])
          ],
          { cols: listCols, cells: listCells }
        )
      )
    case "contactsByTag":
      return Effect.flatMap(contactsByTagOf(scope, request.filters), (resolved) =>
        contactTable(r, resolved, [[texts.columns.tags, resolved.tags.map((t) => t.name).join(", ")]], {
          cols: listCols,
          cells: listCells
        })
      )
    case "contactsByState":
      return Effect.flatMap(contactsByStateOf(request.filters), (resolved) =>
        contactTable(
          r,
          resolved,
          [[texts.columns.state, resolved.selection.kind === "states" ? resolved.selection.states.join(", ") : ""]],
          {
            cols: [
              ["name", "text", 16],
              ["number", "text", 11],
              ["email", "text", 16],
              ["state", "text", 6],
              ["createdAt", "datetime", 10]
            ],
            cells: (c) => [c.name, c.number, c.email, c.state ?? "", Date.parse(c.createdAt)]
          }
        )
      )
    case "birthdays": {
      const resolved = birthdaysOf(scope, request.filters)
      const month = resolved.selection.kind === "birthdays" ? resolved.selection.month : 1
      const year = Number(localDate(scope.now, scope.timezone).slice(0, 4))
      return contactTable(r, resolved, [[texts.period, texts.months[month - 1]!]], {
        cols: [
          ["day", "int", 5],
          ["name", "text", 16],
          ["birthday", "date", 9],
          ["turns", "int", 6],
          ["number", "text", 11],
          ["email", "text", 16]
        ],
        cells: (c) => [
          c.birthday ? Number(c.birthday.slice(8, 10)) : null,
          c.name,
          c.birthday,
          c.birthday ? year - Number(c.birthday.slice(0, 4)) : null,
          c.number,
          c.email
        ]
      })
    }
  }
}
