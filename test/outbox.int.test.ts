/**
 * The outbound outbox in both modes, with a provider stand-in connector on one node:
 * - an agent's message is stored with its outbox row, sent by the dispatcher and acked `sent`;
 * - the `Idempotency-Key` header makes a retried send store one message (the same key from another
 *   agent or on another ticket is another message; a malformed key, or one that disagrees with the
 *   body's clientId, is ERR_VALIDATION and stores nothing);
 * - a message the provider refuses fails with the catalogue's reason and the provider's words, in
 *   the page and live (chat:ack); a resend makes it pending with a new idempotency key and delivers
 *   it; resending a message that did not fail is ERR_MESSAGE_NOT_FAILED, another tenant's is not found;
 * - a provider that keeps answering "later" is tried ATENDE_SEND_ATTEMPTS times, then the message
 *   fails with ERR_DELIVERY_GAVE_UP;
 * - a message queued while the channel's session is not running waits in the outbox and goes out
 *   once the node runs the session again (the node restarted in between).
 */
import type { InboundEvent } from "@atende/core/channel/connector"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  builtinConnectors,
  connectorsOf,
  DeliveryError,
  insertChannel,
  type Connector,
  type ConnectorContext
} from "../runtime/src/features/channels/index"
import type { ChannelRow } from "../runtime/src/features/channels/store/Channels"
import { startNode, type NodeHandle } from "../runtime/src/server/node"
import { createDemoUser, http, liveClient, login, waitFor, type Login } from "./support/clients"
import { makeEnv, productionAvailable, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"

const production = await productionAvailable()

/** The provider stand-in: what it accepted, by idempotency key; bodies it refuses or answers "later". */
const provider = {
  accepted: new Map<string, string>(),
  keys: [] as Array<string>,
  refuse: new Set<string>(),
  later: new Set<string>(),
  contexts: [] as Array<ConnectorContext>
}

const standin: Connector = {
  type: "standin",
  capabilities: { media: [], edit: false, react: false, deleteWindowMs: 0, groups: false },
  start: (ctx) =>
    Effect.gen(function* () {
      provider.contexts.push(ctx)
      yield* ctx.emitState("connected")
      return {
        send: (d) =>
          Effect.suspend(() => {
            provider.keys.push(d.idempotencyKey)
            if (provider.later.has(d.message.body))
              return Effect.fail(new DeliveryError({ reason: "503 Service Unavailable", retryable: true }))
            if (provider.refuse.has(d.message.body))
              return Effect.fail(new DeliveryError({ reason: "(#131026) Receiver is incapable", retryable: false }))
            if (!provider.accepted.has(d.idempotencyKey)) provider.accepted.set(d.idempotencyKey, d.message.body)
            return Effect.succeed({ providerId: `sd-${d.idempotencyKey}` })
          })
      }
    })
}
const connectors = connectorsOf([...builtinConnectors, standin])

describe.each<Mode>(["embedded", "production"])("outbound outbox (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let env: TestEnv
  let node: NodeHandle
  let store: RawStore
  let channel: ChannelRow
  let admin: Login
  let ticketId: number
  let n = 0

  const config = () => env.config({ ATENDE_SEND_ATTEMPTS: "3", ATENDE_SEND_BACKOFF_MS: "100" })
  const session = () =>
    waitFor(() => provider.contexts.filter((c) => c.channel.id === channel.id).at(-1), 60_000, "the session")
  const customer = async (externalId: string, body: string) => {
    const event: InboundEvent = { kind: "message", externalId, providerId: `in-${++n}`, contactName: "Cliente", body }
    await Effect.runPromise((await session()).emitInbound(event))
    const rows = await waitUntil(
      () =>
        store.query(
          `SELECT t.id FROM tickets t JOIN contacts c ON c.id = t.contact_id
            WHERE c.channel_id = $1 AND c.external_id = $2`,
          channel.id,
          externalId
        ),
      (r) => r.length > 0,
      "the customer's ticket"
    )
    return Number(rows[0].id)
  }
  const send = (body: string, headers: Record<string, string> = {}, auth = admin, ticket = ticketId) =>
    http(node.url, "POST", `/messages/${ticket}`, { auth, body: { body }, headers })
  const messageRow = async (id: number) =>
    (await store.query("SELECT status, delivery_error_code, delivery_error_detail FROM messages WHERE id = $1", id))[0]
  const statusIs = (id: number, status: string) =>
    waitUntil(
      () => messageRow(id),
      (r) => r?.status === status,
      `message ${id} ${status}`
    )

  beforeAll(async () => {
    if (!run) return
    // the other mode's sessions are gone, and its ids are this mode's again
    provider.contexts.length = 0
    provider.keys.length = 0
    provider.accepted.clear()
    env = await makeEnv(mode)
    node = await startNode(config(), { demo: true, connectors })
    store = rawStore(env)
    channel = await node.run(insertChannel(node.demo!.tenant.id, "standin", "Provedor de teste"))
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    ticketId = await customer("5511988887777", "Olá, preciso de ajuda")
    const accepted = await http(node.url, "PUT", `/tickets/${ticketId}`, { auth: admin, body: { status: "open" } })
    expect(accepted.status, accepted.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    await node?.close()
    await store?.close()
    await env?.cleanup()
  })

  it.skipIf(!run)("sends an agent's message once per Idempotency-Key, and refuses a bad key", async () => {
    const first = await send("Bom dia! Como posso ajudar?", { "Idempotency-Key": "envio-1" })
    expect(first.status, first.text).toBe(200)
    const again = await send("Bom dia! Como posso ajudar?", { "Idempotency-Key": "envio-1" })
    expect(again.json.id).toBe(first.json.id)
    await statusIs(first.json.id, "sent")
    expect([...provider.accepted.values()].filter((b) => b === "Bom dia! Como posso ajudar?")).toHaveLength(1)
    expect(await store.query("SELECT id FROM deliveries WHERE message_id = $1", first.json.id)).toEqual([])

    // the same key from another agent is another message
    await createDemoUser(node.url, {
      name: "Bia",
      email: `bia-${mode}@demo.test`,
      password: "Senha12345",
      profile: "admin"
    })
    const bia = await login(node.url, `bia-${mode}@demo.test`, "Senha12345")
    admin = await login(node.url, "admin@atende.local", "Admin12345") // creating her logged the admin in anew
    const hers = await send("Sou a Bia", { "Idempotency-Key": "envio-1" }, bia)
    expect(hers.status, hers.text).toBe(200)
    expect(hers.json.id).not.toBe(first.json.id)

    const before = await store.query("SELECT COUNT(*) AS n FROM messages")
    const malformed = await send("x", { "Idempotency-Key": "com espaço" })
    expect([malformed.status, malformed.json.error]).toEqual([400, "ERR_VALIDATION"])
    expect(malformed.json.issues[0].field).toBe("Idempotency-Key")
    const disagrees = await http(node.url, "POST", `/messages/${ticketId}`, {
      auth: admin,
      body: { body: "x", clientId: "a" },
      headers: { "Idempotency-Key": "b" }
    })
    expect([disagrees.status, disagrees.json.error]).toEqual([400, "ERR_VALIDATION"])
    expect(await store.query("SELECT COUNT(*) AS n FROM messages")).toEqual(before)
  })

  it.skipIf(!run)("fails a refused message with its reason, live, and delivers it when resent", async () => {
    const live = await liveClient(node.url, admin)
    const body = `Segue o boleto ${mode}`
    provider.refuse.add(body)
    const sent = await send(body, { "Idempotency-Key": `boleto-${mode}` })
    const id = sent.json.id
    await statusIs(id, "failed")
    expect(await messageRow(id)).toEqual({
      status: "failed",
      delivery_error_code: "ERR_DELIVERY_REFUSED",
      delivery_error_detail: "(#131026) Receiver is incapable"
    })
    const ack = await waitFor(
      () => live.events().find((e) => e.data?.type === "chat:ack" && e.data.message.id === id),
      10_000,
      "the chat:ack of the failure"
    )
    expect(ack.data.message).toMatchObject({
      status: "failed",
      deliveryError: { code: "ERR_DELIVERY_REFUSED", detail: "(#131026) Receiver is incapable" }
    })
    const page = await http(node.url, "GET", `/messages/${ticketId}`, { auth: admin })
    expect(page.json.messages.find((m: any) => m.id === id).deliveryError.code).toBe("ERR_DELIVERY_REFUSED")

    // the provider takes it now; the resend goes with a new idempotency key
    provider.refuse.delete(body)
    const resent = await http(node.url, "POST", `/messages/${id}/resend`, { auth: admin })
    expect(resent.status, resent.text).toBe(200)
    expect(resent.json).toMatchObject({ id, status: "pending", deliveryError: null })
    await statusIs(id, "sent")
    expect(provider.keys.filter((k) => k.endsWith(`-${id}-0`)).length).toBeGreaterThan(0)
    expect(provider.accepted.get(`atende-${channel.id}-${id}-1`)).toBe(body)
    expect((await messageRow(id)).delivery_error_code).toBeNull()
    await waitFor(
      () =>
        live
          .events()
          .find((e) => e.data?.type === "chat:ack" && e.data.message.id === id && e.data.message.status === "sent"),
      10_000,
      "the chat:ack of the resend"
    )
    live.close()

    const notFailed = await http(node.url, "POST", `/messages/${id}/resend`, { auth: admin })
    expect([notFailed.status, notFailed.json.error]).toEqual([409, "ERR_MESSAGE_NOT_FAILED"])
    const missing = await http(node.url, "POST", `/messages/999999/resend`, { auth: admin })
    expect([missing.status, missing.json.error]).toEqual([404, "ERR_NO_MESSAGE_FOUND"])
  })

  it.skipIf(!run)("gives up after the configured tries with ERR_DELIVERY_GAVE_UP", async () => {
    const body = `Sem resposta ${mode}`
    provider.later.add(body)
    const sent = await send(body)
    await statusIs(sent.json.id, "failed")
    expect(await messageRow(sent.json.id)).toMatchObject({
      delivery_error_code: "ERR_DELIVERY_GAVE_UP",
      delivery_error_detail: "503 Service Unavailable"
    })
    expect(provider.keys.filter((k) => k === `atende-${channel.id}-${sent.json.id}-0`)).toHaveLength(3)
    // a later message of the same conversation is not held back by a failed one
    const next = await send(`Depois da falha ${mode}`)
    await statusIs(next.json.id, "sent")
  })

  it.skipIf(!run)("keeps a message queued while the session is down and sends it after the restart", async () => {
    const body = `Enquanto fora ${mode}`
    await node.close()
    // stored as the node would have left it: the message and its outbox row, nothing sent
    node = await startNode(config(), { connectors: connectorsOf(builtinConnectors) })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
    const queued = await send(body)
    expect(queued.status, queued.text).toBe(200)
    expect(await store.query("SELECT state FROM deliveries WHERE message_id = $1", queued.json.id)).toEqual([
      { state: "pending" }
    ])
    expect([...provider.accepted.values()]).not.toContain(body)
    await node.close()
    node = await startNode(config(), { connectors })
    await statusIs(queued.json.id, "sent")
    expect([...provider.accepted.values()].filter((b) => b === body)).toHaveLength(1)
  })
})

/** Polls an async probe until `done` holds. */
const waitUntil = async <R>(probe: () => Promise<R>, done: (r: R) => boolean, what: string, timeoutMs = 20_000) => {
  const start = Date.now()
  for (;;) {
    const r = await probe()
    if (done(r)) return r
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
