import { describe, expect, it } from "vitest"
import { ContactCreate, ContactPatch, ContactQuery, contactProblem, normalizeEmail, searchProblem } from "./contacts"

const fields = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."))

const today = "2025-06-15"

describe("ContactCreate", () => {
  it("trims, turns blank fields into null and keeps every field of the spec", () => {
    const c = ContactCreate.parse({
      name: "  Ana Souza ",
      firstName: "Ana",
      lastName: " ",
      number: "+55 11 98765-4321",
      gender: "female",
      maritalStatus: "",
      tagIds: [1, 2],
      walletUserIds: [3],
      extraInfo: [{ description: " Time ", information: "Corinthians" }]
    })
    expect(c).toMatchObject({
      name: "Ana Souza",
      firstName: "Ana",
      lastName: null,
      gender: "female",
      maritalStatus: null,
      extraInfo: [{ description: "Time", information: "Corinthians" }]
    })
  })

  it("needs a name and a number or an e-mail, and names the field", () => {
    expect(fields(ContactCreate.safeParse({ number: "11987654321" }))).toEqual(["name"])
    expect(fields(ContactCreate.safeParse({ name: "Ana" }))).toEqual(["number"])
    expect(fields(ContactCreate.safeParse({ name: "Ana", email: " " }))).toEqual(["number"])
    expect(ContactCreate.safeParse({ name: "Ana", email: "ana@loja.com" }).success).toBe(true)
    expect(fields(ContactCreate.safeParse({ name: "Ana", email: "a@b.co", gender: "x" }))).toEqual(["gender"])
    expect(fields(ContactCreate.safeParse({ name: "Ana", email: "a@b.co", tagIds: [0] }))).toEqual(["tagIds.0"])
  })
})

describe("ContactPatch", () => {
  it("takes any field, never none", () => {
    expect(ContactPatch.parse({ category: "VIP" })).toEqual({ category: "VIP" })
    expect(ContactPatch.parse({ email: "" })).toEqual({ email: null })
    expect(ContactPatch.safeParse({}).success).toBe(false)
    expect(fields(ContactPatch.safeParse({ name: " " }))).toEqual(["name"])
  })
})

describe("contactProblem", () => {
  it("gives each bad field its own code, in a fixed order", () => {
    const problem = (input: object) => {
      const r = contactProblem(input, today)
      return "problem" in r ? r.problem : undefined
    }
    expect(problem({ number: "123" })).toEqual({ code: "ERR_INVALID_CONTACT_NUMBER", field: "number" })
    expect(problem({ email: "ana@" })).toEqual({ code: "ERR_INVALID_EMAIL", field: "email" })
    expect(problem({ document: "529.982.247-24" })).toEqual({ code: "ERR_INVALID_DOCUMENT", field: "document" })
    expect(problem({ birthday: "31/02/1990" })).toEqual({ code: "ERR_INVALID_DATE", field: "birthday" })
    expect(problem({ birthday: "16/06/2025" })).toEqual({ code: "ERR_INVALID_DATE", field: "birthday" })
    expect(problem({ number: "x", email: "y" })?.field).toBe("number")
  })

  it("answers the fields as stored", () => {
    expect(
      contactProblem(
        { number: "(11) 8765-4321", email: " Ana@Loja.COM ", document: "529.982.247-25", birthday: "5/3/1990" },
        today
      )
    ).toEqual({
      fields: {
        number: { number: "5511987654321", key: "551187654321" },
        email: "ana@loja.com",
        document: "52998224725",
        birthday: "1990-03-05"
      }
    })
    expect(contactProblem({ number: null }, today)).toEqual({ fields: { number: null } })
    expect(contactProblem({}, today)).toEqual({ fields: {} })
  })

  it("reads e-mails as the catalogue does", () => {
    expect(normalizeEmail("x@y")).toBeUndefined()
    expect(normalizeEmail(" A@B.COM ")).toBe("a@b.com")
  })
})

describe("ContactQuery", () => {
  it("defaults to the newest 20, and refuses an unknown order or a limit over 100", () => {
    expect(ContactQuery.parse({})).toEqual({ searchParam: "", orderBy: "newest", limit: 20 })
    expect(ContactQuery.parse({ searchParam: " an ", orderBy: "name", limit: "5", cursor: "abc" })).toEqual({
      searchParam: "an",
      orderBy: "name",
      limit: 5,
      cursor: "abc"
    })
    expect(fields(ContactQuery.safeParse({ orderBy: "age" }))).toEqual(["orderBy"])
    expect(fields(ContactQuery.safeParse({ limit: "101" }))).toEqual(["limit"])
  })

  it("wants two characters or more in a search", () => {
    expect(searchProblem("a")).toEqual({ code: "ERR_SEARCH_TOO_SHORT", field: "searchParam" })
    expect(searchProblem("")).toBeNull()
    expect(searchProblem("an")).toBeNull()
  })
})
