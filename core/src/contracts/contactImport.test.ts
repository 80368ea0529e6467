import { describe, expect, it } from "vitest"
import {
  EXPORT_HEADERS,
  IMPORT_FIELDS,
  exportGender,
  exportMaritalStatus,
  importGender,
  importMaritalStatus,
  mappingProblem,
  splitTags,
  suggestMapping
} from "./contactImport"

describe("suggestMapping", () => {
  it("reads header names in pt-BR, en, es and ru, whatever their case, accents and punctuation", () => {
    expect(suggestMapping(["Nome", "Telefone", "E-mail", "Nascimento", "Etiquetas", "Obs"])).toEqual({
      Nome: "name",
      Telefone: "number",
      "E-mail": "email",
      Nascimento: "birthday",
      Etiquetas: "tags",
      Obs: null
    })
    expect(suggestMapping(["NAME", "phone number", "Email ", "Company"])).toEqual({
      NAME: "name",
      "phone number": "number",
      "Email ": "email",
      Company: "businessName"
    })
    expect(suggestMapping(["nombre", "teléfono", "correo", "apellido"])).toEqual({
      nombre: "name",
      teléfono: "number",
      correo: "email",
      apellido: "lastName"
    })
    expect(suggestMapping(["Имя", "Телефон", "Фамилия", "Дата рождения"])).toEqual({
      Имя: "name",
      Телефон: "number",
      Фамилия: "lastName",
      "Дата рождения": "birthday"
    })
    expect(suggestMapping(["WhatsApp", "número"])).toEqual({ WhatsApp: "number", número: null })
  })

  it("recognises every header an export writes", () => {
    const headers = IMPORT_FIELDS.map((f) => EXPORT_HEADERS[f])
    expect(suggestMapping(headers)).toEqual(Object.fromEntries(IMPORT_FIELDS.map((f) => [EXPORT_HEADERS[f], f])))
  })
})

describe("mappingProblem", () => {
  const columns = ["Nome", "Telefone", "E-mail"]
  it("needs the name and a number or an e-mail, columns of the file, each field once", () => {
    expect(mappingProblem({ Nome: "name", Telefone: "number" }, columns)).toBeUndefined()
    expect(mappingProblem({ Nome: "name", "E-mail": "email", Telefone: null }, columns)).toBeUndefined()
    expect(mappingProblem({ Telefone: "number" }, columns)).toMatch(/name/)
    expect(mappingProblem({ Nome: "name" }, columns)).toMatch(/number or email/)
    expect(mappingProblem({ Nome: "name", Telefone: "number", Outra: "email" }, columns)).toMatch(/no column/)
    expect(mappingProblem({ Nome: "name", Telefone: "number", "E-mail": "number" }, columns)).toMatch(/Two/)
  })
})

describe("words of gender and marital status", () => {
  it("reads back what an export writes, and what people type", () => {
    for (const g of ["male", "female", "nonBinary"] as const) expect(importGender(exportGender(g))).toBe(g)
    for (const m of ["single", "married", "divorced", "widowed", "other"] as const)
      expect(importMaritalStatus(exportMaritalStatus(m))).toBe(m)
    expect(["F", "feminino", "Mujer", "женский", "female"].map(importGender)).toEqual(Array(5).fill("female"))
    expect(importMaritalStatus("casada")).toBe("married")
    expect(importGender("talvez")).toBe("talvez")
  })

  it("splits tags on commas and semicolons", () => {
    expect(splitTags(" VIP, Cliente;; novo ;")).toEqual(["VIP", "Cliente", "novo"])
  })
})
