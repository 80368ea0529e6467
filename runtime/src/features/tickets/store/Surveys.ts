/**
 * Satisfaction surveys (`ticket_surveys`, migration 004_surveys): asked on resolve, answered by the
 * customer's next message. Every statement names the tenant.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { num } from "../../../platform/store/rows"

/** Asks (again, after a reopen and a new resolve: the earlier answer gives way). */
export const askSurvey = (
  tenantId: number,
  ticketId: number,
  userId: number | null,
  queueId: number | null,
  now: number
) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (
      sql
    ) => sql`INSERT INTO ticket_surveys (ticket_id, tenant_id, user_id, queue_id, asked_at, score, comment, answered_at)
      VALUES (${ticketId}, ${tenantId}, ${userId}, ${queueId}, ${now}, NULL, NULL, NULL)
      ON CONFLICT (ticket_id) DO UPDATE SET user_id = ${userId}, queue_id = ${queueId}, asked_at = ${now},
        score = NULL, comment = NULL, answered_at = NULL`
  )

/**
 * The contact's closed ticket on this channel whose survey waits for an answer asked since `since`,
 * the latest one, or undefined.
 */
export const waitingSurvey = (tenantId: number, contactId: number, channelId: number, since: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT s.ticket_id FROM ticket_surveys s JOIN tickets t ON t.id = s.ticket_id
      WHERE s.tenant_id = ${tenantId} AND t.contact_id = ${contactId} AND t.channel_id = ${channelId}
        AND t.status = 'closed' AND t.deleted = 0 AND s.answered_at IS NULL AND s.asked_at >= ${since}
      ORDER BY s.asked_at DESC LIMIT 1`
    return rows[0] ? num(rows[0].ticket_id) : undefined
  })

/** The answer (score null: the customer wrote something else, the survey ends unanswered). */
export const answerSurvey = (
  tenantId: number,
  ticketId: number,
  answer: { readonly score: number; readonly comment: string } | null,
  now: number
) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE ticket_surveys SET score = ${answer?.score ?? null},
      comment = ${answer && answer.comment !== "" ? answer.comment : null}, answered_at = ${now}
      WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId} AND answered_at IS NULL`
  )

export type SurveyView = { readonly score: number | null; readonly comment: string | null; readonly askedAt: number }

/** The ticket's survey, or undefined when none was asked. */
export const ticketSurvey = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT score, comment, asked_at FROM ticket_surveys
      WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}`
    const r = rows[0]
    return r
      ? ({
          score: r.score === null || r.score === undefined ? null : num(r.score),
          comment: r.comment === null || r.comment === undefined ? null : String(r.comment),
          askedAt: num(r.asked_at)
        } satisfies SurveyView)
      : undefined
  })
