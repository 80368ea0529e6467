import type { ContactView } from "@atende/core/contracts/contacts"
import { describe, expect, it } from "vitest"
import { checkForm, createBody, emptyForm, formOf, patchBody, serverFieldErrors, typeBirthday } from "./contactForm"

const contact: ContactView = {
  id: 7,
  tenantId: 1,
  name: "Maria Souza",
  firstName: "Maria",
  lastName: "Souza",
  businessName: null,
  document: null,
  birthday: "1990-03-05",
  gender: "female",
  maritalStatus: null,
  source: null,
  number: "5511987654321",
  email: "maria@loja.com",
  instagram: null,
  telegramId: null,
  website: null,
  category: null,
  walletUserIds: [3],
  wallets: [{ id: 3, name: "Ana" }],
  tagIds: [1, 2],
  tags: [
    { id: 1, name: "VIP", color: "#ff0000" },
    { id: 2, name: "Atacado", color: "#00ff00" }
  ],
  extraInfo: [{ description: "Loja", information: "Centro" }],
  profilePicUrl: null,
  isWhatsappValid: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z"
}

describe("the contact form", () => {
  it("shows a stored contact with its birthday as DD/MM/YYYY and blanks for what it lacks", () => {
    const form = formOf(contact)
    expect(form.birthday).toBe("05/03/1990")
    expect(form.businessName).toBe("")
    expect(form.gender).toBe("female")
    expect(form.maritalStatus).toBe("")
    expect(form.tagIds).toEqual([1, 2])
  })

  it("asks for a name, and for a number or an e-mail when creating", () => {
    expect(checkForm(emptyForm(), true)).toEqual({ name: "required", number: "numberOrEmail" })
    expect(checkForm({ ...emptyForm(), name: "Ana", email: "a@b.co" }, true)).toEqual({})
    // an edit may leave both as they are (channels' contacts have neither)
    expect(checkForm({ ...emptyForm(), name: "Ana" }, false)).toEqual({})
    expect(checkForm({ ...emptyForm(), name: "x".repeat(201), number: "1" }, true)).toEqual({ name: "tooLong" })
  })

  it("needs a description on each additional information row that says something", () => {
    const form = {
      ...formOf(contact),
      extraInfo: [
        { description: "", information: "" },
        { description: " ", information: "sem título" }
      ]
    }
    expect(checkForm(form, false)).toEqual({ "extraInfo.1.description": "required" })
  })

  it("creates with the filled fields only, the wallet only for the admin flag", () => {
    const form = {
      ...emptyForm(),
      name: " Ana ",
      number: "(11) 98765-4321",
      gender: "nonBinary" as const,
      tagIds: [4],
      walletUserIds: [9],
      extraInfo: [
        { description: "Loja", information: " Centro " },
        { description: "", information: "" }
      ]
    }
    expect(createBody(form, false)).toEqual({
      name: "Ana",
      number: "(11) 98765-4321",
      gender: "nonBinary",
      tagIds: [4],
      extraInfo: [{ description: "Loja", information: "Centro" }]
    })
    expect(createBody(form, true).walletUserIds).toEqual([9])
  })

  it("edits only what changed: a cleared field is null, lists are replaced whole", () => {
    const initial = formOf(contact)
    expect(patchBody(initial, { ...initial }, true)).toEqual({})
    const changed = {
      ...initial,
      name: "Maria S.",
      firstName: "",
      maritalStatus: "married" as const,
      tagIds: [2, 1],
      walletUserIds: [],
      extraInfo: [...initial.extraInfo, { description: "Cor", information: "azul" }]
    }
    expect(patchBody(initial, changed, true)).toEqual({
      name: "Maria S.",
      firstName: null,
      maritalStatus: "married",
      walletUserIds: [],
      extraInfo: [
        { description: "Loja", information: "Centro" },
        { description: "Cor", information: "azul" }
      ]
    })
    // without the admin flag the wallet is not sent (the server would refuse the whole edit)
    expect(patchBody(initial, changed, false).walletUserIds).toBeUndefined()
  })

  it("puts the server's code under each field it names", () => {
    expect(
      serverFieldErrors("ERR_INVALID_CONTACT_NUMBER", {
        field: "number",
        issues: [{ field: "number", message: "ERR_INVALID_CONTACT_NUMBER" }]
      })
    ).toEqual({ number: "ERR_INVALID_CONTACT_NUMBER" })
    expect(
      serverFieldErrors("ERR_VALIDATION", {
        issues: [
          { field: "extraInfo.0.description", message: "Too big" },
          { field: "tagIds.3", message: "x" },
          { field: "", message: "Give at least one field" }
        ]
      })
    ).toEqual({ "extraInfo.0.description": "ERR_VALIDATION", tagIds: "ERR_VALIDATION" })
    expect(serverFieldErrors(undefined, { field: "number" })).toEqual({})
  })
})

describe("typing a birthday", () => {
  it("puts the slashes in as the digits come", () => {
    expect(typeBirthday("0")).toBe("0")
    expect(typeBirthday("05")).toBe("05")
    expect(typeBirthday("05/")).toBe("05/")
    expect(typeBirthday("050")).toBe("05/0")
    expect(typeBirthday("05/03/")).toBe("05/03/")
    expect(typeBirthday("05031990")).toBe("05/03/1990")
    expect(typeBirthday("05/03/19901")).toBe("05/03/1990")
    expect(typeBirthday("")).toBe("")
  })

  it("keeps the slashes the user types after a one-digit day or month", () => {
    expect(typeBirthday("5/")).toBe("5/")
    expect(typeBirthday("5/3/1990")).toBe("5/3/1990")
    expect(typeBirthday("5//")).toBe("5/")
    expect(typeBirthday("/5")).toBe("5")
    expect(typeBirthday("ab12")).toBe("12")
  })

  it("leaves an ISO date alone", () => {
    expect(typeBirthday("1990-03-05")).toBe("1990-03-05")
  })
})
