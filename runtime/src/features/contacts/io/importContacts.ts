/**
 * Importing contacts, the one implementation the HTTP job (ImportJobs.ts) and the CLI
 * (`atende contacts import`) both run: storing an uploaded file's rows, the dry run (checkImport:
 * what a run would do now, nothing written) and the run (runImport). Both read the rows a chunk
 * at a time and work in batches of BATCH_ROWS: each row checked by the contacts API's rules
 * (rowInput.ts), the batch's people looked up at once, each row classified (classify.ts). A run
 * does a batch in one transaction under the tenant's contact lock, writes it, and records the
 * counters, so the progress others read is what is committed. Re-running a file creates nobody
 * twice: its people are found and left unchanged. Between batches the event loop runs, and the
 * heap guard may ask for a collection (platform/memory/heapGuard.ts): what a batch allocates is garbage at its end,
 * and the only things kept across batches are the phone keys and e-mails of the file seen so far.
 */
import {
  IMPORT_ERRORS_MAX,
  mappingProblem,
  suggestMapping,
  type ContactImportCheck,
  type ContactImportUpload,
  type ContactImportView,
  type ImportField,
  type ImportMapping,
  type ImportRowError
} from "@atende/core/contracts/contactImport"
import { localDate } from "@atende/core/rules/calendar"
import { SqlClient } from "@effect/sql"
import { Effect, Exit } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { getTenant } from "../../tenants/index"
import { addContactTags, contactsNamed, insertContacts, tenantTags, type StoredContact } from "../store/ContactBulk"
import {
  claimImport,
  deleteImportsBefore,
  finishImport,
  getImport,
  insertImport,
  recordProgress,
  type ImportRecord,
  type Progress
} from "../store/ContactImports"
import { lockContacts } from "../store/Contacts"
import { updateContact } from "../store/ContactWrites"
import { relieveHeap } from "../../../platform/memory/heapGuard"
import { classify, newSeen, type Outcome, type Seen } from "./classify"
import type { ParsedFile, StoredRow } from "./fileRows"
import { rowContext, rowInput, type RowContext } from "./rowInput"

export const BATCH_ROWS = 500
/** A run that has not reported for this long is taken for dead (its node stopped): it may run again. */
export const STALE_MS = 5 * 60_000
/** Imports are kept this long. */
export const KEEP_MS = 24 * 60 * 60_000
const DEFAULT_ZONE = "America/Sao_Paulo"

/** Where a run or a dry run reads the rows: chunk `position` as JSON text, undefined past the last. */
export type RowSource<E, R> = (position: number) => Effect.Effect<string | undefined, E, R>

/** Stores an uploaded file's rows as a new import of the tenant (and deletes expired ones); its answer. */
export const storeImport = (tenantId: number, userId: number | null, fileName: string, file: ParsedFile) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    yield* deleteImportsBefore(now - KEEP_MS, now - STALE_MS)
    const id = yield* sql.withTransaction(insertImport({ tenantId, userId, fileName, ...file }, now))
    return {
      id,
      fileName,
      format: file.format,
      columns: [...file.columns],
      sample: file.sample.map((r) => [...r]),
      rows: file.total,
      mapping: suggestMapping(file.columns)
    } satisfies ContactImportUpload
  })

/** The tenant's import, or 404 ERR_NO_IMPORT_FOUND (also for another tenant's id). */
export const foundImport = (tenantId: number, id: number) =>
  Effect.flatMap(getImport(tenantId, id), (r) =>
    r ? Effect.succeed(r) : Effect.fail(new AppError({ code: "ERR_NO_IMPORT_FOUND" }))
  )

/** The import as GET /contacts/imports/{id} answers it (a run that stopped reporting counts as failed). */
export const importView = (r: ImportRecord, now: number): ContactImportView => ({
  id: r.id,
  fileName: r.fileName,
  format: r.format,
  status: r.status === "running" && r.updatedAt < now - STALE_MS ? "failed" : r.status,
  total: r.total,
  processed: r.processed,
  created: r.created,
  updated: r.updated,
  unchanged: r.unchanged,
  invalid: r.invalid,
  errors: [...r.errors],
  startedAt: r.startedAt === null ? null : new Date(r.startedAt).toISOString(),
  finishedAt: r.finishedAt === null ? null : new Date(r.finishedAt).toISOString()
})

