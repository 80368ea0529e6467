import { describe, expect, it } from "vitest"
import {
  CONTACT_VARIABLES,
  fillVariables,
  fullDateAt,
  greetingAt,
  shouldSign,
  signed,
  variableValues
} from "./variables"

// 2024-03-10 12:30 UTC = 09:30 in São Paulo (UTC-3)
const morning = Date.UTC(2024, 2, 10, 12, 30)

describe("message variables", () => {
  it("fills the contact variables of spec part 1 §3", () => {
    const text =
      "{{greeting}}, {{firstName}}! Protocolo {{protocol}} ({{queueName}}) — {{username}} em {{fullDate}}. " +
      "{{lastName}} {{number}} {{email}} {{birthday}} {{ unknown }}"
    const out = fillVariables(text, {
      name: "Maria Clara Souza",
      protocol: "20240310000042",
      queueName: "Vendas",
      username: "Ana",
      number: "5511987654321",
      email: "m@x.com",
      birthday: "1990-05-04",
      now: morning
    })
    expect(out).toBe(
      "Bom dia, Maria! Protocolo 20240310000042 (Vendas) — Ana em 10/03/2024 09:30. " +
        "Clara Souza 5511987654321 m@x.com 04/05/1990 {{ unknown }}"
    )
  })

  it("has every contact variable of the spec, and fills name, businessName and document", () => {
    const spec =
      "name greeting protocol queueName fullDate username number email birthday businessName firstName " +
      "lastName document"
    const values = variableValues({ name: "Maria", protocol: "1", now: morning })
    expect(Object.keys(values).sort()).toEqual(spec.split(" ").sort())
    expect([...CONTACT_VARIABLES].sort()).toEqual(spec.split(" ").sort())
    const text = "{{name}} · {{businessName}} · {{document}} · {{firstName}} {{lastName}}"
    const c = { name: "Maria Souza", businessName: "Loja da Maria", document: "11222333000181", protocol: "1" }
    expect(fillVariables(text, { ...c, firstName: "Mari", lastName: "S.", now: morning })).toBe(
      "Maria Souza · Loja da Maria · 11222333000181 · Mari S."
    )
    expect(
      fillVariables("{{businessName}}|{{document}}|{{queueName}}", { name: "X", protocol: "1", now: morning })
    ).toBe("||")
  })

  it("greets by the hour in the tenant's time zone", () => {
    expect(greetingAt(morning)).toBe("Bom dia")
    expect(greetingAt(Date.UTC(2024, 2, 10, 17, 0))).toBe("Boa tarde")
    expect(greetingAt(Date.UTC(2024, 2, 10, 23, 0))).toBe("Boa noite")
    expect(fullDateAt(Date.UTC(2024, 0, 1, 2, 5))).toBe("31/12/2023 23:05")
  })

  it("signs as forced, else as the sender asks, else by the administrator's default", () => {
    expect(shouldSign("defaultOn", undefined)).toBe(true)
    expect(shouldSign("defaultOn", false)).toBe(false)
    expect(shouldSign("defaultOff", undefined)).toBe(false)
    expect(shouldSign("defaultOff", true)).toBe(true)
    expect(shouldSign("forcedOff", true)).toBe(false)
    expect(shouldSign("forcedOn", false)).toBe(true)
    expect(signed("Olá", "Ana")).toBe("*Ana*:\nOlá")
  })
})
