/**
 * The ticket actor reads time from Effect's Clock: a message sent at TestClock's time carries that
 * time, and its sender may delete it for DELETE_WINDOW_MS after, not a millisecond more. Time is
 * moved with TestClock on a real SQLite schema; nothing sleeps.
 */
import { SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Either, Layer, ManagedRuntime, TestClock, TestContext } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { AppError } from "../../../platform/http/AppError"
import { Dialect } from "../../../platform/store/Store"
import { migrate } from "../../../server/migrations"
import type { MessageView } from "../../messages/index"
import { handleInboundRun } from "./inbound"
import { DELETE_WINDOW_MS, handleMessageOp } from "./messageOps"
import { handleSend } from "./outbound"

const runtime = ManagedRuntime.make(
  Layer.merge(SqliteClient.layer({ filename: ":memory:" }), Layer.succeed(Dialect, { kind: "sqlite" }))
)
const run = <A, E>(e: Effect.Effect<A, E, SqlClient.SqlClient | Dialect>) =>
  runtime.runPromise(Effect.provide(e, TestContext.TestContext))
afterAll(() => runtime.dispose())

const T0 = Date.UTC(2026, 0, 14, 12, 0)

/** A tenant with a web-chat conversation (one inbound message, so a ticket) and an agent. */
const world = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* migrate
  yield* sql`INSERT INTO tenants (id, name, created_at) VALUES (${1}, ${"t"}, ${0})`
  const channelId = Number(
    (
      (yield* sql`INSERT INTO channels (tenant_id, type, name, token, created_at)
        VALUES (${1}, ${"webchat"}, ${"c"}, ${"k"}, ${0}) RETURNING id`)[0] as any
    ).id
  )
  const userId = Number(
    (
      (yield* sql`INSERT INTO users (tenant_id, name, email, password_hash, created_at, updated_at)
        VALUES (${1}, ${"Ana"}, ${"ana@example.com"}, ${"x"}, ${0}, ${0}) RETURNING id`)[0] as any
    ).id
  )
  const [inbound] = yield* handleInboundRun([
    {
      type: "inbound",
      tenantId: 1,
      channelId,
      externalId: "visitor1",
      contactName: "Visitante",
      providerId: "p1",
      body: "olá",
      receivedAt: 0
    }
  ])
  return { userId, ticketId: (inbound!.value as { ticketId: number }).ticketId }
})

const send = (w: { userId: number; ticketId: number }, body: string) =>
  Effect.map(
    handleSend({ type: "send", tenantId: 1, ticketId: w.ticketId, userId: w.userId, body }),
    (o) => (o.value as ReadonlyArray<MessageView>)[0]!
  )

const remove = (w: { userId: number }, messageId: number) =>
  Effect.either(handleMessageOp({ type: "deleteMessage", tenantId: 1, messageId, userId: w.userId }))

describe("message operations on the Clock", () => {
  it("delete within the window by TestClock's time, refused one millisecond after", async () => {
    const [sentAt, late, inTime] = await run(
      Effect.gen(function* () {
        const w = yield* world
        yield* TestClock.setTime(T0)
        const first = yield* send(w, "primeira")
        yield* TestClock.adjust(DELETE_WINDOW_MS + 1)
        const late = yield* remove(w, first.id)
        const second = yield* send(w, "segunda")
        yield* TestClock.adjust(DELETE_WINDOW_MS)
        const inTime = yield* remove(w, second.id)
        return [first.timestamp, late, inTime] as const
      })
    )
    expect(sentAt).toBe(T0)
    expect(Either.isLeft(late) && late.left instanceof AppError && late.left.code).toBe("ERR_MESSAGE_TOO_OLD_TO_DELETE")
    expect(Either.isRight(inTime) && (inTime.right.value as MessageView).deleted).toBe(true)
  })
})
