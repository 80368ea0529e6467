/**
 * A channel is only created for a type that has a connector: any other is refused with
 * ERR_CHANNEL_TYPE_UNSUPPORTED and leaves no row behind; a connector registered in the context
 * (a test's stand-in) makes its type creatable.
 */
import { SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { AppError } from "../../../platform/http/AppError"
import { makeBox, newKey } from "../../../platform/secrets/box"
import { SecretBox } from "../../../platform/secrets/SecretBox"
import { Dialect } from "../../../platform/store/Store"
import { migrate } from "../../../server/migrations"
import type { Connector } from "../connector/Connector"
import { builtinConnectors, ConnectorRegistry, connectorsOf } from "../connector/registry"
import { insertChannel } from "./Channels"

const runtime = ManagedRuntime.make(
  Layer.mergeAll(
    SqliteClient.layer({ filename: ":memory:" }),
    Layer.succeed(Dialect, { kind: "sqlite" }),
    Layer.succeed(SecretBox, makeBox(newKey()))
  )
)
const run = <A, E>(e: Effect.Effect<A, E, SqlClient.SqlClient | Dialect | SecretBox>) => runtime.runPromise(e)
afterAll(() => runtime.dispose())

const count = Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT COUNT(*) AS n FROM channels`).pipe(
  Effect.map((rows: ReadonlyArray<any>) => Number(rows[0].n))
)

describe("insertChannel", () => {
  it("refuses a type without a connector, with its code, and stores nothing", async () => {
    await run(migrate)
    await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO tenants (id, name, created_at) VALUES (1, 't', 0)`)
    )
    for (const type of ["instagram", "hubFacebook", "nonsense", ""]) {
      const refused = await run(Effect.flip(insertChannel(1, type, `c-${type}`)))
      expect(refused).toBeInstanceOf(AppError)
      expect((refused as AppError).code).toBe("ERR_CHANNEL_TYPE_UNSUPPORTED")
    }
    expect(await run(count)).toBe(0)

    const made = await run(insertChannel(1, "webchat", "Web chat"))
    expect(made).toMatchObject({ type: "webchat", status: "disconnected", qrcode: null })
    expect(await run(count)).toBe(1)
  })

  it("creates a type whose connector the context registers", async () => {
    const standIn: Connector = {
      type: "hubFacebook",
      capabilities: { media: [], edit: false, react: false, deleteWindowMs: 0, groups: false },
      start: () => Effect.succeed({ send: () => Effect.succeed({ providerId: "x" }) })
    }
    const registry = connectorsOf([...builtinConnectors, standIn])
    const made = await run(Effect.provideService(insertChannel(1, "hubFacebook", "Bot"), ConnectorRegistry, registry))
    expect(made.type).toBe("hubFacebook")
    expect(await run(count)).toBe(2)
  })
})
