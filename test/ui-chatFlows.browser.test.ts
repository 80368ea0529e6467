/**
 * The chatbot flows in headless Chromium (embedded mode). On /configuracoes/chat-flow the
 * administrator creates a flow and draws it in the builder: a menu step whose answers "1" and "2"
 * go to the demo tenant's two queues, and "3" to a help step drawn with the mouse. Drawing the help
 * step back to the menu (a loop) or the menu to itself is refused while connecting, with a message
 * naming the loop; so is choosing the menu as the help step's next step in the panel. The flow is
 * saved, and after a reload the builder shows it again. Bound to the web-chat channel in the channels
 * screen, its bot greets a customer of /demo with the menu; the customer's "2" puts the ticket in
 * Financeiro, where that queue's agent sees it arrive live. Then the flow is downloaded as JSON from the
 * list, imported back (a new, inactive flow with the same document), downloaded from the builder
 * with the same document, a file with a loop is refused naming it, and the copy is deleted.
 */
import { readFile } from "node:fs/promises"
import type { Download, Locator, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { haveChromium, signIn } from "../agent-ui/e2e/agentPage"
import { ADMIN, customerSays, signedInPage, useBrowserKit } from "./support/browserKit"
import { http, login } from "./support/clients"

const shots = process.env.ATENDE_SCREENSHOTS

/** Drags with the mouse from the centre of one element to the centre of another. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox()
  const b = await to.boundingBox()
  if (!a || !b) throw new Error("handle not on screen")
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 })
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 })
  await page.mouse.up()
}

const stepNode = (page: Page, name: string) => page.locator(`[data-testid="flow-node"][data-name="${name}"]`)

async function nodeId(page: Page, name: string): Promise<string> {
  return (await stepNode(page, name).getAttribute("data-node-id")) ?? ""
}

/** The source handle of a step's condition (by position) and the handle a step is reached through. */
async function conditionHandle(page: Page, step: string, index: number): Promise<Locator> {
  const id = await nodeId(page, step)
  const condition = await stepNode(page, step)
    .getByTestId("flow-node-condition")
    .nth(index)
    .getAttribute("data-condition-id")
  return page.locator(`.react-flow__handle[data-nodeid="${id}"][data-handleid="${condition}"]`)
}

async function inHandle(page: Page, step: string): Promise<Locator> {
  return page.locator(`.react-flow__handle[data-nodeid="${await nodeId(page, step)}"][data-handleid="in"]`)
}

const edgeCount = (page: Page) => page.locator(".react-flow__edge").count()

async function downloaded(page: Page, click: () => Promise<void>): Promise<any> {
  const [download] = (await Promise.all([page.waitForEvent("download"), click()])) as [Download, void]
  return JSON.parse(await readFile((await download.path()) ?? "", "utf8"))
}

/** An agent of the Financeiro queue only. */
const FINANCE_AGENT = { name: "Fábio Financeiro", email: "fabio@atende.local", password: "Fabio12345" }

const row = (page: Page, name: string) => page.locator(`[data-testid="flow-row"][data-name="${name}"]`)

describe.skipIf(!haveChromium)("chatbot flows in a real browser", () => {
  const kit = useBrowserKit()

  it("draws a menu of two queues, is refused a loop, saves and sees the flow again", async () => {
    // The demo tenant has the queue Atendimento; a second one, as the console would make it.
    const admin = await login(kit.node.url, ADMIN.email, ADMIN.password)
    const queue = await http(kit.node.url, "POST", "/admin/queues", { auth: admin, body: { name: "Financeiro" } })
    expect(queue.status).toBeLessThan(300)
    const agentMade = await http(kit.node.url, "POST", "/admin/users", {
      auth: admin,
      body: { ...FINANCE_AGENT, profile: "user", queueIds: [queue.json.id] }
    })
    expect(agentMade.status, agentMade.text).toBeLessThan(300)
    const page = await signedInPage(kit, { width: 1500, height: 950 })
    await page.goto(`${kit.node.url}/#/configuracoes/chat-flow`)
    await page.getByTestId("chat-flows-page").waitFor()

    await page.getByTestId("flow-add").click()
    await page.getByTestId("flow-new-name").fill("Menu principal")
    await page.getByTestId("flow-new-save").click()
    await page.getByTestId("flow-builder").waitFor()
    await page.getByTestId("flow-start").waitFor()
    expect(page.url()).toMatch(/#\/configuracoes\/chat-flow\/builder\?id=\d+$/)

    // The first step: the start leads to it; its panel opens.
    await page.getByTestId("flow-add-step").click()
    await page.getByTestId("flow-step-panel").waitFor()
    await page.getByTestId("flow-step-name").fill("Menu")
    await page
      .getByTestId("flow-interaction-text")
      .first()
      .fill("Digite 1 para Atendimento, 2 para Financeiro, 3 para ajuda")
    for (const [index, keyword] of ["1", "2", "3"].entries()) {
      await page.getByTestId("flow-add-condition").click()
      await page.getByTestId("flow-condition").nth(index).getByTestId("flow-condition-keywords").fill(keyword)
    }
    await page
      .getByTestId("flow-condition")
      .nth(0)
      .getByTestId("flow-condition-action")
      .selectOption({ label: "Atendimento" })
    await page
      .getByTestId("flow-condition")
      .nth(1)
      .getByTestId("flow-condition-action")
      .selectOption({ label: "Financeiro" })
    await stepNode(page, "Menu")
      .filter({ hasText: "→ Fila: Atendimento" })
      .filter({ hasText: "→ Fila: Financeiro" })
      .waitFor()

    // The help step, answered by any text.
    await page.getByTestId("flow-add-step").click()
    await page.getByTestId("flow-step-name").fill("Ajuda")
    await page.getByTestId("flow-interaction-text").first().fill("Em que posso ajudar?")
    await page.getByTestId("flow-add-condition").click()
    await page.getByTestId("flow-condition-type").selectOption("any")
    await page.getByTestId("flow-layout").selectOption("tree")
    await expect.poll(() => edgeCount(page)).toBe(1)

    // Menu's "3" drawn to the help step.
    await drag(page, await conditionHandle(page, "Menu", 2), await inHandle(page, "Ajuda"))
    await expect.poll(() => edgeCount(page)).toBe(2)

    // Back to the menu would close a loop; the menu to itself is a self-link: both refused.
    await drag(page, await conditionHandle(page, "Ajuda", 0), await inHandle(page, "Menu"))
    await page.getByTestId("flow-refused").filter({ hasText: "formaria um ciclo (Ajuda → Menu → Ajuda)" }).waitFor()
    expect(await edgeCount(page)).toBe(2)
    if (shots) await page.screenshot({ path: `${shots}/flow-refused-loop.png` })
    await drag(page, await conditionHandle(page, "Menu", 0), await inHandle(page, "Menu"))
    await page.getByTestId("flow-refused").filter({ hasText: "não pode se ligar a si mesmo" }).waitFor()
    expect(await edgeCount(page)).toBe(2)
    await stepNode(page, "Menu").filter({ hasText: "→ Fila: Atendimento" }).waitFor()

    // The panel's next-step choice is checked the same way.
    await stepNode(page, "Ajuda").click()
    await expect.poll(() => page.getByTestId("flow-step-name").inputValue()).toBe("Ajuda")
    await page.getByTestId("flow-refused").getByRole("button").click()
    await page.getByTestId("flow-condition-action").selectOption({ label: "Menu" })
    await page.getByTestId("flow-refused").filter({ hasText: "Ajuda → Menu → Ajuda" }).waitFor()
    await page.getByTestId("flow-condition-action").selectOption({ label: "Financeiro" })
    expect(await edgeCount(page)).toBe(2)

    // F1 shows the help and hides it again.
    await page.keyboard.press("F1")
    await page.getByTestId("flow-help-panel").filter({ hasText: "Sem ciclos" }).waitFor()
    await page.keyboard.press("F1")
    await page.getByTestId("flow-help-panel").waitFor({ state: "detached" })

    await page.getByTestId("flow-save").click()
    await page.locator(".toast").filter({ hasText: "Fluxo salvo." }).waitFor()
    await page.locator('[data-testid="flow-builder"][data-dirty="false"]').waitFor()
    if (shots) await page.screenshot({ path: `${shots}/flow-builder.png` })

    // Opened again, the flow is as drawn.
    await page.reload()
    await stepNode(page, "Menu").waitFor()
    await stepNode(page, "Ajuda")
      .filter({ hasText: "Qualquer resposta" })
      .filter({ hasText: "→ Fila: Financeiro" })
      .waitFor()
    await stepNode(page, "Menu")
      .filter({ hasText: "→ Fila: Atendimento" })
      .filter({ hasText: "→ Fila: Financeiro" })
      .waitFor()
    await expect.poll(() => edgeCount(page)).toBe(2)
    await stepNode(page, "Menu").click()
    const keywords = page.getByTestId("flow-condition-keywords")
    await expect
      .poll(() => keywords.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
      .toEqual(["1", "2", "3"])
    expect(await page.getByTestId("flow-condition").nth(2).getByTestId("flow-condition-action").inputValue()).toBe(
      `step:${await nodeId(page, "Ajuda")}`
    )

    // The server has it: the start leads to the menu, "3" to the help step (a new API session: the
    // browser's sign-in ended the first one).
    const reader = await login(kit.node.url, ADMIN.email, ADMIN.password)
    const id = Number(new URL(page.url().replace("#", "")).searchParams.get("id"))
    const stored = await http(kit.node.url, "GET", `/chat-flows/${id}`, { auth: reader })
    const nodes = stored.json.document.nodes
    const menu = nodes.find((n: any) => n.data.name === "Menu")
    expect(nodes.find((n: any) => n.type === "start").data.next).toBe(menu.id)
    expect(menu.data.conditions.map((c: any) => c.action.type)).toEqual(["queue", "queue", "step"])

    // Bound to the web-chat channel in the channels screen, the bot greets a customer of the /demo
    // page with the menu; "2" puts the ticket in Financeiro, where its agent sees it arrive live.
    // (the administrator signs in again: the API session above ended the page's)
    const settings = await signedInPage(kit, { width: 1400, height: 950 })
    await settings.goto(`${kit.node.url}/#/configuracoes/canais`)
    await settings
      .locator('[data-testid="channel-row"][data-type="webchat"]')
      .first()
      .getByTestId("channel-action-edit")
      .click()
    await settings.getByTestId("channel-chatFlowId").selectOption({ label: "Menu principal" })
    await settings.getByTestId("channel-save").click()
    await settings.getByTestId("channel-save").waitFor({ state: "detached" })
    const agent = await (await kit.browser.newContext({ viewport: { width: 1300, height: 900 } })).newPage()
    await signIn(agent, kit.node.url, FINANCE_AGENT.email, FINANCE_AGENT.password, /#\/atendimento/)
    await agent.locator('[data-testid="live-status"].live-online').waitFor()
    await agent.getByTestId("tab-pending").click()
    const customer = await customerSays(kit, "Oi, tudo bem?")
    const bot = customer.locator('[data-testid="webchat-message"][data-from-agent="true"]')
    await bot.filter({ hasText: "Digite 1 para Atendimento, 2 para Financeiro, 3 para ajuda" }).waitFor()
    expect(await agent.getByTestId("ticket-item").filter({ hasText: "Oi, tudo bem?" }).count()).toBe(0)
    await customer.getByTestId("webchat-input").fill("2")
    await customer.getByTestId("webchat-send").click()
    await agent.getByTestId("ticket-item").filter({ hasText: "2" }).first().waitFor()
    if (shots) await agent.screenshot({ path: `${shots}/flow-routed.png` })
    const finance = await login(kit.node.url, FINANCE_AGENT.email, FINANCE_AGENT.password)
    const routed = await http(kit.node.url, "GET", "/tickets?status=pending", { auth: finance })
    const mine = routed.json.tickets.find((x: any) => x.lastMessage === "2")
    expect(mine).toMatchObject({ status: "pending", queueId: queue.json.id })
    await customer.close()
    await settings.close()
    await page.close()
  }, 120_000)

  it("downloads a flow as JSON and imports it back; a file with a loop is refused, naming it", async () => {
    const page = await signedInPage(kit, { width: 1500, height: 950 })
    await page.goto(`${kit.node.url}/#/configuracoes/chat-flow`)
    await row(page, "Menu principal").waitFor()

    const file = await downloaded(page, () => row(page, "Menu principal").getByTestId("flow-download").click())
    expect(file).toMatchObject({ format: "atende.chatflow", version: 1, name: "Menu principal" })
    expect(file.document.nodes.map((n: any) => n.data.name ?? n.type)).toEqual(["start", "Menu", "Ajuda"])

    // Imported under another name: a new flow, inactive, with the same document.
    const copy = { ...file, name: "Menu importado" }
    await page.getByTestId("flow-import-file").setInputFiles({
      name: "menu.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(copy))
    })
    await page.locator(".toast").filter({ hasText: "Fluxo importado: Menu importado" }).waitFor()
    await row(page, "Menu importado").locator('[data-testid="flow-active"][data-active="false"]').waitFor()

    // The builder downloads what it shows: the same document.
    await row(page, "Menu importado").getByTestId("flow-open").click()
    await stepNode(page, "Ajuda").waitFor()
    const again = await downloaded(page, () => page.getByTestId("flow-download-json").click())
    expect(again).toMatchObject({ format: "atende.chatflow", version: 1, name: "Menu importado" })
    expect(again.document).toEqual(file.document)
    await page.getByTestId("flow-back").click()

    // A file whose help step leads back to the menu: refused, naming the loop; nothing is added.
    const nodes = structuredClone(file.document.nodes)
    const menu = nodes.find((n: any) => n.data.name === "Menu")
    nodes.find((n: any) => n.data.name === "Ajuda").data.conditions[0].action = { type: "step", stepId: menu.id }
    await page.getByTestId("flow-import-file").setInputFiles({
      name: "loop.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ ...file, name: "Com ciclo", document: { ...file.document, nodes } }))
    })
    await page
      .getByTestId("flow-import-error")
      .filter({ hasText: /O fluxo tem um ciclo: (Menu → Ajuda → Menu|Ajuda → Menu → Ajuda)/ })
      .waitFor()
    await page.getByTestId("flow-import-file").setInputFiles({
      name: "nota.json",
      mimeType: "application/json",
      buffer: Buffer.from("não é json")
    })
    await page.getByTestId("flow-import-error").filter({ hasText: "não é um JSON válido" }).waitFor()
    expect(await page.getByTestId("flow-row").count()).toBe(2)

    await row(page, "Menu importado").getByTestId("flow-delete").click()
    await page.getByTestId("flow-delete-dialog").filter({ hasText: "Menu importado" }).waitFor()
    await page.getByTestId("flow-delete-confirm").click()
    await row(page, "Menu importado").waitFor({ state: "detached" })
    expect(await page.getByTestId("flow-row").count()).toBe(1)
  }, 120_000)
})
