/**
 * `GET /messages/count-all`: messages of the tickets the caller may see, optionally by period
 * (a date is a calendar day in the tenant's time zone, daylight saving included; an ISO time is
 * that instant), direction, ticket and ticket status, in the same visibility slices as the list.
 */
import { endOfDay, startOfDay } from "@atende/core/rules/calendar"
import { isValidTimeZone } from "@atende/core/rules/loginHours"
import type { MessageCountQuery } from "@atende/core/contracts/workspace"
import { Effect } from "effect"
import { getTenant } from "../../tenants/index"
import { type Caller, listScope, slicesOf } from "../../tickets/index"
import { countVisibleMessages } from "../store/MessageCounts"

const DEFAULT_ZONE = "America/Sao_Paulo"

const isDay = (d: string) => d.length === 10

/** First instant of the period that starts at `d` (a day in the zone, or an instant). */
export const periodStart = (d: string, timeZone: string) => (isDay(d) ? startOfDay(d, timeZone) : Date.parse(d))

/** First instant after the period that ends at `d` (the day included, or the instant included). */
export const periodEnd = (d: string, timeZone: string) => (isDay(d) ? endOfDay(d, timeZone) : Date.parse(d) + 1)

export const countMessages = (c: Caller, q: MessageCountQuery) =>
  Effect.gen(function* () {
    const zone = q.dateStart || q.dateEnd ? (yield* getTenant(c.claims.tenantId))?.timezone : undefined
    const timeZone = zone && isValidTimeZone(zone) ? zone : DEFAULT_ZONE
    const scope = listScope(c.viewer, true)
    return yield* countVisibleMessages({
      tenantId: c.claims.tenantId,
      from: q.dateStart ? periodStart(q.dateStart, timeZone) : undefined,
      until: q.dateEnd ? periodEnd(q.dateEnd, timeZone) : undefined,
      fromMe: q.fromMe ? q.fromMe === "true" : undefined,
      ticketId: q.ticketId,
      statuses: q.status,
      slices: scope ? slicesOf(scope) : "all"
    })
  })
