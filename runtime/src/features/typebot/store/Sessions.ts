/**
 * The Typebot conversation of a ticket (`typebot_sessions`) and the customer's inputs waiting for
 * Typebot's answer (`typebot_inputs`, in id order). The ticket actor opens and ends sessions and
 * adds inputs inside its transaction; the `typebot.turn` handler answers the oldest input (and keeps
 * Typebot's session id and the choices it waits on) outside it; the actor then consumes the
 * answered inputs. Every statement names the tenant.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { json, num } from "../../../platform/store/rows"
import type { Answer } from "../answer"

export type TypebotSession = {
  readonly typebotId: number
  /** Typebot's session id, once startChat answered. */
  readonly sessionId: string | null
  /** The labels of the choice Typebot waits on, else null. */
  readonly choices: ReadonlyArray<string> | null
}

/**
 * `start`: a new ticket, `restart`: the restart keyword (text: startChat's prefilled variables as
 * JSON); `message`: an answer.
 */
export type InputKind = "start" | "restart" | "message"

export type TypebotInput = {
  readonly id: number
  readonly kind: InputKind
  readonly text: string
  readonly answer: Answer | null
}

export const typebotSession = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT typebot_id, session_id, choices FROM typebot_sessions
      WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}`
    const r = rows[0]
    if (!r) return undefined
    const choices = json<unknown>(r.choices, null)
    return {
      typebotId: num(r.typebot_id),
      sessionId: r.session_id === null || r.session_id === undefined ? null : String(r.session_id),
      choices: Array.isArray(choices) ? choices.map(String) : null
    } satisfies TypebotSession
  })

/** Opens (or starts over) the ticket's session with this connection. */
export const openTypebotSession = (tenantId: number, ticketId: number, typebotId: number, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO typebot_sessions (ticket_id, tenant_id, typebot_id, session_id, choices, updated_at)
      VALUES (${ticketId}, ${tenantId}, ${typebotId}, ${null}, ${null}, ${now})
      ON CONFLICT (ticket_id) DO UPDATE SET typebot_id = ${typebotId}, session_id = NULL, choices = NULL,
        updated_at = ${now}`
  )

/** Ends the ticket's session: Typebot lets go, and inputs still waiting are dropped. */
export const endTypebotSession = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM typebot_inputs WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}`
    yield* sql`DELETE FROM typebot_sessions WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}`
  })

export const addTypebotInput = (tenantId: number, ticketId: number, kind: InputKind, text: string, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO typebot_inputs (tenant_id, ticket_id, kind, text, answer, created_at)
      VALUES (${tenantId}, ${ticketId}, ${kind}, ${text}, ${null}, ${now})`
  )

/** Drops the inputs Typebot has not answered yet (a restart makes them moot). */
export const dropUnanswered = (tenantId: number, ticketId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql`DELETE FROM typebot_inputs WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId} AND answer IS NULL`
  )

/** The ticket's inputs, oldest first. */
export const typebotInputs = (tenantId: number, ticketId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id, kind, text, answer FROM typebot_inputs
      WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId} ORDER BY id`
    return rows.map((r): TypebotInput => ({
      id: num(r.id),
      kind: String(r.kind) as InputKind,
      text: String(r.text),
      answer: json<Answer | null>(r.answer, null)
    }))
  })

export const deleteTypebotInput = (id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM typebot_inputs WHERE id = ${id}`)

/**
 * Stores Typebot's answer to an input, once (a second handler's answer to the same input is not
 * stored), with the session state it leaves: Typebot's session id and the choices it waits on.
 * True when stored.
 */
export const storeAnswer = (
  tenantId: number,
  ticketId: number,
  inputId: number,
  answer: Answer,
  state: { readonly sessionId: string | null; readonly choices: ReadonlyArray<string> | null },
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const stored = yield* sql`UPDATE typebot_inputs SET answer = ${JSON.stringify(answer)}
          WHERE id = ${inputId} AND tenant_id = ${tenantId} AND answer IS NULL RETURNING id`
        if (!stored.length) return false
        yield* sql`UPDATE typebot_sessions SET session_id = ${state.sessionId},
            choices = ${state.choices ? JSON.stringify(state.choices) : null}, updated_at = ${now}
          WHERE tenant_id = ${tenantId} AND ticket_id = ${ticketId}`
        return true
      })
    )
  })
