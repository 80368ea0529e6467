/**
 * System information (issue 16 item 3; spec part 2 §3), in both modes: `GET /system/info` for
 * administrators (figures of the answering node read live, every live node's from its heartbeat,
 * the tenant's space: its files in the media store against the contracted space the platform's
 * operator sets with `PUT /admin/tenants/:id`), 403 for others, each tenant seeing its own space.
 */
import { SystemInfo } from "@atende/core/contracts/systemInfo"
import os from "node:os"
import { afterAll, describe, expect, it } from "vitest"
import { http, until } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { worldPerMode } from "./workspace.support"

const production = await productionAvailable()

const MB = 1024 * 1024

describe.each<Mode>(["embedded", "production"])("system information (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)
  const info = async (as = w.admin) => {
    const r = await a.get(as, "/system/info")
    expect(r.status).toBe(200)
    return SystemInfo.parse(r.json)
  }
  const upload = async (visitor: string, bytes: number) => {
    const r = await http(w.url, "POST", `/webchat/media?token=${w.token}&visitor=${visitor}`, {
      raw: "x".repeat(bytes),
      headers: { "content-type": "application/pdf", "x-file-name": "contrato.pdf" }
    })
    expect(r.status).toBe(200)
  }
  afterAll(async () => {
    if (run) await w.query`DELETE FROM nodes WHERE id LIKE ${"sysinfo-%"}`
  })

  it.skipIf(!run)("an administrator gets the answering node's figures, plausible and live", async () => {
    // the CPU usage needs two samples a second apart (the heartbeat's first and this read)
    const got = await until(
      () => info(),
      (i) => i.nodes[0]?.figures?.cpuUsage !== null && i.nodes[0]?.heartbeatAt !== null,
      "the CPU usage and the first heartbeat"
    )
    expect(got.mode).toBe(mode)
    expect(got.nodes).toHaveLength(1)
    const [node] = got.nodes
    expect(node!.answering).toBe(true)
    const f = node!.figures!
    expect(f.hostname).toBe(os.hostname())
    expect(f.os.type).toBe(os.type())
    expect(f.cpus).toBeGreaterThanOrEqual(1)
    expect(f.cpuModel.length).toBeGreaterThan(0)
    expect(f.cpuUsage).toBeGreaterThanOrEqual(0)
    expect(f.cpuUsage).toBeLessThanOrEqual(100)
    expect(f.loadAverage).toHaveLength(3)
    expect(f.memory.total).toBeGreaterThan(f.memory.free)
    expect(f.memory.free).toBeGreaterThan(0)
    expect(f.memory.processRss).toBeGreaterThan(0)
    expect(f.disk).not.toBeNull()
    expect(f.disk!.total).toBeGreaterThanOrEqual(f.disk!.free)
    expect(f.disk!.total).toBeGreaterThan(0)
    if (mode === "embedded") expect(f.disk!.path).toBe(w.env.config().dataDir)
    expect(f.uptime.system).toBeGreaterThan(0)
    expect(f.uptime.process).toBeGreaterThan(0)
    for (const address of f.addresses) expect(address).not.toMatch(/^(127\.|::1$)/)
    expect(Math.abs(f.measuredAt - Date.now())).toBeLessThan(60_000)

    // the heartbeat carries the same figures for the other nodes to show
    const [row] = await w.query`SELECT info FROM nodes WHERE id = ${node!.nodeId}`
    const beat = JSON.parse(row.info).system
    expect(beat.hostname).toBe(os.hostname())
    expect(beat.cpus).toBe(f.cpus)
  })

  it.skipIf(!run)("every live node from its heartbeat, the answering one first and marked", async () => {
    const here = (await info()).nodes[0]!
    const now = Date.now()
    const figures = { ...here.figures!, hostname: "outro-servidor", addresses: ["10.0.0.9"] }
    const row = (id: string, at: number, info: unknown) =>
      w.query`INSERT INTO nodes (id, started_at, heartbeat_at, info)
        VALUES (${id}, ${at}, ${at}, ${JSON.stringify(info)})`
    await row("sysinfo-a-live", now, { pid: 1, system: figures })
    await row("sysinfo-b-old", now, { pid: 2 }) // a node of an older version: no figures
    await row("sysinfo-c-gone", now - 60_000, { pid: 3, system: figures }) // no heartbeat for a minute
    const got = await info()
    expect(got.nodes.map((n) => [n.nodeId, n.answering])).toEqual([
      [here.nodeId, true],
      ["sysinfo-a-live", false],
      ["sysinfo-b-old", false]
    ])
    expect(got.nodes[1]!.figures!.hostname).toBe("outro-servidor")
    expect(got.nodes[1]!.heartbeatAt).toBe(now)
    expect(got.nodes[2]!.figures).toBeNull()
  })

  it.skipIf(!run)("the tenant's space: its files, the contracted space, free space and percentage", async () => {
    const before = (await info()).tenant
    expect(before.quota).toBeNull()
    expect(before.free).toBeNull()
    expect(before.freePercent).toBeNull()

    await upload(`sysinfo${mode}`, 300 * 1024)
    const after = (await info()).tenant
    expect(after.files).toBe(before.files + 1)
    expect(after.used).toBe(before.used + 300 * 1024)

    // the operator contracts 2 MB for the tenant (the console's tenant record)
    const tenantPath = `/admin/tenants/${w.admin.tenantId}`
    for (const bad of [0, -1, 1.5, "10"])
      expect((await a.put(w.admin, tenantPath, { storageQuotaMb: bad })).status, String(bad)).toBe(400)
    const set = await a.put(w.admin, tenantPath, { storageQuotaMb: 2 })
    expect(set.status).toBe(200)
    expect(set.json.storageQuotaMb).toBe(2)
    expect((await a.get(w.admin, tenantPath)).json.storageQuotaMb).toBe(2)
    const quoted = (await info()).tenant
    expect(quoted.quota).toBe(2 * MB)
    expect(quoted.free).toBe(2 * MB - quoted.used)
    expect(quoted.freePercent).toBeCloseTo(((2 * MB - quoted.used) / (2 * MB)) * 100, 6)

    // the other tenant sees only its own space; its administrator cannot contract space for it
    const other = (await info(w.adminB)).tenant
    expect(other).toEqual({ files: 0, used: 0, quota: null, free: null, freePercent: null })
    expect((await a.put(w.adminB, "/tenant", { storageQuotaMb: 100 })).status).toBeLessThan(500)
    expect((await info(w.adminB)).tenant.quota).toBeNull()
    expect((await a.put(w.adminB, `/admin/tenants/${w.adminB.tenantId}`, { storageQuotaMb: 100 })).status).toBe(403)

    // more than contracted: no free space left, never below zero
    await upload(`sysinfo${mode}`, 2 * MB)
    const full = (await info()).tenant
    expect(full.used).toBeGreaterThan(2 * MB)
    expect(full.free).toBe(0)
    expect(full.freePercent).toBe(0)

    // back to unlimited
    expect((await a.put(w.admin, tenantPath, { storageQuotaMb: null })).json.storageQuotaMb).toBeNull()
    expect((await info()).tenant.quota).toBeNull()
  })

  it.skipIf(!run)("agents and supervisors get 403 ERR_NO_PERMISSION; no session gets 401", async () => {
    for (const as of [w.agent, w.sup, w.agentB]) {
      const r = await a.get(as, "/system/info")
      expect(r.status).toBe(403)
      expect(r.json.error).toBe("ERR_NO_PERMISSION")
    }
    expect((await http(w.url, "GET", "/system/info")).status).toBe(401)
  })
})
