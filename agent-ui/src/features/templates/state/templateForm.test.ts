import { describe, expect, it } from "vitest"
import {
  checkTemplate,
  emptyTemplateForm,
  exampleSlots,
  serverProblems,
  templateBody,
  type TemplateForm
} from "./templateForm"

const order: TemplateForm = {
  ...emptyTemplateForm,
  name: "pedido_enviado",
  category: "UTILITY",
  headerFormat: "TEXT",
  headerText: "Pedido {{1}}",
  headerExamples: ["#123"],
  bodyText: "Olá {{1}}, seu pedido saiu em {{2}}.",
  bodyExamples: ["Ana", "25/11", "left over"],
  footer: " Loja ",
  buttons: [
    { type: "QUICK_REPLY", text: "Falar", value: "ignored" },
    { type: "URL", text: "Rastrear", value: "https://loja.example/r" },
    { type: "PHONE_NUMBER", text: "Ligar", value: "+55 (11) 4000-3001" }
  ]
}

describe("the template form", () => {
  it("gives one example box per variable and sends the examples of those boxes", () => {
    expect(exampleSlots("Olá {{1}}, {{ 2 }} e {{3}}")).toBe(3)
    expect(exampleSlots("Sem variáveis")).toBe(0)
    expect(templateBody(order)).toEqual({
      name: "pedido_enviado",
      language: "pt_BR",
      category: "UTILITY",
      header: { format: "TEXT", text: "Pedido {{1}}", examples: ["#123"] },
      body: { text: "Olá {{1}}, seu pedido saiu em {{2}}.", examples: ["Ana", "25/11"] },
      footer: "Loja",
      buttons: [
        { type: "QUICK_REPLY", text: "Falar" },
        { type: "URL", text: "Rastrear", url: "https://loja.example/r" },
        { type: "PHONE_NUMBER", text: "Ligar", phoneNumber: "+551140003001" }
      ]
    })
    // an empty box is left out: the server then says the examples do not match
    expect(templateBody({ ...order, bodyExamples: ["Ana", " "] }).body.examples).toEqual(["Ana"])
    // a media header has no text and no examples
    expect(templateBody({ ...order, headerFormat: "IMAGE" }).header).toEqual({
      format: "IMAGE",
      text: "",
      examples: []
    })
    expect(templateBody({ ...order, headerFormat: "NONE" }).header).toBeNull()
  })

  it("checks with the server's contract, field by field", () => {
    expect(checkTemplate(order).problems).toEqual({})
    expect(checkTemplate(order).input?.category).toBe("UTILITY")
    const wrong = checkTemplate({
      ...order,
      name: "Pedido Enviado",
      category: "",
      language: "português",
      bodyText: "",
      footer: "x".repeat(61),
      buttons: [
        { type: "URL", text: "", value: "http://loja.example" },
        { type: "PHONE_NUMBER", text: "Ligar", value: "12" }
      ]
    })
    expect(checkTemplate({ ...order, headerText: " ", headerExamples: [] }).problems).toEqual({
      "header.text": { kind: "required" }
    })
    expect(checkTemplate({ ...order, headerFormat: "DOCUMENT", headerText: "" }).problems).toEqual({})
    expect(wrong.input).toBeUndefined()
    expect(wrong.problems).toEqual({
      name: { kind: "name" },
      category: { kind: "required" },
      language: { kind: "language" },
      "body.text": { kind: "required" },
      footer: { kind: "tooLong", max: 60 },
      "buttons.0.text": { kind: "required" },
      "buttons.0.value": { kind: "url" },
      "buttons.1.value": { kind: "phone" }
    })
  })

  it("puts the server's refusals under their fields", () => {
    expect(serverProblems("ERR_TEMPLATE_VARIABLES_MISMATCH", { field: "body.examples" })).toEqual({
      "body.examples": { kind: "mismatch" }
    })
    expect(
      serverProblems("ERR_VALIDATION", {
        issues: [
          { field: "name", message: "Content in this language already exists for pedido_enviado" },
          { field: "body.examples.1", message: "Too small" },
          { field: "buttons.2.url", message: "must be an https:// address" }
        ]
      })
    ).toEqual({
      name: { kind: "refused", detail: "Content in this language already exists for pedido_enviado" },
      "body.examples": { kind: "refused", detail: "Too small" },
      "buttons.2.value": { kind: "refused", detail: "must be an https:// address" }
    })
    expect(serverProblems("ERR_CHANNEL_PROVIDER_UNREACHABLE", {})).toEqual({})
  })
})
