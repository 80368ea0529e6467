import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parsePhone, phoneKey } from "./phone"

describe("parsePhone", () => {
  it.each([
    ["+55 11 98765-4321", "5511987654321"],
    ["(11) 98765-4321", "5511987654321"],
    ["11987654321", "5511987654321"],
    ["5511987654321", "5511987654321"],
    ["0055 11 98765 4321", "5511987654321"],
    ["+55 (21) 3333-4444", "552133334444"],
    ["+1 305 555 1234", "13055551234"],
    ["13055551234", "13055551234"],
    ["+351 912 345 678", "351912345678"]
  ])("reads %s as %s", (input, number) => {
    expect(parsePhone(input)?.number).toBe(number)
  })

  it("adds a Brazilian mobile's missing ninth digit", () => {
    expect(parsePhone("+55 11 8765-4321")?.number).toBe("5511987654321")
    expect(parsePhone("1187654321")?.number).toBe("5511987654321")
    // a landline (subscriber number starting with 2-5) has 8 digits and stays as it is
    expect(parsePhone("1133334444")?.number).toBe("551133334444")
  })

  it.each([
    ["letters", "11 9876-ABCD"],
    ["too few digits", "9876-4321"],
    ["too many digits", "+55 11 98765-43210"],
    ["an invalid area code", "+55 10 98765-4321"],
    ["an empty text", "   "],
    ["a plus inside", "55+11987654321"],
    ["an invalid country", "+999 1234 5678"],
    ["a very long text", "1".repeat(41)]
  ])("refuses %s", (_, input) => {
    expect(parsePhone(input)).toBeUndefined()
  })
})

describe("phoneKey", () => {
  it("is the same with and without a Brazilian mobile's ninth digit", () => {
    expect(parsePhone("+55 11 98765-4321")?.key).toBe("551187654321")
    expect(phoneKey("5511987654321")).toBe(phoneKey("551187654321"))
  })

  it("keeps landlines and other countries as they are", () => {
    expect(phoneKey("551133334444")).toBe("551133334444")
    expect(phoneKey("13055551234")).toBe("13055551234")
    expect(phoneKey("5511933334444")).toBe("5511933334444")
  })

  const area = fc.integer({ min: 11, max: 99 }).filter((n) => n % 10 !== 0)
  const mobile = fc.tuple(area, fc.integer({ min: 6, max: 9 }), fc.stringMatching(/^\d{7}$/))

  it("gives a mobile written in any of its forms one key and one stored number", () => {
    const forms = (a: number, first: number, rest: string) => [
      `+55 ${a} 9${first}${rest.slice(0, 3)}-${rest.slice(3)}`,
      `(${a}) ${first}${rest.slice(0, 3)}-${rest.slice(3)}`,
      `55${a}${first}${rest}`,
      `${a}9${first}${rest}`
    ]
    fc.assert(
      fc.property(mobile, ([a, first, rest]) => {
        const parsed = forms(a, first, rest).map(parsePhone)
        fc.pre(parsed.every((p) => p !== undefined))
        expect(new Set(parsed.map((p) => p!.key)).size).toBe(1)
        expect(new Set(parsed.map((p) => p!.number)).size).toBe(1)
        expect(parsed[0]!.number).toBe(`55${a}9${first}${rest}`)
      })
    )
  })

  it("parses what it stores back to itself, and the key of the key is the key", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{8,15}$/), (input) => {
        const p = parsePhone(input)
        if (!p) return
        expect(parsePhone(`+${p.number}`)).toEqual(p)
        expect(phoneKey(p.key)).toBe(p.key)
      })
    )
  })

  it("never gives two different stored numbers one key", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10,13}$/), fc.stringMatching(/^\d{10,13}$/), (x, y) => {
        const [a, b] = [parsePhone(x), parsePhone(y)]
        if (a && b && a.key === b.key) expect(a.number).toBe(b.number)
      })
    )
  })
})
