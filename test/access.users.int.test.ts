/**
 * The agent UI's users calls over real HTTP, in both modes: who may do what, plan limits and the
 * administrator's creation switch, deletion with an heir, configs, the internal-chat list, and
 * another tenant's attempts on every one of these routes (not found or no permission; nothing
 * changes).
 */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createUser } from "../runtime/src/features/users/index"
import type { NodeHandle } from "../runtime/src/server/node"
import { provisionTenant } from "../runtime/src/features/tenants/index"
import { closeStore, query, runStore } from "./access.helpers"
import { demoToken, http, liveClient, login, waitFor, widgetClient, type Login } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"

const production = await productionAvailable()

describe.each<Mode>(["embedded", "production"])("users calls (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let env: TestEnv
  let node: NodeHandle
  let adminA: Login
  let agentA: Login
  let adminB: Login
  const call = (auth: Login, method: string, path: string, body?: unknown) =>
    http(node.url, method, path, { auth, body })
  const code = (r: { status: number; json: any }) => [r.status, r.json?.error]

  beforeAll(async () => {
    if (!run) return
    env = await makeEnv(mode)
    node = await startTestNode(env)
    adminA = await login(node.url, "admin@atende.local", "Admin12345")
    await runStore(
      env,
      Effect.asVoid(
        createUser(adminA.tenantId, {
          name: "Agente A",
          email: "agent@a.test",
          password: "Agent12345",
          profile: "user",
          queueIds: [1]
        })
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
  })

  it.skipIf(!run)("lists the tenant's users with filters; administrators create, with the new fields", async () => {
    const created = await call(adminA, "POST", "/users", {
      name: "Carla Super",
      email: "carla@a.test",
      password: "Carla12345",
      profile: "super",
      phoneNumber: "5511955554444",
      allowCalls: true,
      notifications: { disableGroup: true },
      loginOnlyScheduled: false,
      queueIds: [1]
    })
    expect(created.json).toMatchObject({
      profile: "super",
      allowCalls: true,
      notifications: { disableAll: false, disableGroup: true },
      queueIds: [1]
    })
    const all = await call(agentA, "GET", "/users/")
    expect(all.json.users.map((u: any) => u.email).sort()).toEqual([
      "admin@atende.local",
      "agent@a.test",
      "carla@a.test"
    ])
    expect(all.json).toMatchObject({ count: 3, hasMore: false })
    expect(
      (await call(agentA, "GET", "/users/?searchParam=carl&profile=super")).json.users.map((u: any) => u.name)
    ).toEqual(["Carla Super"])
    expect((await call(agentA, "GET", "/users/?profile=admin")).json.count).toBe(1)
    expect(code(await call(agentA, "GET", "/users/?profile=boss"))).toEqual([400, "ERR_VALIDATION"])
    expect(
      code(await call(agentA, "POST", "/users", { name: "Nope", email: "nope@a.test", password: "Nope12345" }))
    ).toEqual([403, "ERR_NO_PERMISSION"])
    expect(
      code(
        await call(adminA, "POST", "/users", {
          name: "Dup",
          email: "dup@a.test",
          password: "Dup123456",
          phoneNumber: "+55 11 95555-4444"
        })
      )
    ).toEqual([409, "ERR_PHONE_NUMBER_EXISTS"])
    expect((await call(adminB, "GET", "/users")).json.users.map((u: any) => u.email)).toEqual(["admin@b.test"])
  })

  it.skipIf(!run)("the free plan has room for its first administrator only; creation can be switched off", async () => {
    expect(
      code(await call(adminB, "POST", "/users", { name: "Bia", email: "bia@b.test", password: "Bia123456" }))
    ).toEqual([403, "ERR_PLAN_LIMIT_USERS"])
    expect((await call(adminB, "GET", "/tenant")).json).toMatchObject({
      plan: "free",
      limits: { users: 1, queues: 1, connections: 1 },
      usage: { users: 1 }
    })
    expect(code(await call(agentA, "PUT", "/tenant", { userCreationDisabled: true }))).toEqual([
      403,
      "ERR_NO_PERMISSION"
    ])
    expect((await call(adminA, "PUT", "/tenant", { userCreationDisabled: true })).json.userCreationDisabled).toBe(true)
    expect(
      code(await call(adminA, "POST", "/users", { name: "Bia", email: "bia@a.test", password: "Bia123456" }))
    ).toEqual([403, "ERR_USER_CREATION_DISABLED"])
    expect(
      code(await call(adminA, "POST", "/admin/users", { name: "Bia", email: "bia@a.test", password: "Bia123456" }))
    ).toEqual([403, "ERR_USER_CREATION_DISABLED"])
    await call(adminA, "PUT", "/tenant", { userCreationDisabled: false })
    expect(Number((await query(env, "SELECT COUNT(*) AS n FROM users WHERE email LIKE $1", "bia@%"))[0]!.n)).toBe(0)
  })

  it.skipIf(!run)(
    "users read and edit only themselves, and only their own fields; administrators cannot be deactivated",
    async () => {
      expect((await call(agentA, "GET", `/users/${agentA.userId}`)).json).toMatchObject({
        id: agentA.userId,
        queues: [{ id: 1 }],
        whatsapps: [{ type: "webchat", wavoipToken: null }]
      })
      expect(code(await call(agentA, "GET", `/users/${adminA.userId}`))).toEqual([403, "ERR_NO_PERMISSION"])
      expect(
        (
          await call(agentA, "PUT", `/users/${agentA.userId}`, {
            name: "Agente Alfa",
            notifications: { disableAll: true }
          })
        ).json
      ).toMatchObject({ name: "Agente Alfa", notifications: { disableAll: true } })
      expect(code(await call(agentA, "PUT", `/users/${agentA.userId}`, { profile: "admin" }))).toEqual([
        403,
        "ERR_NO_PERMISSION"
      ])
      expect(code(await call(agentA, "PUT", `/users/${adminA.userId}`, { name: "X" }))).toEqual([
        403,
        "ERR_NO_PERMISSION"
      ])
      expect(code(await call(adminA, "PUT", `/users/${adminA.userId}`, { active: false }))).toEqual([
        409,
        "ERR_ADMIN_CANNOT_BE_DEACTIVATED"
      ])
      const configs = await call(agentA, "PUT", `/users/${agentA.userId}/configs`, {
        isDark: true,
        filtrosAtendimento: { status: ["open"], showAll: false }
      })
      expect(configs.json).toMatchObject({ isDark: true, filtrosAtendimento: { status: ["open"], pageNumber: 1 } })
      expect(code(await call(adminA, "PUT", `/users/${agentA.userId}/configs`, { isDark: false }))).toEqual([
        403,
        "ERR_NO_PERMISSION"
      ])
      expect(code(await call(agentA, "PUT", `/users/${agentA.userId}/configs`, {}))).toEqual([400, "ERR_VALIDATION"])
      agentA = await login(node.url, "agent@a.test", "Agent12345")
      expect((agentA as any).configs).toMatchObject({ isDark: true, filtrosAtendimento: { status: ["open"] } })
      const chat = await call(agentA, "GET", "/users/chat-interno/")
      expect(chat.json.users.map((u: any) => u.email).sort()).toEqual(["admin@atende.local", "carla@a.test"])
      expect(chat.json.users.find((u: any) => u.email === "admin@atende.local").online).toBe(true)
    }
  )

  it.skipIf(!run)("another tenant's users are not found on every users route, and nothing changes", async () => {
    const before = (await call(adminA, "GET", `/users/${agentA.userId}`)).json
    const attempts = [
      await call(adminB, "GET", `/users/${agentA.userId}`),
      await call(adminB, "PUT", `/users/${agentA.userId}`, { name: "Hacked", active: false }),
      await call(adminB, "PUT", `/users/${agentA.userId}/configs`, { isDark: false }),
      await call(adminB, "DELETE", `/users/${agentA.userId}?newUserId=${adminB.userId}`),
      await call(adminB, "DELETE", `/admin/users/${agentA.userId}?newUserId=${adminB.userId}`),
      await call(adminB, "PUT", `/admin/users/${agentA.userId}`, { name: "Hacked" })
    ]
    for (const r of attempts) expect(code(r)).toEqual([404, "ERR_NO_USER_FOUND"])
    const heirElsewhere = await call(adminB, "DELETE", `/users/${adminB.userId}?newUserId=${agentA.userId}`)
    expect(code(heirElsewhere)).toEqual([409, "ERR_USER_CANNOT_DELETE_SELF"])
    expect((await call(adminA, "GET", `/users/${agentA.userId}`)).json).toEqual(before)
    expect((await call(adminB, "GET", "/users/chat-interno/")).json.users).toEqual([])
  })

  it.skipIf(!run)("deleting a user needs an heir, who receives the tickets; the user's session ends", async () => {
    const victim = await call(adminA, "POST", "/users", {
      name: "Davi",
      email: "davi@a.test",
      password: "Davi12345",
      queueIds: [1]
    })
    const davi = await login(node.url, "davi@a.test", "Davi12345")
    const live = await liveClient(node.url, adminA)
    const widget = await widgetClient(node.url, await demoToken(node.url), "visitordel1")
    widget.send("quero falar com o Davi")
    const ticketId = (await waitFor(() => live.events().find((e) => e.data.message?.body === "quero falar com o Davi")))
      .data.ticket.id
    expect((await call(davi, "PUT", `/tickets/${ticketId}`, { status: "open" })).json.userId).toBe(victim.json.id)
    const id = victim.json.id
    expect(code(await call(adminA, "DELETE", `/users/${adminA.userId}?newUserId=${id}`))).toEqual([
      409,
      "ERR_USER_CANNOT_DELETE_SELF"
    ])
    expect(code(await call(adminA, "DELETE", `/users/${id}`))).toEqual([400, "ERR_INHERITING_USER_REQUIRED"])
    expect(code(await call(adminA, "DELETE", `/users/${id}?newUserId=${id}`))).toEqual([
      400,
      "ERR_INHERITING_USER_REQUIRED"
    ])
    expect(code(await call(adminA, "DELETE", `/users/${id}?newUserId=${adminB.userId}`))).toEqual([
      404,
      "ERR_NO_USER_FOUND"
    ])
    expect(code(await call(agentA, "DELETE", `/users/${id}?newUserId=${agentA.userId}`))).toEqual([
      403,
      "ERR_NO_PERMISSION"
    ])
    const deleted = await call(adminA, "DELETE", `/users/${id}?newUserId=${agentA.userId}`)
    expect(deleted.json).toMatchObject({ id, deleted: true, transferredTickets: 1 })
    expect((await call(adminA, "GET", `/tickets/${ticketId}`)).json.userId).toBe(agentA.userId)
    await waitFor(() =>
      live
        .events()
        .find(
          (e) =>
            e.data.type === "ticket:update" && e.data.ticket.id === ticketId && e.data.ticket.userId === agentA.userId
        )
    )
    expect(code(await call(davi, "GET", "/users/"))).toEqual([401, "ERR_USER_DELETED"])
    expect(code(await call(adminA, "GET", `/users/${id}`))).toEqual([404, "ERR_NO_USER_FOUND"])
    expect(
      (await http(node.url, "POST", "/auth/login/", { body: { email: "davi@a.test", password: "Davi12345" } })).json
        .error
    ).toBe("ERR_INVALID_CREDENTIALS")
    const again = await call(adminA, "POST", "/admin/users", {
      name: "Davi Novo",
      email: "davi@a.test",
      password: "Davi12345"
    })
    expect(again.status).toBe(200)
    expect(
      (await call(adminA, "DELETE", `/admin/users/${again.json.id}?newUserId=${adminA.userId}`)).json
    ).toMatchObject({ deleted: true, transferredTickets: 0 })
    live.close()
    widget.close()
  })
})
