/**
 * Tags on a ticket in headless Chromium (embedded mode): a customer writes over the web chat, the
 * administrator opens the ticket, puts two tags on it from the chat header's chooser, takes one
 * off; the chips follow, and the API answers the same tags (they are stored, not only shown).
 */
import { describe, expect, it } from "vitest"
import { haveChromium } from "../agent-ui/e2e/agentPage"
import { customerSays, signedInPage, useBrowserKit } from "./support/browserKit"
import { login, http } from "./support/clients"

describe.skipIf(!haveChromium)("ticket tags in a real browser", () => {
  const kit = useBrowserKit()

  it("puts tags on a ticket and takes one off", async () => {
    // API calls as another administrator: the browser's login would end the admin's session
    const admin = await login(kit.node.url, "admin@atende.local", "Admin12345")
    await http(kit.node.url, "POST", "/admin/users", {
      auth: admin,
      body: { name: "Robô de Etiquetas", email: "robo-tags@atende.local", password: "Robo12345", profile: "admin" }
    })
    const robot = await login(kit.node.url, "robo-tags@atende.local", "Robo12345")
    const vip = (
      await http(kit.node.url, "POST", "/admin/tags", { auth: robot, body: { name: "VIP", color: "#aa0000" } })
    ).json
    const late = (
      await http(kit.node.url, "POST", "/admin/tags", { auth: robot, body: { name: "Atraso", color: "#0055aa" } })
    ).json
    const customer = await customerSays(kit, "Meu pedido não chegou")

    let ticketId = 0
    for (const start = Date.now(); !ticketId && Date.now() - start < 15_000;) {
      const list = await http(kit.node.url, "GET", "/tickets?status=pending&showAll=true", { auth: robot })
      ticketId = list.json.tickets?.find((t: any) => t.lastMessage === "Meu pedido não chegou")?.id ?? 0
      if (!ticketId) await new Promise((r) => setTimeout(r, 50))
    }
    expect(ticketId).toBeGreaterThan(0)

    const page = await signedInPage(kit, { width: 1280, height: 900 })
    await page.goto(`${kit.node.url}/#/atendimento/${ticketId}`)
    await page.locator(`[data-testid="chat-header"][data-ticket-id="${ticketId}"]`).waitFor()

    await page.getByTestId("ticket-tags-edit").click()
    await page.getByTestId(`ticket-tag-option-${vip.id}`).click()
    await page.getByTestId("ticket-tag").filter({ hasText: "VIP" }).waitFor()
    await page.getByTestId(`ticket-tag-option-${late.id}`).click()
    await page.getByTestId("ticket-tag").filter({ hasText: "Atraso" }).waitFor()
    const both = (await http(kit.node.url, "GET", `/tickets/${ticketId}`, { auth: robot })).json.tagIds
    expect([...both].sort()).toEqual([vip.id, late.id].sort())

    await page.getByTestId(`ticket-tag-option-${vip.id}`).click()
    await page.getByTestId("ticket-tag").filter({ hasText: "VIP" }).waitFor({ state: "detached" })
    expect(await page.getByTestId("ticket-tag").count()).toBe(1)
    expect((await http(kit.node.url, "GET", `/tickets/${ticketId}`, { auth: robot })).json.tagIds).toEqual([late.id])
    await customer.context().close()
  })
})
