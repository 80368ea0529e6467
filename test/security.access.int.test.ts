/**
 * The access holes a black-box probe found, kept closed, in both modes: rights come from the store
 * (a demoted administrator, a token naming another tenant), open live sockets end with their
 * session, a password change asks for the current one and ends the other sessions, a client id
 * replayed on another ticket leaks nothing, a push endpoint cannot be taken over, tenant URLs
 * cannot point inward, and login failures ask for a captcha whose answer the client never sees.
 */
import { Effect } from "effect"
import { decodeJwt } from "jose"
import { describe, expect, it } from "vitest"
import { checkSession } from "../runtime/src/platform/session/Tokens"
import { browserSubscription, eventually } from "./access.helpers"
import { http, liveClient, login, waitFor, type LiveClient, type Login } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, type Mode } from "./support/modes"
import { visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

/** A live socket that remembers how it was closed. */
const watched = async (url: string, auth: Login) => {
  const live = await liveClient(url, auth)
  let closed: { code: number; reason: string } | undefined
  live.ws.on("close", (code, reason) => (closed = { code, reason: String(reason) }))
  return { live, closed: () => closed }
}

const closedWith = async (
  s: { live: LiveClient; closed: () => { code: number; reason: string } | undefined },
  what: string
) => waitFor(() => s.closed(), 10_000, `the socket to close after ${what}`)

describe.each<Mode>(["embedded", "production"])("access holes stay closed (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  let n = 0
  const newUser = async (profile: "admin" | "user", extra: Record<string, unknown> = {}) => {
    const email = `sec${++n}${mode[0]}@sec.test`
    const r = await a.post(w.admin, "/admin/users", {
      name: `Sec ${n}`,
      email,
      password: "Secure12345",
      profile,
      ...extra
    })
    expect(r.status, r.text).toBeLessThan(300)
    return { id: Number(r.json.id), email, login: () => login(w.url, email, "Secure12345") }
  }

  it.skipIf(!run)("a demoted administrator loses admin rights at once, and a refreshed token says so", async () => {
    const u = await newUser("admin")
    const s = await u.login()
    expect((await a.get(s, "/admin/users")).status).toBe(200)
    expect((await a.put(w.admin, `/users/${u.id}`, { profile: "user" })).json.profile).toBe("user")
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/admin/users"],
      [
        "POST",
        "/admin/users",
        { name: "Intruso", email: "intruso@sec.test", password: "Secure12345", profile: "admin" }
      ],
      ["PUT", "/settings/signMessage", { value: false }],
      ["DELETE", `/users/${w.admin.userId}?newUserId=${u.id}`]
    ]
    for (const [method, path, body] of calls) {
      const r = await http(w.url, method, path, { auth: s, ...(body ? { body } : {}) })
      expect([method, path, r.status, r.json?.error]).toEqual([method, path, 403, "ERR_NO_PERMISSION"])
    }
    expect((await w.query`SELECT COUNT(*) AS n FROM users WHERE email = ${"intruso@sec.test"}`)[0].n).toEqual(
      mode === "embedded" ? 0 : "0"
    )
    const refreshed = await http(w.url, "POST", "/auth/refresh_token", { auth: s, body: {} })
    expect(refreshed.status).toBe(200)
    expect(decodeJwt(refreshed.json.token).profile).toBe("user")
  })

  it.skipIf(!run)("a token is checked against its session's tenant", async () => {
    const claims = {
      userId: w.agent.userId,
      tenantId: w.adminB.tenantId,
      sessionId: w.agent.sessionId,
      profile: "admin"
    }
    expect(await w.store(Effect.flip(checkSession(claims, undefined)))).toMatchObject({ code: "ERR_SESSION_EXPIRED" })
    await expect(w.store(checkSession({ ...claims, tenantId: w.agent.tenantId }, undefined))).resolves.toMatchObject({
      profile: "user"
    })
  })

  it.skipIf(!run)(
    "open live sockets close with the session: " +
      "logout, another device, deactivation, password reset by an admin, deletion",
    async () => {
      const u = await newUser("user")
      // logout
      let s = await u.login()
      let sock = await watched(w.url, s)
      expect((await a.post(s, "/auth/logout/")).status).toBe(200)
      expect(await closedWith(sock, "logout")).toEqual({ code: 4401, reason: "ERR_SESSION_EXPIRED" })
      // a login on another device
      s = await u.login()
      sock = await watched(w.url, s)
      const other = await u.login()
      expect(await closedWith(sock, "another login")).toEqual({ code: 4401, reason: "ERR_SESSION_REPLACED" })
      // deactivation, then back
      sock = await watched(w.url, other)
      expect((await a.put(w.admin, `/users/${u.id}`, { active: false })).status).toBe(200)
      expect(await closedWith(sock, "deactivation")).toEqual({ code: 4401, reason: "ERR_USER_INACTIVE" })
      expect((await a.put(w.admin, `/users/${u.id}`, { active: true })).status).toBe(200)
      // an administrator sets a new password: the user's sessions end
      s = await u.login()
      sock = await watched(w.url, s)
      expect((await a.put(w.admin, `/users/${u.id}`, { password: "Outra12345" })).status).toBe(200)
      expect(await closedWith(sock, "a new password")).toEqual({ code: 4401, reason: "ERR_SESSION_EXPIRED" })
      expect((await a.get(s, "/tickets")).status).toBe(401)
      // deletion
      s = await login(w.url, u.email, "Outra12345")
      sock = await watched(w.url, s)
      expect((await a.del(w.admin, `/users/${u.id}?newUserId=${w.admin.userId}`)).status).toBe(200)
      expect(await closedWith(sock, "deletion")).toEqual({ code: 4401, reason: "ERR_USER_DELETED" })
      // a closed socket hears nothing more; a demoted (not ended) user's socket stays open
      const d = await newUser("admin")
      const ds = await d.login()
      const dsock = await watched(w.url, ds)
      expect((await a.put(w.admin, `/users/${d.id}`, { profile: "user" })).status).toBe(200)
      const { widget } = await visitorTicket(w, "depois da troca")
      await waitFor(
        () => dsock.live.frames.some((f) => f.type === "event" || f.type === "seq"),
        10_000,
        "the demoted user's socket to go on"
      )
      expect(dsock.closed()).toBeUndefined()
      expect(
        sock.live.frames
          .filter((f) => f.type === "event")
          .every((f) => JSON.stringify(f).indexOf("depois da troca") < 0)
      ).toBe(true)
      widget.close()
      dsock.live.close()
    }
  )

  it.skipIf(!run)(
    "changing one's own password needs the current one; the other sessions end, this one stays",
    async () => {
      const u = await newUser("user")
      const s = await u.login()
      const missing = await a.put(s, `/users/${u.id}`, { password: "Nova12345" })
      expect([missing.status, missing.json.error]).toEqual([400, "ERR_CURRENT_PASSWORD_INVALID"])
      const wrong = await a.put(s, `/users/${u.id}`, { password: "Nova12345", currentPassword: "Errada12345" })
      expect([wrong.status, wrong.json.error]).toEqual([400, "ERR_CURRENT_PASSWORD_INVALID"])
      // nothing changed: the old password still works (a new login ends `s`, so check the hash instead)
      const before = (await w.query`SELECT password_hash FROM users WHERE id = ${u.id}`)[0].password_hash
      const ok = await a.put(s, `/users/${u.id}`, { password: "Nova12345", currentPassword: "Secure12345" })
      expect(ok.status, ok.text).toBe(200)
      expect((await w.query`SELECT password_hash FROM users WHERE id = ${u.id}`)[0].password_hash).not.toBe(before)
      expect((await a.get(s, `/users/${u.id}`)).status).toBe(200)
      // two sessions open (one login ends the other, so the older one is reopened by hand, as on a second device)
      const s2 = await login(w.url, u.email, "Nova12345")
      await w.query`UPDATE sessions SET ended_at = NULL WHERE user_id = ${u.id}`
      expect((await a.get(s, `/users/${u.id}`)).status).toBe(200)
      const again = await a.put(s2, `/users/${u.id}`, { password: "Nova54321", currentPassword: "Nova12345" })
      expect(again.status).toBe(200)
      expect((await a.get(s, `/users/${u.id}`)).status).toBe(401)
      expect((await a.get(s2, `/users/${u.id}`)).status).toBe(200)
      expect((await login(w.url, u.email, "Nova54321")).userId).toBe(u.id)
    }
  )

  it.skipIf(!run)("a client id replayed on another ticket stores a new message and leaks nothing", async () => {
    const hidden = await visitorTicket(w, "ticket escondido")
    expect(
      (await a.put(w.admin, `/tickets/${hidden.ticketId}`, { status: "open", userId: w.admin.userId })).status
    ).toBe(200)
    const secret = await a.post(w.admin, `/messages/${hidden.ticketId}`, {
      body: "segredo do admin",
      clientId: "replay1"
    })
    expect(secret.status).toBe(200)
    expect((await a.get(w.agent, `/tickets/${hidden.ticketId}`)).status).toBe(404)
    const mine = await visitorTicket(w, "ticket da agente")
    expect((await a.put(w.agent, `/tickets/${mine.ticketId}`, { status: "open" })).status).toBe(200)
    const replay = await a.post(w.agent, `/messages/${mine.ticketId}`, { body: "minha resposta", clientId: "replay1" })
    expect(replay.status).toBe(200)
    expect(JSON.stringify(replay.json)).not.toContain("segredo")
    const stored = await w.query`SELECT ticket_id, body FROM messages WHERE client_id = ${"replay1"} ORDER BY id`
    expect(stored.map((r: any) => [Number(r.ticket_id), r.body])).toEqual([
      [hidden.ticketId, expect.stringContaining("segredo do admin")],
      [mine.ticketId, expect.stringContaining("minha resposta")]
    ])
    // the same author's retry on the same ticket is still answered with the first message
    const retry = await a.post(w.agent, `/messages/${mine.ticketId}`, { body: "minha resposta", clientId: "replay1" })
    expect(retry.json.id).toBe(replay.json.id)
    hidden.widget.close()
    mine.widget.close()
  })

  it.skipIf(!run)("another tenant cannot take a push subscription over by posting its endpoint", async () => {
    const sub = browserSubscription(`https://push.example.test/${mode}/device-a`)
    expect((await a.post(w.admin, "/push/subscriptions", sub)).status).toBe(200)
    const thief = browserSubscription(sub.endpoint)
    const stolen = await a.post(w.adminB, "/push/subscriptions", thief)
    expect([stolen.status, stolen.json.error]).toEqual([409, "ERR_PUSH_DEVICE_TAKEN"])
    const row = (
      await w.query`SELECT tenant_id, user_id, p256dh FROM push_subscriptions WHERE endpoint = ${sub.endpoint}`
    )[0]
    expect([Number(row.tenant_id), Number(row.user_id), row.p256dh]).toEqual([
      w.admin.tenantId,
      w.admin.userId,
      sub.keys.p256dh
    ])
    // the same browser (same keys) signing in to another account moves with it
    expect((await a.post(w.adminB, "/push/subscriptions", sub)).status).toBe(200)
    const inward = await a.post(w.admin, "/push/subscriptions", browserSubscription("https://10.1.2.3/push/x"))
    expect([inward.status, inward.json.error]).toEqual([400, "ERR_URL_NOT_ALLOWED"])
  })

  it.skipIf(!run)("tenant URLs that point into the server's network are refused, and nothing changes", async () => {
    const before = (await a.get(w.admin, "/settings")).json.transcriptionBaseUrl
    for (const url of [
      "http://10.0.0.5/v1",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]:8080",
      "http://[::ffff:127.0.0.2]/",
      "http://192.168.0.10",
      "http://100.64.0.1"
    ]) {
      const r = await a.put(w.admin, "/settings/transcriptionBaseUrl", { value: url })
      expect([url, r.status, r.json.error]).toEqual([url, 400, "ERR_URL_NOT_ALLOWED"])
    }
    expect((await a.get(w.admin, "/settings")).json.transcriptionBaseUrl).toBe(before)
  })

  it.skipIf(!run)(
    "login failures count per account whichever identifier names it; the captcha's answer never leaves the server",
    async () => {
      const u = await newUser("user", { phoneNumber: "5511955554444" })
      const post = (body: object) => http(w.url, "POST", "/auth/login/", { body })
      expect((await post({ email: u.email, password: "errada1" })).json.captchaRequired).toBe(false)
      expect((await post({ phoneNumber: "5511955554444", password: "errada2" })).json.captchaRequired).toBe(false)
      expect((await post({ email: u.email, password: "errada3" })).json.captchaRequired).toBe(true)
      const bare = await post({ phoneNumber: "5511955554444", password: "Secure12345" })
      expect([bare.status, bare.json.issues?.[0]?.field]).toEqual([400, "captcha"])
      const challenge = await http(w.url, "GET", "/auth/captcha")
      expect(Object.keys(challenge.json).sort()).toEqual([
        "captchaToken",
        "expiresAt",
        "handle",
        "height",
        "image",
        "max",
        "tolerance",
        "width"
      ])
      expect(challenge.json.image.startsWith("data:image/png;base64,")).toBe(true)
      const target = Number(
        (await w.query`SELECT target FROM captchas WHERE id = ${challenge.json.captchaToken}`)[0].target
      )
      const ok = await post({
        phoneNumber: "5511955554444",
        password: "Secure12345",
        captchaToken: challenge.json.captchaToken,
        captchaValue: target
      })
      expect(ok.status).toBe(200)
    }
  )
})

describe("outbound guard with the operator's defaults (embedded)", () => {
  it("refuses loopback names and addresses for tenant URLs", async () => {
    const env = await makeEnv("embedded")
    const node = await startTestNode(env)
    try {
      const admin = await login(node.url, "admin@atende.local", "Admin12345")
      for (const url of ["http://127.0.0.1:9/v1", "http://localhost:9", "http://0.0.0.0/"]) {
        const r = await http(node.url, "PUT", "/settings/transcriptionBaseUrl", { auth: admin, body: { value: url } })
        expect([url, r.status, r.json.error]).toEqual([url, 400, "ERR_URL_NOT_ALLOWED"])
      }
      await eventually(async () => (await http(node.url, "GET", "/health")).status === 200)
    } finally {
      await node.close()
      await env.cleanup()
    }
  })
})
