/**
 * Two agents in two browser contexts (embedded mode) see each other's changes live over /live:
 * a new ticket, attending, a reply, an edit, a reaction, a deletion, a transfer and a
 * resolution, without reloading.
 */
import type { Page } from "playwright-core"
import { describe, it } from "vitest"
import { haveChromium } from "../agent-ui/e2e/agentPage"
import { customerSays, signedInPage, useBrowserKit } from "./support/browserKit"

const CARLA = { name: "Carla Supervisora", email: "carla@atende.local", password: "Carla12345", profile: "admin" }

function bubble(page: Page, text: string) {
  return page.getByTestId("message-item").filter({ hasText: text })
}

async function openMenu(page: Page, text: string): Promise<void> {
  const target = bubble(page, text).first()
  await target.hover()
  await target.getByTestId("message-menu").click()
}

describe.skipIf(!haveChromium)("two agents see each other live", () => {
  const kit = useBrowserKit({ users: [CARLA] })

  it("shows one agent's actions to the other without reload", async () => {
    const ana = await signedInPage(kit, { width: 1280, height: 860 })
    const carla = await signedInPage(kit, { width: 1280, height: 860 }, CARLA)
    for (const page of [ana, carla]) {
      await page.goto(`${kit.node.url}/#/atendimento`)
      await page.locator('[data-testid="live-status"][data-status="online"]').waitFor()
      await page.getByTestId("tab-pending").click()
    }

    const customer = await customerSays(kit, "Bom dia, meu pedido atrasou")

    // Both see the new ticket; Ana attends it and Carla sees it move to "in service".
    for (const page of [ana, carla])
      await page.getByTestId("ticket-item").filter({ hasText: "pedido atrasou" }).waitFor({ timeout: 15_000 })
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
