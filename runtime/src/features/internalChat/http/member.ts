/** The conversation of the path, for its members only: anyone else (or another tenant) gets not found. */
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, idParam } from "../../../platform/http/edge"
import { membership } from "../store/Conversations"

export const conversationOfPath = Effect.gen(function* () {
  const claims = yield* authenticate
  const id = yield* idParam("id", "ERR_NOT_FOUND")
  const conversation = yield* membership(claims.tenantId, id, claims.userId)
  if (!conversation) return yield* new AppError({ code: "ERR_NOT_FOUND" })
  return { claims, conversation }
})
