import { describe, it, expect } from "vitest"
import { catalogue, errorStatus, errorText, isErrorCode, serverErrors, type ErrorCode } from "./catalogue"
import { accessErrors } from "./access"
import { adminErrors } from "./admin"
import { automationErrors } from "./automation"
import { channelErrors } from "./channels"
import { conversationErrors } from "./conversations"
import { langs } from "./entry"
import { reportErrors } from "./reports"

// Every code the spec names literally (part 1 §8, part 2 §8).
const specNamed = [
  "ERR_SESSION_EXPIRED",
  "ERR_API_CONFIG_NOT_FOUND",
  "ERR_NO_CONTACT_FOUND",
  "ERR_DUPLICATED_CONTACT",
  "ERR_CONTACT_TICKETS_REGISTERED",
  "ERR_CREATING_MESSAGE",
  "ERR_NO_TICKET_FOUND",
  "ERR_CREATING_TICKET",
  "ERR_OTHER_OPEN_TICKET",
  "ERR_NO_STATUS_SELECTED",
  "ERR_AUTO_REPLY_RELATIONED_TICKET",
  "ERR_NO_AUTO_REPLY_FOUND",
  "ERR_NO_STEP_AUTO_REPLY_FOUND",
  "ERR_NO_FAST_REPLY_FOUND",
  "ERR_FAST_REPLY_EXISTS",
  "ERR_NO_QUEUE_FOUND",
  "ERR_QUEUE_TICKET_EXISTS",
  "ERR_NO_TAG_FOUND",
  "ERR_TAG_CONTACTS_EXISTS",
  "ERR_NO_SETTING_FOUND",
  "ERR_NO_TENANT_FOUND",
  "ERR_INVALID_CREDENTIALS",
  "ERR_NO_USER_FOUND",
  "ERR_USER_INACTIVE",
  "ERR_LOGIN_HOURS_RESTRICTED",
  "ERR_NO_PERMISSION",
  "ERR_NO_FILE_UPLOADED",
  "ERR_CONTACT_FINANCE_DEPARTMENT",
  "ERR_SERVICE_NOT_FOUND_FOR_USER",
  "ERR_DISPONIBILITY_ERROR_USER",
  "ERR_SEARCH_AVAILABLE_USERS",
  "ERROR_NO_PERMISSION_API_ADMIN2",
  "ERROR_NO_PERMISSION_API_ADMIN"
]

// Codes the brief fixes, with their statuses.
const fixedStatuses: Record<string, number> = {
  ERR_VALIDATION: 400,
  ERR_INVALID_JSON: 400,
  ERR_NOT_FOUND: 404,
  ERR_TOKEN_EXPIRED: 403,
  ERR_INVALID_TICKET_TRANSITION: 409,
  ERR_TOO_MANY_REQUESTS: 429,
  ERR_PAYLOAD_TOO_LARGE: 413,
  ERR_INVALID_WEBCHAT_TOKEN: 404,
  ERR_INTERNAL: 500,
  ERR_SERVICE_UNAVAILABLE: 503,
  ERR_SESSION_EXPIRED: 401,
  ERR_SESSION_REPLACED: 401,
  ERR_INVALID_CREDENTIALS: 401,
  ERR_NO_PERMISSION: 403,
  ERR_NO_TICKET_FOUND: 404,
  ERR_TICKET_ALREADY_OWNED: 409,
  ERR_FILE_TOO_LARGE: 413
}

