/**
 * The two kinds of failure of a command or a timer. "Infrastructure": the store or the bus is away
 * for a moment (a BusError; a SqlError about the connection, a Postgres shutdown, lack of
 * resources, a serialization failure or deadlock, a busy or unreadable SQLite file): retried in
 * place without limit, since the same command succeeds once they are back. Anything else (a bug,
 * data the code does not expect, a provider refusing) is tried at most ATENDE_MAX_DELIVERIES times
 * and then goes to the dead letters.
 */
import { Cause } from "effect"

/** @effect/sql-pg's messages when no connection could be had. */
const NO_CONNECTION = /^(Connection error|Failed to acquire connection|PgClient: Failed to connect)/
const NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN"
])
/**
 * SQLSTATE: 08 connection exception, 40 transaction rollback (serialization failure, deadlock),
 * 53 insufficient resources, 57P shutdown or cannot connect now, 58 system error (I/O).
 */
const PG_STATES = /^(08|40|53|57P|58)/
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/
/** node-postgres' messages when a connection is lost mid-statement. */
const PG_LOST = /Connection terminated|Connection ended|not queryable|timeout exceeded when trying to connect/i

const unavailable = (e: unknown, depth = 0): boolean => {
  if (typeof e !== "object" || e === null || depth > 5) return false
  const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === "string") {
    if (NODE_CODES.has(code) || SQLITE_CODES.test(code)) return true
    if (code.length === 5 && PG_STATES.test(code)) return true
  }
  if (typeof message === "string" && PG_LOST.test(message)) return true
  return unavailable(cause, depth + 1)
}

/** Whether this error means "the store or the bus is away". */
export const isInfrastructureError = (e: unknown): boolean => {
  const tagged = e as { _tag?: unknown; message?: unknown; cause?: unknown } | null
  if (typeof tagged !== "object" || tagged === null) return false
  if (tagged._tag === "BusError") return true
  if (tagged._tag !== "SqlError") return false
  return (typeof tagged.message === "string" && NO_CONNECTION.test(tagged.message)) || unavailable(tagged.cause)
}

/** Whether the failure is the store or the bus being away: an error or defect of it says so, or it was interrupted. */
export const isInfrastructure = (cause: Cause.Cause<unknown>): boolean =>
  Cause.isInterruptedOnly(cause) ||
  [...Cause.failures(cause), ...Cause.defects(cause)].some((e) => isInfrastructureError(e))

const MAX_CAUSE = 4_000

/** One line per error: its name and message, then its causes' (`code` where there is one), outermost first. */
const summary = (e: unknown): string => {
  const parts: Array<string> = []
  for (let c: unknown = e, depth = 0; c !== undefined && c !== null && depth < 6; depth++) {
    if (typeof c !== "object") {
      parts.push(String(c))
      break
    }
    const { name, _tag, message, code, cause } = c as Record<string, unknown>
    const label = typeof _tag === "string" ? _tag : typeof name === "string" ? name : "Error"
    parts.push(`${label}${typeof code === "string" ? ` [${code}]` : ""}: ${String(message ?? "")}`)
    c = cause
  }
  return parts.join(" ← ")
}

/**
 * The cause as a dead letter keeps it: one line per error (with its causes), then the pretty print;
 * at most MAX_CAUSE characters.
 */
export const causeText = (cause: Cause.Cause<unknown>): string => {
  const errors = [...Cause.failures(cause), ...Cause.defects(cause)]
  const text = [...errors.map(summary), "", Cause.pretty(cause)].join("\n")
  return text.length > MAX_CAUSE ? `${text.slice(0, MAX_CAUSE)}…` : text
}
