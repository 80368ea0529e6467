/** Input checked with the shared zod contracts; failures become one CliError listing every field. */
import type { z } from "zod"
import { CliError, type FieldIssue } from "./CliError"

const byField = (issues: ReadonlyArray<z.core.$ZodIssue>): Array<FieldIssue> => {
  const grouped = new Map<string, Array<string>>()
  for (const issue of issues) {
    const field = issue.path.join(".") || "input"
    grouped.set(field, [...(grouped.get(field) ?? []), issue.message])
  }
  return [...grouped].map(([field, messages]) => ({ field, message: messages.join("; ") }))
}

export const validate = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields = byField(result.error.issues)
  throw new CliError(
    "ERR_VALIDATION",
    `Invalid input: ${fields.map((f) => `${f.field}: ${f.message}`).join(". ")}`,
    "Fix the values listed and run the command again.",
    fields
  )
}
