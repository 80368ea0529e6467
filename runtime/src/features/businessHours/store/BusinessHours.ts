/**
 * The tenant's business hours and absence message (`business_hours`, one row once saved; the
 * defaults before), with the tenant's time zone from its record. Read on every inbound message,
 * so kept per node for a second (platform/store/nodeCache.ts).
 */
import { BusinessWeek, DEFAULT_WEEK, type BusinessHoursView } from "@atende/core/contracts/businessHours"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { nodeCache } from "../../../platform/store/nodeCache"
import { json } from "../../../platform/store/rows"

/** The zone of a tenant whose record has none (the schema's default). */
export const DEFAULT_ZONE = "America/Sao_Paulo"

const validZone = (zone: unknown): zone is string => {
  if (typeof zone !== "string" || !zone) return false
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const cache = nodeCache<number, BusinessHoursView>(1_000)

const load = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const zones = yield* sql`SELECT timezone FROM tenants WHERE id = ${tenantId}`
    const zone = (zones[0] as { timezone?: unknown } | undefined)?.timezone
    const rows = yield* sql`SELECT days, absence_message FROM business_hours WHERE tenant_id = ${tenantId}`
    const row = rows[0] as { days?: unknown; absence_message?: unknown } | undefined
    const days = BusinessWeek.safeParse(json(row?.days, null))
    return {
      days: days.success ? days.data : DEFAULT_WEEK,
      absenceMessage: typeof row?.absence_message === "string" ? row.absence_message : "",
      timeZone: validZone(zone) ? zone : DEFAULT_ZONE
    } satisfies BusinessHoursView
  })

/**
 * The tenant's week (Sunday first), absence message and time zone, as this node saw them within
 * the last second: `isOpen(h.days, h.timeZone, now)` (core/rules/businessHours.ts).
 */
export const tenantHours = (tenantId: number) => cache.get(tenantId, load(tenantId))

/** The same, read now (the settings screen after a save). */
export const currentHours = (tenantId: number) => Effect.tap(load(tenantId), () => cache.invalidate(tenantId))

/** Saves the week and the absence message (the caller checked them with the contract). */
export const saveHours = (tenantId: number, days: BusinessWeek, absenceMessage: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const text = JSON.stringify(days)
    const now = yield* nowMillis
    yield* sql`INSERT INTO business_hours (tenant_id, days, absence_message, updated_at)
      VALUES (${tenantId}, ${text}, ${absenceMessage}, ${now})
      ON CONFLICT (tenant_id) DO UPDATE SET days = ${text}, absence_message = ${absenceMessage}, updated_at = ${now}`
    yield* cache.invalidate(tenantId)
  })

/**
 * Marks the ticket as sent the absence message: true the first time only (one row per ticket, so
 * at most once however many messages or nodes race).
 */
export const claimAbsence = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO absence_sent (ticket_id, tenant_id, sent_at)
      VALUES (${ticketId}, ${tenantId}, ${yield* nowMillis}) ON CONFLICT (ticket_id) DO NOTHING RETURNING ticket_id`
    return rows.length > 0
  })
