import type { ContactView } from "@atende/core/contracts/contacts"
import { describe, expect, it } from "vitest"
import { keepIdOf, mergeAllRequests, mergedCount, mergeRequest, type DuplicateGroup } from "./duplicates"

const c = (id: number) => ({ id, name: `c${id}` }) as ContactView
const byPhone: DuplicateGroup = { reason: "phone", value: "551187654321", contacts: [c(1), c(5), c(9)] }
const byEmail: DuplicateGroup = { reason: "email", value: "a@b.co", contacts: [c(2), c(3)] }
const overlapping: DuplicateGroup = { reason: "email", value: "x@y.co", contacts: [c(5), c(7)] }

describe("duplicates", () => {
  it("keeps the oldest unless the user chose another contact of the group", () => {
    expect(keepIdOf(byPhone, {})).toBe(1)
    expect(keepIdOf(byPhone, { "phone:551187654321": 9 })).toBe(9)
    // a choice no longer in the group (the list changed) falls back to the first
    expect(keepIdOf(byPhone, { "phone:551187654321": 4 })).toBe(1)
  })

  it("merges the others into the kept one", () => {
    expect(mergeRequest(byPhone, { "phone:551187654321": 5 })).toEqual({ keepId: 5, mergeIds: [1, 9] })
  })

  it("merges all groups, leaving out one that shares a contact with an earlier group", () => {
    expect(mergeAllRequests([byPhone, byEmail, overlapping], {})).toEqual([
      { keepId: 1, mergeIds: [5, 9] },
      { keepId: 2, mergeIds: [3] }
    ])
  })

  it("counts the contacts merged", () => {
    expect(mergedCount([{ mergedIds: [5, 9] }, { mergedIds: [3] }])).toBe(3)
  })
})
