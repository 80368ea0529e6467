/**
 * The real binary, embedded mode, beside a running node: `doctor` lists each tenant's channels as the
 * product lists them, without deleted ones. A web chat with a closed conversation, once deleted,
 * keeps its row (its history stays readable) but is gone from `doctor`, in --json and on screen;
 * the channels that live are there.
 */
import { afterAll, describe, expect, it } from "vitest"
import type { NodeHandle } from "@atende/runtime/server/node"
import { http, login, waitFor, widgetClient } from "../../test/support/clients"
import { makeEnv, startTestNode, type TestEnv } from "../../test/support/modes"
import { rawStore, type RawStore } from "../../test/support/rawStore"
import { atende } from "./cliTestKit"

let env: TestEnv | undefined
let node: NodeHandle | undefined
let store: RawStore | undefined
afterAll(async () => {
  await node?.close()
  await store?.close()
  await env?.cleanup()
})

describe("atende doctor (embedded, beside a running node)", () => {
  it("leaves deleted channels out", { timeout: 180_000 }, async () => {
    env = await makeEnv("embedded")
    node = await startTestNode(env)
    store = rawStore(env)
    const admin = await login(node.url, "admin@atende.local", "Admin12345")
    const create = async (name: string) => {
      const r = await http(node!.url, "POST", "/channels", { auth: admin, body: { name, type: "webchat" } })
      expect(r.status, r.text).toBe(201)
      return r.json as { id: number; token: string }
    }
    const kept = await create("Chat da Promoção")
    const gone = await create("Chat Antigo")

    // a visitor's conversation on the first one, closed: deleting the channel keeps its row
    const visitor = await widgetClient(node.url, kept.token, "vdoctor01")
    visitor.send("Olá, ainda vale a promoção?")
    await waitFor(() => visitor.messages().length > 0, 15_000, "the visitor's message echoed")
    visitor.close()
    const [message] = await store.query(
      "SELECT m.ticket_id FROM messages m JOIN contacts c ON c.id = m.contact_id WHERE c.channel_id = $1",
      kept.id
    )
    const ticketId = Number(message.ticket_id)
    const closed = await http(node.url, "PUT", `/tickets/${ticketId}`, { auth: admin, body: { status: "closed" } })
    expect(closed.status, closed.text).toBe(200)
    for (const c of [kept, gone]) {
      const r = await http(node.url, "DELETE", `/channels/${c.id}?confirm=EXCLUIR`, { auth: admin })
      expect(r.status, r.text).toBe(204)
    }
    const rows = await store.query("SELECT id, deleted_at FROM channels WHERE id = $1", kept.id)
    expect(rows).toHaveLength(1)
    expect(rows[0].deleted_at).not.toBe(null)

    const cli = { ATENDE_DATA_DIR: env.dataDir }
    const json = await atende(["doctor", "--json"], cli)
    expect(json.code, json.stderr + json.stdout).toBe(0)
    const listed = json.json.tenants.flatMap((t: any) => t.channels.map((c: any) => c.name))
    expect(listed).not.toContain("Chat da Promoção")
    expect(listed).not.toContain("Chat Antigo")
    const live = (await http(node.url, "GET", "/channels", { auth: admin })).json.map((c: any) => c.name)
    expect(live.length).toBeGreaterThan(0)
    expect([...listed].sort()).toEqual([...live].sort())

    const screen = await atende(["doctor"], cli)
    expect(screen.code, screen.stderr + screen.stdout).toBe(0)
    expect(screen.stdout).toContain(live[0])
    expect(screen.stdout).not.toContain("Chat da Promoção")
  })
})
