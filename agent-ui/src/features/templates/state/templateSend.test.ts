import type { Template } from "@atende/core/contracts/templates"
import { describe, expect, it } from "vitest"
import { isComplete, noValues, previewOf, sendOf, slotsOf, withValue } from "./templateSend"

const approved: Template = {
  id: 7,
  channelId: 3,
  providerId: "900000000001",
  name: "pedido_enviado",
  language: "pt_BR",
  category: "UTILITY",
  status: "APPROVED",
  reason: null,
  header: { format: "TEXT", text: "Pedido {{1}}", examples: ["#123"] },
  body: { text: "Olá {{1}}, seu pedido saiu em {{2}}.", examples: ["Ana", "25/11"] },
  footer: "Loja Exemplo",
  buttons: [],
  updatedAt: "2025-11-20T12:00:00.000Z"
}

describe("the composer's template offer", () => {
  it("takes one value per variable, shows the text with them and sends them", () => {
    expect(slotsOf(approved)).toEqual({ header: 1, body: 2 })
    const some = withValue(withValue(noValues, "body", 1, "26/11"), "header", 0, " #981 ")
    expect(isComplete(approved, some)).toBe(false)
    expect(previewOf(approved, some)).toBe("*Pedido #981*\n\nOlá {{1}}, seu pedido saiu em 26/11.\n\n_Loja Exemplo_")
    const all = withValue(some, "body", 0, "Bia")
    expect(isComplete(approved, all)).toBe(true)
    expect(sendOf(approved, all)).toEqual({ templateId: 7, header: ["#981"], body: ["Bia", "26/11"] })
    expect(noValues).toEqual({ header: [], body: [] })
  })

  it("sends a template without variables as it is", () => {
    const plain = { ...approved, header: null, body: { text: "Bem-vindo!", examples: [] }, footer: "" }
    expect(isComplete(plain, noValues)).toBe(true)
    expect(sendOf(plain, noValues)).toEqual({ templateId: 7, header: [], body: [] })
    expect(previewOf(plain, noValues)).toBe("Bem-vindo!")
  })
})
