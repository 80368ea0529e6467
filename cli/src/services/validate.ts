/** Input checked with the shared zod contracts; failures become one CliError listing every field. */
import type { z } from "zod"
import { CliError } from "./CliError"

export const validate = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields = result.error.issues.map((i) => ({ field: i.path.join(".") || "input", message: i.message }))
  throw new CliError("ERR_VALIDATION", `Invalid input: ${fields.map((f) => `${f.field}: ${f.message}`).join("; ")}`, "Fix the values listed and run the command again.", fields)
}
