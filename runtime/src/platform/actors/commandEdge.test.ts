import { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { Envelope, Reply } from "../bus/Bus"
import type { NewDeadLetter } from "../store/DeadLetters"
import { commandEdge, type RecordDeadLetter } from "./commandEdge"

const setup = (record?: RecordDeadLetter) => {
  const dispatched: Array<Envelope> = []
  const kernel = {
    dispatch: (env: Envelope) =>
      Effect.sync(() => (dispatched.push(env), Effect.succeed<Reply>({ ok: true, value: env.payload })))
  }
  const edge = commandEdge({ ticket: kernel, channel: kernel, tenant: kernel }, record)
  const reply = (env: unknown) => Effect.runPromise(Effect.flatten(edge(env as Envelope)))
  const failure = (env: unknown) => Effect.runPromise(Effect.flip(Effect.flatten(edge(env as Envelope))))
  return { dispatched, reply, failure }
}

const read = { type: "read", tenantId: 1, ticketId: 7, userId: 2 }

describe("commandEdge", () => {
  it("hands the decoded command to its kind's actors, without the fields the command does not have", async () => {
    const { dispatched, reply } = setup()
    expect(
      await reply({ kind: "ticket", key: "1:v", id: "a", payload: { ...read, extra: "dropped" }, replyTo: "r" })
    ).toEqual({ ok: true, value: read })
    expect(dispatched).toEqual([{ kind: "ticket", key: "1:v", id: "a", payload: read, replyTo: "r" }])
  })

  it("answers ERR_BAD_COMMAND to anything that does not decode, and dispatches none of it", async () => {
    const { dispatched, reply } = setup()
    const bad = [
      { kind: "ticket", key: "1:v", id: "b", payload: { ...read, ticketId: "7" } },
      { kind: "ticket", key: "1:v", id: "c", payload: { type: "unknown" } },
      { kind: "robot", key: "1:v", id: "d", payload: read },
      { kind: "ticket", key: 5, id: "e", payload: read },
      { kind: "ticket", key: "1:v", payload: read },
      null,
      "junk"
    ]
    for (const env of bad) expect(await reply(env)).toEqual({ ok: false, error: "ERR_BAD_COMMAND" })
    expect(dispatched).toEqual([])
  })

  it("records each one in the dead letters; with the store away, the bus gets it back to deliver later", async () => {
    const rows: Array<NewDeadLetter> = []
    const { reply } = setup((row) => Effect.sync(() => rows.push(row)))
    await reply({ kind: "ticket", key: "1:v", id: "b", payload: { ...read, ticketId: "7" } })
    await reply("junk")
    expect(rows).toEqual([
      expect.objectContaining({
        tenantId: 1,
        source: "command",
        kind: "ticket",
        key: "1:v",
        envelopeId: "b",
        payload: { ...read, ticketId: "7" },
        cause: "ticketId: Invalid input: expected number, received string",
        deliveries: 1
      }),
      expect.objectContaining({ tenantId: null, envelopeId: null, payload: "junk" })
    ])
    const away = new SqlError({ message: "Failed to acquire connection", cause: new Error("connect ECONNREFUSED") })
    const down = setup(() => Effect.fail(away))
    expect(await down.failure({ kind: "ticket", key: "1:v", id: "c", payload: null })).toMatchObject({
      _tag: "Redeliver"
    })
  })
})
