/** A failure a user can cause: carries a catalogue code; the HTTP edge turns it into a 4xx. */
import type { ErrorCode } from "@atende/core/errors/catalogue"
import { Data, Effect } from "effect"

export class AppError extends Data.TaggedError("AppError")<{
  readonly code: ErrorCode
  readonly extra?: Record<string, unknown>
}> {}

export const fail = (code: ErrorCode, extra?: Record<string, unknown>) => Effect.fail(new AppError({ code, extra }))
