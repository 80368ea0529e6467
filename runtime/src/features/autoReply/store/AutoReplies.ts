/**
 * Auto-replies (`auto_replies`), their steps (`auto_reply_steps`) and the steps' actions
 * (`auto_reply_actions`) of a tenant. Every statement names the tenant. Migration 001_auto_replies.
 */
import type { AutoReply, AutoReplyAction, AutoReplyStep } from "@atende/core/contracts/autoReply"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, iso, num, numOrNull } from "../../../platform/store/rows"

type Row = Record<string, unknown>

const toAction = (r: Row): AutoReplyAction => ({
  id: num(r.id),
  stepId: num(r.step_id),
  key: String(r.key),
  nextStepId: numOrNull(r.next_step_id),
  queueId: numOrNull(r.queue_id),
  userId: numOrNull(r.user_id),
  replyMessage: String(r.reply_message ?? "")
})

const toStep = (r: Row, actions: ReadonlyArray<AutoReplyAction>): AutoReplyStep => ({
  id: num(r.id),
  autoReplyId: num(r.auto_reply_id),
  message: String(r.message),
  initialStep: bool(r.initial_step),
  actions: actions.filter((a) => a.stepId === num(r.id))
})

const toAutoReply = (r: Row, steps: ReadonlyArray<AutoReplyStep>): AutoReply => ({
  id: num(r.id),
  description: String(r.description),
  active: bool(r.active),
  testNumber: r.test_number === null || r.test_number === undefined ? null : String(r.test_number),
  steps: steps.filter((s) => s.autoReplyId === num(r.id)),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at)
})

/** The tenant's auto-replies (all, or the one `id`), with their steps and actions, in creation order. */
const read = (tenantId: number, id?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // 0: every auto-reply of the tenant (ids are positive)
    const only = id ?? 0
    const replies = yield* sql`SELECT * FROM auto_replies
      WHERE tenant_id = ${tenantId} AND (${only} = 0 OR id = ${only}) ORDER BY id`
    if (!replies.length) return []
    const steps = yield* sql`SELECT * FROM auto_reply_steps s
      WHERE s.tenant_id = ${tenantId} AND (${only} = 0 OR s.auto_reply_id = ${only}) ORDER BY s.id`
    const actions = yield* sql`SELECT a.* FROM auto_reply_actions a
      JOIN auto_reply_steps s ON s.id = a.step_id AND s.tenant_id = a.tenant_id
      WHERE a.tenant_id = ${tenantId} AND (${only} = 0 OR s.auto_reply_id = ${only}) ORDER BY a.id`
    const actionList = actions.map(toAction)
    const stepList = steps.map((s) => toStep(s, actionList))
    return replies.map((r) => toAutoReply(r, stepList))
  })

export const listAutoReplies = (tenantId: number) => read(tenantId)

/** The tenant's auto-reply, or undefined when the tenant has none with that id. */
export const getAutoReply = (tenantId: number, id: number) => Effect.map(read(tenantId, id), (rows) => rows[0])

export type AutoReplyFields = {
  readonly description: string
  readonly active: boolean
  readonly testNumber: string | null
}

export const insertAutoReply = (tenantId: number, userId: number, f: AutoReplyFields, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO auto_replies
      (tenant_id, description, active, test_number, user_id, created_at, updated_at)
      VALUES (${tenantId}, ${f.description}, ${f.active ? 1 : 0}, ${f.testNumber}, ${userId}, ${now}, ${now})
      RETURNING id`
    return num(rows[0]!.id)
  })

export const updateAutoReply = (tenantId: number, id: number, f: AutoReplyFields, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE auto_replies SET description = ${f.description}, active = ${f.active ? 1 : 0},
      test_number = ${f.testNumber}, updated_at = ${now} WHERE tenant_id = ${tenantId} AND id = ${id}`
  )

/** Touches the auto-reply's `updated_at` (a step or an action of it changed). */
export const touchAutoReply = (tenantId: number, id: number, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE auto_replies SET updated_at = ${now} WHERE tenant_id = ${tenantId} AND id = ${id}`
  )

/** Deletes the auto-reply with its steps and their actions. */
export const deleteAutoReply = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM auto_reply_actions WHERE tenant_id = ${tenantId}
      AND step_id IN (SELECT id FROM auto_reply_steps WHERE tenant_id = ${tenantId} AND auto_reply_id = ${id})`
    yield* sql`DELETE FROM auto_reply_steps WHERE tenant_id = ${tenantId} AND auto_reply_id = ${id}`
    yield* sql`DELETE FROM auto_replies WHERE tenant_id = ${tenantId} AND id = ${id}`
  })

