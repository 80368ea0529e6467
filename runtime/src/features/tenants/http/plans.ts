/** The operator's plans resource (read only): the plans of core/src/rules/plans.ts with their limits. */
import { PLANS } from "@atende/core/rules/plans"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { handle } from "../../../platform/http/edge"
import { requireOperator } from "./operator"
import { listResponse } from "../../../platform/http/simpleRest"

const list = Effect.as(requireOperator, listResponse("plans", PLANS, 0, PLANS.length))

const one = Effect.gen(function* () {
  yield* requireOperator
  const { id } = yield* HttpRouter.params
  const plan = PLANS.find((p) => p.id === id)
  return plan ?? (yield* new AppError({ code: "ERR_NOT_FOUND" }))
})

export const adminPlanRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/admin/plans", handle(list)),
  HttpRouter.get("/admin/plans/:id", handle(one))
)
