/**
 * Imports from a file the caller already holds (`atende contacts import`): the HTTP import's steps
 * (importContacts.ts) without the request: a dry run reads the parsed rows from memory and stores
 * nothing; an import stores the file as an import of the tenant, claims it and runs it here,
 * reporting progress after each batch.
 */
import type { ImportMapping } from "@atende/core/contracts/contactImport"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { getTenant } from "../../tenants/index"
import { importChunk, type Progress } from "../store/ContactImports"
import type { ParsedFile } from "./fileRows"
import { checkImport, claimRun, importView, runImport, storeImport } from "./importContacts"

const requireTenant = (tenantId: number) =>
  Effect.flatMap(getTenant(tenantId), (t) =>
    t ? Effect.void : Effect.fail(new AppError({ code: "ERR_NO_TENANT_FOUND" }))
  )

/** What importing the file would do now; nothing is stored. */
export const checkFile = (tenantId: number, file: ParsedFile, mapping: ImportMapping) =>
  Effect.zipRight(
    requireTenant(tenantId),
    checkImport(tenantId, file.columns, mapping, (position) => Effect.succeed(file.chunks[position]))
  )

/** Stores the file as an import of the tenant and runs it to its end; answers the import's final state. */
export const importFile = <E, R>(
  tenantId: number,
  fileName: string,
  file: ParsedFile,
  mapping: ImportMapping,
  progress: (p: Progress) => Effect.Effect<void, E, R>
) =>
  Effect.gen(function* () {
    yield* requireTenant(tenantId)
    const { id } = yield* storeImport(tenantId, null, fileName, file)
    const imp = yield* claimRun(tenantId, id, mapping)
    const done = yield* runImport(imp, (position) => importChunk(tenantId, id, position), progress)
    return importView(done, yield* nowMillis)
  })
