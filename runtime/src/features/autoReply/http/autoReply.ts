/**
 * Auto-reply flows (spec part 2 §3 "Auto-reply flow", §4, §5; issue 14 item 1). Every signed-in
 * user of the tenant reads them (/auto-resposta is in the main layout); administrators write. An
 * auto-reply has steps, one of them at most the initial step (409 ERR_AUTO_REPLY_INITIAL_STEP_EXISTS);
 * a step has actions leading to a step of the same auto-reply, a queue or a user of the tenant.
 * Unknown ids, or another tenant's: 404 ERR_NO_AUTO_REPLY_FOUND / ERR_NO_STEP_AUTO_REPLY_FOUND (an
 * unknown action is the step's code too). An auto-reply, or a step, a ticket runs in cannot be
 * deleted (409 ERR_AUTO_REPLY_RELATIONED_TICKET). Each write answers the whole auto-reply.
 */
import {
  AutoReplyActionCreate,
  AutoReplyActionPatch,
  AutoReplyCreate,
  AutoReplyPatch,
  AutoReplyStepCreate,
  AutoReplyStepPatch,
  type AutoReplyStep
} from "@atende/core/contracts/autoReply"
import { HttpRouter } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, handle, idParam, jsonBody, requireAdmin } from "../../../platform/http/edge"
import { getUser } from "../../users/index"
import {
  autoReplyHasTickets,
  deleteAction,
  deleteAutoReply,
  deleteStep,
  getAutoReply,
  initialStepId,
  insertAction,
  insertAutoReply,
  insertStep,
  isInitialConflict,
  listAutoReplies,
  tenantHasQueue,
  touchAutoReply,
  updateAction,
  updateAutoReply,
  updateStep,
  type ActionFields
} from "../store/AutoReplies"

const admin = Effect.flatMap(authenticate, requireAdmin)
const replyId = idParam("id", "ERR_NO_AUTO_REPLY_FOUND")
const stepId = idParam("stepId", "ERR_NO_STEP_AUTO_REPLY_FOUND")
const actionId = idParam("actionId", "ERR_NO_STEP_AUTO_REPLY_FOUND")
const initialExists = () => new AppError({ code: "ERR_AUTO_REPLY_INITIAL_STEP_EXISTS" })
const inUse = () => new AppError({ code: "ERR_AUTO_REPLY_RELATIONED_TICKET" })
const invalid = (field: string, message: string) =>
  new AppError({ code: "ERR_VALIDATION", extra: { issues: [{ field, message }] } })

const both = <A, B, E1, E2, R1, R2>(a: Effect.Effect<A, E1, R1>, b: Effect.Effect<B, E2, R2>) =>
  Effect.all([a, b] as const)

const found = (tenantId: number, id: number) =>
  Effect.flatMap(getAutoReply(tenantId, id), (r) =>
    r ? Effect.succeed(r) : Effect.fail(new AppError({ code: "ERR_NO_AUTO_REPLY_FOUND" }))
  )

const stepOf = (steps: ReadonlyArray<AutoReplyStep>, id: number) => {
  const step = steps.find((s) => s.id === id)
  return step ? Effect.succeed(step) : Effect.fail(new AppError({ code: "ERR_NO_STEP_AUTO_REPLY_FOUND" }))
}

/** A race past the initial-step check meets the partial unique index: still the catalogue code. */
const initialConflict = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(effect, isInitialConflict, () => Effect.fail(initialExists()))

/**
 * A write of the tenant's auto-reply `id` (administrators): the caller is checked first, then the
 * ids and the body (`input`), then `change` runs in one transaction; answers the auto-reply.
 */
const write = <I, E1, R1, E, R>(
  input: Effect.Effect<I, E1, R1>,
  change: (input: I, tenantId: number, id: number, now: number) => Effect.Effect<unknown, E, R>
) =>
  Effect.gen(function* () {
    const claims = yield* admin
    const id = yield* replyId
    const parsed = yield* input
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    return yield* sql
      .withTransaction(
        Effect.gen(function* () {
          yield* found(claims.tenantId, id)
          yield* change(parsed, claims.tenantId, id, now)
          yield* touchAutoReply(claims.tenantId, id, now)
          return yield* found(claims.tenantId, id)
        })
      )
      .pipe(initialConflict)
  })

const list = Effect.gen(function* () {
  const claims = yield* authenticate
  return yield* listAutoReplies(claims.tenantId)
})

const one = Effect.gen(function* () {
  const claims = yield* authenticate
  return yield* found(claims.tenantId, yield* replyId)
})

const create = Effect.gen(function* () {
  const claims = yield* admin
  const input = yield* jsonBody(AutoReplyCreate)
  const now = yield* nowMillis
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.flatMap(insertAutoReply(claims.tenantId, claims.userId, input, now), (id) => found(claims.tenantId, id))
  )
})

const update = write(jsonBody(AutoReplyPatch), (patch, tenantId, id, now) =>
  Effect.flatMap(found(tenantId, id), (current) =>
    updateAutoReply(
      tenantId,
      id,
      {
        description: patch.description ?? current.description,
        active: patch.active ?? current.active,
        testNumber: patch.testNumber === undefined ? current.testNumber : patch.testNumber
      },
      now
    )
  )
)

