/**
 * The conformance suite every connector passes, in both modes (each channel issue runs it for its
 * type with a harness for its provider or the provider's local stand-in):
 * - the session runs on its node inside a scope, reports its state, and stops with the node;
 * - each conversation's messages are stored in the order the provider emitted them;
 * - a provider event repeated (a redelivery, a reconnect) is stored once;
 * - a reply reaches the provider, and receipts naming the provider's id move its status
 *   pending → sent → delivered → read, never back; a connector whose capabilities say `played`
 *   (WhatsApp, the Cloud API: a voice note heard) moves it on to played, and a late `read` after
 *   that changes nothing;
 * - across a restart of the node nothing is lost or stored twice: what the provider emits after
 *   it, and what it emits again because it was not acknowledged, is stored exactly once, in order.
 * The harness speaks for the provider: `inject` makes it emit an event as it would on the wire
 * (answering "context" when the provider has no wire form for that event, e.g. web chat's
 * receipts: the suite then hands the event to the running connector's context), `received` is
 * what it got from the channel's sends, and `config` what the node needs to reach it (a provider
 * that runs locally, like WhatsApp's stand-in, gives its address): the provider starts first.
 */
import type { InboundEvent, ReceiptStatus, SessionState } from "@atende/core/channel/connector"
import { conversationKey, type CommandOf } from "@atende/core/contracts/actors/actors"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  builtinConnectors,
  connectorsOf,
  type Connector,
  type ConnectorContext
} from "../../runtime/src/features/channels/index"
import type { ChannelRow } from "../../runtime/src/features/channels/store/Channels"
import { ActorSystem } from "../../runtime/src/platform/actors/ActorSystem"
import { startNode, type NodeHandle } from "../../runtime/src/server/node"
import { waitFor } from "./clients"
import { makeEnv, productionAvailable, type Mode, type TestEnv } from "./modes"
import { rawStore, type RawStore } from "./rawStore"

const production = await productionAvailable()

/** Polls an async probe until it gives a value (clients.ts `waitFor` takes sync probes). */
const eventually = async <R>(probe: () => Promise<R | undefined>, timeoutMs: number, what: string): Promise<R> => {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    const found = await probe()
    if (found !== undefined) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
}

export type Provider = {
  /** Environment variables the channel's node needs to reach the provider (read when the node starts). */
  readonly config?: Record<string, string>
  /** The conversation address (number, chat id, visitor ...) of the n-th test customer. */
  readonly address: (n: number) => string
  readonly inject: (node: NodeHandle, channel: ChannelRow, event: InboundEvent) => Promise<"sent" | "context">
  /** What the provider got from the channel for one conversation, in order. */
  readonly received: (channel: ChannelRow, externalId: string) => ReadonlyArray<{ readonly body: string }>
  readonly close: () => Promise<void>
}

export type ConnectorHarness = {
  readonly type: string
  readonly connector: Connector
  /** The channel under test, in the node's demo tenant. */
  readonly channel: (node: NodeHandle, tenantId: number) => Promise<ChannelRow>
  readonly provider: () => Promise<Provider>
}

/** The connector, watched: its running contexts, its starts and stops, the states it reported. */
const watchConnector = (connector: Connector) => {
  const contexts = new Map<number, ConnectorContext>()
  const starts = new Map<number, number>()
  const stops = new Map<number, number>()
  const states: Array<{ channelId: number; state: SessionState }> = []
  const bump = (m: Map<number, number>, id: number) => m.set(id, (m.get(id) ?? 0) + 1)
  const watched: Connector = {
    ...connector,
    start: (ctx) =>
      Effect.gen(function* () {
        const id = ctx.channel.id
        const seen: ConnectorContext = {
          ...ctx,
          emitState: (state) =>
            Effect.zipRight(
              Effect.sync(() => states.push({ channelId: id, state })),
              ctx.emitState(state)
            )
        }
        bump(starts, id)
        yield* Effect.addFinalizer(() =>
          Effect.sync(() => {
            bump(stops, id)
            if (contexts.get(id) === seen) contexts.delete(id)
          })
        )
        const running = yield* connector.start(seen)
        contexts.set(id, seen)
        return running
      })
  }
  return {
    connector: watched,
    context: (id: number) => contexts.get(id),
    starts: (id: number) => starts.get(id) ?? 0,
    stops: (id: number) => stops.get(id) ?? 0,
    lastState: (id: number) => states.filter((s) => s.channelId === id).at(-1)?.state
  }
}

