/**
 * Administrators' session actions and the supervisor (one node, in-memory bus, SQLite): a
 * disconnected channel's session is stopped and stays off, and a state its stopping session still
 * reports never overwrites the "disconnected"; a new QR code restarts a running session; connect
 * starts it again. Every status written is a `channel:update` event in the outbox.
 */
import { SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Exit, Layer, ManagedRuntime, Scope } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { Bus } from "../../platform/bus/Bus"
import { makeMemoryBus } from "../../platform/bus/MemoryBus"
import { Config, parseConfig } from "../../platform/config/Config"
import { makeBox, newKey } from "../../platform/secrets/box"
import { SecretBox } from "../../platform/secrets/SecretBox"
import { Dialect } from "../../platform/store/Store"
import { migrate } from "../../server/migrations"
import type { Connector, ConnectorContext } from "./connector/Connector"
import { builtinConnectors, ConnectorRegistry, connectorsOf } from "./connector/registry"
import { startConnectorSupervisor } from "./ConnectorSupervisor"
import { channelSessionAction } from "./manage"
import { insertChannel } from "./store/Channels"

const contexts: Array<ConnectorContext> = []
const stopped: Array<number> = []
const standIn: Connector = {
  type: "telegram",
  capabilities: { media: [], edit: false, react: false, deleteWindowMs: 0, groups: false },
  start: (ctx) =>
    Effect.gen(function* () {
      contexts.push(ctx)
      yield* Effect.addFinalizer(() => Effect.sync(() => stopped.push(ctx.channel.id)))
      return { send: () => Effect.succeed({ providerId: "x" }) }
    })
}

const config = parseConfig({ ATENDE_NODE_ID: "solo", ATENDE_LEASE_TTL_MS: "1000" })
const runtime = ManagedRuntime.make(
  Layer.mergeAll(
    SqliteClient.layer({ filename: ":memory:" }),
    Layer.succeed(Dialect, { kind: "sqlite" }),
    Layer.succeed(SecretBox, makeBox(newKey())),
    Layer.succeed(Config, config),
    Layer.scoped(Bus, makeMemoryBus(config.leaseTtlMs)),
    Layer.succeed(ConnectorRegistry, connectorsOf([...builtinConnectors, standIn]))
  )
)
afterAll(() => runtime.dispose())
const run = runtime.runPromise

const until = async (probe: () => Promise<boolean> | boolean, what: string) => {
  for (let i = 0; i < 200; i++) {
    if (await probe()) return
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`timed out waiting for ${what}`)
}
const query = (text: TemplateStringsArray, ...values: Array<unknown>) =>
  run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql(text, ...values))) as Promise<Array<any>>
const row = async (id: number) =>
  (await query`SELECT status, enabled, session_gen FROM channels WHERE id = ${id}`)[0] as {
    status: string
    enabled: number
    session_gen: number
  }
const sessionsOf = (id: number) => contexts.filter((c) => c.channel.id === id)

describe("session actions and the supervisor", () => {
  it("disconnect stops the session for good, a new QR code restarts it, connect starts it again", async () => {
    await run(migrate)
    await query`INSERT INTO tenants (id, name, created_at) VALUES (1, 't', 0)`
    const x = await run(insertChannel(1, "telegram", "X"))
    const y = await run(insertChannel(1, "telegram", "Y", {}, { isDefault: false }))
    const scope = await run(Scope.make())
    await run(Scope.extend(startConnectorSupervisor(), scope))
    await until(() => sessionsOf(x.id).length === 1 && sessionsOf(y.id).length === 1, "both sessions")

    const off = await run(channelSessionAction(1, x.id, "disconnect"))
    expect(off.channel).toMatchObject({ status: "disconnected", enabled: false })
    await until(() => stopped.includes(x.id), "X stopped")
    // the stopped session still reports (its lease is held): the report is dropped, Y's in the same flush written
    await run(sessionsOf(x.id)[0]!.emitState("connected"))
    await run(sessionsOf(y.id)[0]!.emitState("connected"))
    await until(async () => (await row(y.id)).status === "connected", "Y connected")
    expect(await row(x.id)).toMatchObject({ status: "disconnected", enabled: 0 })
    const events = await query`SELECT data FROM event_outbox UNION ALL SELECT data FROM events`
    const updates = events.map((e) => JSON.parse(e.data)).filter((d) => d.type === "channel:update")
    expect(updates.filter((d) => d.channel.id === x.id).map((d) => d.channel.status)).toEqual(["disconnected"])
    expect(updates.filter((d) => d.channel.id === y.id).map((d) => d.channel.status)).toEqual(["connected"])
    expect(sessionsOf(x.id)).toHaveLength(1)

    // a new QR code: the running session is stopped and started again, for the next generation
    const qr = await run(channelSessionAction(1, y.id, "qrcode"))
    expect(qr.channel).toMatchObject({ status: "connecting", sessionGen: 1 })
    await until(() => sessionsOf(y.id).length === 2, "Y restarted")
    expect(stopped.filter((id) => id === y.id)).toHaveLength(1)
    expect(sessionsOf(y.id)[1]!.channel.sessionGen).toBe(1)

    // connect: X runs again; on a session under way it changes nothing
    expect((await run(channelSessionAction(1, x.id, "connect"))).channel.status).toBe("connecting")
    await until(() => sessionsOf(x.id).length === 2, "X started again")
    await run(sessionsOf(x.id)[1]!.emitState("connected"))
    await until(async () => (await row(x.id)).status === "connected", "X connected")
    const again = await run(channelSessionAction(1, x.id, "connect"))
    expect(again.events).toEqual([])
    expect((await row(x.id)).session_gen).toBe(1)
    // another tenant's channel is not found
    const other = await run(Effect.flip(channelSessionAction(2, x.id, "disconnect")))
    expect(other).toMatchObject({ code: "ERR_NO_WAPP_FOUND" })
    await run(Scope.close(scope, Exit.void))
  })
})
