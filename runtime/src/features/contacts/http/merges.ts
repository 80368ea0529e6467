/** "Delete duplicates" routes (runtime/api/contacts.md): find, merge, list merges, undo one. */
import { MergeBody } from "@atende/core/contracts/contacts"
import { Effect } from "effect"
import { idParam, jsonBody } from "../../../platform/http/edge"
import { duplicateGroups, mergeGroups, recentMerges, undo } from "../merge"
import { contactCaller } from "./caller"

export const duplicatesRoute = Effect.flatMap(contactCaller, duplicateGroups)

export const mergeRoute = Effect.gen(function* () {
  const c = yield* contactCaller
  return yield* mergeGroups(c, yield* jsonBody(MergeBody))
})

export const mergesRoute = Effect.flatMap(contactCaller, recentMerges)

export const undoRoute = Effect.gen(function* () {
  const c = yield* contactCaller
  return yield* undo(c, yield* idParam("id", "ERR_NO_MERGE_FOUND"))
})
