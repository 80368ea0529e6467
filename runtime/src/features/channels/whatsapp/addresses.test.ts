import { describe, expect, it } from "vitest"
import { conversationOf } from "./addresses"

describe("a WhatsApp sender's conversation", () => {
  it("is a Brazilian mobile with its ninth digit, whichever form WhatsApp wrote", () => {
    expect(conversationOf("552187650008")).toBe("5521987650008")
    expect(conversationOf("5521987650008")).toBe("5521987650008")
  })

  it("leaves landlines, other countries and what is no number as they are", () => {
    expect(conversationOf("552133334444")).toBe("552133334444")
    expect(conversationOf("13055551234")).toBe("13055551234")
    expect(conversationOf("123")).toBe("123")
  })
})
