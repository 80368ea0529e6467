// Primitives shared by the entity schemas and the request contracts.
import { z } from "zod"

/** Database ids are positive integers. */
export const Id = z.number().int().positive()

/** Times travel as ISO-8601 strings (`Date.prototype.toISOString`). */
export const IsoDateTime = z.iso.datetime({ offset: true })

/** Calendar dates (birthdays) as YYYY-MM-DD. */
export const IsoDate = z.iso.date()

/** Milliseconds since the epoch. */
export const EpochMs = z.number().int().nonnegative()

/** Blank strings count as absent in forms and query strings. */
export const blankToUndefined = (v: unknown): unknown => (typeof v === "string" && v.trim() === "" ? undefined : v)

/** An e-mail address from input: trimmed, lower-cased, then checked. */
export const Email = z.string().trim().toLowerCase().pipe(z.email())

/**
 * A phone number from input: spaces, dots, dashes, parentheses and a leading
 * plus are dropped; 10 to 15 digits remain (country and area code included).
 */
export const PhoneNumber = z
  .string()
  .trim()
  .transform((s) => s.replace(/^\+/, "").replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\d{10,15}$/, "Phone numbers have 10 to 15 digits"))

/** A hex colour such as #1A2B3C. */
export const HexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
