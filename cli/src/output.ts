/**
 * The few ways a command writes: one JSON document on stdout with --json (and then nothing else
 * there), or an Ink view; failures as `{ error, message, hint?, fields? }` or an ErrorView on
 * stderr, exit code 1.
 */
import { renderToString } from "ink"
import { createElement, type ReactElement } from "react"
import { ErrorView } from "./components/ErrorView"
import { CliError, toCliError } from "./services/CliError"

export type OutputOptions = {
  readonly json: boolean
  /** Service field name → the flag that sets it, so validation errors name what the user typed. */
  readonly flags?: Readonly<Record<string, string>>
}

/** With --json, stdout is reserved for the document: library logging goes to stderr instead. */
export const reserveStdoutForJson = () => {
  const toStderr = (...args: Array<unknown>) => console.error(...args)
  console.log = toStderr
  console.info = toStderr
  console.debug = toStderr
}

export const printJson = (doc: unknown) => {
  process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`)
}

const columns = (stream: NodeJS.WriteStream) => stream.columns || 100

export const printView = (view: ReactElement, stream: NodeJS.WriteStream = process.stdout) => {
  stream.write(`${renderToString(view, { columns: columns(stream) })}\n`)
}

const flagOf = (options: OutputOptions) => (field: string) => options.flags?.[field] ?? field

/** Validation messages name the flags the user typed rather than the service's fields. */
const messageOf = (error: CliError, options: OutputOptions) =>
  error.fields.length
    ? `Invalid input: ${error.fields.map((f) => `${flagOf(options)(f.field)}: ${f.message}`).join(". ")}`
    : error.message

export const errorDocument = (error: CliError, options: OutputOptions) => ({
  error: error.code,
  message: messageOf(error, options),
  ...(error.hint ? { hint: error.hint } : {}),
  ...(error.fields.length ? { fields: error.fields.map((f) => ({ ...f, flag: flagOf(options)(f.field) })) } : {})
})

export const printError = (error: CliError, options: OutputOptions) => {
  process.exitCode = 1
  if (options.json) printJson(errorDocument(error, options))
  else printView(createElement(ErrorView, { error, flagOf: flagOf(options) }), process.stderr)
}

export type Presenter<A> = {
  readonly view: (result: A) => ReactElement
  readonly json?: (result: A) => unknown
  /** A result that is itself a failure (doctor finding the store down): exit 1, and the error
   * fields join the JSON document; the view is expected to show what failed. */
  readonly failure?: (result: A) => CliError | undefined
}

/** Runs a command's task and prints its outcome; gives back the result (undefined when it failed). */
export const runCommand = async <A>(
  options: OutputOptions,
  task: () => Promise<A>,
  present: Presenter<A>
): Promise<A | undefined> => {
  let result: A
  try {
    result = await task()
  } catch (e) {
    printError(toCliError(e), options)
    return undefined
  }
  const failure = present.failure?.(result)
  if (failure) process.exitCode = 1
  if (options.json) {
    const doc = present.json ? present.json(result) : result
    printJson(failure ? { ...errorDocument(failure, options), ...(doc as object) } : doc)
  } else printView(present.view(result))
  return result
}
