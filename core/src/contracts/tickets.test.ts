import { describe, it, expect } from "vitest"
import { TicketListQuery, defaultTicketListQuery } from "./tickets"

describe("TicketListQuery", () => {
  it("fills the spec's defaults", () => {
    expect(defaultTicketListQuery()).toEqual({
      searchParam: "",
      pageNumber: 1,
      status: ["open", "pending"],
      showAll: false,
      queuesIds: [],
      withUnreadMessages: false,
      isNotAssignedUser: false,
      includeNotQueueDefined: true
    })
  })

  it("coerces query-string values", () => {
    expect(
      TicketListQuery.parse({
        searchParam: " ana ",
        pageNumber: "2",
        status: ["open", "closed"],
        showAll: "true",
        queuesIds: ["1", "2"],
        withUnreadMessages: "1",
        isNotAssignedUser: "false",
        includeNotQueueDefined: "false",
        messageContent: "boleto"
      })
    ).toEqual({
      searchParam: "ana",
      pageNumber: 2,
      status: ["open", "closed"],
      showAll: true,
      queuesIds: [1, 2],
      withUnreadMessages: true,
      isNotAssignedUser: false,
      includeNotQueueDefined: false,
      messageContent: "boleto"
    })
  })

  it("reads single values, comma lists and JSON arrays as lists", () => {
    expect(TicketListQuery.parse({ status: "closed" }).status).toEqual(["closed"])
    expect(TicketListQuery.parse({ status: "open,pending" }).status).toEqual(["open", "pending"])
    expect(TicketListQuery.parse({ queuesIds: "[3,4]" }).queuesIds).toEqual([3, 4])
  })

  it("treats blank values as absent and takes the last of repeated scalars", () => {
    const q = TicketListQuery.parse({ pageNumber: "", showAll: "", messageContent: "  ", searchParam: ["a", "b"] })
    expect(q).toMatchObject({ pageNumber: 1, showAll: false, searchParam: "b" })
    expect(q.messageContent).toBeUndefined()
  })

  it("accepts a stored filter with real types and extra keys", () => {
    expect(
      TicketListQuery.parse({ status: ["open"], showAll: true, pageNumber: 3, queuesIds: [5], count: null })
    ).toMatchObject({ status: ["open"], showAll: true, pageNumber: 3, queuesIds: [5] })
  })

  it("refuses values that do not fit", () => {
    for (const bad of [
      { pageNumber: "0" },
      { pageNumber: "x" },
      { status: "nope" },
      { showAll: "maybe" },
      { queuesIds: "x" }
    ]) {
      expect(TicketListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it("does not share default arrays between parses", () => {
    const a = TicketListQuery.parse({})
    a.status.push("closed")
    expect(TicketListQuery.parse({}).status).toEqual(["open", "pending"])
  })
})
