/**
 * The real binary, embedded mode: `atende report tickets` writes a tenant's tickets report for a
 * period of its calendar (São Paulo here: a ticket at 23:30 local time on the period's last day
 * is in, one at 23:30 on the day before its first is not) as XLSX, CSV and PDF, with waits and SLA
 * classes, read back here; a period the report refuses and an unknown tenant are catalogue codes
 * naming what to change, and leave no file behind.
 */
import { parseConfig } from "@atende/runtime/platform/config/Config"
import { provisionTenant } from "@atende/runtime/features/tenants/index"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import ExcelJS from "exceljs"
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { atende, tempDir } from "./cliTestKit"
import { runWithStore } from "./services/runStore"

/** A duration cell ([h]:mm:ss) as seconds: exceljs reads one back as a date of Excel's day zero. */
const cellSeconds = (v: unknown) =>
  v instanceof Date ? Math.round((v.getTime() - Date.UTC(1899, 11, 30)) / 1000) : Math.round(Number(v) * 86_400)

const dirs: Array<string> = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe("atende report tickets (embedded)", () => {
  it("writes XLSX, CSV and PDF files of the period, and refuses a bad period", { timeout: 240_000 }, async () => {
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
        name: "Loja Relatório",
        plan: "enterprise",
        adminName: "Dona",
        adminEmail: "dona@relatorio.test",
        adminPassword: "Dona12345"
      })
    )
    const tenantId = made.tenant.id
    await query`UPDATE tenants SET timezone = ${"America/Sao_Paulo"} WHERE id = ${tenantId}`
    const admin = made.admin.id
    const contact = (
      await query`INSERT INTO contacts (tenant_id, name, number, email, created_at)
        VALUES (${tenantId}, ${"Ana Lima"}, ${"5511987650001"}, ${"ana@loja.test"}, ${Date.now()}) RETURNING id`
    )[0].id
    const ticket = async (protocol: string, created: string, status: string, closedAfterMin?: number) => {
      const at = Date.parse(created)
      const closed = closedAfterMin === undefined ? null : at + closedAfterMin * 60_000
      const rows = await query`INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, queue_id, status,
          protocol, last_message_at, created_at, updated_at, closed_at)
        VALUES (${tenantId}, ${contact}, ${made.channel.id}, ${admin}, ${made.queueId}, ${status}, ${protocol}, ${at},
          ${at}, ${closed ?? at}, ${closed}) RETURNING id`
      return Number(rows[0].id)
    }
    const answered = await ticket("CLI-0001", "2026-03-02T12:00:00Z", "closed", 30)
    await query`INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, dedupe_key,
        created_at)
      VALUES (${tenantId}, ${answered}, ${contact}, ${admin}, ${"Olá"}, ${1}, ${"sent"}, ${"cli-report-1"},
        ${Date.parse("2026-03-02T12:05:00Z")})`
    // 23:30 on 31 March in São Paulo (1 April in UTC): in; 23:30 on 28 February: out
    await ticket("CLI-0002", "2026-04-01T02:30:00Z", "pending")
    await ticket("CLI-0003", "2026-03-01T02:30:00Z", "closed", 10)
    const period = ["--tenant", String(tenantId), "--from", "2026-03-01", "--to", "2026-03-31"]

    const xlsx = join(dir, "marco.xlsx")
    const run = await atende(["report", "tickets", ...period, "--format", "xlsx", "--out", xlsx, "--json"], env)
    expect(run.code, run.stderr + run.stdout).toBe(0)
    expect(run.json).toMatchObject({
      file: xlsx,
      format: "xlsx",
      tenantId,
      from: "2026-03-01",
      to: "2026-03-31",
      rows: 2,
      bytes: readFileSync(xlsx).length
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(xlsx)
    const sheet = book.worksheets[0]!
    const row = (n: number) => (sheet.getRow(n).values as Array<unknown>).slice(1)
    expect(sheet.actualRowCount).toBe(3)
    expect([row(2)[0], row(2)[1], row(2)[13]]).toEqual(["CLI-0002", "Pendente", "Atrasado"])
    expect((row(2)[8] as Date).toISOString()).toBe("2026-03-31T23:30:00.000Z")
    expect([row(3)[0], row(3)[2], row(3)[3], row(3)[13]]).toEqual(["CLI-0001", "Ana Lima", "5511987650001", "No prazo"])
    expect(cellSeconds(row(3)[11])).toBe(300)

    const csv = join(dir, "marco.csv")
    const asCsv = await atende(["report", "tickets", ...period, "--format", "csv", "--out", csv, "--json"], env)
    expect(asCsv.code, asCsv.stderr + asCsv.stdout).toBe(0)
    const lines = readFileSync(csv, "utf8").slice(1).trim().split(/\r?\n/)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain("CLI-0002,Pendente,Ana Lima,5511987650001,ana@loja.test")
    expect(lines[1]).toContain("31/03/2026 23:30")
    expect(lines[2]).toMatch(/CLI-0001,Resolvido,.*,0:05:00,0:30:00,No prazo,$/) // no satisfaction score

    const pdf = join(dir, "marco.pdf")
    const asPdf = await atende(["report", "tickets", ...period, "--format", "pdf", "--out", pdf, "--json"], env)
    expect(asPdf.code, asPdf.stderr + asPdf.stdout).toBe(0)
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-")

    const reversed = await atende(
      ["report", "tickets", "--tenant", String(tenantId), "--from", "2026-03-31", "--to", "2026-03-01", "--json"],
      env
    )
    expect(reversed.code).toBe(1)
    expect(reversed.json).toMatchObject({
      error: "ERR_REPORT_PERIOD_INVALID",
      message: expect.stringContaining("--to: The start date must not be after the end date")
    })
    const nobody = await atende(
      [
        "report",
        "tickets",
        "--tenant",
        "999",
        "--from",
        "2026-03-01",
        "--to",
        "2026-03-31",
        "--out",
        join(dir, "x.csv"),
        "--json"
      ],
      env
    )
    expect(nobody.code).toBe(1)
    expect(nobody.json.error).toBe("ERR_NO_TENANT_FOUND")
    expect(existsSync(join(dir, "x.csv"))).toBe(false)
    expect(readdirSync(dir).filter((f) => f.endsWith(".part"))).toEqual([])
  })
})
