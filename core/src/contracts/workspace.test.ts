import { describe, expect, it } from "vitest"
import { SendMessageBody, TicketAction } from "./workspace"

describe("SendMessageBody", () => {
  it("trims the body, keeps a client id and refuses an over-long body or a bad client id", () => {
    expect(SendMessageBody.parse({ body: " oi ", clientId: "c1" })).toEqual({ body: "oi", clientId: "c1" })
    expect(SendMessageBody.parse({})).toEqual({ body: "" })
    expect(SendMessageBody.safeParse({ body: "x".repeat(4097) }).success).toBe(false)
    expect(SendMessageBody.safeParse({ body: "oi", clientId: "c".repeat(65) }).success).toBe(false)
    expect(SendMessageBody.safeParse({ body: "oi", clientId: "a b" }).success).toBe(false)
    expect(SendMessageBody.safeParse({ body: "oi", scheduleDate: "amanhã" }).success).toBe(false)
  })
})

describe("TicketAction", () => {
  it("accepts a status, a user and a queue, nullable ids included", () => {
    expect(TicketAction.parse({ status: "open", userId: 3 })).toEqual({ status: "open", userId: 3 })
    expect(TicketAction.parse({ userId: null, queueId: null, newTicket: true })).toEqual({
      userId: null,
      queueId: null,
      newTicket: true
    })
  })

  it("refuses an empty body and bad values", () => {
    expect(TicketAction.safeParse({}).success).toBe(false)
    expect(TicketAction.safeParse({ status: "done" }).success).toBe(false)
    expect(TicketAction.safeParse({ userId: 0 }).success).toBe(false)
  })
})
