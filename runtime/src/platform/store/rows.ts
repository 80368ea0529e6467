/** Dialect differences in one place: Postgres returns BIGINT as text, SQLite booleans as 0/1. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v))
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
export const bool = (v: unknown): boolean => v === true || v === 1 || v === "1" || v === "t"
export const iso = (v: unknown): string => new Date(num(v)).toISOString()
export const json = <A>(v: unknown, fallback: A): A => {
  if (v === null || v === undefined) return fallback
  if (typeof v !== "string") return v as A
  try {
    return JSON.parse(v) as A
  } catch {
    return fallback
  }
}
