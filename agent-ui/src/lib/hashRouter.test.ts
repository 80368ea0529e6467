import { describe, expect, it } from "vitest"
import { matchPath, normalizeLocation, normalizePath, queryOf } from "./hashRouter"

describe("normalizePath", () => {
  it("turns hashes into paths", () => {
    expect(normalizePath("")).toBe("/")
    expect(normalizePath("#")).toBe("/")
    expect(normalizePath("#/")).toBe("/")
    expect(normalizePath("#/atendimento/")).toBe("/atendimento")
    expect(normalizePath("#atendimento")).toBe("/atendimento")
    expect(normalizePath("#/atendimento/7?pageNumber=2")).toBe("/atendimento/7")
  })
})

describe("queryOf and normalizeLocation", () => {
  it("keeps the query apart from the path", () => {
    expect(queryOf("#/redefining?token=abc")).toBe("token=abc")
    expect(queryOf("#/home")).toBe("")
    expect(normalizeLocation("#/atendimento/7/?t=1")).toBe("/atendimento/7?t=1")
    expect(normalizeLocation("/home")).toBe("/home")
  })
})

describe("matchPath", () => {
  it("matches literal and parameter segments", () => {
    expect(matchPath("/atendimento/:ticketId", "/atendimento/7")).toEqual({ ticketId: "7" })
    expect(matchPath("/atendimento/:ticketId", "/atendimento")).toBeNull()
    expect(matchPath("/home", "/home")).toEqual({})
    expect(matchPath("/home", "/homes")).toBeNull()
  })
})
