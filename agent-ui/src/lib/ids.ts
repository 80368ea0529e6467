/** Ids are numbers in the API and strings in the address bar; compare them as text. */
export type AnyId = number | string

export function sameId(a: AnyId | null | undefined, b: AnyId | null | undefined): boolean {
  return a != null && b != null && String(a) === String(b)
}
