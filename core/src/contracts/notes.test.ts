import { describe, expect, it } from "vitest"
import { NOTES_PAGE_SIZE, NotesListQuery } from "./notes"

const fields = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."))

describe("NotesListQuery", () => {
  it("takes nothing: every note, first page, no search", () => {
    expect(NotesListQuery.parse({})).toEqual({ searchParam: "", limit: NOTES_PAGE_SIZE })
  })

  it("reads ids, days, the search, the cursor and the page size from query text; blank is absent", () => {
    const q = { userId: "7", contactId: " 12 ", dateStart: "2025-03-01", dateEnd: "2025-03-31", searchParam: " vip " }
    expect(NotesListQuery.parse({ ...q, cursor: "abc", limit: "5" })).toEqual({
      userId: 7,
      contactId: 12,
      dateStart: "2025-03-01",
      dateEnd: "2025-03-31",
      searchParam: "vip",
      cursor: "abc",
      limit: 5
    })
    expect(NotesListQuery.parse({ userId: "", contactId: " ", dateStart: "", cursor: "" })).toEqual({
      searchParam: "",
      limit: NOTES_PAGE_SIZE
    })
  })

  it("refuses what cannot name a row or a day, and names the field", () => {
    for (const userId of ["abc", "0", "-1", "1.5", "2147483648", "1e3", "0x10"])
      expect(fields(NotesListQuery.safeParse({ userId })), userId).toEqual(["userId"])
    expect(fields(NotesListQuery.safeParse({ contactId: "x" }))).toEqual(["contactId"])
    for (const dateStart of ["2025-02-30", "2025-13-01", "01/03/2025", "2025-03-01T00:00:00Z", "ontem"])
      expect(fields(NotesListQuery.safeParse({ dateStart })), dateStart).toEqual(["dateStart"])
    expect(fields(NotesListQuery.safeParse({ dateEnd: "2025-3-1" }))).toEqual(["dateEnd"])
    expect(fields(NotesListQuery.safeParse({ dateStart: "2025-03-02", dateEnd: "2025-03-01" }))).toEqual(["dateEnd"])
    expect(fields(NotesListQuery.safeParse({ limit: "0" }))).toEqual(["limit"])
    expect(fields(NotesListQuery.safeParse({ limit: "101" }))).toEqual(["limit"])
    expect(fields(NotesListQuery.safeParse({ searchParam: "x".repeat(201) }))).toEqual(["searchParam"])
  })

  it("takes a one-day period", () => {
    expect(NotesListQuery.parse({ dateStart: "2025-03-01", dateEnd: "2025-03-01" })).toMatchObject({
      dateStart: "2025-03-01",
      dateEnd: "2025-03-01"
    })
  })
})
