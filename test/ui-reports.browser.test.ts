/**
 * The reports in headless Chromium (embedded mode): /relatorios lists the six reports; each report
 * runs with its filters (a period of March 2026 in the tenant's zone, statuses and SLA classes,
 * users, a search, tags, states, a month), says what is missing before asking the server (at
 * least one tag or state), and exports a real file through its export button (the server writes
 * it in the background with its progress, the browser downloads it): XLSX and CSV read back here,
 * PDFs checked to be PDFs. The tickets report's print view prints the rows without the
 * application around them; an agent sees phone numbers masked when the tenant hides them.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import ExcelJS from "exceljs"
import { readFile } from "node:fs/promises"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { haveChromium, signIn } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { http, login, type Login } from "./support/clients"

const shots = process.env.ATENDE_SCREENSHOTS

/** API calls run as another administrator (one session per user: the browser's login would end this one's). */
const ROBOT = {
  name: "Robô Relatórios",
  email: "robo-relatorios@atende.local",
  password: "Robo12345",
  profile: "admin"
}
const AGENT = { name: "Lia Agente", email: "lia-relatorios@atende.local", password: "Lia12345", profile: "user" }

const at = (iso: string) => Date.parse(iso)

describe.skipIf(!haveChromium)("the reports in a real browser", () => {
  const kit = useBrowserKit({ users: [ROBOT, AGENT] })
  let robot: Login

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await http(kit.node.url, method, path, { auth: robot, body })
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.text}`)
    return r.json as T
  }

  const sql = (text: TemplateStringsArray, ...values: Array<unknown>) =>
    kit.node.run(Effect.flatMap(SqlClient.SqlClient, (client) => client(text, ...values))) as Promise<Array<any>>

  beforeAll(async () => {
    robot = await login(kit.node.url, ROBOT.email, ROBOT.password)
    await api("PUT", "/tenant", { timezone: "America/Sao_Paulo" })
    const vip = await api<{ id: number }>("POST", "/admin/tags", { name: "VIP", color: "#7c3aed" })
    const contact = (body: Record<string, unknown>) => api<{ id: number }>("POST", "/contacts", body)
    const alice = await contact({
      name: "Alice Souza",
      number: "+55 11 98765-0001",
      email: "alice@cliente.test",
      birthday: "05/03/1990",
      tagIds: [vip.id]
    })
    const bruno = await contact({ name: "Bruno Lima", number: "+55 21 98765-0002", birthday: "20/03/1985" })
    const tenantId = robot.tenantId
    const channel = Number((await sql`SELECT id FROM channels WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`)[0].id)
    const queue = Number((await sql`SELECT id FROM queues WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`)[0].id)
    const ticket = async (
      contactId: number,
      protocol: string,
      created: string,
      status: string,
      replyMin?: number,
      owned = true
    ) => {
      const t = at(created)
      const id = Number(
        (
          await sql`INSERT INTO tickets (tenant_id, contact_id, channel_id, user_id, queue_id, status, protocol,
              last_message_at, created_at, updated_at, closed_at)
            VALUES (${tenantId}, ${contactId}, ${channel}, ${owned ? robot.userId : null}, ${owned ? queue : null},
              ${status}, ${protocol}, ${t}, ${t},
              ${t + 3_600_000}, ${status === "closed" ? t + 3_600_000 : null}) RETURNING id`
        )[0].id
      )
      if (replyMin !== undefined)
        await sql`INSERT INTO messages (tenant_id, ticket_id, contact_id, user_id, body, from_me, status, dedupe_key,
            created_at)
          VALUES (${tenantId}, ${id}, ${contactId}, ${robot.userId}, ${"Olá"}, ${1}, ${"sent"}, ${`ui-${protocol}`},
            ${t + replyMin * 60_000})`
    }
    await ticket(alice.id, "UI-0001", "2026-03-02T12:00:00Z", "closed", 5)
    await ticket(bruno.id, "UI-0002", "2026-03-10T12:00:00Z", "closed", 20)
    // nobody's, in no queue: every agent sees it
    await ticket(alice.id, "UI-0003", "2026-04-01T02:30:00Z", "pending", undefined, false)
    await api("PUT", "/settings/hideContactData", { value: true })
  })

  async function reportPage(path: string, agent = false): Promise<Page> {
    const page = agent
      ? await (await kit.browser.newContext({ viewport: { width: 1400, height: 950 } })).newPage()
      : await signedInPage(kit, { width: 1400, height: 950 })
    if (agent) await signIn(page, kit.node.url, AGENT.email, AGENT.password, /#\/atendimento/)
    await page.goto(`${kit.node.url}/#/relatorios/${path}`)
    await page.getByTestId("report-filters").waitFor()
    return page
  }

  async function period(page: Page) {
    await page.getByTestId("report-from").fill("2026-03-01")
    await page.getByTestId("report-to").fill("2026-03-31")
  }

  const rows = (page: Page) => page.getByTestId("report-row")

  /** Exports the report as `format` with its button: the progress shows, the file downloads; its bytes. */
  async function exported(page: Page, format: "pdf" | "xlsx" | "csv"): Promise<{ name: string; bytes: Buffer }> {
    await page.getByTestId("report-export").click()
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      page.getByTestId(`report-export-${format}`).click()
    ])
    const bytes = await readFile((await download.path())!)
    return { name: download.suggestedFilename(), bytes }
  }

  const sheetRows = async (bytes: Buffer) => {
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes as never)
    const sheet = book.worksheets[0]!
    return Array.from({ length: sheet.actualRowCount }, (_, i) =>
      (sheet.getRow(i + 1).values as Array<unknown>).slice(1)
    )
  }

  it("lists the six reports and runs the tickets report with its filters, export and print view", async () => {
    const page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.goto(`${kit.node.url}/#/relatorios`)
    await page.getByTestId("reports-index").waitFor()
    for (const kind of ["userStats", "contactList", "contactsByTag", "contactsByState", "birthdays", "tickets"])
      await page.getByTestId(`reports-open-${kind}`).waitFor()
    await page.getByTestId("reports-open-tickets").click()
    await page.waitForURL(/#\/relatorios\/relatorio-tickets$/)
    await page.getByTestId("report-tickets").getByRole("heading", { name: "Relatório de tickets e SLA" }).waitFor()

    await period(page)
    await page.getByTestId("report-apply").click()
    await expect.poll(() => rows(page).count()).toBe(3)
    // 23:30 on 31 March in São Paulo, the newest; the summary's SLA classes
    expect(await rows(page).first().innerText()).toContain("UI-0003")
    expect(await rows(page).first().innerText()).toContain("31/03/2026")
    await page.getByTestId("report-summary-total").filter({ hasText: "3" }).waitFor()
    expect(await page.getByTestId("report-summary-sla-green").innerText()).toContain("1")
    expect(await page.getByTestId("report-summary-sla-yellow").innerText()).toContain("1")
    expect(await page.getByTestId("report-summary-sla-red").innerText()).toContain("1")
    await page.getByTestId("report-choice-sla-red").click()
    await page.getByTestId("report-choice-status-pending").click()
    await page.getByTestId("report-apply").click()
    await expect.poll(() => rows(page).count()).toBe(1)
    if (shots) await page.screenshot({ path: `${shots}/report-tickets.png` })

    const xlsx = await exported(page, "xlsx")
    expect(xlsx.name).toMatch(/^relatorio-tickets-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const sheet = await sheetRows(xlsx.bytes)
    expect(sheet).toHaveLength(2)
    expect(sheet[0]![0]).toBe("Protocolo")
    expect([sheet[1]![0], sheet[1]![1], sheet[1]![13]]).toEqual(["UI-0003", "Pendente", "Atrasado"])
    const pdf = await exported(page, "pdf")
    expect(pdf.name).toMatch(/\.pdf$/)
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-")

    // the print view: the rows without the top bar, the filters and the buttons
    await page.evaluate(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => void (window as unknown as { printed: number }).printed++
    })
    await page.getByTestId("report-print").click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.emulateMedia({ media: "print" })
    expect(await page.locator(".topbar").isVisible()).toBe(false)
    expect(await page.getByTestId("report-filters").isVisible()).toBe(false)
    expect(await page.getByTestId("report-export").isVisible()).toBe(false)
    expect(await page.getByTestId("report-table").isVisible()).toBe(true)
    if (shots) await page.screenshot({ path: `${shots}/report-tickets-print.png` })
    await page.emulateMedia({ media: "screen" })
    expect(await page.locator(".topbar").isVisible()).toBe(true)
  }, 120_000)

  it("runs the user statistics of a period and exports them as CSV", async () => {
    const page = await reportPage("estatisticas-atendimentos-usuarios")
    await period(page)
    await page.getByTestId("report-apply").click()
    await rows(page).filter({ hasText: ROBOT.name }).waitFor()
    expect(await page.getByTestId("report-total").innerText()).toContain("Total")
    const csv = await exported(page, "csv")
    expect(csv.name).toMatch(/^estatisticas-atendimentos-usuarios-.*\.csv$/)
    const text = csv.bytes.toString("utf8")
    expect(text).toContain("Usuário,Tickets,Pendentes")
    // two tickets, both resolved, two answers: 5 and 20 minutes of wait, an hour each
    expect(text).toContain(`${ROBOT.name},2,0,0,2,2,0:12:30,1:00:00,1,1,0`)
    expect(text).toContain("Sem usuário,1,1,0,0,0,")
    expect(text).toContain("Total,3,1,0,2,2,")
  }, 60_000)

  it("searches the contact list and exports it as XLSX", async () => {
    const page = await reportPage("lista-contatos")
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(2)
    await page.getByTestId("report-search").fill("s")
    await page.getByTestId("report-apply").click()
    await page.getByTestId("report-filter-error").filter({ hasText: "Digite ao menos duas letras" }).waitFor()
    await page.getByTestId("report-search").fill("souza")
    await page.getByTestId("report-apply").click()
    await expect.poll(() => rows(page).count()).toBe(1)
    const sheet = await sheetRows((await exported(page, "xlsx")).bytes)
    expect(sheet.map((r) => r[0])).toEqual(["Nome", "Alice Souza"])
  }, 60_000)

  it("needs a tag for the contacts by tag, then exports them as CSV", async () => {
    const page = await reportPage("contatos-por-etiquetas")
    await page.getByTestId("report-apply").click()
    await page.getByTestId("report-filter-error").filter({ hasText: "Selecione ao menos uma etiqueta." }).waitFor()
    expect(await rows(page).count()).toBe(0)
    expect(await page.getByTestId("report-export").isDisabled()).toBe(true)
    await page.getByTestId("report-choices-tag").getByRole("button", { name: "VIP" }).click()
    await page.getByTestId("report-apply").click()
    await rows(page).filter({ hasText: "Alice Souza" }).waitFor()
    expect(await rows(page).count()).toBe(1)
    const text = (await exported(page, "csv")).bytes.toString("utf8")
    expect(text).toContain("Alice Souza,5511987650001,alice@cliente.test,VIP,")
    expect(text).not.toContain("Bruno Lima")
  }, 60_000)

  it("needs a state for the contacts by state, then exports them as PDF", async () => {
    const page = await reportPage("contatos-por-estado")
    await page.getByTestId("report-apply").click()
    await page.getByTestId("report-filter-error").filter({ hasText: "Selecione ao menos um estado." }).waitFor()
    await page.getByTestId("report-choice-state-RJ").click()
    await page.getByTestId("report-apply").click()
    await rows(page).filter({ hasText: "Bruno Lima" }).waitFor()
    await page.getByTestId("report-count-state-RJ").filter({ hasText: "1" }).waitFor()
    const pdf = await exported(page, "pdf")
    expect(pdf.name).toMatch(/^contatos-por-estado-.*\.pdf$/)
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-")
  }, 60_000)

  it("lists the month's birthdays by day and exports them as XLSX", async () => {
    const page = await reportPage("aniversariantes-do-mes")
    await page.getByTestId("report-month").selectOption("3")
    await page.getByTestId("report-apply").click()
    await expect.poll(() => rows(page).count()).toBe(2)
    expect(await rows(page).first().innerText()).toContain("Alice Souza")
    const sheet = await sheetRows((await exported(page, "xlsx")).bytes)
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([
      [5, "Alice Souza", "05/03/1990"],
      [20, "Bruno Lima", "20/03/1985"]
    ])
  }, 60_000)

  it("shows an agent the numbers masked when the tenant hides contact data, on screen and in the file", async () => {
    const page = await reportPage("relatorio-tickets", true)
    await period(page)
    await page.getByTestId("report-apply").click()
    // the one ticket an agent of no queue may see: nobody's, in no queue
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(await page.getByTestId("report-table").innerText()).toContain("5511*****0001")
    expect(await page.getByTestId("report-table").innerText()).not.toContain("5511987650001")
    const text = (await exported(page, "csv")).bytes.toString("utf8")
    expect(text).toContain("5511*****0001")
    expect(text).not.toContain("98765")
  }, 60_000)
})
