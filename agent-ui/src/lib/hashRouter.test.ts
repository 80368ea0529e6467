import { describe, expect, it } from "vitest"
import { matchPath, normalizePath } from "./hashRouter"

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

describe("matchPath", () => {
  it("matches literal and parameter segments", () => {
    expect(matchPath("/atendimento/:ticketId", "/atendimento/7")).toEqual({ ticketId: "7" })
    expect(matchPath("/atendimento/:ticketId", "/atendimento")).toBeNull()
    expect(matchPath("/home", "/home")).toEqual({})
    expect(matchPath("/home", "/homes")).toBeNull()
  })
})
