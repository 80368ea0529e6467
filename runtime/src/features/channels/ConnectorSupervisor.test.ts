/**
 * The supervisor and a session-bound connector on one node (in-memory bus, SQLite): the session's
 * states and QR code are stored; the node's dispatcher sends the channel's outbox through the
 * session, a conversation in order, retrying what the provider answers "later" and failing what it
 * refuses, with the provider's id recorded and the ticket actor told; when the lease is lost the
 * connector's scope closes, `owns` turns false, the context refuses events (they must not be
 * acknowledged to the provider) and nothing more is sent until the session runs again.
 */
import type { InboundEvent } from "@atende/core/channel/connector"
import type { MessageView } from "@atende/core/contracts/actors/views"
import { SqlClient } from "@effect/sql"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { Effect, Exit, Layer, ManagedRuntime, Scope } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { Bus, type Leases } from "../../platform/bus/Bus"
import { makeMemoryBus } from "../../platform/bus/MemoryBus"
import { Config, parseConfig } from "../../platform/config/Config"
import { makeBox, newKey } from "../../platform/secrets/box"
import { SecretBox } from "../../platform/secrets/SecretBox"
import { Dialect } from "../../platform/store/Store"
import { migrate } from "../../server/migrations"
import { DeliveryError, type Connector, type ConnectorContext } from "./connector/Connector"
import { builtinConnectors, ConnectorRegistry, connectorsOf } from "./connector/registry"
import { enqueueDeliveries } from "./store/Deliveries"
import { outboundSubject } from "../../platform/bus/subjects"
import { startConnectorSupervisor } from "./ConnectorSupervisor"
import { insertChannel } from "./store/Channels"

const contexts: Array<ConnectorContext> = []
const sent: Array<string> = []
const keys: Array<string> = []
const acks: Array<any> = []
/** How many more times a body is answered "later". */
const later = new Map<string, number>()
let stopped = 0
const standIn: Connector = {
  type: "telegram",
  capabilities: { media: ["image"], edit: true, react: false, deleteWindowMs: 0, groups: true },
  start: (ctx) =>
    Effect.gen(function* () {
      contexts.push(ctx)
      yield* Effect.addFinalizer(() => Effect.sync(() => stopped++))
      yield* ctx.emitState("connecting")
      yield* ctx.emitQr("qr-1")
      return {
        send: (d) =>
          Effect.suspend(() => {
            keys.push(d.idempotencyKey)
            const left = later.get(d.message.body) ?? 0
            if (left > 0) {
              later.set(d.message.body, left - 1)
              return Effect.fail(new DeliveryError({ reason: "429 Too Many Requests", retryable: true }))
            }
            if (d.message.body.startsWith("recusar"))
              return Effect.fail(new DeliveryError({ reason: "400 Bad Request: chat not found", retryable: false }))
            sent.push(d.message.body)
            return Effect.succeed({ providerId: `tg-${d.message.id}` })
          })
      }
    })
}

/** Leases whose renewals can be made to fail (the node paused past its TTL). */
let renewals = true
const pausable = (leases: Leases): Leases => ({
  ...leases,
  renew: (name, holder, revision) => (renewals ? leases.renew(name, holder, revision) : Effect.succeed(undefined))
})

const config = parseConfig({
  ATENDE_NODE_ID: "solo",
  ATENDE_LEASE_TTL_MS: "1000",
  ATENDE_SEND_ATTEMPTS: "3",
  ATENDE_SEND_BACKOFF_MS: "50"
})
const layer = Layer.mergeAll(
  SqliteClient.layer({ filename: ":memory:" }),
  Layer.succeed(Dialect, { kind: "sqlite" }),
  Layer.succeed(SecretBox, makeBox(newKey())),
  Layer.succeed(Config, config),
  Layer.scoped(
    Bus,
    Effect.map(makeMemoryBus(config.leaseTtlMs), (bus) => ({
      ...bus,
      leases: pausable(bus.leases),
      send: (env) =>
        Effect.zipRight(
          Effect.sync(() => acks.push(env)),
          bus.send(env)
        )
    }))
  ),
  Layer.succeed(ConnectorRegistry, connectorsOf([...builtinConnectors, standIn]))
)
const runtime = ManagedRuntime.make(layer)
afterAll(() => runtime.dispose())

