import type { Plan } from "@atende/core/tenant/tenant"
import { Email, PhoneNumber } from "@atende/core/contracts/common"
import { isValidDocument } from "@atende/core/rules/documents"
import { PASSWORD_MIN_LENGTH, isValidPassword } from "@atende/core/rules/password"

// Registration and password reset rules (spec §5), from core's rules: the server checks the same.

export type PasswordCheck = { length: boolean; upper: boolean; lower: boolean; digit: boolean; charset: boolean }

/** Each part of the password rule, for the checklist under the field. */
export function passwordChecks(password: string): PasswordCheck {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
    charset: password.length > 0 && /^[A-Za-z0-9]*$/.test(password)
  }
}

export type { Plan }

export type RegistrationForm = {
  company: string
  document: string
  name: string
  email: string
  phoneNumber: string
  password: string
  confirmPassword: string
  plan: Plan
  acceptTerms: boolean
}

export type RegistrationField =
  "company" | "document" | "name" | "email" | "phone" | "password" | "confirmRequired" | "mismatch" | "terms"

/** The password and its confirmation: the rule, a non-empty confirmation, and equality. */
export function checkNewPassword(password: string, confirm: string): RegistrationField | null {
  if (!isValidPassword(password)) return "password"
  if (!confirm) return "confirmRequired"
  if (confirm !== password) return "mismatch"
  return null
}

/** Every problem of the form, by field (empty when it may be sent). */
export function checkRegistration(form: RegistrationForm): RegistrationField[] {
  const problems: RegistrationField[] = []
  if (form.company.trim().length < 2) problems.push("company")
  if (!isValidDocument(form.document)) problems.push("document")
  if (form.name.trim().length < 2) problems.push("name")
  if (!Email.safeParse(form.email.trim()).success) problems.push("email")
  if (!PhoneNumber.safeParse(form.phoneNumber.replace(/\D/g, "")).success) problems.push("phone")
  const password = checkNewPassword(form.password, form.confirmPassword)
  if (password) problems.push(password)
  if (!form.acceptTerms) problems.push("terms")
  return problems
}
