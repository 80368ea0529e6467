import { describe, it, expect } from "vitest"
import { SendMessage } from "./messages"

describe("SendMessage", () => {
  it("trims the body and refuses an empty or over-long one", () => {
    expect(SendMessage.parse({ body: " oi ", clientId: "c1" })).toEqual({ body: "oi", clientId: "c1" })
    expect(SendMessage.safeParse({ body: "   " }).success).toBe(false)
    expect(SendMessage.safeParse({ body: "x".repeat(4097) }).success).toBe(false)
    expect(SendMessage.safeParse({ body: "oi", clientId: "c".repeat(65) }).success).toBe(false)
  })
})
