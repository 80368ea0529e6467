/**
 * The real binary, embedded mode, beside a running node on the same store: `channel list` and
 * `status` show the channels as the API shows them to an administrator (with their tenant);
 * `disconnect` ends a web chat's session (its widget is refused, and the node leaves it off);
 * `connect` waits until the node's supervisor has it connected again; a channel waiting for a scan
 * gets its QR code drawn while connect waits, and a wait that runs out says where it stopped; an
 * unknown id is ERR_NO_WAPP_FOUND.
 */
import { afterAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import { makeEnv, startTestNode, type TestEnv } from "../../test/support/modes"
import { rawStore } from "../../test/support/rawStore"
import type { NodeHandle } from "@atende/runtime/server/node"
import { atende } from "./cliTestKit"

let env: TestEnv | undefined
let node: NodeHandle | undefined
afterAll(async () => {
  await node?.close()
  await env?.cleanup()
})

/** A widget socket's first answer: the history, or how it was closed. */
const widgetAnswer = (url: string, token: string) =>
  new Promise<{ history: boolean; code?: number }>((resolve) => {
    const ws = new WebSocket(
      `${url.replace(/^http/, "ws")}/webchat/ws?token=${encodeURIComponent(token)}&visitor=vcli0001`
    )
    ws.on("message", (d) => {
      if (JSON.parse(String(d)).type === "history") {
        resolve({ history: true })
        ws.close()
      }
    })
    ws.on("close", (code) => resolve({ history: false, code }))
    ws.on("error", () => undefined)
  })

describe("atende channel (embedded, beside a running node)", () => {
  // each run of the binary takes seconds: one case, as few runs as tell the story
  it("lists, shows, disconnects and connects channels; draws a QR code to scan", { timeout: 240_000 }, async () => {
    env = await makeEnv("embedded")
    node = await startTestNode(env)
    const cli = { ATENDE_DATA_DIR: env.dataDir }

    const listed = await atende(["channel", "list", "--json"], cli)
    expect(listed.code, listed.stderr + listed.stdout).toBe(0)
    expect(listed.json.channels).toHaveLength(1)
    const demo = listed.json.channels[0]
    expect(demo).toMatchObject({ tenantId: 1, type: "webchat", isDefault: true, webchat: { headerColor: "#0b6e4f" } })
    expect(typeof demo.token).toBe("string")
    expect((await widgetAnswer(node.url, demo.token)).history).toBe(true)

    const off = await atende(["channel", "disconnect", String(demo.id), "--json"], cli)
    expect(off.code, off.stderr + off.stdout).toBe(0)
    expect(off.json).toMatchObject({ id: demo.id, status: "disconnected" })
    // the node takes it as the API's disconnect: the widget is refused, and it stays off
    expect(await widgetAnswer(node.url, demo.token)).toEqual({ history: false, code: 4409 })
    const shown = await atende(["channel", "status", String(demo.id), "--json"], cli)
    expect(shown.json).toMatchObject({ id: demo.id, status: "disconnected", tenantId: 1 })

    const on = await atende(["channel", "connect", String(demo.id), "--timeout", "60"], cli)
    expect(on.code, on.stderr + on.stdout).toBe(0)
    expect(on.stdout).toContain(`Channel #${demo.id} connected.`)
    expect(on.stderr).toContain(`channel #${demo.id}: connecting`)
    expect((await widgetAnswer(node.url, demo.token)).history).toBe(true)
    const table = await atende(["channel", "list", "--tenant", "1"], cli)
    expect(table.stdout).toContain(demo.name)
    expect(table.stdout).toContain("connected")

    const unknown = await atende(["channel", "connect", "999999", "--json"], cli)
    expect([unknown.code, unknown.json.error]).toEqual([1, "ERR_NO_WAPP_FOUND"])

    // a session waiting for a scan, its row as a connector would leave it (of a type without a
    // connector, so no session here changes it: a WhatsApp one would dial WhatsApp)
    const store = rawStore(env)
    try {
      await store.query(
        `INSERT INTO channels (tenant_id, type, name, name_folded, token, token_hash, status, qrcode,
          is_default, enabled, config, created_at)
        VALUES (1, 'instagram', 'Zap CLI', 'zap cli', 'wa-cli', 'wa-cli-h', 'qrcode', '2@QR-CODE-TO-SCAN',
          0, 1, '{}', 0)`
      )
      const [row] = await store.query("SELECT id FROM channels WHERE name = 'Zap CLI'")
      const waiting = await atende(["channel", "connect", String(row.id), "--timeout", "2"], cli)
      expect(waiting.code).toBe(1)
      expect(waiting.stderr).toContain(`channel #${row.id}: qrcode`)
      expect(waiting.stderr).toContain("Scan this QR code")
      expect(waiting.stderr).toMatch(/[▀▄█]{4,}/)
      expect(waiting.stderr).toContain("did not connect within 2 s (it is qrcode)")
      const timedOut = await atende(["channel", "connect", String(row.id), "--timeout", "1", "--json"], cli)
      expect([timedOut.code, timedOut.json.error]).toEqual([1, "ERR_TIMEOUT"])
      expect(timedOut.json.hint).toContain("Scan the QR code")
    } finally {
      await store.close()
    }
  })
})
