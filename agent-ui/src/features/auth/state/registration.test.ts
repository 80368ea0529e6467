import { describe, expect, it } from "vitest"
import { checkNewPassword, checkRegistration, passwordChecks, type RegistrationForm } from "./registration"

const form: RegistrationForm = {
  company: "Padaria Pão Bom",
  document: "11.444.777/0001-61",
  name: "Ana Lima",
  email: "ana@paobom.com.br",
  phoneNumber: "+55 (11) 98888-7777",
  password: "Senha2026",
  confirmPassword: "Senha2026",
  plan: "free",
  acceptTerms: true
}

describe("registration rules", () => {
  it("accepts a complete form with a valid CNPJ or CPF", () => {
    expect(checkRegistration(form)).toEqual([])
    expect(checkRegistration({ ...form, document: "529.982.247-25" })).toEqual([])
  })

  it("checks the document's digits, the terms and the password", () => {
    expect(checkRegistration({ ...form, document: "11.444.777/0001-62" })).toEqual(["document"])
    expect(checkRegistration({ ...form, acceptTerms: false })).toEqual(["terms"])
    expect(checkRegistration({ ...form, phoneNumber: "123" })).toEqual(["phone"])
    expect(checkRegistration({ ...form, password: "senha2026", confirmPassword: "senha2026" })).toEqual(["password"])
    expect(checkRegistration({ ...form, confirmPassword: "" })).toEqual(["confirmRequired"])
    expect(checkRegistration({ ...form, confirmPassword: "Senha2027" })).toEqual(["mismatch"])
    expect(checkNewPassword("Abc12345", "Abc12345")).toBeNull()
  })

  it("lists which parts of the password rule are met", () => {
    expect(passwordChecks("abc")).toEqual({ length: false, upper: false, lower: true, digit: false, charset: true })
    expect(passwordChecks("Abc12345!")).toMatchObject({ length: true, upper: true, digit: true, charset: false })
  })
})
