/**
 * Users' availability by weekday and shift (`user_availability`, one row per user that saved it;
 * Monday-Friday 08:00-18:00 before). The appointments area reads it (`isAvailable` in
 * core/rules/businessHours.ts). Users are read from the users table, scoped by tenant.
 */
import { AvailabilityWeek, DEFAULT_AVAILABILITY, type AvailabilityView } from "@atende/core/contracts/businessHours"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { json, num } from "../../../platform/store/rows"

const toView = (r: any): AvailabilityView => {
  const days = r.days === null || r.days === undefined ? undefined : AvailabilityWeek.safeParse(json(r.days, null))
  return {
    userId: num(r.id),
    name: String(r.name),
    days: days?.success ? days.data : DEFAULT_AVAILABILITY,
    saved: days?.success === true
  }
}

/** Every live user of the tenant with their availability, by name. */
export const listAvailability = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT u.id, u.name, a.days FROM users u
      LEFT JOIN user_availability a ON a.tenant_id = u.tenant_id AND a.user_id = u.id
      WHERE u.tenant_id = ${tenantId} AND u.deleted_at IS NULL ORDER BY u.name, u.id`
    return rows.map(toView)
  })

/** One live user's availability, or undefined when the tenant has no such user. */
export const userAvailability = (tenantId: number, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT u.id, u.name, a.days FROM users u
      LEFT JOIN user_availability a ON a.tenant_id = u.tenant_id AND a.user_id = u.id
      WHERE u.tenant_id = ${tenantId} AND u.id = ${userId} AND u.deleted_at IS NULL`
    return rows.length ? toView(rows[0]) : undefined
  })

/** Saves a user's week (the caller checked the user is the tenant's and the week with the contract). */
export const saveAvailability = (tenantId: number, userId: number, days: AvailabilityWeek) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const text = JSON.stringify(days)
    const now = yield* nowMillis
    yield* sql`INSERT INTO user_availability (tenant_id, user_id, days, updated_at)
      VALUES (${tenantId}, ${userId}, ${text}, ${now})
      ON CONFLICT (tenant_id, user_id) DO UPDATE SET days = ${text}, updated_at = ${now}`
  })
