/**
 * Whose report it is: the tenant (its name, time zone and SLA thresholds), the tickets the caller
 * may see (the ticket list's visibility slices, core/src/rules/visibility.ts: "all" for
 * administrators and for supervisors with view-all) and whether phone and e-mail are masked for
 * them (hide-contact-data, non-admins). Read from the store for each request (the route's caller)
 * or given by the CLI (the whole tenant, unmasked). `now` is when the report is made: unanswered
 * tickets wait until then.
 */
import type { SlaThresholds } from "@atende/core/rules/sla"
import { endOfDay, startOfDay } from "@atende/core/rules/calendar"
import type { Period } from "@atende/core/contracts/reports"
import { maskEmail, maskPhone } from "@atende/core/rules/mask"
import type { slicesOf } from "../tickets/index"

export type ReportScope = {
  readonly tenantId: number
  readonly tenantName: string
  readonly timezone: string
  readonly sla: SlaThresholds
  /** The visible slices of tickets, or "all". */
  readonly slices: ReturnType<typeof slicesOf>
  readonly masked: boolean
  readonly now: number
}

/** A period's instants: from the first day's start to the last day's end (exclusive), in the tenant's zone. */
export type Span = { readonly start: number; readonly end: number }

export const spanOf = (period: Period, timezone: string): Span => ({
  start: startOfDay(period.from, timezone),
  end: endOfDay(period.to, timezone)
})

/** Phone and e-mail as this scope shows them. */
export const showContact = <C extends { number: string; email: string | null }>(scope: ReportScope, c: C): C =>
  scope.masked ? { ...c, number: maskPhone(c.number) ?? "", email: maskEmail(c.email) } : c
