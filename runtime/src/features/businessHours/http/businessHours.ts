/**
 * Business hours and availability (runtime/api/businessHours.md):
 * `GET /business-hours` (every user of the tenant) and `PUT /business-hours` (administrators): the
 * week, the absence message and the tenant's time zone; `GET /availability` (every user of the
 * tenant, with their availability), `GET /users/{id}/availability` and `PUT /users/{id}/availability`
 * (administrators).
 */
import { AvailabilityInput, BusinessHoursInput } from "@atende/core/contracts/businessHours"
import { HttpRouter } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, idParam, jsonBody, requireAdmin } from "../../../platform/http/edge"
import { listAvailability, saveAvailability, userAvailability } from "../store/Availability"
import { currentHours, saveHours } from "../store/BusinessHours"

const readHours = Effect.gen(function* () {
  const claims = yield* authenticate
  return yield* currentHours(claims.tenantId)
})

const writeHours = Effect.gen(function* () {
  const claims = yield* Effect.flatMap(authenticate, requireAdmin)
  const input = yield* jsonBody(BusinessHoursInput)
  yield* saveHours(claims.tenantId, input.days, input.absenceMessage)
  return yield* currentHours(claims.tenantId)
})

const readAll = Effect.gen(function* () {
  const claims = yield* authenticate
  return yield* listAvailability(claims.tenantId)
})

const notFound = new AppError({ code: "ERR_NO_USER_FOUND" })

const readOne = Effect.gen(function* () {
  const claims = yield* authenticate
  const id = yield* idParam("id", "ERR_NO_USER_FOUND")
  return (yield* userAvailability(claims.tenantId, id)) ?? (yield* Effect.fail(notFound))
})

const writeOne = Effect.gen(function* () {
  const claims = yield* Effect.flatMap(authenticate, requireAdmin)
  const id = yield* idParam("id", "ERR_NO_USER_FOUND")
  const input = yield* jsonBody(AvailabilityInput)
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      if (!(yield* userAvailability(claims.tenantId, id))) return yield* Effect.fail(notFound)
      yield* saveAvailability(claims.tenantId, id, input.days)
      return (yield* userAvailability(claims.tenantId, id))!
    })
  )
})

export const businessHoursRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/business-hours", handle(readHours)),
  HttpRouter.put("/business-hours", handle(writeHours)),
  HttpRouter.get("/availability", handle(readAll)),
  HttpRouter.get("/users/:id/availability", handle(readOne)),
  HttpRouter.put("/users/:id/availability", handle(writeOne))
)
