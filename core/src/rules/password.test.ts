import { describe, it, expect } from "vitest"
import fc from "fast-check"
import { isValidPassword, passwordRule } from "./password"

describe("password rule", () => {
  it.each(["Abcdefg1", "SENHAforte2024", "aB3aB3aB3", "Z9zzzzzz"])("accepts %s", (p) => {
    expect(isValidPassword(p)).toBe(true)
  })

  it.each([
    ["too short", "Abcdef1"],
    ["no uppercase", "abcdefg1"],
    ["no lowercase", "ABCDEFG1"],
    ["no digit", "Abcdefgh"],
    ["a symbol", "Abcdefg1!"],
    ["a space", "Abcd efg1"],
    ["an accented letter", "Senhaçforte1"],
    ["empty", ""]
  ])("refuses a password with %s", (_, p) => {
    expect(isValidPassword(p)).toBe(false)
  })

  it("explains each broken rule", () => {
    const result = passwordRule.safeParse("abc!")
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((i) => i.message) ?? []
    expect(messages).toEqual(
      expect.arrayContaining([
        "At least 8 characters",
        "At least one uppercase letter",
        "At least one digit",
        "Letters and digits only"
      ])
    )
  })

  it("accepts any letters-and-digits password with each class present", () => {
    const pwd = fc
      .tuple(
        fc.stringMatching(/^[A-Z]$/),
        fc.stringMatching(/^[a-z]$/),
        fc.stringMatching(/^[0-9]$/),
        fc.stringMatching(/^[A-Za-z0-9]{5,40}$/)
      )
      .map(([u, l, d, rest]) => u + rest + l + d)
    fc.assert(
      fc.property(pwd, (p) => {
        expect(isValidPassword(p)).toBe(true)
      })
    )
  })

  it("refuses any password containing a character other than a letter or digit", () => {
    const other = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/^[A-Za-z0-9]$/.test(c))
    fc.assert(
      fc.property(other, (c) => {
        expect(isValidPassword(`Abcdefg1${c}`)).toBe(false)
      })
    )
  })
})
