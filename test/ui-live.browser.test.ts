/**
 * Two agents in two browser contexts (embedded mode) see each other's changes live over /live:
 * a new ticket, attending, a reply, an edit, a reaction, a deletion, a transfer and a
 * resolution, without reloading.
 */
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, it } from "vitest"
import { haveChromium, launchBrowser, signIn } from "../agent-ui/e2e/agentPage"
import type { NodeHandle } from "../runtime/src/server/node"
import { createDemoUser } from "./support/clients"
import { makeEnv, startTestNode, type TestEnv } from "./support/modes"

function bubble(page: Page, text: string) {
  return page.getByTestId("message-item").filter({ hasText: text })
}

async function openMenu(page: Page, text: string): Promise<void> {
  const target = bubble(page, text).first()
  await target.hover()
  await target.getByTestId("message-menu").click()
}

describe.skipIf(!haveChromium)("two agents see each other live", () => {
  let env: TestEnv
  let node: NodeHandle
  let browser: Browser

  beforeAll(async () => {
    env = await makeEnv("embedded")
    node = await startTestNode(env)
    browser = await launchBrowser()
    await createDemoUser(node.url, { name: "Carla Supervisora", email: "carla@atende.local", password: "Carla12345", profile: "admin" })
  })
  afterAll(async () => {
    await browser?.close()
    await node?.close()
    await env?.cleanup()
  })

  it("shows one agent's actions to the other without reload", async () => {
    const ana = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage()
    const carla = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage()
    await signIn(ana, node.url, "admin@atende.local", "Admin12345", /#\/home/)
    await signIn(carla, node.url, "carla@atende.local", "Carla12345", /#\/home/)
    for (const page of [ana, carla]) {
      await page.goto(`${node.url}/#/atendimento`)
      await page.locator('[data-testid="live-status"][data-status="online"]').waitFor()
      await page.getByTestId("tab-pending").click()
    }

    const customer = await (await browser.newContext()).newPage()
    await customer.goto(`${node.url}/demo`)
    await customer.getByTestId("webchat-open").click()
    await customer.getByTestId("webchat-input").fill("Bom dia, meu pedido atrasou")
    await customer.getByTestId("webchat-send").click()

    // Both see the new ticket; Ana attends it and Carla sees it move to "in service".
    for (const page of [ana, carla]) await page.getByTestId("ticket-item").filter({ hasText: "pedido atrasou" }).waitFor({ timeout: 15_000 })
    await carla.getByTestId("ticket-item").filter({ hasText: "pedido atrasou" }).click()
    await carla.locator('[data-testid="chat-header"][data-status="pending"]').waitFor()
    await ana.getByTestId("ticket-item").filter({ hasText: "pedido atrasou" }).click()
    await ana.getByTestId("btn-attend").click()
    await carla.locator('[data-testid="chat-header"][data-status="open"]').waitFor()
    await carla.getByTestId("chat-detail").filter({ hasText: "Administrador" }).waitFor()
    await carla.getByTestId("tab-open").click()
    await carla.getByTestId("ticket-item").filter({ hasText: "pedido atrasou" }).waitFor()

    // Ana replies, edits, reacts and deletes; Carla's open chat follows each change.
    await ana.getByTestId("composer-input").fill("Vou verificar agora")
    await ana.getByTestId("composer-send").click()
    await bubble(carla, "Vou verificar agora").waitFor()
    await ana.locator('[data-testid="message-item"][data-status="sent"]', { hasText: "Vou verificar agora" }).waitFor()
    await openMenu(ana, "Vou verificar agora")
    await ana.getByTestId("action-edit").click()
    await ana.getByTestId("composer-input").fill("Vou verificar o pedido agora")
    await ana.getByTestId("composer-send").click()
    await bubble(carla, "Vou verificar o pedido agora").getByTestId("message-edited").waitFor()

    await openMenu(ana, "pedido atrasou")
    await ana.getByTestId("react-option").first().click()
    await bubble(carla, "pedido atrasou").getByTestId("message-reaction").waitFor()

    await ana.getByTestId("composer-input").fill("enviada por engano")
    await ana.getByTestId("composer-send").click()
    await bubble(carla, "enviada por engano").waitFor()
    await ana.locator('[data-testid="message-item"][data-status="sent"]', { hasText: "enviada por engano" }).waitFor()
    await openMenu(ana, "enviada por engano")
    await ana.getByTestId("action-delete").click()
    await ana.getByTestId("delete-confirm").click()
    await carla.locator('[data-testid="message-item"][data-deleted="true"]').waitFor()

    // Carla takes the ticket over by transfer; Ana sees the new owner; Carla resolves, Ana sees it.
    await carla.getByTestId("btn-transfer").click()
    const option = carla.getByTestId("transfer-user").locator("option", { hasText: "Carla" })
    await carla.getByTestId("transfer-user").selectOption((await option.getAttribute("value")) ?? "")
    await carla.getByTestId("transfer-submit").click()
    await ana.getByTestId("chat-detail").filter({ hasText: "Carla" }).waitFor()
    await carla.getByTestId("btn-resolve").click()
    await carla.getByTestId("resolve-confirm").click()
    await ana.locator('[data-testid="chat-header"][data-status="closed"]').waitFor()
    const ticketId = await ana.getByTestId("chat-header").getAttribute("data-ticket-id")
    await ana.getByTestId("tab-closed").click()
    await ana.locator(`[data-testid="ticket-item"][data-ticket-id="${ticketId}"][data-status="closed"]`).waitFor()
    await customer.close()
  }, 60_000)
})
