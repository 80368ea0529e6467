/**
 * The node's contact-import runs: `POST /contacts/imports/{id}/run` claims the import and forks its
 * run here, in a fiber of the node's scope (not the request's), so it outlives the request and
 * is interrupted, and its import marked failed, when the node stops. Every hour the node also
 * deletes imports older than a day.
 */
import type { ImportMapping } from "@atende/core/contracts/contactImport"
import { Cause, Context, Effect, FiberSet, Layer, Schedule } from "effect"
import type { SqlClient } from "@effect/sql"
import { nowMillis } from "../../../platform/clock/index"
import { deleteImportsBefore, importChunk } from "../store/ContactImports"
import { claimRun, importView, KEEP_MS, runImport, STALE_MS } from "./importContacts"

export class ImportJobs extends Context.Tag("atende/contacts/ImportJobs")<
  ImportJobs,
  { readonly fork: <E, R>(job: Effect.Effect<unknown, E, R>) => Effect.Effect<void, never, R> }
>() {}

const sweep = Effect.gen(function* () {
  const now = yield* nowMillis
  const deleted = yield* deleteImportsBefore(now - KEEP_MS, now - STALE_MS)
  if (deleted) yield* Effect.logInfo(`contact imports: ${deleted} expired import(s) deleted`)
}).pipe(Effect.catchAllCause((c) => Effect.logWarning("contact imports: sweep failed", Cause.pretty(c))))

export const ImportJobsLive: Layer.Layer<ImportJobs, never, SqlClient.SqlClient> = Layer.scoped(
  ImportJobs,
  Effect.gen(function* () {
    const fibers = yield* FiberSet.make()
    yield* Effect.forkScoped(Effect.repeat(sweep, Schedule.spaced("1 hour")))
    return {
      fork: (job) =>
        Effect.asVoid(
          FiberSet.run(
            fibers,
            job.pipe(Effect.catchAllCause((c) => Effect.logError("contact import failed", Cause.pretty(c))))
          )
        )
    }
  })
)

/** Claims the tenant's import with this mapping and starts its run on this node; answers its state. */
export const startImport = (tenantId: number, id: number, mapping: ImportMapping) =>
  Effect.gen(function* () {
    const imp = yield* claimRun(tenantId, id, mapping)
    const jobs = yield* ImportJobs
    yield* jobs.fork(runImport(imp, (position) => importChunk(tenantId, id, position)))
    return importView(imp, yield* nowMillis)
  })
