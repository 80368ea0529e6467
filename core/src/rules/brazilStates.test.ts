import { describe, expect, it } from "vitest"
import { AREA_CODES, BRAZIL_STATES, stateOfNumber, statePrefixes } from "./brazilStates"

describe("Brazilian states by area code", () => {
  it("lists the 27 federative units, each area code in one of them", () => {
    expect(BRAZIL_STATES).toHaveLength(27)
    const codes = BRAZIL_STATES.flatMap((uf) => AREA_CODES[uf])
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).toHaveLength(67)
  })

  it("finds the state of a Brazilian mobile or landline", () => {
    expect(stateOfNumber("5511987654321")).toBe("SP")
    expect(stateOfNumber("552133334444")).toBe("RJ")
    expect(stateOfNumber("5561999990000")).toBe("DF")
    expect(stateOfNumber("5551988887777")).toBe("RS")
  })

  it("gives no state to other countries, web-chat visitors and codes no state has", () => {
    expect(stateOfNumber("13055551234")).toBeNull()
    expect(stateOfNumber("")).toBeNull()
    expect(stateOfNumber(null)).toBeNull()
    expect(stateOfNumber("5520987654321")).toBeNull()
    expect(stateOfNumber("55119876")).toBeNull()
  })

  it("gives the prefixes a state's stored numbers start with", () => {
    expect(statePrefixes("RJ")).toEqual(["5521", "5522", "5524"])
    for (const uf of BRAZIL_STATES)
      for (const prefix of statePrefixes(uf)) expect(stateOfNumber(`${prefix}987654321`)).toBe(uf)
  })
})
