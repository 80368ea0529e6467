import { describe, expect, it } from "vitest"
import { exportFileName } from "./exportFile"

describe("the export's file name", () => {
  it("takes the server's name, encoded or plain", () => {
    expect(exportFileName(`attachment; filename*=UTF-8''contatos%202025.xlsx`, "xlsx")).toBe("contatos 2025.xlsx")
    expect(exportFileName('attachment; filename="contatos-2025-03-01.csv"', "csv")).toBe("contatos-2025-03-01.csv")
    expect(exportFileName("attachment; filename=contatos.csv", "csv")).toBe("contatos.csv")
  })

  it("names it by format when the server does not", () => {
    expect(exportFileName(null, "csv")).toBe("contatos.csv")
    expect(exportFileName("attachment", "xlsx")).toBe("contatos.xlsx")
  })
})
