/**
 * The contacts screens in headless Chromium (embedded mode): on /contatos the administrator creates
 * a contact through the modal (an invalid number is refused under its field with the catalogue's
 * text, then put right), sees it in the table, writes a note on it; the search asks nothing of the
 * server below two letters; a small CSV goes through the import wizard (mapping, check with its
 * refused row, run with the progress bar up to 100%) and its rows appear in the table, then go out
 * again in a CSV export of the search; two contacts that share an e-mail are merged and the merge
 * undone; and /atendimento/contatos opens a contact's ticket, then offers the open one when it is
 * clicked again.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { readFile } from "node:fs/promises"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { haveChromium, signIn } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { http, login, type Login } from "./support/clients"

const shots = process.env.ATENDE_SCREENSHOTS

/** The API calls run as another administrator: one session per user, and the browser's login would end this one's. */
const ROBOT = { name: "Robô de Contatos", email: "robo-contatos@atende.local", password: "Robo12345", profile: "admin" }
/** An agent without the admin flag. */
const AGENT = { name: "Lia Agente", email: "lia@atende.local", password: "Lia12345", profile: "user" }

type Contact = { id: number; name: string; email: string | null; number: string }

const row = (page: Page, name: string) => page.getByTestId("contact-row").filter({ hasText: name })

