/**
 * Login rules, self-registration and password reset over real HTTP, in both modes: the captcha
 * as a server check, licence states, scheduled hours, a registration that fails leaving nothing
 * behind, and a reset link read out of a mail a real SMTP server received.
 */
import { localClock } from "@atende/core/rules/loginHours"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createUser } from "../runtime/src/features/users/index"
import type { NodeHandle } from "../runtime/src/server/node"
import { AGENT_UI, closeStore, linkIn, query, runStore, solvedCaptcha, startMailServer } from "./access.helpers"
import { http, login, type Login } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"

const production = await productionAvailable()
const count = async (env: TestEnv, table: string) =>
  Number((await query(env, `SELECT COUNT(*) AS n FROM ${table}`))[0]!.n)

describe.each<Mode>(["embedded", "production"])("login, registration and reset (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let env: TestEnv
  let node: NodeHandle
  let mail: Awaited<ReturnType<typeof startMailServer>>
  let admin: Login
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    http(node.url, "POST", path, { body, ...(headers ? { headers } : {}) })

  beforeAll(async () => {
    if (!run) return
    mail = await startMailServer()
    env = await makeEnv(mode)
    node = await startTestNode(env, {
      ATENDE_SMTP_URL: mail.url,
      ATENDE_PUBLIC_URL: "https://app.atende.test",
      ATENDE_MAIL_FROM: "Atende <no-reply@atende.test>"
    })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
  })
  afterAll(async () => {
    await node?.close()
    await closeStore(env)
    await env?.cleanup()
    await mail?.close()
  })

  it.skipIf(!run)(
    "the agent UI's login needs a solved captcha, once, within ±3; API clients do not send the header",
    async () => {
      const creds = { email: "admin@atende.local", password: "Admin12345" }
      const issue = (r: { status: number; json: any }) => [r.status, r.json.error, r.json.issues?.[0]?.field]
      expect(issue(await post("/auth/login/", creds, AGENT_UI))).toEqual([400, "ERR_VALIDATION", "captcha"])
      expect(
        issue(await post("/auth/login/", { ...creds, ...(await solvedCaptcha(env, node.url, 10)) }, AGENT_UI))
      ).toEqual([400, "ERR_VALIDATION", "captcha"])
      const near = await solvedCaptcha(env, node.url, 3)
      expect((await post("/auth/login/", { ...creds, ...near }, AGENT_UI)).status).toBe(200)
      expect(issue(await post("/auth/login/", { ...creds, ...near }, AGENT_UI))).toEqual([
        400,
        "ERR_VALIDATION",
        "captcha"
      ])
      const stale = await solvedCaptcha(env, node.url)
      await query(env, "UPDATE captchas SET expires_at = $1 WHERE id = $2", Date.now() - 1000, stale.captchaToken)
      const expired = await post("/auth/login/", { ...creds, ...stale }, AGENT_UI)
      expect([expired.status, expired.json.issues[0].message]).toEqual([400, "The captcha expired: get a new one"])
      const forged = await post(
        "/auth/login/",
        { ...creds, captchaToken: `${near.captchaToken.slice(0, -4)}AAAA`, captchaValue: near.captchaValue },
        AGENT_UI
      )
      expect(forged.status).toBe(400)
      const plain = await post("/auth/login/", creds)
      expect(plain.status).toBe(200)
      admin = plain.json // each login replaced the earlier session
    }
  )

  it.skipIf(!run)("a user limited to scheduled hours logs in only inside them (tenant's time zone)", async () => {
    const { day } = localClock(Date.now(), "America/Sao_Paulo")
    await runStore(
      env,
      Effect.asVoid(
        createUser(admin.tenantId, {
          name: "Turno",
          email: "turno@a.test",
          password: "Turno12345",
          profile: "user",
          loginOnlyScheduled: true,
          loginHours: [{ day: (day + 3) % 7, start: "00:00", end: "24:00" }]
        })
      )
    )
    const refused = await post("/auth/login/", { email: "turno@a.test", password: "Turno12345" })
    expect([refused.status, refused.json.error]).toEqual([403, "ERR_LOGIN_HOURS_RESTRICTED"])
    const id = Number((await query(env, "SELECT id FROM users WHERE email = $1", "turno@a.test"))[0]!.id)
    const edit = await http(node.url, "PUT", `/users/${id}`, {
      auth: admin,
      body: { loginHours: [{ day, start: "00:00", end: "24:00" }] }
    })
    expect(edit.json.loginHours).toEqual([{ day, start: "00:00", end: "24:00" }])
    expect((await post("/auth/login/", { email: "turno@a.test", password: "Turno12345" })).status).toBe(200)
  })

  it.skipIf(!run)("every licence state refuses login with its code and cuts open sessions; a trial ends", async () => {
    const reg = await post("/auth/register/", {
      companyName: "Licença Ltda",
      document: "11.222.333/0001-81",
      name: "Lia Souza",
      email: "lia@lic.test",
      phoneNumber: "5511900000001",
      password: "Lia12345",
      passwordConfirmation: "Lia12345",
      plan: "enterprise",
      termsAccepted: true
    })
    expect(reg.status).toBe(200)
    const lia = await login(node.url, "lia@lic.test", "Lia12345")
    const cases: Array<[string, string, string]> = [
      ["invalid", "ERROR_NO_PERMISSION_API_ADMIN2", "ERR_LICENSE_INVALID"],
      ["expired", "ERROR_NO_PERMISSION_API_ADMIN", "ERR_LICENSE_EXPIRED"],
      ["blocked", "ERR_LICENSE_BLOCKED", "ERR_LICENSE_BLOCKED"],
      ["wrongDomain", "ERR_LICENSE_WRONG_DOMAIN", "ERR_LICENSE_WRONG_DOMAIN"],
      ["wrongCode", "ERR_LICENSE_WRONG_CODE", "ERR_LICENSE_WRONG_CODE"],
      ["freePlanViolation", "ERR_LICENSE_FREE_PLAN_VIOLATION", "ERR_LICENSE_FREE_PLAN_VIOLATION"]
    ]
    for (const [license, atLogin, inSession] of cases) {
      expect(
        (await http(node.url, "PUT", `/admin/tenants/${reg.json.tenantId}`, { auth: admin, body: { license } })).json
          .license
      ).toBe(license)
      const r = await post("/auth/login/", { email: "lia@lic.test", password: "Lia12345" })
      expect([license, r.status, r.json.error]).toEqual([license, 403, atLogin])
      const s = await http(node.url, "GET", "/tenant", { auth: lia })
      expect([license, s.status, s.json.error]).toEqual([license, 403, inSession])
    }
    await http(node.url, "PUT", `/admin/tenants/${reg.json.tenantId}`, {
      auth: admin,
      body: { license: "valid", trialEndsAt: new Date(Date.now() - 1000).toISOString() }
    })
    expect((await post("/auth/login/", { email: "lia@lic.test", password: "Lia12345" })).json.error).toBe(
      "ERROR_NO_PERMISSION_API_ADMIN"
    )
    await http(node.url, "PUT", `/admin/tenants/${reg.json.tenantId}`, { auth: admin, body: { trialEndsAt: null } })
    expect((await post("/auth/login/", { email: "lia@lic.test", password: "Lia12345" })).status).toBe(200)
  })

  it.skipIf(!run)("registration starts a trial; each broken rule has its code and leaves nothing behind", async () => {
    const good = {
      companyName: "Loja X",
      document: "529.982.247-25",
      name: "Ana Lima",
      email: "ana@lojax.test",
      phoneNumber: "+55 (11) 98888-7777",
      password: "Senha123",
      passwordConfirmation: "Senha123",
      plan: "free",
      termsAccepted: true
    }
    const r = await post("/auth/register/", good)
    expect(r.status).toBe(200)
    expect(Date.parse(r.json.trialEndsAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
    const ana = await login(node.url, "ana@lojax.test", "Senha123")
    expect((await http(node.url, "GET", "/tenant", { auth: ana })).json).toMatchObject({
      id: r.json.tenantId,
      plan: "free",
      license: "valid",
      licenseNow: "valid",
      document: "52998224725",
      limits: { users: 1 },
      usage: { users: 1, connections: 1 }
    })
    const before = await Promise.all(["tenants", "users", "queues", "channels"].map((t) => count(env, t)))
    const bad: Array<[object, number, string]> = [
      [{ termsAccepted: false }, 400, "ERR_TERMS_NOT_ACCEPTED"],
      [{ document: "529.982.247-24" }, 400, "ERR_INVALID_DOCUMENT"],
      [{ password: "senha123", passwordConfirmation: "senha123" }, 400, "ERR_INVALID_PASSWORD"],
      [{ passwordConfirmation: "Senha124" }, 400, "ERR_PASSWORD_MISMATCH"],
      [{ plan: "gold" }, 400, "ERR_VALIDATION"],
      [{ email: "ANA@lojax.test", phoneNumber: "5511977776666" }, 409, "ERR_EMAIL_EXISTS"],
      [{ email: "outra@lojax.test", phoneNumber: "5511988887777" }, 409, "ERR_PHONE_NUMBER_EXISTS"]
    ]
    for (const [patch, status, code] of bad) {
      const res = await post("/auth/register/", { ...good, ...patch })
      expect([JSON.stringify(patch), res.status, res.json.error]).toEqual([JSON.stringify(patch), status, code])
    }
    expect(await Promise.all(["tenants", "users", "queues", "channels"].map((t) => count(env, t)))).toEqual(before)
  })

  it.skipIf(!run)(
    "a reset link arrives by mail, works once within 5 minutes, and ends the user's sessions",
    async () => {
      await runStore(
        env,
        Effect.asVoid(
          createUser(admin.tenantId, { name: "Rita", email: "rita@a.test", password: "Rita12345", profile: "user" })
        )
      )
      const rita = await login(node.url, "rita@a.test", "Rita12345")
      const seen = mail.received.length
      expect((await post("/auth/esquecisenha/", { email: "nobody@a.test" })).json).toEqual({ ok: true })
      expect((await post("/auth/esquecisenha/", { email: "RITA@a.test" })).json).toEqual({ ok: true })
      const link = linkIn((await mail.mailTo("rita@a.test", seen)).raw)
      expect(link.url.startsWith("https://app.atende.test/#/redefining?token=")).toBe(true)
      expect(mail.received.slice(seen).some((m) => m.to.includes("nobody@a.test"))).toBe(false)
      const mismatch = await post("/auth/redefinirsenha/", {
        token: link.token,
        password: "Nova12345",
        passwordConfirmation: "Nova1234"
      })
      expect(mismatch.json.error).toBe("ERR_PASSWORD_MISMATCH")
      expect(
        (
          await post("/auth/redefinirsenha/", {
            token: link.token,
            password: "Nova12345",
            passwordConfirmation: "Nova12345"
          })
        ).json
      ).toEqual({ ok: true })
      expect((await http(node.url, "GET", "/tenant", { auth: rita })).status).toBe(401)
      expect((await post("/auth/login/", { email: "rita@a.test", password: "Rita12345" })).json.error).toBe(
        "ERR_INVALID_CREDENTIALS"
      )
      expect((await post("/auth/login/", { email: "rita@a.test", password: "Nova12345" })).status).toBe(200)
      const again = await post("/auth/redefinirsenha/", {
        token: link.token,
        password: "Outra12345",
        passwordConfirmation: "Outra12345"
      })
      expect([again.status, again.json.error]).toEqual([400, "ERR_RESET_TOKEN_EXPIRED"])
      await post("/auth/esquecisenha/", { email: "rita@a.test" })
      const second = linkIn((await mail.mailTo("rita@a.test", seen + 1)).raw)
      await query(env, "UPDATE password_resets SET expires_at = $1 WHERE used_at IS NULL", Date.now() - 1)
      expect(
        (
          await post("/auth/redefinirsenha/", {
            token: second.token,
            password: "Outra12345",
            passwordConfirmation: "Outra12345"
          })
        ).json.error
      ).toBe("ERR_RESET_TOKEN_EXPIRED")
      const stored = await query(env, "SELECT token_hash FROM password_resets")
      expect(stored.some((r) => r.token_hash === second.token)).toBe(false)
    }
  )
})
