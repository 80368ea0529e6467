/**
 * Sessions, bad input and tenant isolation over real HTTP, in both modes: every user mistake is
 * a catalogue code with a 4xx and changes nothing; another tenant's ids are simply not found.
 */
import { SignJWT } from "jose"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { NodeHandle } from "../runtime/src/server/node"
import { demoToken, http, liveClient, login, waitFor, widgetClient, type Login } from "./support/clients"
import { envBox, makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"
import { eventually, solvedCaptcha } from "./access.helpers"
import { Effect, Layer } from "effect"
import { SqlClient } from "@effect/sql"
import { baseLayer } from "../runtime/src/server/Server"
import { provisionTenant } from "../runtime/src/features/tenants/index"
import { createUser } from "../runtime/src/features/users/index"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("access and isolation (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let env: TestEnv
  let node: NodeHandle
  let adminA: Login
  let agentA: Login
  let adminB: Login
  let ticketA: number
  let jwtKey: Uint8Array

  const store = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) =>
    Effect.runPromise(
      Effect.scoped(Effect.provide(effect, baseLayer(env.config()))) as Effect.Effect<A, unknown, never>
    )

  beforeAll(async () => {
    if (!run) return
    env = await makeEnv(mode)
    node = await startTestNode(env)
    adminA = await login(node.url, "admin@atende.local", "Admin12345")
    await store(
      createUser(adminA.tenantId, { name: "Agente A", email: "agent@a.test", password: "Agent12345", profile: "user" })
    )
    agentA = await login(node.url, "agent@a.test", "Agent12345")
    await store(
      createUser(adminA.tenantId, { name: "Alvo", email: "target@a.test", password: "Target12345", profile: "user" })
    )
    await store(
      provisionTenant({
        name: "Tenant B",
        plan: "free",
        adminName: "Admin B",
        adminEmail: "admin@b.test",
        adminPassword: "AdminB12345"
      })
    )
    adminB = await login(node.url, "admin@b.test", "AdminB12345")
    const live = await liveClient(node.url, adminA)
    const widget = await widgetClient(node.url, await demoToken(node.url), "visitoriso1")
    widget.send("Olá do tenant A")
    ticketA = (await waitFor(() => live.events().find((e) => e.data.type === "chat:create"))).data.ticket.id
    live.close()
    widget.close()
    jwtKey = await store(
      Effect.map(
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT value FROM secrets WHERE name = ${"jwt"}`),
        (r: any) => Buffer.from(envBox(env).open(String(r[0].value)), "base64")
      )
    )
  })
  afterAll(async () => {
    await node?.close()
    await env?.cleanup()
  })

  it.skipIf(!run)("login answers the login result and refuses bad input with catalogue codes", async () => {
    expect(adminA).toMatchObject({ profile: "admin", username: "Administrador", configs: { isDark: false } })
    expect(typeof adminA.sessionId).toBe("string")
    const cases: Array<[unknown, number, string]> = [
      [{ email: "admin@atende.local", password: "wrong" }, 401, "ERR_INVALID_CREDENTIALS"],
      [{ email: "nobody@atende.local", password: "Admin12345" }, 401, "ERR_INVALID_CREDENTIALS"],
      [{ email: "not-an-email", password: "x" }, 400, "ERR_VALIDATION"],
      [{ password: "x" }, 400, "ERR_VALIDATION"],
      [{ email: 42, password: [] }, 400, "ERR_VALIDATION"]
    ]
    for (const [body, status, code] of cases) {
      const r = await http(node.url, "POST", "/auth/login/", { body })
      expect([r.status, r.json.error]).toEqual([status, code])
    }
    const malformed = await http(node.url, "POST", "/auth/login/", { raw: "{not json" })
    expect([malformed.status, malformed.json.error]).toEqual([400, "ERR_INVALID_JSON"])
    expect(malformed.text).not.toMatch(/at .*\.ts/)
  })

  it.skipIf(!run)(
    "missing, forged and ended sessions get 401; an expired token gets 403 and refresh works",
    async () => {
      const none = await http(node.url, "GET", "/tickets")
      expect([none.status, none.json.error]).toEqual([401, "ERR_SESSION_EXPIRED"])
      const forged = await http(node.url, "GET", "/tickets", {
        auth: { ...adminA, token: adminA.token.slice(0, -3) + "abc" }
      })
      expect(forged.status).toBe(401)
      const expired = await new SignJWT({ tid: adminA.tenantId, sid: adminA.sessionId, profile: "admin" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(adminA.userId))
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(jwtKey)
      const stale = await http(node.url, "GET", "/tickets", { auth: { ...adminA, token: expired } })
      expect([stale.status, stale.json.error]).toEqual([403, "ERR_TOKEN_EXPIRED"])
      const refreshed = await http(node.url, "POST", "/auth/refresh_token", {
        auth: { ...adminA, token: expired },
        body: { userId: adminA.userId }
      })
      expect(refreshed.status).toBe(200)
      const ok = await http(node.url, "GET", "/tickets", { auth: { ...adminA, token: refreshed.json.token } })
      expect(ok.status).toBe(200)
    }
  )

  it.skipIf(!run)(
    "logging in on another device ends the earlier session with ERR_SESSION_REPLACED; logout ends it",
    async () => {
      const first = await login(node.url, "agent@a.test", "Agent12345")
      const second = await login(node.url, "agent@a.test", "Agent12345")
      const old = await http(node.url, "GET", "/tickets", { auth: first })
      expect([old.status, old.json.error]).toEqual([401, "ERR_SESSION_REPLACED"])
      expect((await http(node.url, "GET", "/tickets", { auth: second })).status).toBe(200)
      expect((await http(node.url, "POST", "/auth/logout/", { auth: second })).json).toEqual({ ok: true })
      expect((await http(node.url, "GET", "/tickets", { auth: second })).status).toBe(401)
      agentA = await login(node.url, "agent@a.test", "Agent12345")
    }
  )

  it.skipIf(!run)("another tenant's ticket is not found on every ticket route, and nothing changes", async () => {
    const before = await http(node.url, "GET", `/tickets/${ticketA}`, { auth: adminA })
    const attempts = [
      await http(node.url, "GET", `/tickets/${ticketA}`, { auth: adminB }),
      await http(node.url, "PUT", `/tickets/${ticketA}`, { auth: adminB, body: { status: "closed" } }),
      await http(node.url, "GET", `/messages/${ticketA}`, { auth: adminB }),
      await http(node.url, "POST", `/messages/${ticketA}`, { auth: adminB, body: { body: "intrusão" } })
    ]
    for (const r of attempts) expect([r.status, r.json.error]).toEqual([404, "ERR_NO_TICKET_FOUND"])
    const listB = await http(node.url, "GET", "/tickets?status=open&status=pending&status=closed", { auth: adminB })
    expect(listB.json.tickets).toEqual([])
    const after = await http(node.url, "GET", `/tickets/${ticketA}`, { auth: adminA })
    expect(after.json).toEqual(before.json)
    const msgs = await http(node.url, "GET", `/messages/${ticketA}`, { auth: adminA })
    expect(msgs.json.messages.map((m: any) => m.body)).toEqual(["Olá do tenant A"])
  })

  it.skipIf(!run)("another tenant's users are invisible in the console API; agents may not use it", async () => {
    const listB = await http(node.url, "GET", "/admin/users", { auth: adminB })
    expect(listB.json.map((u: any) => u.email)).toEqual(["admin@b.test"])
    expect(listB.headers.get("content-range")).toBe("users 0-0/1")
    const foreign = await http(node.url, "GET", `/admin/users/${adminA.userId}`, { auth: adminB })
    expect([foreign.status, foreign.json.error]).toEqual([404, "ERR_NO_USER_FOUND"])
    const edit = await http(node.url, "PUT", `/admin/users/${adminA.userId}`, {
      auth: adminB,
      body: { name: "Hacked" }
    })
    expect([edit.status, edit.json.error]).toEqual([404, "ERR_NO_USER_FOUND"])
    expect((await http(node.url, "GET", `/admin/users/${adminA.userId}`, { auth: adminA })).json.name).toBe(
      "Administrador"
    )
    const agent = await http(node.url, "GET", "/admin/users", { auth: agentA })
    expect([agent.status, agent.json.error]).toEqual([403, "ERR_NO_PERMISSION"])
  })

  it.skipIf(!run)("the console's users resource creates, lists and edits with the server's rules", async () => {
    const created = await http(node.url, "POST", "/admin/users", {
      auth: adminA,
      body: {
        name: "Maria",
        email: "maria@a.test",
        password: "Maria12345",
        profile: "super",
        phoneNumber: "5511987654321"
      }
    })
    expect(created.status).toBe(200)
    expect(created.json).toMatchObject({ name: "Maria", email: "maria@a.test", profile: "super", active: true })
    const dup = await http(node.url, "POST", "/admin/users", {
      auth: adminA,
      body: { name: "Outra", email: "maria@a.test", password: "Maria12345" }
    })
    expect([dup.status, dup.json.error]).toEqual([409, "ERR_EMAIL_EXISTS"])
    const weak = await http(node.url, "POST", "/admin/users", {
      auth: adminA,
      body: { name: "Fraca", email: "fraca@a.test", password: "short" }
    })
    expect([weak.status, weak.json.error]).toEqual([400, "ERR_VALIDATION"])
    const page = await http(
      node.url,
      "GET",
      `/admin/users?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent("[0,1]")}` +
        `&filter=${encodeURIComponent('{"q":"a"}')}`,
      { auth: adminA }
    )
    expect(page.json.map((u: any) => u.name)).toEqual(["Administrador", "Agente A"])
    expect(page.headers.get("content-range")).toBe("users 0-1/4") // with Alvo, the target of the login-failure test
    const edited = await http(node.url, "PUT", `/admin/users/${created.json.id}`, {
      auth: adminA,
      body: { name: "Maria Souza", active: false }
    })
    expect(edited.json).toMatchObject({ name: "Maria Souza", active: false })
    const noDeactivate = await http(node.url, "PUT", `/admin/users/${adminA.userId}`, {
      auth: adminA,
      body: { active: false }
    })
    expect(noDeactivate.json.error).toBe("ERR_ADMIN_CANNOT_BE_DEACTIVATED")
    const inactive = await http(node.url, "POST", "/auth/login/", {
      body: { email: "maria@a.test", password: "Maria12345" }
    })
    expect(inactive.json.error).toBe("ERR_USER_INACTIVE")
  })

  it.skipIf(!run)(
    "ticket calls refuse wrong types, unknown ids and impossible transitions without changing anything",
    async () => {
      const before = await http(node.url, "GET", `/tickets/${ticketA}`, { auth: adminA })
      const cases: Array<[string, string, unknown, number, string]> = [
        ["PUT", `/tickets/${ticketA}`, { status: "flying" }, 400, "ERR_VALIDATION"],
        ["PUT", `/tickets/${ticketA}`, {}, 400, "ERR_VALIDATION"],
        ["PUT", `/tickets/${ticketA}`, { userId: 99999 }, 404, "ERR_NO_USER_FOUND"],
        ["PUT", `/tickets/abc`, { status: "open" }, 404, "ERR_NO_TICKET_FOUND"],
        ["GET", `/tickets/123456`, undefined, 404, "ERR_NO_TICKET_FOUND"],
        ["POST", `/messages/${ticketA}`, { body: "" }, 400, "ERR_VALIDATION"],
        ["POST", `/messages/${ticketA}`, { body: 12 }, 400, "ERR_VALIDATION"],
        ["GET", `/tickets?pageNumber=-3`, undefined, 400, "ERR_VALIDATION"],
        ["GET", `/nothing-here`, undefined, 404, "ERR_NOT_FOUND"]
      ]
      for (const [method, path, body, status, code] of cases) {
        const r = await http(node.url, method, path, { auth: adminA, body })
        expect([method, path, r.status, r.json?.error]).toEqual([method, path, status, code])
      }
      const malformed = await http(node.url, "PUT", `/tickets/${ticketA}`, {
        auth: adminA,
        raw: "{",
        headers: { "content-type": "application/json" }
      })
      expect(malformed.json.error).toBe("ERR_INVALID_JSON")
      expect((await http(node.url, "GET", `/tickets/${ticketA}`, { auth: adminA })).json).toEqual(before.json)
      const resolve = await http(node.url, "PUT", `/tickets/${ticketA}`, { auth: adminA, body: { status: "closed" } })
      expect(resolve.json.status).toBe("closed")
      const toSelf = await http(node.url, "PUT", `/tickets/${ticketA}`, { auth: adminA, body: { status: "open" } })
      expect(toSelf.json.status).toBe("open")
      const again = await http(node.url, "PUT", `/tickets/${ticketA}`, {
        auth: adminA,
        body: { userId: adminA.userId }
      })
      expect([again.status, again.json.error]).toEqual([409, "ERR_TICKET_ALREADY_OWNED"])
    }
  )

  it.skipIf(!run)(
    "failed logins ask for the captcha, then slow down, and never lock the right password out",
    async () => {
      const post = (body: object) => http(node.url, "POST", "/auth/login/", { body })
      const tries = [
        await post({ email: "target@a.test", password: "guess1" }),
        await post({ email: "target@a.test", password: "guess2" }),
        await post({ email: "target@a.test", password: "guess3" })
      ]
      expect(tries.map((r) => [r.status, r.json.captchaRequired])).toEqual([
        [401, false],
        [401, false],
        [401, true]
      ])
      // an API client without the header must now solve the captcha too; a wrong one does not count against the account
      const bare = await post({ email: "target@a.test", password: "guess4" })
      expect([bare.status, bare.json.issues?.[0]?.field]).toEqual([400, "captcha"])
      for (let i = 0; i < 2; i++)
        expect(
          (await post({ email: "target@a.test", password: `wrong${i}`, ...(await solvedCaptcha(env, node.url)) }))
            .status
        ).toBe(401)
      const slowed = await post({
        email: "target@a.test",
        password: "Target12345",
        ...(await solvedCaptcha(env, node.url))
      })
      expect([slowed.status, slowed.json.error]).toEqual([429, "ERR_TOO_MANY_REQUESTS"])
      expect(slowed.json.retryAfter).toBeGreaterThanOrEqual(1)
      expect(slowed.json.retryAfter).toBeLessThanOrEqual(30)
      // seconds later, not minutes, the right password with a solved captcha gets in
      let ok: Awaited<ReturnType<typeof post>> | undefined
      await eventually(
        async () =>
          (ok = await post({
            email: "target@a.test",
            password: "Target12345",
            ...(await solvedCaptcha(env, node.url))
          })).status !== 429,
        15_000,
        "the delay to pass"
      )
      expect(ok!.status).toBe(200)
      agentA = await login(node.url, "agent@a.test", "Agent12345") // other accounts were never slowed
    }
  )

  it.skipIf(!run)("an agent sees its own and unassigned tickets; the live feed hides the others' from it", async () => {
    const list = await http(node.url, "GET", "/tickets?status=open&status=pending", { auth: agentA })
    expect(list.status).toBe(200)
    expect(list.json.tickets.every((t: any) => t.userId === null || t.userId === agentA.userId)).toBe(true)
    const live = await liveClient(node.url, agentA)
    const widget = await widgetClient(node.url, await demoToken(node.url), "visitoriso2")
    widget.send("nova conversa")
    const seen = await waitFor(() => live.events().find((e) => e.data.message?.body === "nova conversa"))
    await http(node.url, "PUT", `/tickets/${seen.data.ticket.id}`, { auth: adminA, body: { status: "open" } })
    await http(node.url, "POST", `/messages/${seen.data.ticket.id}`, {
      auth: adminA,
      body: { body: "resposta do admin" }
    })
    await waitFor(() => live.frames.filter((f) => f.type === "seq").length >= 2 || undefined)
    expect(live.events().some((e) => e.data.message?.body === "resposta do admin")).toBe(false)
    live.close()
    widget.close()
  })
})

void Layer
