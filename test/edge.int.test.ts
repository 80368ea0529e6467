/**
 * Regressions of the HTTP edge, in both modes: `;` and malformed escapes in paths, over-long and
 * out-of-range ids, malformed console list parameters, NUL bytes in bodies, queries and paths,
 * bodies over 50 MB, and routes no one declared. Each is a 4xx with its catalogue code, and
 * nothing is stored (in production mode no command is even published to the bus).
 */
import { connect, type NatsConnection } from "nats"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { NATS_TEST_URL, productionAvailable, type Mode } from "./support/modes"
import { fingerprint, send, type Sent } from "./support/routeWalk"
import { visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

const MB = 1024 * 1024

const expectCode = (r: Sent, status: number, error: string, what: string) =>
  expect([r.status, r.json?.error], `${what}: ${r.text.slice(0, 200)}`).toEqual([status, error])

describe.each<Mode>(["embedded", "production"])("HTTP edge (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w } = worldPerMode(mode, run)
  const call = (method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
    send(w.url, { method, path, auth: w.admin, body: json === undefined ? undefined : { json }, headers })

  // production: the command stream's last sequence tells whether anything was published
  let nc: NatsConnection | undefined
  beforeAll(async () => {
    if (run && mode === "production") nc = await connect({ servers: NATS_TEST_URL })
  })
  afterAll(async () => {
    await nc?.close()
  })
  const commandSeq = async () => {
    if (!nc) return 0
    const ns = w.env.config().natsNamespace
    const info = await (await nc.jetstreamManager()).streams.info(`ATENDE_CMD_${ns.toUpperCase().replace(/-/g, "_")}`)
    return info.state.last_seq
  }
  /** Runs `rejected` and asserts that neither the tenant's data nor (production) the command stream moved. */
  const nothingReaches = async (rejected: () => Promise<void>) => {
    const before = [await fingerprint(w, w.admin.tenantId), await commandSeq()]
    await rejected()
    expect([await fingerprint(w, w.admin.tenantId), await commandSeq()]).toEqual(before)
  }

  it.skipIf(!run)("a `;` in a path is part of the id: DELETE /tickets/{id};DROP leaves the ticket", async () => {
    const { ticketId, widget } = await visitorTicket(w)
    widget.close()
    await nothingReaches(async () => {
      for (const suffix of [";DROP", "%3BDROP", ";", "%3B"]) {
        expectCode(await call("DELETE", `/tickets/${ticketId}${suffix}`), 404, "ERR_NO_TICKET_FOUND", suffix)
      }
      expectCode(await call("PUT", `/admin/queues/${w.queueA};x`, { name: "x" }), 404, "ERR_NO_QUEUE_FOUND", "queue")
    })
    const row = (await w.query`SELECT deleted, status FROM tickets WHERE id = ${ticketId}`)[0]
    expect([Number(row.deleted), row.status]).toEqual([0, "pending"])
    expect((await call("GET", `/tickets/${ticketId}`)).status).toBe(200)
  })

  it.skipIf(!run)("malformed escapes in the path or in X-File-Name are 400 ERR_VALIDATION", async () => {
    for (const path of ["/tickets/%zz", "/%zz", "/tickets/%", "/console/%E0%A4%A", "/admin/users/%"]) {
      for (const method of ["GET", "DELETE", "POST"]) {
        const r = await call(method, path)
        expectCode(r, 400, "ERR_VALIDATION", `${method} ${path}`)
        expect(r.json.issues).toEqual([{ field: "path", message: expect.any(String) }])
      }
    }
    const media = async () => Number((await w.query`SELECT COUNT(*) AS n FROM media`)[0].n)
    const before = await media()
    for (const name of ["%E0%A4%A", "foto%zz.png", "%", "a%00b.png"]) {
      const path = `/webchat/media?token=${w.token}&visitor=vfilename1`
      const r = await send(w.url, {
        method: "POST",
        path,
        body: { raw: "PNGDATA" },
        headers: { "content-type": "image/png", "x-file-name": name }
      })
      expectCode(r, 400, "ERR_VALIDATION", name)
      expect(r.json.issues).toEqual([{ field: "x-file-name", message: expect.any(String) }])
    }
    expect(await media()).toBe(before)
  })

  it.skipIf(!run)(
    "ids longer than the router takes, or beyond 32 bits, are the route's not found (never 500)",
    async () => {
      await nothingReaches(async () => {
        expectCode(await call("GET", `/tickets/${"9".repeat(101)}`), 404, "ERR_NOT_FOUND", "101 digits")
        expectCode(await call("DELETE", `/admin/users/${"a".repeat(150)}`), 404, "ERR_NOT_FOUND", "150 letters")
        for (const id of ["2147483648", "99999999999999999999", "1e308", "-1", "1.5"]) {
          expectCode(await call("GET", `/tickets/${id}`), 404, "ERR_NO_TICKET_FOUND", `ticket ${id}`)
          expectCode(
            await call("PUT", `/admin/users/${id}`, { name: "Nome Novo" }),
            404,
            "ERR_NO_USER_FOUND",
            `user ${id}`
          )
          expectCode(await call("DELETE", `/admin/queues/${id}`), 404, "ERR_NO_QUEUE_FOUND", `queue ${id}`)
          expectCode(
            await call("PUT", `/admin/tenants/${id}`, { name: "Empresa" }),
            404,
            "ERR_NO_TENANT_FOUND",
            `tenant ${id}`
          )
          expectCode(
            await call("PUT", `/admin/resellers/${id}`, { name: "Revenda" }),
            404,
            "ERR_NOT_FOUND",
            `reseller ${id}`
          )
        }
      })
    }
  )

  it.skipIf(!run)(
    "an id of 2147483648 in a body or a query is 400 ERR_VALIDATION naming the field, and no command is sent",
    async () => {
      const user = (
        await call("POST", "/admin/users", {
          name: "Vitima Edge",
          email: "vitima@edge.test",
          password: "Edge123456",
          profile: "user"
        })
      ).json
      const { ticketId, widget } = await visitorTicket(w)
      widget.close()
      const field = (r: Sent) => r.json?.issues?.map((i: any) => i.field)
      await nothingReaches(async () => {
        const created = await call("POST", "/admin/users", {
          name: "Fora Faixa",
          email: "fora@edge.test",
          password: "Edge123456",
          queueIds: [2147483648]
        })
        expectCode(created, 400, "ERR_VALIDATION", "queueIds")
        expect(field(created)).toEqual(["queueIds.0"])
        const updated = await call("PUT", `/admin/users/${user.id}`, { queueIds: [w.queueA, 2147483648] })
        expect([updated.status, field(updated)]).toEqual([400, ["queueIds.1"]])
        const removed = await call("DELETE", `/admin/users/${user.id}?newUserId=2147483648`)
        expect([removed.status, removed.json.error, field(removed)]).toEqual([400, "ERR_VALIDATION", ["newUserId"]])
        const transfer = await call("PUT", `/tickets/${ticketId}`, { userId: 2147483648 })
        expect([transfer.status, transfer.json.error]).toEqual([400, "ERR_VALIDATION"])
        const tenant = await call("PUT", `/admin/tenants/${w.adminB.tenantId}`, { resellerId: 2147483648 })
        expect([tenant.status, field(tenant)]).toEqual([400, ["resellerId"]])
      })
      expect(await w.query`SELECT id FROM users WHERE email = ${"fora@edge.test"}`).toEqual([])
      // the tenant's actor still works (nothing poisoned its queue), and a command it takes does show on the stream
      const seq = await commandSeq()
      expect((await call("PUT", `/admin/users/${user.id}`, { name: "Vitima Renomeada" })).json.name).toBe(
        "Vitima Renomeada"
      )
      if (mode === "production") expect(await commandSeq()).toBeGreaterThan(seq)
    }
  )

  it.skipIf(!run)(
    "a NUL byte in a reply, a user's name, a query or a path is 400 ERR_VALIDATION and nothing is stored",
    async () => {
      const { ticketId, widget } = await visitorTicket(w)
      widget.close()
      expect((await call("PUT", `/tickets/${ticketId}`, { status: "open" })).status).toBe(200)
      const user = (
        await call("POST", "/admin/users", {
          name: "Nome Limpo",
          email: "limpo@edge.test",
          password: "Edge123456",
          profile: "user"
        })
      ).json
      const field = (r: Sent) => r.json?.issues?.map((i: any) => i.field)
      await nothingReaches(async () => {
        const reply = await call("POST", `/messages/${ticketId}`, { body: "olá\u0000mundo" })
        expect([reply.status, reply.json.error, field(reply)]).toEqual([400, "ERR_VALIDATION", ["body"]])
        const named = await call("PUT", `/admin/users/${user.id}`, { name: "Nome\u0000Sujo" })
        expect([named.status, field(named)]).toEqual([400, ["name"]])
        const created = await call("POST", "/admin/users", {
          name: "Novo\u0000",
          email: "nul@edge.test",
          password: "Edge123456"
        })
        expect([created.status, field(created)]).toEqual([400, ["name"]])
        const key = await call("PUT", "/tenant", { "time\u0000zone": "America/Sao_Paulo" })
        expect([key.status, key.json.error]).toEqual([400, "ERR_VALIDATION"])
        const note = await call("POST", `/tickets/${ticketId}/notes`, { body: "\u0000" })
        expect([note.status, field(note)]).toEqual([400, ["body"]])
        const query = await call("GET", "/tickets?searchParam=a%00b")
        expect([query.status, query.json.error, field(query)]).toEqual([400, "ERR_VALIDATION", ["searchParam"]])
        const filter = await call("GET", `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: "a\u0000" }))}`)
        expect([filter.status, field(filter)]).toEqual([400, ["filter.q"]])
        expectCode(await call("DELETE", `/tickets/${ticketId}%00`), 400, "ERR_VALIDATION", "path")
        const inField = await send(w.url, {
          method: "POST",
          path: `/messages/${ticketId}`,
          auth: w.admin,
          body: { form: [["body", "multi\u0000part"]] }
        })
        expect([inField.status, field(inField)]).toEqual([400, ["body"]])
        const withFile = {
          form: [
            ["body", "foto"],
            ["medias", "PNG", "foto\u0000.png"]
          ]
        } as const
        const inFileName = await send(w.url, {
          method: "POST",
          path: `/messages/${ticketId}`,
          auth: w.admin,
          body: withFile
        })
        expect([inFileName.status, field(inFileName)]).toEqual([400, ["files"]])
      })
      expect((await w.query`SELECT name FROM users WHERE id = ${user.id}`)[0].name).toBe("Nome Limpo")
      // the ticket's actor still works, and a command it takes does show on the stream
      const seq = await commandSeq()
      expect((await call("POST", `/messages/${ticketId}`, { body: "olá mundo" })).status).toBe(200)
      if (mode === "production") expect(await commandSeq()).toBeGreaterThan(seq)
    }
  )

  it.skipIf(!run)(
    "console list parameters of the wrong shape are 400 ERR_VALIDATION naming the parameter",
    async () => {
      const q = (v: unknown) => encodeURIComponent(typeof v === "string" ? v : JSON.stringify(v))
      const cases: Array<[string, string]> = [
        [`sort=${q({})}`, "sort"],
        [`sort=${q("id")}`, "sort"],
        [`sort=${q(["id"])}`, "sort"],
        [`range=${q({ a: 1 })}`, "range"],
        [`range=${q("[1e308,1e309]")}`, "range"],
        [`range=${q(["a", "b"])}`, "range"],
        [`range=${q([-1, 5])}`, "range"],
        [`range=${q([0, 1.5])}`, "range"],
        [`range=${q(7)}`, "range"],
        [`filter=${q([1])}`, "filter"],
        [`filter=${q("x")}`, "filter"],
        [`filter=${q(null)}`, "filter"]
      ]
      for (const resource of ["users", "queues", "tags", "tenants", "resellers"]) {
        for (const [query, name] of cases) {
          const r = await call("GET", `/admin/${resource}?${query}`)
          expect(
            [r.status, r.json?.error, r.json?.issues?.[0]?.field],
            `${resource} ${decodeURIComponent(query)}`
          ).toEqual([400, "ERR_VALIDATION", name])
        }
        const fine = await call(
          "GET",
          `/admin/${resource}?sort=${q(["id", "DESC"])}&range=${q([0, 4])}&filter=${q({ id: [1, 2147483648] })}`
        )
        expect(fine.status, `${resource} valid`).toBe(200)
      }
    }
  )

  it.skipIf(!run)(
    "a body over 50 MB is 413 ERR_PAYLOAD_TOO_LARGE, declared or streamed, and the server goes on",
    async () => {
      const chunk = new Uint8Array(MB).fill(0x61)
      const overLimit = 51
      await nothingReaches(async () => {
        // declared: Content-Length says 51 MB
        const declared = await fetch(`${w.url}/admin/users`, {
          method: "POST",
          body: Buffer.alloc(overLimit * MB, 0x61),
          headers: {
            authorization: `Bearer ${w.admin.token}`,
            "x-session-id": w.admin.sessionId,
            "content-type": "application/json"
          }
        })
        expect([declared.status, (await declared.json()).error]).toEqual([413, "ERR_PAYLOAD_TOO_LARGE"])
        // streamed: chunked, no length known in advance
        for (const path of ["/admin/users", "/auth/login/"]) {
          let sent = 0
          const stream = new ReadableStream<Uint8Array>({
            pull: (controller) => {
              if (sent++ < overLimit) controller.enqueue(chunk)
              else controller.close()
            }
          })
          const streamed = await fetch(w.url + path, {
            method: "POST",
            body: stream,
            duplex: "half",
            headers: {
              authorization: `Bearer ${w.admin.token}`,
              "x-session-id": w.admin.sessionId,
              "content-type": "application/json"
            }
          } as RequestInit)
          expect([streamed.status, (await streamed.json()).error], path).toEqual([413, "ERR_PAYLOAD_TOO_LARGE"])
        }
      })
      expect((await call("GET", "/health")).status).toBe(200)
    }
  )

  it.skipIf(!run)(
    "a route no one declared is 404 ERR_NOT_FOUND for every method, with or without a session",
    async () => {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "GET"]) {
        for (const path of ["/nope", "/tickets/1/nope", "/admin/nope/1", "/api/tickets"]) {
          expectCode(
            await call(method, path, method === "GET" ? undefined : { a: 1 }),
            404,
            "ERR_NOT_FOUND",
            `${method} ${path}`
          )
          expectCode(await send(w.url, { method, path }), 404, "ERR_NOT_FOUND", `${method} ${path} without a session`)
        }
      }
    }
  )
})
