/**
 * A small world for the workspace suites: one node of the mode, the demo tenant's administrator,
 * a supervisor and agents in two queues, a second tenant, web-chat visitors that open tickets,
 * and direct store access for setting up rows and for time travel (moving a timer's due time or
 * a message's age into the past, as the clock would).
 */
import { SqlClient } from "@effect/sql"
import { Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll } from "vitest"
import { createUser } from "../runtime/src/features/users/index"
import { ConfigLive } from "../runtime/src/platform/config/Config"
import type { NodeHandle } from "../runtime/src/server/node"
import { provisionTenant } from "../runtime/src/features/tenants/index"
import { Dialect, SqlLive } from "../runtime/src/platform/store/Store"
import { demoToken, http, login, widgetClient, type Login, type Widget } from "./support/clients"
import { makeEnv, startTestNode, type Mode, type TestEnv } from "./support/modes"

export type Store = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient | Dialect>) => Promise<A>

export type World = {
  readonly env: TestEnv
  readonly node: NodeHandle
  readonly url: string
  readonly token: string
  readonly admin: Login
  readonly sup: Login
  readonly agent: Login
  readonly agent2: Login
  readonly agentB: Login
  readonly adminB: Login
  readonly queueA: number
  readonly queueB: number
  readonly store: Store
  readonly query: (text: TemplateStringsArray, ...values: Array<unknown>) => Promise<Array<any>>
  readonly close: () => Promise<void>
}

const storeOf = async (env: TestEnv) => {
  const scope = Effect.runSync(Scope.make())
  const layer = SqlLive.pipe(Layer.provide(ConfigLive(env.config())))
  const context = await Effect.runPromise(Layer.buildWithScope(layer, scope))
  const store: Store = (effect) =>
    Effect.runPromise(Effect.provide(effect, context) as Effect.Effect<any, unknown, never>)
  return { store, close: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}

export const startWorld = async (mode: Mode, opts: { plan?: "free" | "enterprise" } = {}): Promise<World> => {
  const env = await makeEnv(mode)
  // the provider stand-ins (transcription, push) listen on loopback, which the outbound guard allows only when told
  const node = await startTestNode(env, { ATENDE_OUTBOUND_ALLOW: "127.0.0.1" })
  const { store, close } = await storeOf(env)
  const query = (text: TemplateStringsArray, ...values: Array<unknown>) =>
    store(Effect.flatMap(SqlClient.SqlClient, (sql) => sql(text, ...values))) as Promise<Array<any>>
  const admin = await login(node.url, "admin@atende.local", "Admin12345")
  const queueA = Number(
    (await query`SELECT id FROM queues WHERE tenant_id = ${admin.tenantId} ORDER BY id LIMIT 1`)[0].id
  )
  const queueB = Number(
    (
      await query`INSERT INTO queues (tenant_id, name, active, created_at)
        VALUES (${admin.tenantId}, ${"Financeiro"}, ${1}, ${Date.now()}) RETURNING id`
    )[0].id
  )
  const user = (name: string, email: string, profile: "user" | "super", queueIds: Array<number>) =>
    store(createUser(admin.tenantId, { name, email, password: "Agent12345", profile, queueIds }))
  await user("Sofia Supervisora", "sup@ws.test", "super", [queueA])
  await user("Ana Agente", "agent@ws.test", "user", [queueA])
  await user("Bruno Agente", "agent2@ws.test", "user", [queueA, queueB])
  await user("Carla Financeiro", "agentb@ws.test", "user", [queueB])
  await store(
    provisionTenant({
      name: "Outra",
      plan: opts.plan ?? "free",
      adminName: "Admin Outra",
      adminEmail: "admin@other.test",
      adminPassword: "Other12345"
    })
  )
  const logins = await Promise.all(
    ["sup", "agent", "agent2", "agentb"].map((u) => login(node.url, `${u}@ws.test`, "Agent12345"))
  )
  const adminB = await login(node.url, "admin@other.test", "Other12345")
  return {
    env,
    node,
    url: node.url,
    token: await demoToken(node.url),
    admin,
    sup: logins[0]!,
    agent: logins[1]!,
    agent2: logins[2]!,
    agentB: logins[3]!,
    adminB,
    queueA,
    queueB,
    store,
    query,
    close: async () => {
      await close()
      await node.close()
      await env.cleanup()
    }
  }
}

let visitors = 0
/** A visitor writes through the widget; resolves with the ticket it landed in (and the widget, still open). */
export const visitorTicket = async (
  w: World,
  body = "Olá",
  visitor = `v${String(++visitors).padStart(3, "0")}x${Date.now().toString(36)}`
): Promise<{ ticketId: number; widget: Widget; visitor: string }> => {
  const widget = await widgetClient(w.url, w.token, visitor)
  widget.send(body)
  const ticketId = await waitForRow(
    w,
    () => w.query`SELECT m.ticket_id FROM messages m JOIN contacts c ON c.id = m.contact_id
    WHERE c.external_id = ${visitor} AND m.body = ${body} ORDER BY m.id DESC LIMIT 1`
  )
  return { ticketId: Number(ticketId.ticket_id), widget, visitor }
}

/** Polls a store query until it returns a row. */
export const waitForRow = async (w: World, probe: () => Promise<Array<any>>, timeoutMs = 10_000): Promise<any> => {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    const rows = await probe()
    if (rows.length) return rows[0]
    await new Promise((r) => setTimeout(r, 30))
  }
  throw new Error("timed out waiting for a row")
}

export const api = (w: World) => ({
  get: (as: Login, path: string) => http(w.url, "GET", path, { auth: as }),
  post: (as: Login, path: string, body: unknown = {}) => http(w.url, "POST", path, { auth: as, body }),
  put: (as: Login, path: string, body: unknown = {}) => http(w.url, "PUT", path, { auth: as, body }),
  del: (as: Login, path: string) => http(w.url, "DELETE", path, { auth: as })
})

export const setSetting = async (w: World, key: string, value: unknown) => {
  const r = await http(w.url, "PUT", `/settings/${key}`, { auth: w.admin, body: { value } })
  if (r.status !== 200) throw new Error(`setting ${key}: ${r.status} ${r.text}`)
}

/** Time travel: the timer of this kind for this key is due now; waits until the poller fired (or dropped) it. */
export const fireTimer = async (w: World, kind: string, key: number | string) => {
  const rows = await w.query`UPDATE timers SET due_at = ${Date.now() - 1}
    WHERE kind = ${kind} AND key = ${String(key)} AND fired_at IS NULL RETURNING id`
  if (!rows.length) throw new Error(`no pending ${kind} timer for ${key}`)
  const start = Date.now()
  while (Date.now() - start < 10_000) {
    const left = await w.query`SELECT fired_at FROM timers WHERE id = ${rows[0].id}`
    if (!left.length || left[0].fired_at !== null) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${kind} timer for ${key} did not fire`)
}

/**
 * A describe block's world: started before its tests when `run` (the mode is available), closed
 * after them. `w` stands for the world from then on (it forwards to the one started), `a` is its
 * API client; a block's own beforeAll hooks run after this one, its afterAll hooks before.
 */
export const worldPerMode = (mode: Mode, run: boolean) => {
  let current: World | undefined
  beforeAll(async () => {
    if (run) current = await startWorld(mode)
  })
  afterAll(async () => {
    await current?.close()
  })
  const w = new Proxy({} as World, {
    get: (_, key) => {
      if (!current) throw new Error("the world is used before it started (or in a mode that is not available)")
      return current[key as keyof World]
    }
  })
  return { w, a: api(w) }
}