const remove = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* replyId
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* found(claims.tenantId, id)
      if (yield* autoReplyHasTickets(claims.tenantId, id)) return yield* inUse()
      yield* deleteAutoReply(claims.tenantId, id)
      return current
    })
  )
})

const addStep = write(jsonBody(AutoReplyStepCreate), (input, tenantId, id, now) =>
  Effect.gen(function* () {
    if (input.initialStep && (yield* initialStepId(tenantId, id)) !== undefined) return yield* initialExists()
    return yield* insertStep(tenantId, id, input, now)
  })
)

const editStep = write(both(stepId, jsonBody(AutoReplyStepPatch)), ([step, patch], tenantId, id, now) =>
  Effect.gen(function* () {
    const current = yield* stepOf((yield* found(tenantId, id)).steps, step)
    const initialStep = patch.initialStep ?? current.initialStep
    if (initialStep && (yield* initialStepId(tenantId, id, step)) !== undefined) return yield* initialExists()
    yield* updateStep(tenantId, step, { message: patch.message ?? current.message, initialStep }, now)
  })
)

const removeStep = write(stepId, (step, tenantId, id, now) =>
  Effect.gen(function* () {
    yield* stepOf((yield* found(tenantId, id)).steps, step)
    if (yield* autoReplyHasTickets(tenantId, id, step)) return yield* inUse()
    yield* deleteStep(tenantId, step, now)
  })
)

/** An action leads somewhere that exists: another step of this auto-reply, or the tenant's queue or user. */
const checkDestination = (tenantId: number, steps: ReadonlyArray<AutoReplyStep>, ownStep: number, f: ActionFields) =>
  Effect.gen(function* () {
    if (f.nextStepId !== null && (f.nextStepId === ownStep || !steps.some((s) => s.id === f.nextStepId)))
      return yield* invalid("nextStepId", "Choose another step of this auto-reply")
    if (f.queueId !== null && !(yield* tenantHasQueue(tenantId, f.queueId)))
      return yield* invalid("queueId", "Unknown queue")
    if (f.userId !== null && !(yield* getUser(tenantId, f.userId))) return yield* invalid("userId", "Unknown user")
  })

const addAction = write(both(stepId, jsonBody(AutoReplyActionCreate)), ([step, input], tenantId, id, now) =>
  Effect.gen(function* () {
    const { steps } = yield* found(tenantId, id)
    yield* stepOf(steps, step)
    yield* checkDestination(tenantId, steps, step, input)
    return yield* insertAction(tenantId, step, input, now)
  })
)

/** A patch's destination replaces the stored one (one destination at most). */
const destinationOf = (patch: AutoReplyActionPatch, current: ActionFields) => {
  const given = [patch.nextStepId, patch.queueId, patch.userId].some((v) => v !== undefined && v !== null)
  const base = given ? { nextStepId: null, queueId: null, userId: null } : current
  return {
    nextStepId: patch.nextStepId === undefined ? base.nextStepId : patch.nextStepId,
    queueId: patch.queueId === undefined ? base.queueId : patch.queueId,
    userId: patch.userId === undefined ? base.userId : patch.userId
  }
}

const editAction = write(
  Effect.all([stepId, actionId, jsonBody(AutoReplyActionPatch)]),
  ([step, action, patch], tenantId, id, now) =>
    Effect.gen(function* () {
      const { steps } = yield* found(tenantId, id)
      const current = (yield* stepOf(steps, step)).actions.find((a) => a.id === action)
      if (!current) return yield* new AppError({ code: "ERR_NO_STEP_AUTO_REPLY_FOUND" })
      const next: ActionFields = {
        key: patch.key ?? current.key,
        replyMessage: patch.replyMessage ?? current.replyMessage,
        ...destinationOf(patch, current)
      }
      yield* checkDestination(tenantId, steps, step, next)
      yield* updateAction(tenantId, action, next, now)
    })
)

const removeAction = write(both(stepId, actionId), ([step, action], tenantId, id) =>
  Effect.gen(function* () {
    const { steps } = yield* found(tenantId, id)
    if (!(yield* stepOf(steps, step)).actions.some((a) => a.id === action))
      return yield* new AppError({ code: "ERR_NO_STEP_AUTO_REPLY_FOUND" })
    yield* deleteAction(tenantId, action)
  })
)

export const autoReplyRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/auto-reply", handle(list)),
  HttpRouter.post("/auto-reply", handle(create)),
  HttpRouter.get("/auto-reply/:id", handle(one)),
  HttpRouter.put("/auto-reply/:id", handle(update)),
  HttpRouter.del("/auto-reply/:id", handle(remove)),
  HttpRouter.post("/auto-reply/:id/steps", handle(addStep)),
  HttpRouter.put("/auto-reply/:id/steps/:stepId", handle(editStep)),
  HttpRouter.del("/auto-reply/:id/steps/:stepId", handle(removeStep)),
  HttpRouter.post("/auto-reply/:id/steps/:stepId/actions", handle(addAction)),
  HttpRouter.put("/auto-reply/:id/steps/:stepId/actions/:actionId", handle(editAction)),
  HttpRouter.del("/auto-reply/:id/steps/:stepId/actions/:actionId", handle(removeAction))
)
