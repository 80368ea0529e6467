/**
 * Chat flows (`chat_flows`) of a tenant: the list, one, writes, the active count the plan limits,
 * and what binds a flow (channels naming it). Every statement names the tenant. The document is
 * stored as JSON text and read back through core's FlowDocument. Migration 001_chat_flows.
 */
import { emptyFlowDocument, FlowDocument, type ChatFlow, type ChatFlowSummary } from "@atende/core/contracts/chatFlows"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { bool, iso, json, num } from "../../../platform/store/rows"

type Row = Record<string, unknown>

const toSummary = (r: Row): ChatFlowSummary => ({
  id: num(r.id),
  name: String(r.name),
  description: String(r.description ?? ""),
  active: bool(r.active),
  testNumber: r.test_number === null || r.test_number === undefined ? null : String(r.test_number),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at)
})

/** A stored document that no longer parses (it never should) reads as an empty flow, never a 500. */
export const documentOf = (stored: unknown) => {
  const parsed = FlowDocument.safeParse(json(stored, null))
  return parsed.success ? parsed.data : emptyFlowDocument()
}

const toChatFlow = (r: Row): ChatFlow => ({ ...toSummary(r), document: documentOf(r.document) })

/** The tenant's flows without their documents, by name. */
export const listChatFlows = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id, name, description, active, test_number, created_at, updated_at
      FROM chat_flows WHERE tenant_id = ${tenantId} ORDER BY name, id`
    return rows.map(toSummary)
  })

/** The tenant's flow, or undefined when the tenant has none with that id. */
export const getChatFlow = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM chat_flows WHERE tenant_id = ${tenantId} AND id = ${id}`
    return rows.length ? toChatFlow(rows[0]!) : undefined
  })

/** How many active flows the tenant has, not counting `exceptId`. */
export const activeChatFlowCount = (tenantId: number, exceptId = 0) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT COUNT(*) AS n FROM chat_flows
      WHERE tenant_id = ${tenantId} AND active = 1 AND id <> ${exceptId}`
    return num(rows[0]?.n)
  })

export type ChatFlowFields = {
  readonly name: string
  readonly description: string
  readonly active: boolean
  readonly testNumber: string | null
  readonly document: FlowDocument
}

export const insertChatFlow = (tenantId: number, userId: number, f: ChatFlowFields, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO chat_flows
      (tenant_id, name, description, active, test_number, document, user_id, created_at, updated_at)
      VALUES (${tenantId}, ${f.name}, ${f.description}, ${f.active ? 1 : 0}, ${f.testNumber},
        ${JSON.stringify(f.document)}, ${userId}, ${now}, ${now})
      RETURNING *`
    return toChatFlow(rows[0]!)
  })

export const updateChatFlow = (tenantId: number, id: number, f: ChatFlowFields, now: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE chat_flows SET name = ${f.name}, description = ${f.description}, active = ${f.active ? 1 : 0},
      test_number = ${f.testNumber}, document = ${JSON.stringify(f.document)}, updated_at = ${now}
      WHERE tenant_id = ${tenantId} AND id = ${id}`
  )

/** Deletes the flow and the bot sessions still on it (their tickets wait for a person). */
export const deleteChatFlow = (tenantId: number, id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    Effect.zipRight(
      sql`DELETE FROM chat_flow_sessions WHERE tenant_id = ${tenantId} AND flow_id = ${id}`,
      sql`DELETE FROM chat_flows WHERE tenant_id = ${tenantId} AND id = ${id}`
    )
  )

/** Whether a channel of the tenant (not deleted) names the flow. */
export const flowBoundToChannel = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM channels
      WHERE tenant_id = ${tenantId} AND chat_flow_id = ${id} AND deleted_at IS NULL LIMIT 1`
    return rows.length > 0
  })

/** Lets go of the flow in the tenant's deleted channels (their rows stay for their history). */
export const releaseFromDeletedChannels = (tenantId: number, id: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE channels SET chat_flow_id = NULL
      WHERE tenant_id = ${tenantId} AND chat_flow_id = ${id} AND deleted_at IS NOT NULL`
  )

/** Whether the tenant has this flow and it is active (what a channel may name). */
export const isActiveChatFlow = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM chat_flows WHERE tenant_id = ${tenantId} AND id = ${id} AND active = 1`
    return rows.length > 0
  })

/** Which of these queue ids the tenant has. */
export const tenantQueueIds = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return new Set<number>()
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM queues WHERE tenant_id = ${tenantId} AND id IN ${sql.in([...ids])}`
    return new Set(rows.map((r) => num(r.id)))
  })

/** Which of these media ids (uuids) are the tenant's files. */
export const tenantMediaIds = (tenantId: number, ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (!ids.length) return new Set<string>()
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM media WHERE tenant_id = ${tenantId} AND id IN ${sql.in([...ids])}`
    return new Set(rows.map((r) => String(r.id)))
  })

/** Which of these user ids the tenant has (not deleted). */
export const tenantUserIds = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return new Set<number>()
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM users
      WHERE tenant_id = ${tenantId} AND deleted_at IS NULL AND id IN ${sql.in([...ids])}`
    return new Set(rows.map((r) => num(r.id)))
  })
