/**
 * What a command can fail with: a code (catalogue codes where one fits, ERR_CONFIG / ERR_STORE_… /
 * ERR_BUS_… / ERR_USAGE for the CLI's own), a one-line message, the next step to take, and the
 * fields that failed validation.
 */
export type FieldIssue = { readonly field: string; readonly message: string }

export class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly hint?: string,
    readonly fields: ReadonlyArray<FieldIssue> = []
  ) {
    super(message)
  }
}

export const toCliError = (e: unknown): CliError =>
  e instanceof CliError
    ? e
    : new CliError(
        "ERR_INTERNAL",
        e instanceof Error ? e.message : String(e),
        "This looks like a bug; run again with the same input and report the output."
      )