/** Whether a ticket runs in the auto-reply (any step), or, given `stepId`, is at that step. */
export const autoReplyHasTickets = (tenantId: number, autoReplyId: number, stepId?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const step = stepId ?? 0
    const rows = yield* sql`SELECT ticket_id FROM auto_reply_tickets WHERE tenant_id = ${tenantId}
      AND auto_reply_id = ${autoReplyId} AND (${step} = 0 OR step_id = ${step}) LIMIT 1`
    return rows.length > 0
  })

/** The id of the auto-reply's initial step other than `exceptId`, if it has one. */
export const initialStepId = (tenantId: number, autoReplyId: number, exceptId = 0) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM auto_reply_steps WHERE tenant_id = ${tenantId}
      AND auto_reply_id = ${autoReplyId} AND initial_step = 1 AND id <> ${exceptId}`
    return rows.length ? num(rows[0]!.id) : undefined
  })

/** The partial unique index refused a second initial step (a race past initialStepId). */
export const isInitialConflict = (e: unknown): boolean => {
  const text = `${(e as any)?.message ?? ""} ${(e as any)?.cause?.message ?? ""} ${(e as any)?.cause?.constraint ?? ""}`
  return /auto_reply_steps_initial|auto_reply_steps\.auto_reply_id/.test(text)
}

export type StepFields = { readonly message: string; readonly initialStep: boolean }

export const insertStep = (tenantId: number, autoReplyId: number, f: StepFields, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO auto_reply_steps
      (tenant_id, auto_reply_id, message, initial_step, created_at, updated_at)
      VALUES (${tenantId}, ${autoReplyId}, ${f.message}, ${f.initialStep ? 1 : 0}, ${now}, ${now}) RETURNING id`
    return num(rows[0]!.id)
  })

export const updateStep = (tenantId: number, stepId: number, f: StepFields, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE auto_reply_steps SET message = ${f.message}, initial_step = ${f.initialStep ? 1 : 0},
      updated_at = ${now} WHERE tenant_id = ${tenantId} AND id = ${stepId}`
  )

/** Deletes the step and its actions; other actions that led to it lead nowhere now. */
export const deleteStep = (tenantId: number, stepId: number, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM auto_reply_actions WHERE tenant_id = ${tenantId} AND step_id = ${stepId}`
    yield* sql`UPDATE auto_reply_actions SET next_step_id = NULL, updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND next_step_id = ${stepId}`
    yield* sql`DELETE FROM auto_reply_steps WHERE tenant_id = ${tenantId} AND id = ${stepId}`
  })

export type ActionFields = {
  readonly key: string
  readonly nextStepId: number | null
  readonly queueId: number | null
  readonly userId: number | null
  readonly replyMessage: string
}

export const insertAction = (tenantId: number, stepId: number, f: ActionFields, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO auto_reply_actions
      (tenant_id, step_id, key, next_step_id, queue_id, user_id, reply_message, created_at, updated_at)
      VALUES (${tenantId}, ${stepId}, ${f.key}, ${f.nextStepId}, ${f.queueId}, ${f.userId}, ${f.replyMessage},
        ${now}, ${now}) RETURNING id`
    return num(rows[0]!.id)
  })

export const updateAction = (tenantId: number, actionId: number, f: ActionFields, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE auto_reply_actions SET key = ${f.key}, next_step_id = ${f.nextStepId},
      queue_id = ${f.queueId}, user_id = ${f.userId}, reply_message = ${f.replyMessage}, updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND id = ${actionId}`
  )

export const deleteAction = (tenantId: number, actionId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`DELETE FROM auto_reply_actions WHERE tenant_id = ${tenantId} AND id = ${actionId}`
  )

/** Whether the tenant has this queue (an action's destination). */
export const tenantHasQueue = (tenantId: number, queueId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM queues WHERE tenant_id = ${tenantId} AND id = ${queueId}`
    return rows.length > 0
  })
