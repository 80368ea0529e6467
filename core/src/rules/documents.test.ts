import { describe, it, expect } from "vitest"
import fc from "fast-check"
import { isValidCnpj, isValidCpf, isValidDocument, normalizeDocument } from "./documents"

const pairs = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, "0"))

describe("CPF", () => {
  it.each(["529.982.247-25", "52998224725", "111.444.777-35", "123.456.789-09", " 123 456 789 09 "])(
    "accepts the valid %s",
    (cpf) => expect(isValidCpf(cpf)).toBe(true)
  )

  it.each([
    ["a wrong check digit", "529.982.247-24"],
    ["a wrong first check digit", "529.982.247-15"],
    ["repeated digits", "111.111.111-11"],
    ["all zeros", "00000000000"],
    ["too few digits", "5299822472"],
    ["too many digits", "529982247255"],
    ["letters", "52998224A25"],
    ["an empty string", ""]
  ])("refuses %s", (_, cpf) => expect(isValidCpf(cpf)).toBe(false))

  it("has exactly one pair of check digits for any base", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (base) => {
        fc.pre(!/^(.)\1*$/.test(base))
        expect(pairs.filter((p) => isValidCpf(base + p))).toHaveLength(1)
      })
    )
  })
})

describe("CNPJ", () => {
  it.each(["11.222.333/0001-81", "11222333000181", "33.000.167/0001-01", "12.ABC.345/01DE-35", "12abc34501de35"])(
    "accepts the valid %s",
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true)
  )

  it.each([
    ["a wrong check digit", "11.222.333/0001-80"],
    ["a wrong first check digit", "11.222.333/0001-91"],
    ["repeated digits", "00.000.000/0000-00"],
    ["letters in the check digits", "12.ABC.345/01DE-3A"],
    ["too few characters", "1122233300018"],
    ["a CPF", "529.982.247-25"]
  ])("refuses %s", (_, cnpj) => expect(isValidCnpj(cnpj)).toBe(false))

  it("has exactly one pair of check digits for any alphanumeric base", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{12}$/), (base) => {
        fc.pre(!/^(.)\1*$/.test(base))
        expect(pairs.filter((p) => isValidCnpj(base + p))).toHaveLength(1)
      })
    )
  })
})

describe("documents", () => {
  it("accepts either a CPF or a CNPJ", () => {
    expect(isValidDocument("529.982.247-25")).toBe(true)
    expect(isValidDocument("11.222.333/0001-81")).toBe(true)
    expect(isValidDocument("529.982.247-24")).toBe(false)
    expect(isValidDocument("not a document")).toBe(false)
  })

  it("normalises valid documents to bare characters", () => {
    expect(normalizeDocument("529.982.247-25")).toBe("52998224725")
    expect(normalizeDocument("12.abc.345/01de-35")).toBe("12ABC34501DE35")
    expect(normalizeDocument("123")).toBeNull()
  })
})