describe.skipIf(!haveChromium)("the contacts screens in a real browser", () => {
  const kit = useBrowserKit({ users: [ROBOT, AGENT] })
  let robot: Login

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await http(kit.node.url, method, path, { auth: robot, body })
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.text}`)
    return r.json as T
  }

  /** Runs SQL on the node's own store (to make what the API refuses: two contacts with one e-mail). */
  const sql = (text: TemplateStringsArray, ...values: Array<unknown>) =>
    kit.node.run(Effect.flatMap(SqlClient.SqlClient, (client) => client(text, ...values)))

  async function contactsPage(): Promise<Page> {
    const page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.goto(`${kit.node.url}/#/contatos`)
    await page.getByTestId("contacts-page").waitFor()
    return page
  }

  beforeAll(async () => {
    robot = await login(kit.node.url, ROBOT.email, ROBOT.password)
    await api("POST", "/admin/tags", { name: "VIP", color: "#7c3aed" })
  })

  it("creates a contact through the modal, with the server's field error next to its field", async () => {
    const page = await contactsPage()
    await page.getByTestId("contacts-empty").filter({ hasText: "Nenhum contato cadastrado" }).waitFor()
    // Sync waits for a WhatsApp connection, and says so.
    expect(await page.getByTestId("contacts-sync").isDisabled()).toBe(true)
    expect(await page.getByTestId("contacts-sync-why").innerText()).toContain("conexão de WhatsApp")

    // Name required, and a number or an e-mail: said by field before anything is sent.
    await page.getByTestId("contacts-new").click()
    await page.getByTestId("contact-modal").waitFor()
    await page.getByTestId("contact-save").click()
    await page.getByTestId("contact-name-error").filter({ hasText: "Campo obrigatório." }).waitFor()
    await page.getByTestId("contact-number-error").filter({ hasText: "Informe um número ou um e-mail." }).waitFor()

    // An invalid number: the server's ERR_INVALID_CONTACT_NUMBER, in pt-BR, under the number.
    await page.getByTestId("contact-name").fill("Maria Souza")
    await page.getByTestId("contact-number").fill("123")
    await page.getByTestId("contact-name-error").waitFor({ state: "detached" })
    await page.getByTestId("contact-save").click()
    const numberError = page.getByTestId("contact-number-error")
    await numberError.filter({ hasText: "Número inválido" }).waitFor()
    expect(await numberError.innerText()).toContain("Informe o número com código do país, DDD e 9 dígitos.")
    if (shots) await page.screenshot({ path: `${shots}/contact-number-error.png` })
    expect(await page.getByTestId("contact-row").count()).toBe(0)

    // Put right, with the other fields: birthday typed DD/MM/YYYY, a tag, additional information.
    await page.getByTestId("contact-number").fill("(11) 98765-4321")
    await numberError.waitFor({ state: "detached" })
    await page.getByTestId("contact-email").fill("Maria@Loja.com")
    await page.getByTestId("contact-birthday").pressSequentially("05031990")
    expect(await page.getByTestId("contact-birthday").inputValue()).toBe("05/03/1990")
    await page.getByTestId("contact-gender").selectOption("female")
    await page.getByTestId("contact-tags-option").filter({ hasText: "VIP" }).click()
    await page.getByTestId("contact-extra-add").click()
    await page.getByTestId("contact-extra-description").fill("Loja preferida")
    await page.getByTestId("contact-extra-information").fill("Centro")
    await page.getByTestId("contact-save").click()
    await page.getByTestId("contact-modal").waitFor({ state: "detached" })

    const maria = row(page, "Maria Souza")
    await maria.waitFor()
    expect(await maria.getByTestId("contact-row-number").innerText()).toBe("+55 (11) 98765-4321")
    expect(await maria.getByTestId("contact-row-email").innerText()).toBe("maria@loja.com")
    expect(await maria.getByTestId("contact-row-tag").innerText()).toContain("VIP")

    // The row opens the modal with what was saved; a note is written on the contact.
    await maria.click()
    await page.getByTestId("contact-modal").waitFor()
    expect(await page.getByTestId("contact-birthday").inputValue()).toBe("05/03/1990")
    expect(await page.getByTestId("contact-extra-description").inputValue()).toBe("Loja preferida")
    await page.getByTestId("contact-note-title").fill("Preferência")
    await page.getByTestId("contact-note-description").fill("Prefere contato pela manhã.")
    await page.getByTestId("contact-note-add").click()
    await page.getByTestId("contact-note").filter({ hasText: "Prefere contato pela manhã." }).waitFor()
    if (shots) await page.screenshot({ path: `${shots}/contact-modal.png` })
    await page.getByTestId("contact-modal").getByRole("button", { name: "Cancelar" }).click()
    await page.getByTestId("contact-modal").waitFor({ state: "detached" })

    // The notes view shows the contact's notes.
    await page.getByTestId("contacts-view-notes").click()
    await page
      .getByTestId("contacts-notes-pane")
      .getByTestId("contact-note")
      .filter({ hasText: "Preferência" })
      .waitFor()
    if (shots) await page.screenshot({ path: `${shots}/contacts-notes-view.png` })
    await page.getByTestId("contacts-view-table").click()
    await maria.waitFor()
  }, 90_000)

  it("searches from two letters only", async () => {
    await api("POST", "/contacts", { name: "Ana Lima", number: "(11) 91234-5678" })
    await api("POST", "/contacts", { name: "Bruno Costa", email: "bruno@costa.com" })
    const page = await contactsPage()
    await row(page, "Ana Lima").waitFor()
    await row(page, "Bruno Costa").waitFor()
    const all = await page.getByTestId("contact-row").count()
    const searches: Array<string> = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.pathname === "/contacts" && url.searchParams.has("searchParam"))
        searches.push(url.searchParams.get("searchParam") ?? "")
    })

    // One letter: the hint, and the list as it was (the server is not asked).
    await page.getByTestId("contacts-search").fill("a")
    await page.getByTestId("contacts-search-hint").filter({ hasText: "Digite ao menos duas letras" }).waitFor()
    await page.getByTestId("contacts-search").fill("an")
    await page.getByTestId("contacts-search-hint").waitFor({ state: "detached" })
    await expect.poll(() => page.getByTestId("contact-row").count()).toBe(1)
    expect(await page.getByTestId("contact-row-name").innerText()).toBe("Ana Lima")
    expect(searches).toEqual(["an"])

    // Back to blank: everyone again.
    await page.getByTestId("contacts-search").fill("")
    await expect.poll(() => page.getByTestId("contact-row").count()).toBe(all)
  }, 60_000)

  it("imports a small CSV through the wizard", async () => {
    const page = await contactsPage()
    await page.getByTestId("contacts-import").click()
    await page.getByTestId("import-wizard").waitFor()
    const csv = [
      "Nome,Telefone,E-mail,Observação",
      "Carla Dias,(21) 99876-5432,carla@exemplo.com,cliente antiga",
      "Diego Reis,(31) 98765-1234,diego@exemplo.com,",
      "Número Errado,123,errado@exemplo.com,"
    ].join("\n")
    await page
      .getByTestId("import-file")
      .setInputFiles({ name: "contatos.csv", mimeType: "text/csv", buffer: Buffer.from(csv) })
    await page.getByTestId("import-upload").click()

    // The mapping the server suggests from the headers; the sample rows beside it.
    await page.getByTestId("import-step-mapping").waitFor()
    const mapOf = (column: string) => page.locator(`[data-testid="import-column"][data-column="${column}"] select`)
    expect(await mapOf("Nome").inputValue()).toBe("name")
    expect(await mapOf("Telefone").inputValue()).toBe("number")
    expect(await mapOf("E-mail").inputValue()).toBe("email")
    expect(await mapOf("Observação").inputValue()).toBe("")
    expect(await page.getByTestId("import-sample").innerText()).toContain("Carla Dias")

    // Leaving the name out is said at once, and blocks the check.
    await mapOf("Nome").selectOption("")
    await page.getByTestId("import-mapping-issues").filter({ hasText: "coluna do nome" }).waitFor()
    expect(await page.getByTestId("import-check").isDisabled()).toBe(true)
    await mapOf("Nome").selectOption("name")
    await mapOf("Observação").selectOption("category")

    // Check: two rows to create, one refused with its row, column and the catalogue's text.
    await page.getByTestId("import-check").click()
    await page.getByTestId("import-check-result").waitFor()
    expect(await page.getByTestId("import-check-creates").getAttribute("data-value")).toBe("2")
    expect(await page.getByTestId("import-check-invalid").getAttribute("data-value")).toBe("1")
    const refused = page.getByTestId("import-error")
    expect(await refused.count()).toBe(1)
    expect(await refused.innerText()).toContain("Linha 4")
    expect(await refused.innerText()).toContain("Telefone")
    expect(await refused.innerText()).toContain("Número inválido")
    if (shots) await page.screenshot({ path: `${shots}/contact-import-check.png` })

    // Run: the progress bar reaches 100% and the summary counts what happened.
    await page.getByTestId("import-run").click()
    await page.locator('[data-testid="import-progress"][role="progressbar"][aria-valuenow="100"]').waitFor()
    await page.getByTestId("import-summary").waitFor()
    expect(await page.getByTestId("import-summary-created").getAttribute("data-value")).toBe("2")
    expect(await page.getByTestId("import-summary-invalid").getAttribute("data-value")).toBe("1")
    if (shots) await page.screenshot({ path: `${shots}/contact-import-done.png` })
    await page.getByTestId("import-close").click()
    await page.getByTestId("import-wizard").waitFor({ state: "detached" })

    // The list was read again: the imported rows are there.
    await row(page, "Carla Dias").waitFor()
    await row(page, "Diego Reis").waitFor()
    if (shots) await page.screenshot({ path: `${shots}/contacts-table.png` })
    expect(await row(page, "Carla Dias").getByTestId("contact-row-number").innerText()).toBe("+55 (21) 99876-5432")
    expect(await row(page, "Número Errado").count()).toBe(0)

    // Export (fetched with the session's headers): the search applies, the file is a download.
    await page.getByTestId("contacts-search").fill("Carla")
    await expect.poll(() => page.getByTestId("contact-row").count()).toBe(1)
    await page.getByTestId("contacts-export").click()
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("contacts-export-csv").click()
    ])
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    const exported = await readFile((await download.path())!, "utf8")
    expect(exported).toContain("Carla Dias")
    expect(exported).not.toContain("Diego Reis")
  }, 90_000)

  it("merges two contacts that share an e-mail and undoes the merge", async () => {
    const older = await api<Contact>("POST", "/contacts", { name: "Paula Antiga", email: "paula@dup.com" })
    const newer = await api<Contact>("POST", "/contacts", {
      name: "Paula Nova",
      email: "paula.nova@dup.com",
      number: "(41) 99999-0000"
    })
    // the API refuses a second contact with the e-mail: the duplicate is made in the store
    await sql`UPDATE contacts SET email = ${"paula@dup.com"} WHERE id = ${newer.id}`

    const page = await contactsPage()
    await row(page, "Paula Nova").waitFor()
    await page.getByTestId("contacts-duplicates").click()
    const group = page.locator('[data-testid="duplicate-group"][data-group="email:paula@dup.com"]')
    await group.waitFor()
    // the oldest is kept unless another is chosen: keep the newer one, which has the number
    expect(await group.locator(`[data-testid="duplicate-keep"][data-contact-id="${older.id}"]`).isChecked()).toBe(true)
    await group.locator(`[data-testid="duplicate-keep"][data-contact-id="${newer.id}"]`).check()
    if (shots) await page.screenshot({ path: `${shots}/contact-duplicates.png` })
    await group.getByTestId("duplicate-merge").click()
    await page.getByTestId("merge-banner").filter({ hasText: "Contatos mesclados: 1" }).waitFor()
    await group.waitFor({ state: "detached" })
    expect((await http(kit.node.url, "GET", `/contacts/${older.id}`, { auth: robot })).status).toBe(404)
    await page.locator('[data-testid="recent-merge"][data-undone="false"]').filter({ hasText: "Paula" }).waitFor()

    // Undo: both contacts are back, and the recent merge says it was undone.
    await page.getByTestId("merge-undo").click()
    await page.getByTestId("merge-banner").waitFor({ state: "detached" })
    await page.locator('[data-testid="recent-merge"][data-undone="true"]').filter({ hasText: "Paula" }).waitFor()
    expect((await http(kit.node.url, "GET", `/contacts/${older.id}`, { auth: robot })).status).toBe(200)
    await page.getByTestId("duplicates-dialog").getByRole("button", { name: "Fechar" }).click()
    await row(page, "Paula Antiga").waitFor()
    await row(page, "Paula Nova").waitFor()
  }, 90_000)

  it("shows an agent without the admin flag only what they may do", async () => {
    const page = await (await kit.browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await signIn(page, kit.node.url, AGENT.email, AGENT.password, /#\/atendimento/)
    await page.goto(`${kit.node.url}/#/contatos`)
    await row(page, "Maria Souza").waitFor()
    await page.getByTestId("contacts-new").waitFor()
    for (const action of ["contacts-import", "contacts-export", "contacts-duplicates", "contact-row-delete"])
      expect(await page.getByTestId(action).count(), action).toBe(0)
    // the wallet is the admin flag's to set: the agent reads it
    await row(page, "Maria Souza").click()
    await page.getByTestId("contact-wallet-readonly").waitFor()
    expect(await page.getByTestId("contact-wallet-option").count()).toBe(0)
    expect(await page.getByTestId("contact-modal-delete").count()).toBe(0)
    // the agent may still edit the contact and write notes on it
    await page.getByTestId("contact-category").fill("Atacado")
    await page.getByTestId("contact-save").click()
    await page.getByTestId("contact-modal").waitFor({ state: "detached" })
    await row(page, "Maria Souza").click()
    expect(await page.getByTestId("contact-category").inputValue()).toBe("Atacado")
  }, 60_000)

  it("opens a contact's ticket from /atendimento/contatos, and the open one when asked again", async () => {
    const contact = await api<Contact>("POST", "/contacts", { name: "Rita Moura", number: "(51) 98888-7777" })
    const page = await signedInPage(kit, { width: 1400, height: 900 })
    await page.goto(`${kit.node.url}/#/atendimento/contatos`)
    await page.getByTestId("contacts-chat").waitFor()

    // A click on the contact opens a new ticket and its chat.
    await page.locator(`[data-testid="contacts-chat-item"][data-contact-id="${contact.id}"]`).click()
    await page.waitForURL(/#\/atendimento\/\d+$/)
    const ticketId = /#\/atendimento\/(\d+)$/.exec(page.url())?.[1]
    await page.getByTestId("chat-header").filter({ hasText: "Rita Moura" }).waitFor()

    // Again, through the picker and the keys: the contact has an open ticket, which is offered.
    await page.goto(`${kit.node.url}/#/atendimento/contatos`)
    const input = page.getByTestId("contacts-chat-picker-input")
    await input.fill("R")
    await page.getByTestId("contacts-chat-picker-hint").filter({ hasText: "duas letras" }).waitFor()
    await input.fill("Rita")
    await page
      .locator(`[data-testid="contact-option"][data-contact-id="${contact.id}"][aria-selected="true"]`)
      .waitFor()
    await input.press("Enter")
    await page.getByTestId("contacts-existing-ticket").filter({ hasText: "Rita Moura" }).waitFor()
    if (shots) await page.screenshot({ path: `${shots}/contact-existing-ticket.png` })
    await page.getByTestId("contacts-open-existing").click()
    await page.waitForURL(new RegExp(`#/atendimento/${ticketId}$`))
    await page.getByTestId("chat-header").filter({ hasText: "Rita Moura" }).waitFor()
  }, 60_000)
})
