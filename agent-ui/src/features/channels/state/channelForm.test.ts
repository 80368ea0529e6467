import { describe, expect, it } from "vitest"
import {
  checkForm,
  colorInputValue,
  createBody,
  emptyForm,
  formOf,
  patchBody,
  serverFieldErrors,
  textColorOn
} from "./channelForm"
import { channel } from "./fixtures"

describe("the channel form", () => {
  it("sends a web chat with its look, empty addresses as null, and no import settings", () => {
    const form = emptyForm("webchat")
    form.name = "  Site  "
    form.webchat.title = " Atendimento "
    form.webchat.iconUrl = "  "
    expect(createBody(form)).toEqual({
      name: "Site",
      type: "webchat",
      greetingMessage: "",
      farewellMessage: "",
      webchat: {
        title: "Atendimento",
        footerText: "",
        headerColor: "#0b6e4f",
        iconUrl: null,
        autoOpen: false,
        offerHelp: false,
        helpMessage: "",
        soundUrl: null
      }
    })
  })

  it("sends WhatsApp's import settings, empty dates as null, and no web chat block", () => {
    const form = emptyForm("whatsapp")
    form.name = "Vendas"
    form.importSettings.messages = true
    form.importSettings.startDate = "2026-01-01"
    const body = createBody(form)
    expect(body.webchat).toBeUndefined()
    expect(body.importSettings).toEqual({
      messages: true,
      groupMessages: false,
      contacts: false,
      startDate: "2026-01-01",
      endDate: null,
      closeTickets: false
    })
  })

  it("checks with the server's contract, by field path", () => {
    const form = emptyForm("webchat")
    expect(checkForm(form)).toEqual({ name: "required" })
    form.name = "n".repeat(61)
    form.webchat.iconUrl = "javascript:alert(1)"
    form.webchat.soundUrl = "https://cdn.example.com/ding.mp3"
    form.webchat.headerColor = "verde"
    form.webchat.title = "t".repeat(61)
    expect(checkForm(form)).toEqual({
      name: "tooLong",
      "webchat.iconUrl": "url",
      "webchat.headerColor": "color",
      "webchat.title": "tooLong"
    })
  })

  it("refuses import dates out of order under the end date", () => {
    const form = emptyForm("whatsapp")
    form.name = "Vendas"
    form.importSettings.startDate = "2026-03-01"
    form.importSettings.endDate = "2026-02-01"
    expect(checkForm(form)).toEqual({ "importSettings.endDate": "dateOrder" })
    form.importSettings.endDate = "2026-03-01"
    expect(checkForm(form)).toEqual({})
  })

  it("patches only what changed: the web chat's changed fields, the import settings whole", () => {
    const initial = formOf(channel(1, { name: "Site", greetingMessage: "Olá" }))
    expect(patchBody(initial, initial)).toEqual({})
    const form = structuredClone(initial)
    form.webchat.title = "Fale com a loja"
    form.webchat.iconUrl = "https://loja.com/i.png"
    form.farewellMessage = "Até logo"
    expect(patchBody(initial, form)).toEqual({
      farewellMessage: "Até logo",
      webchat: { title: "Fale com a loja", iconUrl: "https://loja.com/i.png" }
    })

    const phone = formOf(channel(2, { type: "whatsapp", webchat: null, importSettings: null }))
    const changed = structuredClone(phone)
    changed.importSettings.contacts = true
    expect(patchBody(phone, changed)).toEqual({
      importSettings: {
        messages: false,
        groupMessages: false,
        contacts: true,
        startDate: null,
        endDate: null,
        closeTickets: false
      }
    })
  })

  it("takes a channel's values into the boxes, null addresses as empty text", () => {
    const form = formOf(channel(3, { webchat: null }))
    expect(form.webchat.iconUrl).toBe("")
    expect(form.webchat.headerColor).toBe("#0b6e4f")
    expect(form.importSettings.startDate).toBe("")
  })

  it("reads the fields a refusal names", () => {
    expect(
      serverFieldErrors("ERR_VALIDATION", { issues: [{ field: "webchat.iconUrl" }, { field: "" }, { other: 1 }] })
    ).toEqual({ "webchat.iconUrl": "ERR_VALIDATION" })
    expect(serverFieldErrors("ERR_CHANNEL_TYPE_UNSUPPORTED", {})).toEqual({ type: "ERR_CHANNEL_TYPE_UNSUPPORTED" })
    expect(serverFieldErrors("ERR_CONNECTION_NAME_EXISTS", {})).toEqual({ name: "ERR_CONNECTION_NAME_EXISTS" })
    expect(serverFieldErrors("ERR_INTERNAL", {})).toEqual({})
    expect(serverFieldErrors(undefined, { issues: [{ field: "name" }] })).toEqual({})
  })
})

describe("the header colour", () => {
  it("gives the picker six digits", () => {
    expect(colorInputValue("#0B6E4F")).toBe("#0b6e4f")
    expect(colorInputValue("#fa0")).toBe("#ffaa00")
    expect(colorInputValue("verde")).toBe("#000000")
  })

  it("writes the title in the colour that reads better on it", () => {
    expect(textColorOn("#0b6e4f")).toBe("#ffffff")
    expect(textColorOn("#000")).toBe("#ffffff")
    expect(textColorOn("#ffeb3b")).toBe("#111827")
    expect(textColorOn("#ffffff")).toBe("#111827")
  })
})