export const connectorConformance = (harness: ConnectorHarness) =>
  describe.each<Mode>(["embedded", "production"])(`connector conformance: ${harness.type} (%s)`, (mode) => {
    const run = mode === "embedded" || production.ok
    const watch = watchConnector(harness.connector)
    const connectors = connectorsOf([...builtinConnectors.filter((c) => c.type !== harness.type), watch.connector])
    let env: TestEnv
    let node: NodeHandle
    let store: RawStore
    let provider: Provider
    let channel: ChannelRow
    let tenantId: number
    let adminId: number
    let n = 0

    beforeAll(async () => {
      if (!run) return
      provider = await harness.provider()
      env = await makeEnv(mode)
      node = await startNode(env.config(provider.config), { demo: true, connectors })
      tenantId = node.demo!.tenant.id
      adminId = node.demo!.admin.id
      store = rawStore(env)
      channel = await harness.channel(node, tenantId)
    })
    afterAll(async () => {
      await provider?.close()
      await node?.close()
      await store?.close()
      await env?.cleanup()
    })

    const session = () => waitFor(() => watch.context(channel.id), 20_000, "the channel's connector running")
    const emit = async (event: InboundEvent) => {
      if ((await provider.inject(node, channel, event)) === "context")
        await Effect.runPromise((await session()).emitInbound(event))
    }
    const message = (externalId: string, body: string, providerId = `p${++n}-${body}`): InboundEvent => ({
      kind: "message",
      externalId,
      providerId,
      contactName: "Cliente",
      body
    })
    const inbound = (externalId: string) =>
      store.query(
        `SELECT m.id, m.body, m.ticket_id FROM messages m JOIN contacts c ON c.id = m.contact_id
          WHERE c.channel_id = $1 AND c.external_id = $2 AND m.from_me = 0 ORDER BY m.id`,
        channel.id,
        externalId
      )
    const storedBodies = async (externalId: string, count: number) => {
      await eventually(
        async () => ((await inbound(externalId)).length >= count ? true : undefined),
        20_000,
        `${count} messages of ${externalId} stored`
      )
      await new Promise((r) => setTimeout(r, 300)) // a late duplicate would show by now
      return (await inbound(externalId)).map((r) => r.body)
    }
    const storedStatus = async () =>
      (await store.query("SELECT status FROM channels WHERE id = $1", channel.id))[0]?.status

    it.skipIf(!run)("runs the session on its node and stores the state it reports", async () => {
      await session()
      expect(watch.starts(channel.id)).toBe(1)
      const state = await waitFor(() => watch.lastState(channel.id), 10_000, "a reported state")
      await eventually(async () => ((await storedStatus()) === state ? true : undefined), 10_000, `status ${state}`)
    })

    it.skipIf(!run)("stores each conversation's messages in the order the provider emitted them", async () => {
      const [a, b] = [provider.address(1), provider.address(2)]
      const bodies = Array.from({ length: 12 }, (_, i) => `ordem ${i}`)
      for (const body of bodies) {
        await emit(message(a, `${body} a`))
        await emit(message(b, `${body} b`))
      }
      expect(await storedBodies(a, 12)).toEqual(bodies.map((x) => `${x} a`))
      expect(await storedBodies(b, 12)).toEqual(bodies.map((x) => `${x} b`))
    })

    it.skipIf(!run)("stores a repeated provider event once", async () => {
      const c = provider.address(3)
      const first = message(c, "repetida")
      await emit(first)
      await emit(first)
      expect(await storedBodies(c, 1)).toEqual(["repetida"])
      await emit(first)
      await emit(message(c, "seguinte"))
      expect(await storedBodies(c, 2)).toEqual(["repetida", "seguinte"])
    })

    /** A conversation with a ticket an administrator has opened, to reply in. */
    const conversation = async (externalId: string) => {
      await emit(message(externalId, "Quero uma resposta"))
      const first = await eventually(async () => (await inbound(externalId))[0], 20_000, "the ticket")
      const ticketId = Number(first.ticket_id)
      const key = conversationKey(channel.id, externalId)
      const ask = <C extends CommandOf<"ticket">>(cmd: C) =>
        node.run(Effect.flatMap(ActorSystem, (a) => a.ask("ticket", key, cmd)))
      await ask({ type: "update", tenantId, ticketId, userId: adminId, status: "open" })
      return { externalId, ticketId, ask }
    }
    /** An agent's reply, once the provider has it: its status, and the receipts naming its provider id. */
    const reply = async (c: Awaited<ReturnType<typeof conversation>>, body: string) => {
      const [sent] = await c.ask({
        type: "send",
        tenantId,
        ticketId: c.ticketId,
        userId: adminId,
        body,
        clientId: `r-${body}`
      })
      const status = async () => (await store.query("SELECT status FROM messages WHERE id = $1", sent!.id))[0]?.status
      const reaches = (want: string) =>
        eventually(async () => ((await status()) === want ? true : undefined), 20_000, `"${body}" ${want}`)
      await reaches("sent")
      await waitFor(() => provider.received(channel, c.externalId).find((m) => m.body.includes(body)), 20_000, body)
      const rows = await store.query(
        "SELECT provider_id FROM channel_sent WHERE channel_id = $1 AND message_id = $2",
        channel.id,
        sent!.id
      )
      expect(rows).toHaveLength(1)
      const providerId = String(rows[0].provider_id)
      const receipt = (s: ReceiptStatus): InboundEvent => ({
        kind: "receipt",
        externalId: c.externalId,
        providerId,
        status: s
      })
      return { status, reaches, receipt }
    }

    it.skipIf(!run)("delivers a reply and moves its status with the provider's receipts", async () => {
      const c = await conversation(provider.address(4))
      const r = await reply(c, "Aqui está")
      const next = await reply(c, "E mais isto")
      await emit(r.receipt("delivered"))
      await r.reaches("delivered")
      await emit(r.receipt("read"))
      await r.reaches("read")
      await emit(r.receipt("delivered")) // late: the status never goes back
      await emit({ kind: "receipt", externalId: c.externalId, providerId: "unknown-id", status: "read" })
      // the conversation's receipts reach its ticket actor in order: once the next one is applied,
      // the late ones have been handled
      await emit(next.receipt("delivered"))
      await next.reaches("delivered")
      expect(await r.status()).toBe("read")
    })

    it.skipIf(!run || !harness.connector.capabilities.played)(
      "moves a reply on to played with the provider's receipt, and a late read does not take it back",
      async () => {
        const c = await conversation(provider.address(6))
        // the status path does not look at what was sent: a text stands for the voice note
        const heard = await reply(c, "Áudio 1")
        const next = await reply(c, "Áudio 2")
        await emit(heard.receipt("delivered"))
        await heard.reaches("delivered")
        await emit(heard.receipt("played"))
        await heard.reaches("played")
        // a read the provider reports late: a new receipt (no duplicate the bus would drop), which
        // the ticket actor must not apply backwards
        await emit(heard.receipt("read"))
        await emit(next.receipt("delivered"))
        await next.reaches("delivered")
        expect(await heard.status()).toBe("played")
      }
    )

    it.skipIf(!run)("loses nothing and stores nothing twice across a restart of its node", async () => {
      const e = provider.address(5)
      const before = [message(e, "antes 1"), message(e, "antes 2")]
      for (const m of before) await emit(m)
      expect(await storedBodies(e, 2)).toEqual(["antes 1", "antes 2"])
      const starts = watch.starts(channel.id)
      const stops = watch.stops(channel.id)
      await node.close()
      expect(watch.stops(channel.id)).toBe(stops + 1)
      node = await startNode(env.config(provider.config), { connectors })
      await waitFor(
        () => (watch.starts(channel.id) > starts ? watch.context(channel.id) : undefined),
        20_000,
        "restart"
      )
      // the provider emits again what it had no acknowledgement for, then goes on
      await emit(before[1]!)
      for (const body of ["depois 1", "depois 2", "depois 3"]) await emit(message(e, body))
      expect(await storedBodies(e, 5)).toEqual(["antes 1", "antes 2", "depois 1", "depois 2", "depois 3"])
      const state = watch.lastState(channel.id)
      await eventually(async () => ((await storedStatus()) === state ? true : undefined), 10_000, `status ${state}`)
    })
  })
