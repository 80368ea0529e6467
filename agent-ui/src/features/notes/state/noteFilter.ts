// The filter of the notes screen and the query it makes for `GET /notes` (runtime/api/workspace.md
// "Notes"): blank fields are left out; a period that ends before it starts is not asked for.

export type NoteContact = { id: number; name: string }

export type NoteFilter = {
  /** Text the note contains. */
  searchParam: string
  /** The author's id as the picker holds it ("" for every user). */
  userId: string
  contact: NoteContact | null
  /** YYYY-MM-DD, days of the tenant's calendar ("" for no bound). */
  dateStart: string
  dateEnd: string
}

export type NoteQuery = {
  searchParam?: string
  userId?: number
  contactId?: number
  dateStart?: string
  dateEnd?: string
}

export function emptyNoteFilter(): NoteFilter {
  return { searchParam: "", userId: "", contact: null, dateStart: "", dateEnd: "" }
}

/** The period ends before it starts (both given). */
export function periodInvalid(filter: NoteFilter): boolean {
  return filter.dateStart !== "" && filter.dateEnd !== "" && filter.dateEnd < filter.dateStart
}

export function isFiltered(filter: NoteFilter): boolean {
  return (
    filter.searchParam.trim() !== "" ||
    filter.userId !== "" ||
    filter.contact !== null ||
    filter.dateStart !== "" ||
    filter.dateEnd !== ""
  )
}

/** The query of the filter (the cursor is added page by page). */
export function noteQuery(filter: NoteFilter): NoteQuery {
  const search = filter.searchParam.trim()
  const userId = Number(filter.userId)
  return {
    ...(search ? { searchParam: search } : {}),
    ...(filter.userId && Number.isInteger(userId) && userId > 0 ? { userId } : {}),
    ...(filter.contact ? { contactId: filter.contact.id } : {}),
    ...(filter.dateStart ? { dateStart: filter.dateStart } : {}),
    ...(filter.dateEnd ? { dateEnd: filter.dateEnd } : {})
  }
}

/** Contacts found once each, in the order first found. */
export function uniqueContacts<T extends { id: number | string }>(found: readonly T[]): T[] {
  const seen = new Map<string, T>()
  for (const contact of found) if (!seen.has(String(contact.id))) seen.set(String(contact.id), contact)
  return [...seen.values()]
}
