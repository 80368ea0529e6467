import { renderTemplate, variableCounts, type Template, type TemplateSend } from "@atende/core/contracts/templates"

// Pure rules of the composer's template offer: the values an approved template takes (one per
// header and body variable), whether all are given, its text with them, and the send's body.

export type TemplateValues = { header: string[]; body: string[] }
export type ValuePart = keyof TemplateValues

export const noValues: TemplateValues = { header: [], body: [] }

/** How many values each part takes. */
export function slotsOf(template: Template): Record<ValuePart, number> {
  return variableCounts(template)
}

function given(values: ReadonlyArray<string>, count: number): string[] {
  return Array.from({ length: count }, (_, i) => (values[i] ?? "").trim())
}

export function isComplete(template: Template, values: TemplateValues): boolean {
  const slots = slotsOf(template)
  return [...given(values.header, slots.header), ...given(values.body, slots.body)].every(Boolean)
}

/** The template's text as the customer will read it; a variable not given yet shows as {{n}}. */
export function previewOf(template: Template, values: TemplateValues): string {
  const slots = slotsOf(template)
  const shown = (part: ReadonlyArray<string>, count: number) =>
    given(part, count).map((value, i) => value || `{{${i + 1}}}`)
  return renderTemplate(template, { header: shown(values.header, slots.header), body: shown(values.body, slots.body) })
}

/** `template` of POST /messages/{ticketId}. */
export function sendOf(template: Template, values: TemplateValues): TemplateSend {
  const slots = slotsOf(template)
  return { templateId: template.id, header: given(values.header, slots.header), body: given(values.body, slots.body) }
}

/** The values with one changed. */
export function withValue(values: TemplateValues, part: ValuePart, index: number, value: string): TemplateValues {
  const next = [...values[part]]
  next[index] = value
  return { ...values, [part]: next }
}
