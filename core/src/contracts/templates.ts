/**
 * WhatsApp message templates (spec part 2 §3 "Template", §4; issue 13 item 2): what a Cloud API
 * channel (waba, waba360) may send to a customer outside the 24-hour customer-service window, once
 * Meta approved it. A template has a name, a language, a category, an optional header (text or a
 * media format), a body with `{{1}}`…`{{n}}` variables, an optional footer and buttons; each
 * header and body variable has an example (Meta reviews the template with them).
 *
 * `/configuracoes/templates` creates them (submitted to Meta, status PENDING until the review
 * answers, by webhook or a sync), lists and deletes them; the composer sends an APPROVED one with
 * the values of its variables (`SendMessageBody.template`).
 */
import { z } from "zod"
import { Id, IsoDateTime } from "./common"

export const TemplateCategory = z.enum(["MARKETING", "UTILITY", "AUTHENTICATION"])
export type TemplateCategory = z.infer<typeof TemplateCategory>

/** Meta's review states; anything else it answers is kept as it came. */
export const TEMPLATE_STATUSES = ["APPROVED", "PENDING", "REJECTED", "PAUSED", "DISABLED", "IN_APPEAL"] as const

const buttonText = z.string().trim().min(1).max(25)

export const TemplateButton = z.discriminatedUnion("type", [
  z.object({ type: z.literal("QUICK_REPLY"), text: buttonText }),
  z.object({
    type: z.literal("URL"),
    text: buttonText,
    url: z
      .string()
      .trim()
      .max(2000)
      .regex(/^https:\/\/[^\s]+$/, "must be an https:// address")
  }),
  z.object({
    type: z.literal("PHONE_NUMBER"),
    text: buttonText,
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{8,20}$/, "must be a phone number with its country code")
  })
])
export type TemplateButton = z.infer<typeof TemplateButton>

const example = z.string().trim().min(1).max(200)

export const TemplateHeader = z.object({
  format: z.enum(["TEXT", "IMAGE", "VIDEO", "DOCUMENT"]),
  /** The header's text (format TEXT), at most one variable. */
  text: z.string().trim().max(60).default(""),
  examples: z.array(example).max(1).default([])
})
export type TemplateHeader = z.infer<typeof TemplateHeader>

/** `POST /channels/{id}/templates`: a template to submit for approval. */
export const TemplateInput = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, "lower-case letters, digits and _ only"),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "a language code such as pt_BR or en_US")
    .default("pt_BR"),
  category: TemplateCategory,
  header: TemplateHeader.nullable().default(null),
  body: z.object({
    text: z.string().trim().min(1).max(1024),
    examples: z.array(example).max(30).default([])
  }),
  footer: z.string().trim().max(60).default(""),
  buttons: z.array(TemplateButton).max(10).default([])
})
export type TemplateInput = z.infer<typeof TemplateInput>

/** A template as the API answers it. */
export const Template = z.object({
  id: Id,
  channelId: Id,
  /** Meta's id of the template. */
  providerId: z.string(),
  name: z.string(),
  language: z.string(),
  category: z.string(),
  /** APPROVED, PENDING, REJECTED … (TEMPLATE_STATUSES). */
  status: z.string(),
  /** Why Meta rejected or paused it. */
  reason: z.string().nullable(),
  header: TemplateHeader.nullable(),
  body: z.object({ text: z.string(), examples: z.array(z.string()) }),
  footer: z.string(),
  buttons: z.array(TemplateButton),
  updatedAt: IsoDateTime
})
export type Template = z.infer<typeof Template>

/** The values of a template's header and body variables. */
export type TemplateValues = { readonly header: ReadonlyArray<string>; readonly body: ReadonlyArray<string> }

/** The values of a template's variables when it is sent. */
export const TemplateSend = z.object({
  templateId: Id,
  header: z.array(z.string().trim().min(1).max(200)).max(1).default([]),
  body: z.array(z.string().trim().min(1).max(1000)).max(30).default([])
})
export type TemplateSend = z.infer<typeof TemplateSend>

/** What a sent message keeps of its template (the message's `template`). */
export const SentTemplate = z.object({
  name: z.string(),
  language: z.string(),
  header: z.array(z.string()),
  body: z.array(z.string())
})
export type SentTemplate = z.infer<typeof SentTemplate>

/**
 * The numbers of a text's variables, in order of appearance (`{{1}}`, `{{2}}` …); Meta takes them
 * numbered 1…n, each once.
 */
export const variablesOf = (text: string): Array<number> =>
  [...text.matchAll(/\{\{\s*(\d{1,2})\s*\}\}/g)].map((m) => Number(m[1]))

const numberedInOrder = (vars: ReadonlyArray<number>) => vars.every((v, i) => v === i + 1)

/**
 * Where a template's variables disagree with its examples (the catalogue's
 * ERR_TEMPLATE_VARIABLES_MISMATCH, under this field), or undefined when they agree.
 */
