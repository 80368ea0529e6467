/**
 * The platform operator's console resources (tenants, resellers, plans) with reseller and plan
 * limits, and web push to a local stand-in push service, over real HTTP in both modes. Only the
 * flagged administrator of tenant 1 may use the operator's resources; push reaches only the
 * users who may see the ticket, of the ticket's tenant.
 */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createUser } from "../runtime/src/features/users/index"
import type { NodeHandle } from "../runtime/src/server/node"
import { provisionTenant } from "../runtime/src/features/tenants/index"
import { browserSubscription, closeStore, eventually, query, runStore, startPushService } from "./access.helpers"
import { demoToken, http, liveClient, login, waitFor, widgetClient, type Login } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("platform operator and push (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let env: TestEnv
  let node: NodeHandle
  let push: Awaited<ReturnType<typeof startPushService>>
  let operator: Login
  let agentA: Login
  let adminB: Login
  const call = (auth: Login | undefined, method: string, path: string, body?: unknown) =>
    http(node.url, method, path, { ...(auth ? { auth } : {}), body })
  const code = (r: { status: number; json: any }) => [r.status, r.json?.error]
  const tenantCount = async () => Number((await query(env, "SELECT COUNT(*) AS n FROM tenants"))[0]!.n)

  beforeAll(async () => {
    if (!run) return
    push = await startPushService()
    env = await makeEnv(mode)
    node = await startTestNode(env, {
      ATENDE_PUSH_ALLOW_HTTP: "1",
      ATENDE_OUTBOUND_ALLOW: "127.0.0.1",
      ATENDE_PUBLIC_URL: "https://app.atende.test"
    })
    operator = await login(node.url, "admin@atende.local", "Admin12345")
    await runStore(
      env,
      Effect.asVoid(
        createUser(1, {
          name: "Agente A",
          email: "agent@a.test",
          password: "Agent12345",
          profile: "user",
          queueIds: [1]
        })
      )
    )
    await runStore(
      env,
      Effect.asVoid(
        createUser(1, { name: "Outro Admin", email: "admin2@a.test", password: "Admin212345", profile: "admin" })
      )
    )
    agentA = await login(node.url, "agent@a.test", "Agent12345")
    await runStore(
      env,
      Effect.asVoid(
        provisionTenant({
          name: "Tenant B",
          plan: "free",
          adminName: "Admin B",
          adminEmail: "admin@b.test",
          adminPassword: "AdminB12345"
        })
      )
    )
    adminB = await login(node.url, "admin@b.test", "AdminB12345")
  })
  afterAll(async () => {
    await node?.close()
    await closeStore(env)
    await env?.cleanup()
    await push?.close()
  })

  it.skipIf(!run)("only the flagged administrator of tenant 1 is the platform operator", async () => {
    expect((operator as any).platformOperator).toBe(true)
    const admin2 = await login(node.url, "admin2@a.test", "Admin212345")
    expect((admin2 as any).platformOperator).toBe(false)
    const plans = await call(operator, "GET", "/admin/plans")
    expect(plans.json.map((p: any) => [p.id, p.limits.users])).toEqual([
      ["free", 1],
      ["enterprise", null]
    ])
    expect(plans.headers.get("content-range")).toBe("plans 0-1/2")
    for (const who of [admin2, agentA, adminB])
      for (const path of ["/admin/tenants", "/admin/tenants/1", "/admin/resellers", "/admin/plans"])
        expect(code(await call(who, "GET", path))).toEqual([403, "ERR_NO_PERMISSION"])
    expect(code(await call(adminB, "PUT", "/admin/tenants/1", { license: "blocked" }))).toEqual([
      403,
      "ERR_NO_PERMISSION"
    ])
    expect(code(await call(adminB, "POST", "/admin/resellers", { name: "Pirata" }))).toEqual([403, "ERR_NO_PERMISSION"])
    expect((await call(operator, "GET", "/admin/tenants/1")).json.license).toBe("valid")
    expect(code(await call(operator, "GET", "/admin/tenants/999"))).toEqual([404, "ERR_NO_TENANT_FOUND"])
  })

  it.skipIf(!run)("a reseller's limits count across its tenants; a refused tenant leaves nothing behind", async () => {
    const reseller = await call(operator, "POST", "/admin/resellers", {
      name: "Revenda Sul",
      maxUsers: 2,
      maxConnections: 1
    })
    expect(reseller.json).toMatchObject({
      name: "Revenda Sul",
      maxUsers: 2,
      maxConnections: 1,
      usage: { tenants: 0, users: 0, connections: 0 }
    })
    expect(code(await call(operator, "POST", "/admin/resellers", { name: "revenda sul" }))).toEqual([
      400,
      "ERR_VALIDATION"
    ])
    const rid = reseller.json.id
    const c1 = await call(operator, "POST", "/admin/tenants", {
      name: "Cliente Um",
      plan: "enterprise",
      adminEmail: "c1@rev.test",
      resellerId: rid,
      trialDays: 14
    })
    expect(c1.json).toMatchObject({
      name: "Cliente Um",
      resellerId: rid,
      admin: { email: "c1@rev.test" },
      adminPassword: expect.stringMatching(/^[A-Za-z0-9]{8,}$/)
    })
    expect(c1.json.firstLoginUrl).toMatch(/^https:\/\/app\.atende\.test\/#\/redefining\?token=/)
    const before = await tenantCount()
    expect(
      code(
        await call(operator, "POST", "/admin/tenants", {
          name: "Cliente Dois",
          adminEmail: "c2@rev.test",
          resellerId: rid
        })
      )
    ).toEqual([403, "ERR_RESELLER_CONNECTION_LIMIT_REACHED"])
    expect(await tenantCount()).toBe(before)
    expect(Number((await query(env, "SELECT COUNT(*) AS n FROM users WHERE email = $1", "c2@rev.test"))[0]!.n)).toBe(0)
    const token = new URL(c1.json.firstLoginUrl.replace("/#/", "/")).searchParams.get("token")
    expect(
      (
        await call(undefined, "POST", "/auth/redefinirsenha/", {
          token,
          password: "Cliente123",
          passwordConfirmation: "Cliente123"
        })
      ).json
    ).toEqual({ ok: true })
    const c1admin = await login(node.url, "c1@rev.test", "Cliente123")
    expect(
      (await call(c1admin, "POST", "/users", { name: "Segundo", email: "s2@rev.test", password: "Segundo123" })).status
    ).toBe(200)
    expect(
      code(await call(c1admin, "POST", "/users", { name: "Terceiro", email: "s3@rev.test", password: "Terceiro123" }))
    ).toEqual([403, "ERR_USER_LIMIT_REACHED"])
    expect((await call(operator, "GET", `/admin/resellers/${rid}`)).json.usage).toEqual({
      tenants: 1,
      users: 2,
      connections: 1
    })
    expect(code(await call(operator, "PUT", `/admin/tenants/${adminB.tenantId}`, { resellerId: rid }))).toEqual([
      403,
      "ERR_USER_LIMIT_REACHED"
    ])
    expect((await call(operator, "GET", `/admin/tenants/${adminB.tenantId}`)).json.resellerId).toBeNull()
    const listed = await call(
      operator,
      "GET",
      `/admin/tenants?filter=${encodeURIComponent(JSON.stringify({ resellerId: rid }))}`
    )
    expect([listed.json.map((t: any) => t.name), listed.headers.get("content-range")]).toEqual([
      ["Cliente Um"],
      "tenants 0-0/1"
    ])
    const down = await call(operator, "PUT", `/admin/tenants/${c1.json.id}`, { plan: "free" })
    expect(down.json).toMatchObject({ plan: "free", license: "freePlanViolation", violations: ["users"] })
    expect(
      (await call(undefined, "POST", "/auth/login/", { email: "s2@rev.test", password: "Segundo123" })).json.error
    ).toBe("ERR_LICENSE_FREE_PLAN_VIOLATION")
    expect((await call(operator, "PUT", `/admin/tenants/${c1.json.id}`, { plan: "enterprise" })).json).toMatchObject({
      license: "valid",
      violations: []
    })
    expect(code(await call(operator, "PUT", `/admin/tenants/${c1.json.id}`, { plan: "gold" }))).toEqual([
      400,
      "ERR_VALIDATION"
    ])
  })

  it.skipIf(!run)("push goes, VAPID-signed, to the devices of the users who may see the ticket", async () => {
    const key = await call(undefined, "GET", "/push/vapid-public-key")
    const stored = JSON.parse(
      String((await query(env, "SELECT value FROM secrets WHERE name = $1", "vapid"))[0]!.value)
    )
    expect(key.json.publicKey).toBe(stored.publicKey)
    operator = await login(node.url, "admin@atende.local", "Admin12345")
    const muted = await call(operator, "POST", "/users", {
      name: "Mudo",
      email: "mudo@a.test",
      password: "Mudo12345",
      queueIds: [1],
      notifications: { disableAll: true }
    })
    const mudo = await login(node.url, "mudo@a.test", "Mudo12345")
    for (const [who, path] of [
      [operator, "/op"],
      [agentA, "/agent"],
      [adminB, "/b"],
      [mudo, "/muted"],
      [operator, "/gone/op-old"]
    ] as const)
      expect((await call(who, "POST", "/push/subscriptions", browserSubscription(`${push.base}${path}`))).status).toBe(
        200
      )
    expect(code(await call(agentA, "POST", "/push/subscriptions", { endpoint: "not a url", keys: {} }))).toEqual([
      400,
      "ERR_VALIDATION"
    ])
    expect(
      code(await call(adminB, "DELETE", `/push/subscriptions?endpoint=${encodeURIComponent(`${push.base}/agent`)}`))
    ).toEqual([404, "ERR_NOT_FOUND"])
    const live = await liveClient(node.url, operator)
    const widget = await widgetClient(node.url, await demoToken(node.url), "visitorpush1")
    widget.send("Olá, tem alguém aí?")
    await waitFor(
      () => ["/op", "/agent", "/gone/op-old"].every((p) => push.requests.some((r) => r.path === p)) || undefined,
      10_000,
      "pushes"
    )
    const sent = push.requests.find((r) => r.path === "/agent")!
    expect(sent.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${stored.publicKey}$`)
    )
    expect([sent.headers["content-encoding"], sent.headers.ttl, sent.bodyLength > 0]).toEqual([
      "aes128gcm",
      "3600",
      true
    ])
    const ticketId = (await waitFor(() => live.events().find((e) => e.data.message?.body === "Olá, tem alguém aí?")))
      .data.ticket.id
    await eventually(
      async () =>
        Number(
          (await query(env, "SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint LIKE $1", "%/gone/%"))[0]!.n
        ) === 0,
      10_000,
      "gone device dropped"
    )
    await call(operator, "PUT", `/tickets/${ticketId}`, { status: "open" })
    const seen = push.requests.length
    widget.send("segunda mensagem")
    await waitFor(() => push.requests.slice(seen).some((r) => r.path === "/op") || undefined, 10_000, "second push")
    await call(operator, "POST", `/messages/${ticketId}`, { body: "resposta do atendente" })
    await new Promise((r) => setTimeout(r, 400))
    expect(push.requests.slice(seen).map((r) => r.path)).toEqual(["/op"])
    expect(push.requests.some((r) => r.path === "/b" || r.path === "/muted")).toBe(false)
    expect(muted.status).toBe(200)
    live.close()
    widget.close()
  })
})
