/**
 * The bus edge of the actors, in both modes (in-memory bus; NATS with Postgres): a command that
 * does not decode with its kind's schema (core/src/contracts/actors) is a dead letter — answered
 * ERR_BAD_COMMAND, recorded once in dead_letters, never handled — and neither the node nor the
 * conversation's actor notices: the next good command to the same actor is handled as usual. A
 * dead letter retried is sent again on the bus (through the REDELIVER timer) and handled. In
 * production, a command the store refuses every time is tried ATENDE_MAX_DELIVERIES times, then
 * dead-lettered, and the conversation goes on. The replies and the live events the actors produce
 * decode with core's schemas.
 */
import { actorReplies } from "@atende/core/contracts/actors/actors"
import { LiveEvent } from "@atende/core/contracts/live"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { appLayer } from "../runtime/src/server/Server"
import type { AppServices } from "../runtime/src/server/runtime"
import { startConnectorSupervisor } from "../runtime/src/features/channels/index"
import { ensureDemo } from "../runtime/src/features/tenants/index"
import { conversationKey } from "../runtime/src/features/tickets/index"
import { ActorSystem } from "../runtime/src/platform/actors/ActorSystem"
import { Bus, type Envelope } from "../runtime/src/platform/bus/Bus"
import { cmdSubject, partitionOf } from "../runtime/src/platform/bus/subjects"
import { AppError } from "../runtime/src/platform/http/AppError"
import { REDELIVER, redeliver, retryDeadLetters } from "../runtime/src/platform/jobs/deadLetters"
import { pollOnce } from "../runtime/src/platform/jobs/Timers"
import { listDeadLetters, recordDeadLetter, type DeadLetter } from "../runtime/src/platform/store/DeadLetters"
import { makeEnv, NATS_TEST_URL, productionAvailable, type Mode, type TestEnv } from "./support/modes"
import { connect } from "nats"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("commands at the bus edge (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  // tests of NATS itself are declared in the production block only
  const onlyInProduction = mode === "production" ? it.skipIf(!production.ok) : undefined
  let env: TestEnv
  let scope: Scope.CloseableScope
  let context: Context.Context<AppServices>
  let tenantId: number
  let channelId: number
  let adminId: number

  const exec = <A, E>(effect: Effect.Effect<A, E, AppServices>) => Effect.runPromise(Effect.provide(effect, context))
  const bus = () => Context.get(context, Bus)
  const actors = () => Context.get(context, ActorSystem)
  const inbound = (visitor: string, body: string, providerId = `${visitor}:${body}`) => ({
    type: "inbound" as const,
    tenantId,
    channelId,
    externalId: visitor,
    contactName: "Visitante",
    providerId,
    body,
    mediaUrl: null,
    mediaType: null,
    receivedAt: Date.now()
  })
  const allDeadLetters = () => exec(listDeadLetters({}, { limit: 500, offset: 0 }))
  const deadLetters = async (id: string) => (await allDeadLetters()).filter((d) => d.envelopeId === id)
  /** Polls until the dead letter of this envelope id is there. */
  const deadLetterOf = async (id: string): Promise<DeadLetter> => {
    for (let i = 0; i < 300; i++) {
      const [found] = await deadLetters(id)
      if (found) return found
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`no dead letter for ${id}`)
  }

  beforeAll(async () => {
    if (!run) return
    env = await makeEnv(mode)
    scope = Effect.runSync(Scope.make())
    context = await Effect.runPromise(Layer.buildWithScope(appLayer(env.config()), scope))
    const demo = (await exec(ensureDemo("Admin12345")))!
    // the channels' sessions and their outbound dispatcher (what a node's server starts)
    await Effect.runPromise(Effect.provide(Scope.extend(startConnectorSupervisor(), scope), context))
    tenantId = demo.tenant.id
    channelId = demo.channel.id
    adminId = demo.admin.id
  })
  afterAll(async () => {
    if (scope) await Effect.runPromise(Scope.close(scope, Exit.void))
    await env?.cleanup()
  })

  it.skipIf(!run)(
    "answers a malformed command ERR_BAD_COMMAND, records it once in dead_letters, and the actor goes on",
    async () => {
      const key = conversationKey(channelId, "visitor-edge")
      const first = await exec(actors().ask("ticket", key, inbound("visitor-edge", "Olá")))
      expect(actorReplies.ticket.inbound.parse(first)).toMatchObject({ duplicate: false })

      const good = inbound("visitor-edge", "x")
      const bad: Array<Envelope> = [
        { kind: "ticket", key, id: `bad-1-${mode}`, payload: { ...good, tenantId: String(tenantId) } },
        { kind: "ticket", key, id: `bad-2-${mode}`, payload: { ...good, type: "inbund" } },
        { kind: "ticket", key, id: `bad-3-${mode}`, payload: null },
        { kind: "ticket", key, id: `bad-4-${mode}`, payload: "ping" },
        { kind: "robot" as never, key, id: `bad-5-${mode}`, payload: good },
        {
          kind: "tenant",
          key: String(tenantId),
          id: `bad-6-${mode}`,
          payload: { type: "deleteUser", tenantId, userId: adminId }
        }
      ]
      for (const env of bad)
        expect(await exec(bus().request(env)), env.id).toEqual({ ok: false, error: "ERR_BAD_COMMAND" })

      // through ask, the caller gets the catalogue code as an AppError
      const asked = await exec(Effect.flip(actors().ask("ticket", key, { ...good, body: 42 } as never)))
      expect(asked).toBeInstanceOf(AppError)
      expect((asked as AppError).code).toBe("ERR_BAD_COMMAND")

      // a command without a reply: dropped for good (NATS acks it, so it is not redelivered)
      const sent = { type: "ack", tenantId, messageId: "7", status: "sent" }
      expect(await exec(bus().send({ kind: "ticket", key, id: `bad-sent-${mode}`, payload: sent }))).toEqual({
        duplicate: false
      })
      expect(await deadLetterOf(`bad-sent-${mode}`)).toMatchObject({ tenantId, payload: sent, deliveries: 1 })
      for (const env of bad)
        expect(await deadLetters(env.id), env.id).toEqual([
          expect.objectContaining({ source: "command", key: env.key, deliveries: 1 })
        ])
      const [one] = await deadLetters(`bad-1-${mode}`)
      expect(one).toMatchObject({
        tenantId: null, // the payload's tenantId is text: no tenant is trusted from it
        kind: "ticket",
        payload: { ...good, tenantId: String(tenantId) },
        cause: "tenantId: Invalid input: expected number, received string"
      })
      expect(one!.firstFailedAt).toBe(one!.lastFailedAt)
      expect((await deadLetters(`bad-5-${mode}`))[0]).toMatchObject({ kind: "robot", tenantId })
      expect((await deadLetters(`bad-6-${mode}`))[0]).toMatchObject({ kind: "tenant", tenantId })

      // the same conversation's actor still works, and nothing of the bad commands was stored
      const second = await exec(actors().ask("ticket", key, inbound("visitor-edge", "Tudo bem?")))
      expect(second).toMatchObject({ duplicate: false, ticketId: first.ticketId })
      // commands of one key are handled in order: the dropped one came before, and was not redelivered
      expect(await deadLetters(`bad-sent-${mode}`)).toEqual([expect.objectContaining({ deliveries: 1 })])
      const bodies = await exec(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql`SELECT body FROM messages WHERE ticket_id = ${first.ticketId} ORDER BY id`
        )
      )
      expect(bodies.map((r: any) => r.body)).toEqual(["Olá", "Tudo bem?"])
    }
  )

  it.skipIf(!run)("sends a retried dead letter again on the bus, where it is handled", async () => {
    const key = conversationKey(channelId, "visitor-retry")
    // a command this build decodes, dead-lettered before (by an older node, say)
    const payload = inbound("visitor-retry", "De novo")
    const now = Date.now()
    const id = await exec(
      recordDeadLetter({
        tenantId,
        source: "command",
        kind: "ticket",
        key,
        envelopeId: `old-${mode}`,
        payload,
        cause: "older node",
        deliveries: 5,
        firstFailedAt: now,
        lastFailedAt: now
      })
    )
    expect(await exec(retryDeadLetters({ ids: [id] }))).toEqual([{ id, source: "command", outcome: "queued" }])
    expect(await deadLetters(`old-${mode}`)).toEqual([])
    // the REDELIVER timer is due now: a node's poller (here one poll) sends it again with id retry:<id>
    await exec(pollOnce("test", { [REDELIVER]: redeliver }))
    const stored = async () =>
      exec(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT body FROM messages WHERE body = ${"De novo"}`))
    for (let i = 0; i < 200 && (await stored()).length === 0; i++) await new Promise((r) => setTimeout(r, 50))
    expect(await stored()).toHaveLength(1)
    expect(await deadLetters(`retry:${id}`)).toEqual([])
  })

  onlyInProduction?.(
    "tries a command the store refuses every time ATENDE_MAX_DELIVERIES times, then dead-letters it",
    async () => {
      const key = conversationKey(channelId, "visitor-poison")
      const { ticketId } = await exec(actors().ask("ticket", key, inbound("visitor-poison", "Oi")))
      // decodes (ids are positive integers) but is beyond Postgres's integer: refused every time
      const poison = { type: "read" as const, tenantId, ticketId: 2 ** 40, userId: adminId }
      const asked = await exec(Effect.flip(actors().ask("ticket", key, poison)))
      expect((asked as AppError).code).toBe("ERR_INTERNAL")
      const [dead, ...more] = (await allDeadLetters()).filter((d) => d.key === key)
      expect(more).toEqual([])
      expect(dead).toMatchObject({ tenantId, source: "command", kind: "ticket", payload: poison, deliveries: 5 })
      expect(dead!.cause).toContain("out of range")
      // the conversation goes on
      const next = await exec(actors().ask("ticket", key, inbound("visitor-poison", "Ainda aí?")))
      expect(next).toMatchObject({ duplicate: false, ticketId })
    }
  )

  it.skipIf(!run)("gives replies and live events that decode with core's schemas", async () => {
    const key = conversationKey(channelId, "visitor-shapes")
    const { ticketId } = await exec(actors().ask("ticket", key, inbound("visitor-shapes", "Preciso de ajuda")))
    const ask = actors().ask
    const replies = actorReplies.ticket
    const attended = await exec(
      ask("ticket", key, { type: "update", tenantId, ticketId, userId: adminId, status: "open" })
    )
    expect(replies.update.parse(attended)).toMatchObject({ id: ticketId, status: "open", userId: adminId })
    const sent = await exec(
      ask("ticket", key, { type: "send", tenantId, ticketId, userId: adminId, body: "Bom dia", clientId: `c-${mode}` })
    )
    expect(replies.send.parse(sent)[0]).toMatchObject({ body: expect.stringContaining("Bom dia"), fromMe: true })
    const edited = await exec(
      ask("ticket", key, { type: "editMessage", tenantId, messageId: sent[0]!.id, userId: adminId, body: "Boa tarde" })
    )
    expect(replies.editMessage.parse(edited)).toMatchObject({ body: "Boa tarde", edited: true })
    const scheduled = await exec(
      ask("ticket", key, {
        type: "schedule",
        tenantId,
        ticketId,
        userId: adminId,
        body: "Lembrete",
        sendAt: Date.now() + 3_600_000,
        actorKey: key
      })
    )
    expect(replies.schedule.parse(scheduled)).toMatchObject({ status: "scheduled" })
    expect(
      replies.cancelSchedule.parse(
        await exec(ask("ticket", key, { type: "cancelSchedule", tenantId, scheduledId: scheduled.id, userId: adminId }))
      )
    ).toMatchObject({ status: "canceled" })
    expect(
      replies.setTranscription.parse(
        await exec(ask("ticket", key, { type: "setTranscription", tenantId, ticketId, enabled: true }))
      )
    ).toMatchObject({ audioTranscription: true })
    const renamed = await exec(
      ask("tenant", String(tenantId), { type: "changeTenant", tenantId, change: { name: "Demo renomeada" } })
    )
    expect(actorReplies.tenant.changeTenant.parse(renamed).tenant.name).toBe("Demo renomeada")
    await exec(ask("ticket", key, { type: "update", tenantId, ticketId, userId: adminId, remove: true }))

    // the web chat session's dispatcher delivers the outbound message and acks it: chat:ack
    const wanted = ["chat:create", "ticket:update", "chat:update", "chat:scheduled", "chat:ack", "ticket:delete"]
    const logged = async () => {
      const rows = await exec(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql`SELECT name, data FROM events WHERE tenant_id = ${tenantId} ORDER BY seq`
        )
      )
      return rows.map((r: any) => ({
        name: String(r.name),
        data: typeof r.data === "string" ? JSON.parse(r.data) : r.data
      }))
    }
    let events = await logged()
    for (
      const start = Date.now();
      !wanted.every((t) => events.some((e) => e.data?.type === t)) && Date.now() - start < 15_000;
      events = await logged()
    )
      await new Promise((r) => setTimeout(r, 100))
    expect(wanted.filter((t) => !events.some((e) => e.data?.type === t))).toEqual([])
    for (const e of events) expect(LiveEvent.safeParse(e).error?.issues, `${e.name} ${e.data?.type}`).toBeUndefined()
  })

  onlyInProduction?.("survives bytes on the command stream that are not JSON at all", async () => {
    const config = env.config()
    const key = conversationKey(channelId, "visitor-bytes")
    const nc = await connect({ servers: NATS_TEST_URL })
    try {
      const subject = `${config.natsNamespace}.${cmdSubject(partitionOf(key, config.partitions), "ticket")}`
      for (const raw of ["{not json", "null", "\u0000\u0001", "[1,2,3]"])
        await nc.jetstream().publish(subject, new TextEncoder().encode(raw))
    } finally {
      await nc.close()
    }
    const bytes = async () => (await allDeadLetters()).filter((d) => d.envelopeId === null && d.key === "undefined")
    for (let i = 0; i < 300 && (await bytes()).length < 4; i++) await new Promise((r) => setTimeout(r, 50))
    // what arrived is kept as it was (bytes that are not JSON as null)
    const kept = (await bytes()).map((d) => JSON.stringify(d.payload)).sort()
    expect(kept).toEqual(["[1,2,3]", "null", "null", "null"])
    expect((await bytes())[0]).toMatchObject({ tenantId: null, cause: "envelope: key and id must be strings" })
    // the node is up and the partition's consumer goes on: a good command on the same key is handled
    const ok = await exec(actors().ask("ticket", key, inbound("visitor-bytes", "Ainda aí?")))
    expect(ok).toMatchObject({ duplicate: false })
  })
})
