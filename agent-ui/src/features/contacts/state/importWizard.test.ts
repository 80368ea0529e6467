import { describe, expect, it } from "vitest"
import {
  choicesOf,
  fileProblem,
  importFormatOf,
  mappingIssues,
  mappingOf,
  progressPercent,
  setChoice,
  uploadContentType
} from "./importWizard"

describe("the import wizard", () => {
  it("sends CSV and XLSX files up to 20 MB, with a type even when the browser gives none", () => {
    expect(importFormatOf("Contatos.CSV")).toBe("csv")
    expect(importFormatOf("lista.xlsx")).toBe("xlsx")
    expect(importFormatOf("lista.xls")).toBeNull()
    expect(fileProblem({ name: "a.txt", size: 10 })).toBe("format")
    expect(fileProblem({ name: "a.csv", size: 0 })).toBe("empty")
    expect(fileProblem({ name: "a.csv", size: 20 * 1024 * 1024 + 1 })).toBe("tooLarge")
    expect(fileProblem({ name: "a.csv", size: 20 * 1024 * 1024 })).toBeNull()
    expect(uploadContentType("a.csv", "")).toBe("text/csv")
    expect(uploadContentType("a.xlsx", "")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    expect(uploadContentType("a.csv", "application/vnd.ms-excel")).toBe("application/vnd.ms-excel")
  })

  it("starts from the server's suggestion and maps each field to one column", () => {
    const upload = {
      columns: ["Nome", "Telefone", "Obs"],
      mapping: { Nome: "name" as const, Telefone: "number" as const, Obs: null }
    }
    const choices = choicesOf(upload)
    expect(choices).toEqual(["name", "number", ""])
    // choosing the number for another column takes it from the first
    const moved = setChoice(choices, 2, "number")
    expect(moved).toEqual(["name", "", "number"])
    expect(setChoice(moved, 1, "")).toEqual(["name", "", "number"])
    expect(mappingOf(upload.columns, moved)).toEqual({ Nome: "name", Telefone: null, Obs: "number" })
  })

  it("needs a column for the name and one for the number or e-mail", () => {
    expect(mappingIssues(["name", "email"])).toEqual([])
    expect(mappingIssues(["", "number"])).toEqual(["noName"])
    expect(mappingIssues(["name", "tags"])).toEqual(["noNumberOrEmail"])
    expect(mappingIssues([])).toEqual(["noName", "noNumberOrEmail"])
  })

  it("measures the run's progress", () => {
    expect(progressPercent({ status: "running", total: 0, processed: 0 })).toBe(0)
    expect(progressPercent({ status: "running", total: 3, processed: 1 })).toBe(33)
    expect(progressPercent({ status: "running", total: 3, processed: 5 })).toBe(100)
    expect(progressPercent({ status: "done", total: 0, processed: 0 })).toBe(100)
  })
})
