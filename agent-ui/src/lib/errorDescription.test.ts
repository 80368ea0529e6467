import { describe, expect, it } from "vitest"
import { ApiError } from "./apiError"
import { catalogueText, describeFailure } from "./errorDescription"

const t = (key: string, options?: { text: string }) =>
  key === "errors.detail" ? `Detail: ${options?.text}` : key === "errors.unidentified" ? "Não identificado" : key

describe("error descriptions (spec §8)", () => {
  it("gives the catalogue's description and detail, per language", () => {
    expect(describeFailure(new ApiError("http", 404, "ERR_NO_TICKET_FOUND"), "pt-BR", t)).toEqual({
      title: "Ticket não encontrado",
      text: "O atendimento não existe ou foi excluído."
    })
    expect(catalogueText("ERR_NO_TICKET_FOUND", "en")?.title).toBe("Ticket not found")
    expect(catalogueText("ERR_NO_TICKET_FOUND", "es")?.title).toBe("Ticket no encontrado")
    expect(catalogueText("ERR_NO_TICKET_FOUND", "ru")?.title).toBe("Обращение не найдено")
  })

  it("shows 'Detail: ' and the raw text for an unknown code, 'Não identificado' when there is none", () => {
    expect(describeFailure(new ApiError("http", 409, "ERR_BRAND_NEW", "Something new"), "pt-BR", t)).toEqual({
      text: "Detail: Something new"
    })
    expect(describeFailure(new ApiError("http", 400), "pt-BR", t)).toEqual({ text: "Não identificado" })
    expect(describeFailure(new Error("boom"), "pt-BR", t)).toEqual({ text: "Não identificado" })
  })

  it("has a text for every code in es and ru (core's tables, else the catalogue's en)", async () => {
    const { catalogue } = await import("@atende/core/errors/catalogue")
    const { esErrors } = await import("@atende/core/errors/texts/es")
    const { ruErrors } = await import("@atende/core/errors/texts/ru")
    for (const code of Object.keys(catalogue)) {
      expect(catalogueText(code, "es")?.title).toBeTruthy()
      expect(catalogueText(code, "ru")?.title).toBeTruthy()
    }
    // Codes the backend adds reach the UIs in English until translated here: say which.
    const untranslated = Object.keys(catalogue).filter((code) => !(code in esErrors) || !(code in ruErrors))
    if (untranslated.length)
      console.warn(`error codes without es/ru text yet (English shown): ${untranslated.join(", ")}`)
  })
})
