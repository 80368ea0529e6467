/**
 * The real binary, embedded mode: tickets written straight into the store (as a repair or an
 * import by SQL would) are not in the dashboard's figures until `atende dashboard rebuild` builds
 * them from the history, for one tenant or all; an unknown tenant is a catalogue code.
 */
import { parseConfig } from "@atende/runtime/platform/config/Config"
import { provisionTenant } from "@atende/runtime/features/tenants/index"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { rmSync } from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { atende, tempDir } from "./cliTestKit"
import { runWithStore } from "./services/runStore"

const dirs: Array<string> = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe("atende dashboard rebuild (embedded)", () => {
  it("builds the figures of tickets written behind the product's back", { timeout: 240_000 }, async () => {
    const dir = tempDir(dirs)
    const env = { ATENDE_DATA_DIR: dir }
    const config = parseConfig(env)
    const query = (text: TemplateStringsArray, ...values: Array<unknown>) =>
      runWithStore(
        config,
        Effect.flatMap(SqlClient.SqlClient, (sql) => sql(text, ...values))
      ) as Promise<Array<any>>
    const made = await runWithStore(
      config,
      provisionTenant({
        name: "Loja Painel",
        plan: "enterprise",
        adminName: "Dona",
        adminEmail: "dona@painel.test",
        adminPassword: "Dona12345"
      })
    )
    const tenantId = made.tenant.id
    const contact = (
      await query`INSERT INTO contacts (tenant_id, name, number, created_at)
        VALUES (${tenantId}, ${"Ana Lima"}, ${"5511987650001"}, ${Date.now()}) RETURNING id`
    )[0].id
    const at = Date.parse("2026-03-02T15:00:00Z")
    const closedAt = (status: string) => (status === "closed" ? at + 60_000 : null)
    for (const [n, status] of [
      [1, "closed"],
      [2, "pending"],
      [3, "open"]
    ] as const)
      await query`INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, queue_id, status, protocol,
          last_message_at, created_at, updated_at, closed_at)
        VALUES (${tenantId}, ${contact}, ${made.channel.id}, ${status === "pending" ? null : made.admin.id},
          ${made.queueId}, ${status}, ${`PAINEL-${n}`}, ${at}, ${at}, ${at}, ${closedAt(status)})`
    const opened = async () =>
      Number(
        (await query`SELECT COALESCE(SUM(opened), 0) AS n FROM dashboard_daily WHERE tenant_id = ${tenantId}`)[0].n
      )
    expect(await opened()).toBe(0)

    const run = await atende(["dashboard", "rebuild", "--tenant", String(tenantId), "--json"], env)
    expect(run.code, run.stderr + run.stdout).toBe(0)
    expect(run.json.tenants).toEqual([{ tenantId, name: "Loja Painel", rows: expect.any(Number) }])
    expect(run.json.tenants[0].rows).toBeGreaterThan(0)
    expect(await opened()).toBe(3)

    // every tenant, and the text a person reads
    const all = await atende(["dashboard", "rebuild"], env)
    expect(all.code, all.stderr + all.stdout).toBe(0)
    expect(all.stdout).toMatch(/Rebuilt the dashboard of \d+ tenants?/)
    expect(await opened()).toBe(3)

    const nobody = await atende(["dashboard", "rebuild", "--tenant", "999999", "--json"], env)
    expect(nobody.code).not.toBe(0)
    expect(nobody.json.error).toBe("ERR_NO_TENANT_FOUND")
  })
})
