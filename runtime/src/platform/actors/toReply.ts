/**
 * How every actor kind answers: a command's value or its catalogue error. Anything else (the store
 * or the bus away, a bug) is left to the kernel, which retries it and in the end answers
 * ERR_INTERNAL (platform/actors/Kernel.ts).
 */
import { Effect } from "effect"
import type { Reply } from "../bus/Bus"
import { AppError } from "../http/AppError"

/** Runs a command and turns its outcome into a Reply; a failure without a catalogue code becomes a defect. */
export const toReply = <R>(effect: Effect.Effect<unknown, unknown, R>): Effect.Effect<Reply, never, R> =>
  effect.pipe(
    Effect.map((value): Reply => ({ ok: true, value })),
    Effect.catchAll((e): Effect.Effect<Reply> =>
      e instanceof AppError ? Effect.succeed({ ok: false, error: e.code, extra: e.extra }) : Effect.die(e)
    )
  )
