import { describe, expect, it } from "vitest"
import { emptyNoteFilter, isFiltered, noteQuery, periodInvalid, uniqueContacts } from "./noteFilter"

describe("the notes screen's filter", () => {
  it("asks for everything when nothing is filled in", () => {
    expect(noteQuery(emptyNoteFilter())).toEqual({})
    expect(isFiltered(emptyNoteFilter())).toBe(false)
    expect(isFiltered({ ...emptyNoteFilter(), searchParam: "   " })).toBe(false)
  })

  it("turns each filled field into its parameter", () => {
    const filter = {
      searchParam: "  vip ",
      userId: "7",
      contact: { id: 12, name: "Maria" },
      dateStart: "2025-03-01",
      dateEnd: "2025-03-31"
    }
    expect(noteQuery(filter)).toEqual({
      searchParam: "vip",
      userId: 7,
      contactId: 12,
      dateStart: "2025-03-01",
      dateEnd: "2025-03-31"
    })
    expect(isFiltered(filter)).toBe(true)
    expect(noteQuery({ ...emptyNoteFilter(), dateEnd: "2025-03-31" })).toEqual({ dateEnd: "2025-03-31" })
  })

  it("tells a period that ends before it starts; one day or one bound is fine", () => {
    expect(periodInvalid({ ...emptyNoteFilter(), dateStart: "2025-03-02", dateEnd: "2025-03-01" })).toBe(true)
    expect(periodInvalid({ ...emptyNoteFilter(), dateStart: "2025-03-01", dateEnd: "2025-03-01" })).toBe(false)
    expect(periodInvalid({ ...emptyNoteFilter(), dateStart: "2025-03-02" })).toBe(false)
  })

  it("keeps each contact found once, first seen first", () => {
    const found = [
      { id: 2, name: "Ana" },
      { id: 1, name: "Bia" },
      { id: 2, name: "Ana (outro atendimento)" }
    ]
    expect(uniqueContacts(found)).toEqual([
      { id: 2, name: "Ana" },
      { id: 1, name: "Bia" }
    ])
  })
})