const checkMapping = (mapping: ImportMapping, columns: ReadonlyArray<string>) => {
  const problem = mappingProblem(mapping, columns)
  return problem
    ? Effect.fail(
        new AppError({
          code: "ERR_IMPORT_MAPPING",
          extra: { field: "mapping", issues: [{ field: "mapping", message: problem }] }
        })
      )
    : Effect.void
}

/** The rules' context: the mapping's columns, the tenant's calendar day and tags. */
const contextOf = (tenantId: number, columns: ReadonlyArray<string>, mapping: ImportMapping) =>
  Effect.gen(function* () {
    const zone = (yield* getTenant(tenantId))?.timezone ?? DEFAULT_ZONE
    const today = localDate(yield* nowMillis, zone)
    return rowContext(columns, mapping, today, yield* tenantTags(tenantId))
  })

/**
 * Lets sockets and timers run: a fiber's own yields are microtasks, so a run of many batches would
 * otherwise hold the event loop until it ends.
 */
const breathe = Effect.async<void>((resume) => {
  const timer = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(timer))
})

/** Calls `f` with the rows, BATCH_ROWS at a time, in the file's order, letting the event loop in between. */
const forEachBatch = <E, R, E2, R2>(
  source: RowSource<E, R>,
  f: (rows: ReadonlyArray<StoredRow>) => Effect.Effect<void, E2, R2>
) =>
  Effect.gen(function* () {
    for (let position = 0; ; position++) {
      const text = yield* source(position)
      if (text === undefined) return
      const rows = JSON.parse(text) as Array<StoredRow>
      for (let i = 0; i < rows.length; i += BATCH_ROWS) {
        yield* f(rows.slice(i, i + BATCH_ROWS))
        yield* breathe
        yield* relieveHeap
      }
    }
  })

/** Each row of a batch checked, its people looked up at once, and classified in the file's order. */
const analyse = (tenantId: number, ctx: RowContext, seen: Seen, rows: ReadonlyArray<StoredRow>) =>
  Effect.gen(function* () {
    const results = rows.map((r) => rowInput(ctx, r))
    const valid = results.flatMap((r) => ("ok" in r ? [r.ok] : []))
    const found = yield* contactsNamed(
      tenantId,
      valid.flatMap((r) => (r.columns.phone_key ? [r.columns.phone_key] : [])),
      valid.flatMap((r) => (r.columns.email ? [r.columns.email] : []))
    )
    const byKey = new Map<string, StoredContact>()
    const byEmail = new Map<string, StoredContact>()
    for (const c of found) {
      if (c.phoneKey) byKey.set(c.phoneKey, c)
      if (c.email && !byEmail.has(c.email)) byEmail.set(c.email, c)
    }
    const columnOf = (field: ImportField) => ctx.fields.find((f) => f.field === field)?.column ?? null
    return results.map((r): Outcome =>
      "error" in r ? { kind: "invalid", error: r.error } : classify(r.ok, { byKey, byEmail }, seen, columnOf)
    )
  })

/** Counters over the outcomes so far, with the first IMPORT_ERRORS_MAX errors. */
const newTally = () => ({
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  invalid: 0,
  errors: [] as Array<ImportRowError>
})
type Tally = ReturnType<typeof newTally>
const count = (t: Tally, outcomes: ReadonlyArray<Outcome>) => {
  for (const o of outcomes) {
    t.processed++
    if (o.kind === "invalid") {
      t.invalid++
      if (t.errors.length < IMPORT_ERRORS_MAX) t.errors.push(o.error)
    } else if (o.kind === "create") t.created++
    else if (o.kind === "update") t.updated++
    else t.unchanged++
  }
}

