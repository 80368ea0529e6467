import { describe, expect, it } from "vitest"
import { errorText } from "./errorText.ts"

const detail = (text: string) => `Detail: ${text}`

describe("console error texts", () => {
  it("shows the catalogue's description and detail in each language", () => {
    expect(errorText("ERR_NO_QUEUE_FOUND", "pt-BR", detail)).toBe(
      "Fila não encontrada: A fila não existe ou foi excluída."
    )
    expect(errorText("ERR_NO_QUEUE_FOUND", "en", detail)).toMatch(/^Queue not found: /)
    expect(errorText("ERR_NO_QUEUE_FOUND", "es", detail)).toMatch(/^Cola no encontrada: /)
    expect(errorText("ERR_NO_QUEUE_FOUND", "ru", detail)).toMatch(/^Очередь не найдена: /)
  })

  it("prefixes unknown codes with the detail text", () => {
    expect(errorText("ERR_SOMETHING_NEW", "es", detail)).toBe("Detail: ERR_SOMETHING_NEW")
  })
})
