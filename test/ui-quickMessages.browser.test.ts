/**
 * Quick messages in headless Chromium (embedded mode): on /mensagens-rapidas the administrator is
 * told what is missing, creates quick messages (a contact variable put in with its chip), is
 * refused a key the tenant has (the catalogue's text under the key), searches, edits and deletes
 * one after confirming. Then, in a ticket, `/` and part of a key open the picker; a click and
 * ↓ + Enter put a quick message's text in the box, and the bubble sent shows the variables filled
 * in (the contact's name), as the customer gets it.
 */
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { haveChromium, messageBubble } from "../agent-ui/e2e/agentPage"
import { customerSays, signedInPage, useBrowserKit } from "./support/browserKit"

const shots = process.env.ATENDE_SCREENSHOTS

/** Fills the quick message dialog and saves it. */
async function fillDialog(page: Page, key: string, message: string): Promise<void> {
  await page.getByTestId("quick-key").fill(key)
  await page.getByTestId("quick-message").fill(message)
  await page.getByTestId("quick-save").click()
}

const row = (page: Page, key: string) => page.locator(`[data-testid="quick-row"][data-key="${key}"]`)

describe.skipIf(!haveChromium)("quick messages in a real browser", () => {
  const kit = useBrowserKit({ config: { ATENDE_OUTBOUND_ALLOW: "127.0.0.1" } })

  it("manages quick messages on their screen and sends one from the composer with its variables", async () => {
    const agent = await signedInPage(kit, { width: 1400, height: 900 })
    await agent.goto(`${kit.node.url}/#/mensagens-rapidas`)
    await agent.getByTestId("quick-empty").filter({ hasText: "Nenhuma mensagem rápida cadastrada" }).waitFor()

    // Key and message are required: the form says so by field, and nothing is sent.
    await agent.getByTestId("quick-add").click()
    await agent.getByTestId("quick-save").click()
    await agent.getByTestId("quick-key-error").filter({ hasText: "Campo obrigatório." }).waitFor()
    await agent.getByTestId("quick-message-error").filter({ hasText: "Campo obrigatório." }).waitFor()

    // A contact variable goes in with its chip, at the cursor.
    await agent.getByTestId("quick-key").fill("saudacao-cliente")
    await agent.getByTestId("quick-message").fill("Olá {{name}}, em que posso ajudar? Aqui é ")
    // what was wrong goes away as it is put right
    await agent.getByTestId("quick-key-error").waitFor({ state: "detached" })
    await agent.getByTestId("quick-message-error").waitFor({ state: "detached" })
    await agent.locator('[data-testid="quick-variable"][data-variable="username"]').click()
    await expect
      .poll(() => agent.getByTestId("quick-message").inputValue())
      .toBe("Olá {{name}}, em que posso ajudar? Aqui é {{username}}")
    if (shots) await agent.screenshot({ path: `${shots}/quick-dialog.png` })
    await agent.getByTestId("quick-save").click()
    await row(agent, "saudacao-cliente").waitFor()
    await agent.getByTestId("quick-dialog").waitFor({ state: "detached" })

    await agent.getByTestId("quick-add").click()
    await fillDialog(agent, "boleto", "Segue a segunda via do boleto, {{firstName}}.")
    await row(agent, "boleto").waitFor()

    // A key the tenant has, in any case, is refused with the catalogue's text under the key.
    await agent.getByTestId("quick-add").click()
    await fillDialog(agent, "BOLETO", "Outro texto")
    await agent.getByTestId("quick-key-error").filter({ hasText: "Mensagem rápida já existe" }).waitFor()
    await agent.getByTestId("quick-dialog").getByRole("button", { name: "Cancelar" }).click()
    await agent.getByTestId("quick-dialog").waitFor({ state: "detached" })
    expect(await agent.getByTestId("quick-row").count()).toBe(2)

    // Search by key or message; edit; delete after confirming.
    await agent.getByTestId("quick-add").click()
    await fillDialog(agent, "tchau", "Até logo!")
    await row(agent, "tchau").waitFor()
    await agent.getByTestId("quick-search").fill("segunda via")
    await expect.poll(() => agent.getByTestId("quick-row").count()).toBe(1)
    expect(await agent.getByTestId("quick-row").getAttribute("data-key")).toBe("boleto")
    await agent.getByTestId("quick-search").fill("nada disso")
    await agent.getByTestId("quick-empty").filter({ hasText: "Nenhuma mensagem rápida para esta busca" }).waitFor()
    await agent.getByTestId("quick-search").fill("")
    await row(agent, "tchau").getByTestId("quick-edit").click()
    await agent.getByTestId("quick-message").fill("Até logo, {{firstName}}!")
    await agent.getByTestId("quick-save").click()
    await row(agent, "tchau").filter({ hasText: "Até logo, {{firstName}}!" }).waitFor()
    await row(agent, "tchau").getByTestId("quick-delete").click()
    await agent.getByTestId("quick-delete-dialog").filter({ hasText: "tchau" }).waitFor()
    await agent.getByTestId("quick-delete-confirm").click()
    await row(agent, "tchau").waitFor({ state: "detached" })
    expect(await agent.getByTestId("quick-row").count()).toBe(2)
    if (shots) await agent.screenshot({ path: `${shots}/quick-messages.png` })

    // A customer writes; the administrator attends the ticket.
    const customer = await customerSays(kit, "Oi, tudo bem?")
    await agent.goto(`${kit.node.url}/#/atendimento`)
    await agent.getByTestId("tab-pending").click()
    await agent.getByTestId("ticket-item").filter({ hasText: "tudo bem" }).click()
    await agent.getByTestId("btn-attend").click()
    await agent.locator('[data-testid="chat-header"][data-status="open"]').waitFor()
    const contactName = ((await agent.locator(".chat-header-name").textContent()) ?? "").trim()
    expect(contactName).not.toBe("")

    // `/` and part of a key: a click puts that quick message's text in the box.
    const box = agent.getByTestId("composer-input")
    await box.pressSequentially("/BOL")
    await agent.locator('[data-testid="quick-option"][data-key="boleto"]').click()
    await expect.poll(() => box.inputValue()).toBe("Segue a segunda via do boleto, {{firstName}}.")
    await agent.getByTestId("quick-picker").waitFor({ state: "detached" })

    // Another key, chosen with the keys; the message goes with its variables filled in.
    await box.fill("")
    await box.pressSequentially("/sauda")
    await agent.locator('[data-testid="quick-option"][aria-selected="true"][data-key="saudacao-cliente"]').waitFor()
    expect(await agent.getByTestId("quick-option").count()).toBe(1)
    if (shots) await agent.screenshot({ path: `${shots}/quick-picker.png` })
    await box.press("ArrowDown")
    await box.press("Enter")
    await expect.poll(() => box.inputValue()).toBe("Olá {{name}}, em que posso ajudar? Aqui é {{username}}")
    await box.press("Enter")
    const sent = messageBubble(agent, `Olá ${contactName}, em que posso ajudar? Aqui é `, true)
    await sent.waitFor()
    expect(await sent.innerText()).not.toContain("{{")
    await customer
      .locator('[data-testid="webchat-message"][data-from-agent="true"]', { hasText: `Olá ${contactName}` })
      .waitFor({ timeout: 15_000 })
  }, 120_000)
})
