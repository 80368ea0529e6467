/**
 * Channel management (runtime/api/channels.md), in both modes: create, read, edit, default and
 * delete with their rules and codes (a refused call changes nothing: the channels' rows are
 * compared around it); the web-chat token for administrators only; the limits (the tenant's own
 * cap, the free plan's one connection, the reseller's global limit) and the platform-wide name;
 * the session actions on a web chat (disconnected, it refuses its widget with ERR_WEBCHAT_OFFLINE
 * and closes the open sockets; connected again, it takes them); saving a WhatsApp channel's import
 * settings ends its session; moving open conversations to another channel; another tenant's ids
 * are not found and change nothing; agents are refused every write; every change reaches the
 * other users' sockets as `<tenantId>:channels` events (the token only on administrators').
 */
import { ChannelView } from "@atende/core/contracts/channels"
import { LiveEvent } from "@atende/core/contracts/live"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { provisionTenant } from "../runtime/src/features/tenants/index"
import { createUser } from "../runtime/src/features/users/index"
import { http, liveClient, login, waitFor, widgetClient, type LiveClient, type Login } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { setSetting, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

let serial = 0
const unique = (name: string) => `${name} ${Date.now().toString(36)}${++serial}`

describe.each<Mode>(["embedded", "production"])("channel management (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  let admin2: Login

  beforeAll(async () => {
    if (!run) return
    await w.store(
      createUser(w.admin.tenantId, {
        name: "Segunda Admin",
        email: "admin2@channels.test",
        password: "Admin212345",
        profile: "admin",
        queueIds: [w.queueA]
      })
    )
    admin2 = await login(w.url, "admin2@channels.test", "Admin212345")
  })

  const open: Array<{ close: () => void }> = []
  const socket = async (as: Login) => {
    const s = await liveClient(w.url, as)
    open.push(s)
    return s
  }
  afterEach(() => {
    for (const s of open.splice(0)) s.close()
  })

  /** The tenant's channels as stored: what administrators set (the session's status is the connectors' to write). */
  const rows = (tenantId = w.admin.tenantId) =>
    w.query`SELECT id, name, type, is_default, enabled, session_gen, config, deleted_at
      FROM channels WHERE tenant_id = ${tenantId} ORDER BY id`
  const code = (r: { status: number; json: any }) => [r.status, r.json?.error]
  const channelEvents = (s: LiveClient, tenantId = w.admin.tenantId) =>
    s.events().filter((f) => f.event === `${tenantId}:channels`)
  const arrives = (s: LiveClient, what: string, match: (data: any) => boolean) =>
    waitFor(() => channelEvents(s).find((f) => match(f.data)), 10_000, what)
  const updateOf =
    (id: number, check: (c: any) => boolean = () => true) =>
    (d: any) =>
      d.type === "channel:update" && d.channel.id === id && check(d.channel)
  /** Polls the channel (as the administrator) until `check` holds; answers it. */
  const until = async (id: number, check: (c: any) => boolean, what: string) => {
    const start = Date.now()
    let last: any
    while (Date.now() - start < 15_000) {
      last = (await a.get(w.admin, `/channels/${id}`)).json
      if (check(last)) return last
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`)
  }
  const create = async (name: string, extra: Record<string, unknown> = {}) => {
    const r = await a.post(w.admin, "/channels", { name, type: "webchat", ...extra })
    expect(r.status, r.text).toBe(201)
    return ChannelView.parse(r.json)
  }
  /** A visitor writes on a channel's widget; answers the ticket the message landed in once it is echoed. */
  const ticketOf = async (token: string, visitor: string, body: string) => {
    const widget = await widgetClient(w.url, token, visitor)
    widget.send(body)
    await waitFor(() => widget.messages().find((m) => m.body === body), 10_000, "the echo")
    widget.close()
    const [t] = await w.query`SELECT m.ticket_id FROM messages m JOIN contacts c ON c.id = m.contact_id
      WHERE c.external_id = ${visitor} AND m.body = ${body}`
    return Number(t.ticket_id)
  }
  /** A widget socket that may be refused: its frames and how it closed. */
  const rawWidget = async (token: string, visitor: string) => {
    const ws = new WebSocket(
      `${w.url.replace(/^http/, "ws")}/webchat/ws?token=${encodeURIComponent(token)}&visitor=${visitor}`
    )
    const frames: Array<any> = []
    let closed: { code: number; reason: string } | undefined
    ws.on("message", (d) => frames.push(JSON.parse(String(d))))
    ws.on("close", (c, reason) => (closed = { code: c, reason: String(reason) }))
    ws.on("error", () => undefined)
    await waitFor(() => closed ?? frames.find((f) => f.type === "history"), 10_000, "the widget's answer")
    open.push({ close: () => ws.close() })
    return { frames, closed: () => closed, ws }
  }

  it.skipIf(!run)(
    "create, read, edit, default and delete, with their codes; every change live, the token to administrators only",
    async () => {
      const [live2, agentLive, otherLive] = await Promise.all([socket(admin2), socket(w.agent), socket(w.adminB)])
      const demo = (await a.get(w.admin, "/channels")).json[0]
      expect(demo).toMatchObject({ type: "webchat", isDefault: true, token: w.token })
      expect((await a.get(w.agent, "/channels")).json[0]).toEqual({ ...demo, token: null })
      expect((await http(w.url, "GET", "/channels")).status).toBe(401)

      // created: 201, the webchat config with its defaults, not the default (the tenant has one)
      const name = unique("Loja Centro")
      const created = await create(name, {
        webchat: { title: "Fale com a Loja", headerColor: "#1d4ed8", offerHelp: true, helpMessage: "Posso ajudar?" },
        greetingMessage: "Olá! Já vamos atender."
      })
      expect(created).toMatchObject({
        name,
        type: "webchat",
        isDefault: false,
        greetingMessage: "Olá! Já vamos atender.",
        farewellMessage: "",
        importSettings: null,
        webchat: {
          title: "Fale com a Loja",
          footerText: "",
          headerColor: "#1d4ed8",
          iconUrl: null,
          autoOpen: false,
          offerHelp: true,
          helpMessage: "Posso ajudar?",
          soundUrl: null
        }
      })
      expect(created.token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
      // live: another administrator gets it as the API answered, an agent without the token, another tenant nothing
      const seen = await arrives(live2, "channel:update (create)", updateOf(created.id))
      expect(seen.data).toEqual({ type: "channel:update", channel: created })
      expect(LiveEvent.parse({ name: "channels", data: seen.data }).data).toEqual(seen.data)
      const seenByAgent = await arrives(agentLive, "channel:update (create), agent", updateOf(created.id))
      expect(seenByAgent.data.channel).toEqual({ ...created, token: null })
      // its session starts: connected, also live
      await until(created.id, (c) => c.status === "connected", "the new web chat connected")
      await arrives(
        live2,
        "channel:update (connected)",
        updateOf(created.id, (c) => c.status === "connected")
      )
      expect((await a.get(w.agent, `/channels/${created.id}`)).json).toMatchObject({ id: created.id, token: null })

      // the widget of the new channel gets its look with the history
      const widget = await widgetClient(w.url, created.token!, `vcfg${Date.now().toString(36)}`)
      expect(widget.frames.find((f) => f.type === "history").channel).toEqual({ name, config: created.webchat })
      widget.close()

      // refused, nothing changed: a taken name (any case, trimmed), a type without connector, bad fields
      const before = await rows()
      for (const [body, expected] of [
        [{ name: ` ${name.toUpperCase()}  `, type: "webchat" }, [409, "ERR_CONNECTION_NAME_EXISTS"]],
        [{ name: unique("Ig"), type: "instagram" }, [400, "ERR_CHANNEL_TYPE_UNSUPPORTED"]],
        [{ name: unique("Tg"), type: "telegram" }, [400, "ERR_VALIDATION"]],
        [{ name: unique("X"), type: "webchat", webchat: { iconUrl: "javascript:alert(1)" } }, [400, "ERR_VALIDATION"]],
        [{ name: "   ", type: "webchat" }, [400, "ERR_VALIDATION"]],
        [{ name: unique("X"), type: "fax" }, [400, "ERR_VALIDATION"]]
      ] as const) {
        const r = await a.post(w.admin, "/channels", body)
        expect(code(r), JSON.stringify(body)).toEqual(expected)
      }
      const rename = await a.put(w.admin, `/channels/${created.id}`, { name: demo.name.toLowerCase() })
      expect(code(rename)).toEqual([409, "ERR_CONNECTION_NAME_EXISTS"])
      expect(code(await a.put(w.admin, `/channels/${created.id}`, {}))).toEqual([400, "ERR_VALIDATION"])
      const badColor = await a.put(w.admin, `/channels/${created.id}`, { webchat: { headerColor: "azul" } })
      expect(code(badColor)).toEqual([400, "ERR_VALIDATION"])
      expect(await rows()).toEqual(before)

      // edit: only the fields given change; its own name in another case is no conflict
      const edited = await a.put(w.admin, `/channels/${created.id}`, {
        name: name.toUpperCase(),
        webchat: { title: "Atendimento da Loja", footerText: "Seg a sex, 8h–18h" },
        farewellMessage: "Até logo!"
      })
      expect(edited.status, edited.text).toBe(200)
      expect(edited.json).toMatchObject({
        name: name.toUpperCase(),
        farewellMessage: "Até logo!",
        greetingMessage: "Olá! Já vamos atender.",
        webchat: { title: "Atendimento da Loja", footerText: "Seg a sex, 8h–18h", headerColor: "#1d4ed8" }
      })
      const editSeen = await arrives(
        live2,
        "channel:update (edit)",
        updateOf(created.id, (c) => c.farewellMessage)
      )
      expect(editSeen.data.channel).toEqual(edited.json)

      // the default: one per tenant, the previous one told too
      const made = await a.post(w.admin, `/channels/${created.id}/default`)
      expect(made.json).toMatchObject({ id: created.id, isDefault: true })
      const listed = (await a.get(w.admin, "/channels")).json as Array<ChannelView>
      expect(listed.filter((c) => c.isDefault).map((c) => c.id)).toEqual([created.id])
      await arrives(
        live2,
        "channel:update (old default)",
        updateOf(demo.id, (c) => c.isDefault === false)
      )

      // delete: the confirmation first (nothing deleted), then EXCLUIR; the default goes back to the oldest
      const kept = await rows()
      for (const path of [
        `/channels/${created.id}`,
        `/channels/${created.id}?confirm=APAGAR`,
        `/channels/${created.id}?confirm=Loja`
      ]) {
        expect(code(await a.del(w.admin, path)), path).toEqual([400, "ERR_CHANNEL_DELETE_CONFIRMATION"])
      }
      const wrongBody = await http(w.url, "DELETE", `/channels/${created.id}`, {
        auth: w.admin,
        body: { confirm: "não" }
      })
      expect(code(wrongBody)).toEqual([400, "ERR_CHANNEL_DELETE_CONFIRMATION"])
      expect(await rows()).toEqual(kept)
      const gone = await a.del(w.admin, `/channels/${created.id}?confirm=excluir`)
      expect(gone.status, gone.text).toBe(204)
      expect(code(await a.get(w.admin, `/channels/${created.id}`))).toEqual([404, "ERR_NO_WAPP_FOUND"])
      expect(code(await a.del(w.admin, `/channels/${created.id}?confirm=EXCLUIR`))).toEqual([404, "ERR_NO_WAPP_FOUND"])
      for (const s of [live2, agentLive])
        await arrives(s, "channel:delete", (d) => d.type === "channel:delete" && d.channelId === created.id)
      expect((await a.get(w.admin, `/channels/${demo.id}`)).json.isDefault).toBe(true)
      // without history the row is gone; its widget is no longer one
      expect(await w.query`SELECT id FROM channels WHERE id = ${created.id}`).toEqual([])
      const orphan = await rawWidget(created.token!, `vgone${Date.now().toString(36)}`)
      expect(orphan.closed()).toMatchObject({ code: 4404 })

      // the other tenant's socket saw none of it
      expect(otherLive.events().filter((f) => f.event === `${w.admin.tenantId}:channels`)).toEqual([])
      expect(JSON.stringify(otherLive.events())).not.toContain(name)
    },
    90_000
  )

  it.skipIf(!run)(
    "a channel with open tickets is not deleted; with only closed ones it goes and its history stays",
    async () => {
      const ch = await create(unique("Com Histórico"))
      await until(ch.id, (c) => c.status === "connected", "connected")
      const visitor = `vhist${Date.now().toString(36)}`
      const ticket = await ticketOf(ch.token!, visitor, "Oi, tenho uma dúvida")
      const before = await rows()
      const refused = await a.del(w.admin, `/channels/${ch.id}?confirm=${encodeURIComponent(ch.name)}`)
      expect(code(refused)).toEqual([409, "ERR_CHANNEL_HAS_OPEN_TICKETS"])
      expect(await rows()).toEqual(before)

      expect((await a.put(w.admin, `/tickets/${ticket}`, { status: "closed" })).status).toBe(200)
      const deleted = await a.del(w.admin, `/channels/${ch.id}?confirm=${encodeURIComponent(` ${ch.name} `)}`)
      expect(deleted.status, deleted.text).toBe(204)
      expect((await a.get(w.admin, "/channels")).json.map((c: any) => c.id)).not.toContain(ch.id)
      // the history stays readable, its channel kept (switched off) for it
      const read = await a.get(w.admin, `/tickets/${ticket}`)
      expect(read.status).toBe(200)
      expect(read.json.whatsappId).toBe(ch.id)
      expect((await a.get(w.admin, `/messages/${ticket}`)).json.messages.map((m: any) => m.body)).toEqual([
        "Oi, tenho uma dúvida"
      ])
      const [kept] = await w.query`SELECT enabled, deleted_at FROM channels WHERE id = ${ch.id}`
      expect([Number(kept.enabled), kept.deleted_at === null]).toEqual([0, false])
      // its name is free again, and its widget refused
      await create(ch.name)
      expect((await rawWidget(ch.token!, visitor)).closed()).toMatchObject({ code: 4404 })
    },
    60_000
  )

  it.skipIf(!run)(
    "disconnect, connect, new QR code and reset drive the session; a disconnected web chat refuses its widget",
    async () => {
      const live2 = await socket(admin2)
      const ch = await create(unique("Sessões"))
      await until(ch.id, (c) => c.status === "connected", "connected")
      const visitor = `vsess${Date.now().toString(36)}`
      const first = await rawWidget(ch.token!, visitor)
      expect(first.closed()).toBeUndefined()

      // an agent may not drive it: nothing changes
      const before = await rows()
      for (const action of ["connect", "disconnect", "qrcode", "reset", "default"])
        expect(code(await a.post(w.agent, `/channels/${ch.id}/${action}`)), action).toEqual([403, "ERR_NO_PERMISSION"])
      expect(await rows()).toEqual(before)

      // disconnected: the open socket is closed, a new one refused with the code the widget shows
      const off = await a.post(w.admin, `/channels/${ch.id}/disconnect`)
      expect(off.json).toMatchObject({ id: ch.id, status: "disconnected" })
      await arrives(
        live2,
        "disconnected, live",
        updateOf(ch.id, (c) => c.status === "disconnected")
      )
      await waitFor(() => first.closed(), 10_000, "the open widget closed")
      expect(first.closed()).toEqual({ code: 4409, reason: "ERR_WEBCHAT_OFFLINE" })
      const refused = await rawWidget(ch.token!, visitor)
      expect(refused.closed()).toEqual({ code: 4409, reason: "ERR_WEBCHAT_OFFLINE" })
      expect(refused.frames).toContainEqual({ type: "error", error: "ERR_WEBCHAT_OFFLINE" })
      const upload = await http(
        w.url,
        "POST",
        `/webchat/media?token=${encodeURIComponent(ch.token!)}&visitor=${visitor}`,
        {
          raw: "arquivo",
          headers: { "content-type": "text/plain" }
        }
      )
      expect(code(upload)).toEqual([409, "ERR_WEBCHAT_OFFLINE"])
      // again: nothing to change, no event
      const events = channelEvents(live2).length
      expect((await a.post(w.admin, `/channels/${ch.id}/disconnect`)).json.status).toBe("disconnected")

      // connected again: the supervisor starts it, the widget is taken
      const on = await a.post(w.admin, `/channels/${ch.id}/connect`)
      expect(on.json).toMatchObject({ id: ch.id, status: "connecting" })
      await until(ch.id, (c) => c.status === "connected", "connected again")
      expect(channelEvents(live2).length).toBeGreaterThan(events)
      const back = await widgetClient(w.url, ch.token!, visitor)
      back.send("De volta")
      await waitFor(() => back.messages().find((m) => m.body === "De volta"), 10_000, "the echo")
      // connect on a session under way changes nothing
      expect((await a.post(w.admin, `/channels/${ch.id}/connect`)).json.status).toBe("connected")

      // a new QR code and a reset restart the session (a web chat has no login to forget)
      const gen = async () =>
        Number((await w.query`SELECT session_gen FROM channels WHERE id = ${ch.id}`)[0].session_gen)
      const g0 = await gen()
      expect((await a.post(w.admin, `/channels/${ch.id}/qrcode`)).json.status).toBe("connecting")
      await until(ch.id, (c) => c.status === "connected", "connected after the new QR code")
      expect((await a.post(w.admin, `/channels/${ch.id}/reset`)).json.status).toBe("connecting")
      await until(ch.id, (c) => c.status === "connected", "connected after the reset")
      expect(await gen()).toBe(g0 + 2)
      back.close()
    },
    90_000
  )

  it.skipIf(!run)("saving a WhatsApp channel's changed import settings ends its session", async () => {
    // its row as a session would leave it, connected (not enabled, so no node starts a real session
    // on it: test/whatsapp.connector.int.test.ts runs one against the WhatsApp Web stand-in)
    const name = unique("Zap Vendas")
    const [row] = await w.query`INSERT INTO channels (tenant_id, type, name, name_folded, token, token_hash, status,
        is_default, enabled, config, created_at)
      VALUES (${w.admin.tenantId}, ${"whatsapp"}, ${name}, ${name.toLowerCase()}, ${`wa-${name}`}, ${`wa-h-${name}`},
        ${"connected"}, ${0}, ${0}, ${JSON.stringify({ number: "5511999990000" })}, ${Date.now()}) RETURNING id`
    const id = Number(row.id)
    // a QR code waiting for a scan is for administrators only
    await w.query`UPDATE channels SET status = ${"qrcode"}, qrcode = ${"2@QR-SCAN-ME"} WHERE id = ${id}`
    expect((await a.get(w.admin, `/channels/${id}`)).json).toMatchObject({ status: "qrcode", qrcode: "2@QR-SCAN-ME" })
    expect((await a.get(w.agent, `/channels/${id}`)).json).toMatchObject({
      status: "qrcode",
      qrcode: null,
      token: null
    })
    await w.query`UPDATE channels SET status = ${"connected"}, qrcode = ${null} WHERE id = ${id}`
    const view = (await a.get(w.admin, `/channels/${id}`)).json
    expect(view).toMatchObject({ type: "whatsapp", status: "connected", number: "5511999990000", webchat: null })
    expect(view.importSettings).toMatchObject({ messages: false, startDate: null })

    const bad = await a.put(w.admin, `/channels/${id}`, {
      importSettings: { messages: true, startDate: "2026-03-01", endDate: "2026-02-01" }
    })
    expect(code(bad)).toEqual([400, "ERR_VALIDATION"])
    expect(bad.json.issues.map((i: any) => i.field)).toEqual(["importSettings.endDate"])
    expect((await a.get(w.admin, `/channels/${id}`)).json.status).toBe("connected")

    // a greeting alone keeps the session
    expect((await a.put(w.admin, `/channels/${id}`, { greetingMessage: "Oi" })).json.status).toBe("connected")
    const saved = await a.put(w.admin, `/channels/${id}`, {
      importSettings: { messages: true, contacts: true, startDate: "2026-01-01", endDate: "2026-02-01" }
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json).toMatchObject({
      status: "disconnected",
      importSettings: { messages: true, contacts: true, startDate: "2026-01-01", endDate: "2026-02-01" }
    })
    const [stored] = await w.query`SELECT enabled, status FROM channels WHERE id = ${id}`
    expect([Number(stored.enabled), stored.status]).toEqual([0, "disconnected"])
  })

  it.skipIf(!run)(
    "transfer moves the open and pending conversations to another channel of the tenant, with its codes",
    async () => {
      const live2 = await socket(admin2)
      const source = await create(unique("Origem"))
      const target = await create(unique("Destino"))
      await until(source.id, (c) => c.status === "connected", "source connected")
      await until(target.id, (c) => c.status === "connected", "target connected")
      const stamp = Date.now().toString(36)
      const t1 = await ticketOf(source.token!, `vtr1${stamp}`, "primeira")
      const t2 = await ticketOf(source.token!, `vtr2${stamp}`, "segunda")
      const closed = await ticketOf(source.token!, `vtr3${stamp}`, "terceira")
      expect((await a.put(w.admin, `/tickets/${closed}`, { status: "closed" })).status).toBe(200)
      // the same visitor id writing on the destination's widget is another contact there
      const twin = await ticketOf(source.token!, `vtr4${stamp}`, "quarta")
      await ticketOf(target.token!, `vtr4${stamp}`, "quinta")

      const before = await w.query`SELECT id, channel_id, status FROM tickets ORDER BY id`
      const same = await a.post(w.admin, `/channels/${source.id}/transfer`, { toChannelId: source.id })
      expect(code(same)).toEqual([400, "ERR_SAME_SOURCE_AND_DESTINATION"])
      const [otherChannel] = await w.query`SELECT id FROM channels WHERE tenant_id = ${w.adminB.tenantId}`
      const foreign = await a.post(w.admin, `/channels/${source.id}/transfer`, { toChannelId: Number(otherChannel.id) })
      expect(code(foreign)).toEqual([404, "ERR_NO_WAPP_FOUND"])
      const agent = await a.post(w.agent, `/channels/${source.id}/transfer`, { toChannelId: target.id })
      expect(code(agent)).toEqual([403, "ERR_NO_PERMISSION"])
      expect(code(await a.post(w.admin, `/channels/${source.id}/transfer`, { toChannelId: 0 }))).toEqual([
        400,
        "ERR_VALIDATION"
      ])
      expect(await w.query`SELECT id, channel_id, status FROM tickets ORDER BY id`).toEqual(before)

      const moved = await a.post(w.admin, `/channels/${source.id}/transfer`, { toChannelId: target.id })
      expect(moved.status, moved.text).toBe(200)
      expect(moved.json).toEqual({
        moved: 2,
        ticketIds: [t1, t2],
        skipped: [{ ticketId: twin, error: "ERR_DUPLICATED_CONTACT" }]
      })
      for (const id of [t1, t2]) {
        expect((await a.get(w.admin, `/tickets/${id}`)).json.whatsappId).toBe(target.id)
        await waitFor(
          () =>
            live2
              .events()
              .find(
                (f) =>
                  f.event === `${w.admin.tenantId}:ticketList` &&
                  f.data.type === "ticket:update" &&
                  f.data.ticket.id === id &&
                  f.data.ticket.whatsappId === target.id
              ),
          10_000,
          "ticket:update of a moved ticket"
        )
      }
      expect((await a.get(w.admin, `/tickets/${closed}`)).json.whatsappId).toBe(source.id)
      expect((await a.get(w.admin, `/tickets/${twin}`)).json.whatsappId).toBe(source.id)
      // an agent's reply on a moved conversation goes out through the destination
      expect((await a.put(w.admin, `/tickets/${t1}`, { status: "open", userId: w.admin.userId })).status).toBe(200)
      const reply = await a.post(w.admin, `/messages/${t1}`, { body: "Resposta pelo destino" })
      expect(reply.status, reply.text).toBe(200)
      const start = Date.now()
      let status = ""
      while (status !== "sent" && Date.now() - start < 10_000) {
        const [m] = await w.query`SELECT status FROM messages WHERE id = ${reply.json.id}`
        status = m.status
        if (status !== "sent") await new Promise((r) => setTimeout(r, 50))
      }
      expect(status).toBe("sent")
      const [sent] = await w.query`SELECT channel_id FROM channel_sent WHERE message_id = ${reply.json.id}`
      expect(Number(sent.channel_id)).toBe(target.id)
      // nothing left to move: 0
      expect((await a.post(w.admin, `/channels/${source.id}/transfer`, { toChannelId: target.id })).json).toMatchObject(
        {
          moved: 0
        }
      )
    },
    90_000
  )

  it.skipIf(!run)(
    "limits: the tenant's own cap, the free plan's one connection, the reseller's global limit",
    async () => {
      const count = async (tenantId: number) =>
        Number(
          (await w.query`SELECT COUNT(*) AS n FROM channels WHERE tenant_id = ${tenantId} AND deleted_at IS NULL`)[0].n
        )
      // the tenant's own cap (setting maxConnections, default 20)
      const mine = await count(w.admin.tenantId)
      await setSetting(w, "maxConnections", mine)
      try {
        const before = await rows()
        expect(code(await a.post(w.admin, "/channels", { name: unique("Além"), type: "webchat" }))).toEqual([
          403,
          "ERR_CONNECTION_LIMIT_REACHED"
        ])
        expect(await rows()).toEqual(before)
      } finally {
        await setSetting(w, "maxConnections", 20)
      }

      // the free plan: one connection, which provisioning made
      const freeBefore = await rows(w.adminB.tenantId)
      expect(code(await a.post(w.adminB, "/channels", { name: unique("Segundo"), type: "webchat" }))).toEqual([
        403,
        "ERR_PLAN_LIMIT_CONNECTIONS"
      ])
      expect(await rows(w.adminB.tenantId)).toEqual(freeBefore)

      // a reseller's global limit counts across its tenants
      const stamp = Date.now().toString(36)
      const [reseller] = await w.query`INSERT INTO resellers (name, max_connections, max_users, created_at)
      VALUES (${`Revenda ${stamp}`}, ${2}, ${null}, ${Date.now()}) RETURNING id`
      const email = `dona-${stamp}@revenda.test`
      await w.store(
        provisionTenant({
          name: `Cliente ${stamp}`,
          plan: "enterprise",
          adminName: "Dona",
          adminEmail: email,
          adminPassword: "Dona123456",
          resellerId: Number(reseller.id)
        })
      )
      const dona = await login(w.url, email, "Dona123456")
      // names are unique across the platform: another tenant's name is taken here too
      const [demoName] =
        await w.query`SELECT name FROM channels WHERE tenant_id = ${w.admin.tenantId} ORDER BY id LIMIT 1`
      expect(
        code(await a.post(dona, "/channels", { name: String(demoName.name).toUpperCase(), type: "webchat" }))
      ).toEqual([409, "ERR_CONNECTION_NAME_EXISTS"])
      expect((await a.post(dona, "/channels", { name: unique("Revenda 2"), type: "webchat" })).status).toBe(201)
      const full = await rows(dona.tenantId)
      expect(code(await a.post(dona, "/channels", { name: unique("Revenda 3"), type: "webchat" }))).toEqual([
        403,
        "ERR_RESELLER_CONNECTION_LIMIT_REACHED"
      ])
      expect(await rows(dona.tenantId)).toEqual(full)
    }
  )

  it.skipIf(!run)(
    "another tenant's channel is not found on any route and stays as it was; agents may not write",
    async () => {
      const ch = await create(unique("Só da Demo"))
      await until(ch.id, (c) => c.status === "connected", "connected")
      const before = await rows()
      const b = w.adminB
      const paths: Array<[string, string, unknown?]> = [
        ["GET", `/channels/${ch.id}`],
        ["PUT", `/channels/${ch.id}`, { name: "Invasão" }],
        ["DELETE", `/channels/${ch.id}?confirm=EXCLUIR`],
        ["POST", `/channels/${ch.id}/default`],
        ["POST", `/channels/${ch.id}/connect`],
        ["POST", `/channels/${ch.id}/disconnect`],
        ["POST", `/channels/${ch.id}/qrcode`],
        ["POST", `/channels/${ch.id}/reset`],
        ["POST", `/channels/${ch.id}/transfer`, { toChannelId: ch.id + 1 }]
      ]
      for (const [method, path, body] of paths) {
        const r = await http(w.url, method, path, { auth: b, body })
        expect(code(r), `${method} ${path}`).toEqual([404, "ERR_NO_WAPP_FOUND"])
        expect(r.text).not.toContain(ch.name)
      }
      expect((await a.get(b, "/channels")).json.map((c: any) => c.id)).not.toContain(ch.id)
      for (const id of ["abc", "0", "2147483648", "99999999"])
        expect(code(await a.get(w.admin, `/channels/${id}`)), id).toEqual([404, "ERR_NO_WAPP_FOUND"])

      // agents: every write refused
      for (const [method, path, body] of [
        ["POST", "/channels", { name: unique("Agente"), type: "webchat" }],
        ["PUT", `/channels/${ch.id}`, { name: "Agente" }],
        ["DELETE", `/channels/${ch.id}?confirm=EXCLUIR`],
        ["POST", `/channels/${ch.id}/transfer`, { toChannelId: ch.id }]
      ] as const) {
        const r = await http(w.url, method, path, { auth: w.agent, body })
        expect(code(r), `${method} ${path}`).toEqual([403, "ERR_NO_PERMISSION"])
      }
      expect(await rows()).toEqual(before)
    }
  )
})