// Codes for messages the spec only describes; spot checks that they exist.
const described = [
  "ERR_LICENSE_INVALID",
  "ERR_LICENSE_EXPIRED",
  "ERR_LICENSE_BLOCKED",
  "ERR_LICENSE_WRONG_DOMAIN",
  "ERR_LICENSE_WRONG_CODE",
  "ERR_LICENSE_FREE_PLAN_VIOLATION",
  "ERR_PLAN_LIMIT_USERS",
  "ERR_PLAN_LIMIT_QUEUES",
  "ERR_PLAN_LIMIT_CHATFLOWS",
  "ERR_PLAN_LIMIT_CONNECTIONS",
  "ERR_USER_CREATION_DISABLED",
  "ERR_USER_DELETED",
  "ERR_EMAIL_OR_PHONE_REQUIRED",
  "ERR_ADMIN_CANNOT_BE_DEACTIVATED",
  "ERR_CONNECTION_LIMIT_REACHED",
  "ERR_RESELLER_CONNECTION_LIMIT_REACHED",
  "ERR_RESET_TOKEN_EXPIRED",
  "ERR_REGISTRATION_FAILED",
  "ERR_FORWARDING_MESSAGE",
  "ERR_DELETING_MESSAGE",
  "ERR_OPENING_TICKET",
  "ERR_INVALID_IMAGE_FORMAT",
  "ERR_DELETING_QUEUE",
  "ERR_DELETING_USER",
  "ERR_DELETING_PROMPT",
  "ERR_DELETING_TEMPLATE",
  "ERR_WAVOIP_TOKEN_NOT_ACQUIRED",
  "ERR_LOGGING_OUT",
  "ERR_CONNECTION_NAME_EXISTS",
  "ERR_INVALID_HUB_TOKEN",
  "ERR_SMS_INVALID_TOKEN",
  "ERR_SMS_NO_CREDITS",
  "ERR_SMS_INSUFFICIENT_CREDITS",
  "ERR_NO_CAMPAIGN_FOUND",
  "ERR_CAMPAIGN_NOT_EDITABLE",
  "ERR_SCHEDULE_CONFLICT",
  "ERR_SENDING_WAPP_MSG",
  "ERR_WAPP_NOT_INITIALIZED"
]

const codes = Object.keys(catalogue) as ErrorCode[]

describe("error catalogue", () => {
  it("contains every code the spec names", () => {
    const missing = specNamed.filter((c) => !isErrorCode(c))
    expect(missing).toEqual([])
  })

  it("contains a code for every message the spec describes", () => {
    expect(described.filter((c) => !isErrorCode(c))).toEqual([])
  })

  it("gives the fixed codes their statuses", () => {
    for (const [code, status] of Object.entries(fixedStatuses)) {
      expect(isErrorCode(code), code).toBe(true)
      if (isErrorCode(code)) expect(errorStatus(code), code).toBe(status)
    }
  })

  it("gives every entry a 4xx or 5xx status", () => {
    for (const code of codes) {
      const status = errorStatus(code)
      expect(Number.isInteger(status) && status >= 400 && status <= 599, code).toBe(true)
    }
  })

  it("gives every entry non-empty texts in both languages", () => {
    for (const code of codes) {
      for (const lang of langs) {
        const text = errorText(code, lang)
        expect(text.description.trim().length, `${code} ${lang}`).toBeGreaterThan(0)
        expect(text.detail.trim().length, `${code} ${lang}`).toBeGreaterThan(0)
      }
    }
  })

  it("uses the spec's own texts for the licence login codes and the internal error", () => {
    expect(errorText("ERROR_NO_PERMISSION_API_ADMIN2", "pt-BR").description).toBe("Licença Inválida")
    expect(errorText("ERROR_NO_PERMISSION_API_ADMIN", "pt-BR").description).toBe("Licença expirada")
    expect(errorText("ERR_INTERNAL", "pt-BR").description).toBe("Erro interno")
  })

  it("names codes in upper snake case with the ERR_ prefix", () => {
    for (const code of codes) expect(code).toMatch(/^ERR(OR)?_[A-Z0-9_]+$/)
  })

  it("defines no code in two area files (a spread would hide the duplicate)", () => {
    const parts = [
      serverErrors,
      accessErrors,
      adminErrors,
      conversationErrors,
      channelErrors,
      automationErrors,
      reportErrors
    ]
    const total = parts.reduce((n, part) => n + Object.keys(part).length, 0)
    expect(total).toBe(codes.length)
  })

  it("recognises only catalogue codes", () => {
    expect(isErrorCode("ERR_NO_TICKET_FOUND")).toBe(true)
    expect(isErrorCode("ERR_MADE_UP")).toBe(false)
    expect(isErrorCode("toString")).toBe(false)
    expect(isErrorCode(42)).toBe(false)
    expect(isErrorCode(undefined)).toBe(false)
  })
})