/** Writes a batch's outcomes: new contacts in one statement, changed ones one by one, tags added. */
const apply = (tenantId: number, outcomes: ReadonlyArray<Outcome>, now: number) =>
  Effect.gen(function* () {
    const creates = outcomes.flatMap((o) => (o.kind === "create" ? [o] : []))
    const ids = yield* insertContacts(
      tenantId,
      creates.map((o) => o.columns),
      now
    )
    const idOf = new Map<string, number>()
    for (const r of ids) idOf.set(r.phoneKey ? `k:${r.phoneKey}` : `e:${r.email}`, r.id)
    const tags: Array<readonly [number, number]> = []
    for (const o of creates) {
      const id = idOf.get(o.columns.phone_key ? `k:${o.columns.phone_key}` : `e:${o.columns.email}`)
      if (id !== undefined) for (const t of o.tagIds) tags.push([id, t])
    }
    for (const o of outcomes)
      if (o.kind === "update") {
        yield* updateContact(tenantId, o.id, o.columns, now)
        for (const t of o.tagIds) tags.push([o.id, t])
      }
    yield* addContactTags(tags)
  })

/** A dry run: what running the import with this mapping would do now. Nothing is written. */
export const checkImport = <E, R>(
  tenantId: number,
  columns: ReadonlyArray<string>,
  mapping: ImportMapping,
  source: RowSource<E, R>
) =>
  Effect.gen(function* () {
    yield* checkMapping(mapping, columns)
    const ctx = yield* contextOf(tenantId, columns, mapping)
    const seen = newSeen()
    const t = newTally()
    yield* forEachBatch(source, (rows) => Effect.map(analyse(tenantId, ctx, seen, rows), (o) => count(t, o)))
    return {
      rows: t.processed,
      valid: t.created + t.updated + t.unchanged,
      invalid: t.invalid,
      creates: t.created,
      updates: t.updated,
      unchanged: t.unchanged,
      errors: t.errors
    } satisfies ContactImportCheck
  })

/**
 * Claims the tenant's import for a run with this mapping: ERR_IMPORT_MAPPING for a mapping that
 * cannot be used, 409 ERR_IMPORT_RUNNING when it runs or ran already. Answers it, now running.
 */
export const claimRun = (tenantId: number, id: number, mapping: ImportMapping) =>
  Effect.gen(function* () {
    const imp = yield* foundImport(tenantId, id)
    yield* checkMapping(mapping, imp.columns)
    const now = yield* nowMillis
    if (!(yield* claimImport(tenantId, id, mapping, now, now - STALE_MS)))
      return yield* new AppError({ code: "ERR_IMPORT_RUNNING" })
    return yield* foundImport(tenantId, id)
  })

/**
 * Runs a claimed import to its end: batch by batch, each in a transaction that also records the
 * counters; `progress` hears them after each commit. Ends done, or failed when anything fails
 * (or the run is interrupted); a failed import may run again, from its first row.
 */
export const runImport = <E, R, E2 = never, R2 = never>(
  imp: ImportRecord,
  source: RowSource<E, R>,
  progress: (p: Progress) => Effect.Effect<void, E2, R2> = () => Effect.void as Effect.Effect<void, E2, R2>
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const mapping = imp.mapping ?? {}
    const ctx = yield* contextOf(imp.tenantId, imp.columns, mapping)
    const seen = newSeen()
    const t = newTally()
    yield* forEachBatch(source, (rows) =>
      Effect.gen(function* () {
        const now = yield* nowMillis
        yield* sql.withTransaction(
          Effect.gen(function* () {
            yield* lockContacts(imp.tenantId)
            const outcomes = yield* analyse(imp.tenantId, ctx, seen, rows)
            yield* apply(imp.tenantId, outcomes, now)
            count(t, outcomes)
            yield* recordProgress(imp.tenantId, imp.id, t, now)
          })
        )
        yield* progress({ ...t })
      })
    )
    yield* finishImport(imp.tenantId, imp.id, "done", yield* nowMillis)
    return yield* foundImport(imp.tenantId, imp.id)
  }).pipe(
    Effect.onExit((exit) =>
      Exit.isSuccess(exit)
        ? Effect.void
        : Effect.flatMap(nowMillis, (now) => finishImport(imp.tenantId, imp.id, "failed", now)).pipe(Effect.ignore)
    )
  )
