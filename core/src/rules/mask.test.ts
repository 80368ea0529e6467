import { describe, expect, it } from "vitest"
import { maskEmail, maskPhone } from "./mask"

describe("contact data masks", () => {
  it("keeps the ends of a phone number", () => {
    expect(maskPhone("5511987654321")).toBe("5511*****4321")
    expect(maskPhone("123456")).toBe("****56")
    expect(maskPhone(null)).toBeNull()
    expect(maskPhone("")).toBe("")
  })

  it("keeps the first letter and the domain of an e-mail", () => {
    expect(maskEmail("ana.souza@loja.com")).toBe("a********@loja.com")
    expect(maskEmail("a@x.io")).toBe("a*@x.io")
    expect(maskEmail(null)).toBeNull()
  })
})
