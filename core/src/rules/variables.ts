// Message variables (spec part 1 §3 "Variable sets for messages") and the signature prefix
// (spec part 1 §4, §6). Pure: the clock and the time zone come in.
import type { SignatureMode } from "../contracts/settings"

export type VariableContext = {
  readonly name: string
  readonly firstName?: string | null
  readonly lastName?: string | null
  readonly number?: string | null
  readonly email?: string | null
  readonly birthday?: string | null
  readonly businessName?: string | null
  readonly document?: string | null
  readonly protocol: string
  readonly queueName?: string | null
  readonly username?: string | null
  readonly now: number
  readonly timeZone?: string
}

/** The contact variables of spec part 1 §3, as written in a text: `{{name}}` … */
export const CONTACT_VARIABLES = [
  "name",
  "greeting",
  "protocol",
  "queueName",
  "fullDate",
  "username",
  "number",
  "email",
  "birthday",
  "businessName",
  "firstName",
  "lastName",
  "document"
] as const
export type ContactVariable = (typeof CONTACT_VARIABLES)[number]

const DEFAULT_TZ = "America/Sao_Paulo"

const hourIn = (now: number, timeZone: string) =>
  Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone }).format(new Date(now)))

/** Bom dia (5-11 h), Boa tarde (12-17 h), Boa noite (otherwise), in the tenant's time zone. */
export const greetingAt = (now: number, timeZone = DEFAULT_TZ): string => {
  const h = hourIn(now, timeZone)
  return h >= 5 && h < 12 ? "Bom dia" : h >= 12 && h < 18 ? "Boa tarde" : "Boa noite"
}

/** DD/MM/YYYY HH:mm (spec part 1 §5 date-time format). */
export const fullDateAt = (now: number, timeZone = DEFAULT_TZ): string => {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23"
  }).formatToParts(new Date(now))
  const p = (t: string) => parts.find((x) => x.type === t)?.value ?? ""
  return `${p("day")}/${p("month")}/${p("year")} ${p("hour")}:${p("minute")}`
}

const birthdayText = (b: string | null | undefined) => {
  const m = b ? /^(\d{4})-(\d{2})-(\d{2})/.exec(b) : null
  return m ? `${m[3]}/${m[2]}/${m[1]}` : ""
}

export const variableValues = (c: VariableContext): Record<ContactVariable, string> => {
  const tz = c.timeZone ?? DEFAULT_TZ
  const words = c.name.trim().split(/\s+/)
  return {
    name: c.name,
    firstName: c.firstName ?? words[0] ?? "",
    lastName: c.lastName ?? (words.length > 1 ? words.slice(1).join(" ") : ""),
    greeting: greetingAt(c.now, tz),
    protocol: c.protocol,
    queueName: c.queueName ?? "",
    fullDate: fullDateAt(c.now, tz),
    username: c.username ?? "",
    number: c.number ?? "",
    email: c.email ?? "",
    birthday: birthdayText(c.birthday),
    businessName: c.businessName ?? "",
    document: c.document ?? ""
  }
}

/** Replaces {{name}}, {{ greeting }} …; unknown variables stay as written. */
export const fillVariables = (text: string, c: VariableContext): string => {
  if (!text.includes("{{")) return text
  const values: Record<string, string> = variableValues(c)
  return text.replace(/\{\{\s*([A-Za-z_]+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : whole
  )
}

/**
 * Whether a message is signed: forced on/off by the administrator, else the sender's choice, else
 * the administrator's default.
 */
export const shouldSign = (mode: SignatureMode, requested: boolean | undefined): boolean =>
  mode === "forcedOn" ? true : mode === "forcedOff" ? false : (requested ?? mode === "defaultOn")

export const signed = (body: string, userName: string): string => `*${userName}*:\n${body}`