const until = async (probe: () => Promise<boolean> | boolean, what: string) => {
  for (let i = 0; i < 100; i++) {
    if (await probe()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe("connector supervisor", () => {
  it("runs a session, sends its outbox through it and fences it when the lease is lost", async () => {
    const run = runtime.runPromise
    await run(migrate)
    await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO tenants (id, name, created_at) VALUES (1, 't', 0)`)
    )
    const channel = await run(insertChannel(1, "telegram", "Bot"))
    const scope = await run(Scope.make())
    await run(Scope.extend(startConnectorSupervisor(), scope))
    await until(() => contexts.length === 1, "the session")

    const row = () =>
      run(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT status, qrcode FROM channels WHERE id = ${channel.id}`)
      )
    await until(async () => (await row())[0]?.qrcode === "qr-1", "the QR code stored")
    expect((await row())[0]).toEqual({ status: "qrcode", qrcode: "qr-1" })
    await run(contexts[0]!.emitState("connected"))
    await until(async () => (await row())[0]?.status === "connected", "connected stored")
    expect((await row())[0]!.qrcode).toBeNull()

    const message = (id: number, body: string): MessageView => ({
      ...{ id, ticketId: 1, contactId: 1, body, fromMe: true, status: "pending", mediaUrl: null },
      ...{ mediaType: null, clientId: null, timestamp: 0, createdAt: "2026-01-01T00:00:00.000Z", edited: false },
      ...{ deleted: false, forwarded: false, reaction: null, quotedMsgId: null, userId: 1, read: true },
      ...{ quotedMsg: null, transcription: null, scheduledId: null, deliveryError: null, template: null }
    })
    const queue = (items: Array<[number, string, string?]>) =>
      run(
        Effect.gen(function* () {
          const outgoing = items.map(([id, body, externalId = "chat-1"]) => ({
            tenantId: 1,
            channelId: channel.id,
            externalId,
            message: message(id, body)
          }))
          yield* enqueueDeliveries(outgoing, 0)
          yield* (yield* Bus).publish(outboundSubject(channel.id), {})
        })
      )
    const outbox = () =>
      run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql`SELECT message_id, state, attempts, last_error FROM deliveries ORDER BY message_id`
        )
      )
    const ackOf = (id: number) => acks.filter((a) => a.payload.messageId === id).map((a) => a.payload)

    // a conversation's messages in order; one answered "later" twice holds back its conversation only
    later.set("dois", 2)
    await queue([
      [1, "um"],
      [2, "dois"],
      [3, "três"],
      [4, "outra conversa", "chat-2"]
    ])
    await until(() => sent.length === 4, "the four sent")
    expect(sent.indexOf("outra conversa")).toBeLessThan(sent.indexOf("dois"))
    expect(sent.filter((b) => b !== "outra conversa")).toEqual(["um", "dois", "três"])
    expect(keys.filter((k) => k.endsWith("-2-0"))).toEqual([1, 2, 3].map(() => `atende-${channel.id}-2-0`))
    await until(async () => (await outbox()).length === 0, "the outbox emptied")
    expect(ackOf(2)).toEqual([{ type: "ack", tenantId: 1, messageId: 2, status: "sent" }])
    expect(acks.find((a) => a.payload.messageId === 2)).toMatchObject({ kind: "ticket", key: `${channel.id}:chat-1` })
    const provider = await run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT provider_id FROM channel_sent ORDER BY message_id`)
    )
    expect(provider.map((r: any) => r.provider_id)).toEqual(["tg-1", "tg-2", "tg-3", "tg-4"])

    // refused for good: failed with the provider's words at once; out of tries: failed after three
    later.set("sem resposta", 99)
    await queue([
      [5, "recusar isto"],
      [6, "sem resposta"]
    ])
    await until(async () => (await outbox()).every((r: any) => r.state === "failed"), "both failed")
    expect(await outbox()).toEqual([
      {
        message_id: 5,
        state: "failed",
        attempts: 1,
        last_error: "ERR_DELIVERY_REFUSED: 400 Bad Request: chat not found"
      },
      { message_id: 6, state: "failed", attempts: 3, last_error: "ERR_DELIVERY_GAVE_UP: 429 Too Many Requests" }
    ])
    expect(ackOf(5)).toEqual([
      {
        type: "ack",
        tenantId: 1,
        messageId: 5,
        status: "failed",
        error: { code: "ERR_DELIVERY_REFUSED", detail: "400 Bad Request: chat not found" }
      }
    ])
    expect(ackOf(6)[0].error.code).toBe("ERR_DELIVERY_GAVE_UP")

    renewals = false
    await until(() => stopped === 1, "the session stopped")
    // no session here: a queued message waits in the outbox, unsent
    await queue([[7, "depois"]])
    const ctx = contexts[0]!
    expect(await run(ctx.owns)).toBe(false)
    const event: InboundEvent = { kind: "message", externalId: "chat-1", providerId: "m1", body: "tarde" }
    expect(await run(Effect.flip(ctx.emitInbound(event)))).toMatchObject({ _tag: "ConnectorError" })

    // renewals work again: the partition is taken back and the session starts afresh
    renewals = true
    await until(() => contexts.length === 2, "the session again")
    await until(() => sent.includes("depois"), "the waiting message sent by the new session")
    expect(sent.filter((b) => b === "depois")).toHaveLength(1)
    await run(Scope.close(scope, Exit.void))
    expect(stopped).toBe(2)
  })
})