export const variablesMismatch = (t: TemplateInput): "header.examples" | "body.examples" | undefined => {
  if (t.header) {
    const vars = t.header.format === "TEXT" ? variablesOf(t.header.text) : []
    if (vars.length > 1 || !numberedInOrder(vars) || vars.length !== t.header.examples.length) return "header.examples"
  }
  const vars = variablesOf(t.body.text)
  if (!numberedInOrder(vars) || vars.length !== t.body.examples.length) return "body.examples"
  return undefined
}

/** How many values a template's header and body take when it is sent. */
export const variableCounts = (t: Pick<Template, "header" | "body">) => ({
  header: t.header?.format === "TEXT" ? variablesOf(t.header.text).length : 0,
  body: variablesOf(t.body.text).length
})

/** A text with its `{{n}}` replaced by the values (1-based). */
export const fillVariables = (text: string, values: ReadonlyArray<string>) =>
  text.replace(/\{\{\s*(\d{1,2})\s*\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole)

/** The text a sent template shows in the conversation: header, body and footer with their values. */
export const renderTemplate = (t: Pick<Template, "header" | "body" | "footer">, send: TemplateValues) =>
  [
    t.header?.format === "TEXT" && t.header.text ? `*${fillVariables(t.header.text, send.header)}*` : "",
    fillVariables(t.body.text, send.body),
    t.footer ? `_${t.footer}_` : ""
  ]
    .filter(Boolean)
    .join("\n\n")

/** The Cloud API's components of a template (POST …/message_templates). */
export const toMetaComponents = (t: TemplateInput) => {
  const components: Array<Record<string, unknown>> = []
  if (t.header)
    components.push({
      type: "HEADER",
      format: t.header.format,
      ...(t.header.format === "TEXT" ? { text: t.header.text } : {}),
      ...(t.header.examples.length ? { example: { header_text: t.header.examples } } : {})
    })
  components.push({
    type: "BODY",
    text: t.body.text,
    ...(t.body.examples.length ? { example: { body_text: [t.body.examples] } } : {})
  })
  if (t.footer) components.push({ type: "FOOTER", text: t.footer })
  if (t.buttons.length)
    components.push({
      type: "BUTTONS",
      buttons: t.buttons.map((b) =>
        b.type === "URL"
          ? { type: "URL", text: b.text, url: b.url }
          : b.type === "PHONE_NUMBER"
            ? { type: "PHONE_NUMBER", text: b.text, phone_number: b.phoneNumber }
            : { type: "QUICK_REPLY", text: b.text }
      )
    })
  return components
}

const str = (v: unknown) => (typeof v === "string" ? v : "")

/** Our shape of the components Meta lists for a template (unknown parts left out). */
export const fromMetaComponents = (components: unknown) => {
  const list = Array.isArray(components) ? (components as Array<Record<string, unknown>>) : []
  const of = (type: string) => list.find((c) => str(c?.type).toUpperCase() === type)
  const h = of("HEADER")
  const b = of("BODY")
  const f = of("FOOTER")
  const bs = of("BUTTONS")
  const format = str(h?.format).toUpperCase()
  const header: TemplateHeader | null =
    h && (format === "TEXT" || format === "IMAGE" || format === "VIDEO" || format === "DOCUMENT")
      ? {
          format,
          text: str(h.text),
          examples: ((h.example as { header_text?: unknown } | undefined)?.header_text as Array<string>) ?? []
        }
      : null
  const bodyExamples = (b?.example as { body_text?: unknown } | undefined)?.body_text
  const buttons: Array<TemplateButton> = []
  for (const x of (Array.isArray(bs?.buttons) ? bs.buttons : []) as Array<Record<string, unknown>>) {
    const type = str(x.type).toUpperCase()
    if (type === "URL") buttons.push({ type: "URL", text: str(x.text), url: str(x.url) })
    else if (type === "PHONE_NUMBER")
      buttons.push({ type: "PHONE_NUMBER", text: str(x.text), phoneNumber: str(x.phone_number) })
    else if (type === "QUICK_REPLY") buttons.push({ type: "QUICK_REPLY", text: str(x.text) })
  }
  return {
    header,
    body: {
      text: str(b?.text),
      examples: Array.isArray(bodyExamples) && Array.isArray(bodyExamples[0]) ? bodyExamples[0].map(String) : []
    },
    footer: str(f?.text),
    buttons
  }
}

/** A template message's `template` object for POST …/messages. */
export const toMetaSend = (t: Pick<Template, "name" | "language">, send: TemplateValues) => {
  const components: Array<Record<string, unknown>> = []
  if (send.header.length)
    components.push({ type: "header", parameters: send.header.map((text) => ({ type: "text", text })) })
  if (send.body.length) components.push({ type: "body", parameters: send.body.map((text) => ({ type: "text", text })) })
  return { name: t.name, language: { code: t.language }, ...(components.length ? { components } : {}) }
}

/** `GET /tickets/{id}/service-window`: whether a free-form message can reach the customer now. */
export const ServiceWindow = z.object({
  /** Whether the ticket's channel has a customer-service window (the Cloud API's 24 hours). */
  applies: z.boolean(),
  open: z.boolean(),
  /** When it closes (open) or closed (null: the customer never wrote). */
  closesAt: IsoDateTime.nullable()
})
export type ServiceWindow = z.infer<typeof ServiceWindow>
