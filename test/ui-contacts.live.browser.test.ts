/**
 * The contacts screen follows other users' changes live (embedded mode, headless Chromium): the
 * administrator renames a contact in the modal and an agent's /contatos shows the new name without
 * reloading; the agent's open modal takes another user's change while it holds no edits, announces
 * it once it does, and announces the contact's deletion (which also takes its row away).
 */
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { haveChromium, signIn } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { http, login, type Login } from "./support/clients"

/** The API calls run as another administrator: the browser's login would end the demo admin's session. */
const ROBOT = { name: "Robô Ao Vivo", email: "robo-vivo@atende.local", password: "Robo12345", profile: "admin" }
const AGENT = { name: "Téo Agente", email: "teo@atende.local", password: "Teo12345", profile: "user" }

const row = (page: Page, name: string) => page.getByTestId("contact-row").filter({ hasText: name })

describe.skipIf(!haveChromium)("contacts live in a real browser", () => {
  const kit = useBrowserKit({ users: [ROBOT, AGENT] })
  let robot: Login

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await http(kit.node.url, method, path, { auth: robot, body })
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.text}`)
    return r.json as T
  }

  async function contactsPage(agent = false): Promise<Page> {
    let page: Page
    if (agent) {
      // an agent lands on the workspace
      page = await (await kit.browser.newContext({ viewport: { width: 1400, height: 950 } })).newPage()
      await signIn(page, kit.node.url, AGENT.email, AGENT.password, /#\/atendimento/)
    } else page = await signedInPage(kit, { width: 1400, height: 950 })
    await page.goto(`${kit.node.url}/#/contatos`)
    await page.getByTestId("contacts-page").waitFor()
    await page.locator('[data-testid="live-status"][data-status="online"]').waitFor()
    return page
  }

  beforeAll(async () => {
    robot = await login(kit.node.url, ROBOT.email, ROBOT.password)
  })

  it("one user's edit shows in the other's list and open modal; a deletion is announced", async () => {
    const contact = await api<{ id: number }>("POST", "/contacts", { name: "Rita Antes", email: "rita@vivo.test" })
    const admin = await contactsPage()
    const agent = await contactsPage(true)
    await row(admin, "Rita Antes").waitFor()
    await row(agent, "Rita Antes").waitFor()

    // the administrator renames her in the modal; the agent's list follows, no reload
    await row(admin, "Rita Antes").click()
    await admin.getByTestId("contact-modal").waitFor()
    await admin.getByTestId("contact-name").fill("Rita Depois")
    await admin.getByTestId("contact-save").click()
    await admin.getByTestId("contact-modal").waitFor({ state: "detached" })
    await row(agent, "Rita Depois").waitFor()
    expect(await row(agent, "Rita Antes").count()).toBe(0)

    // a contact created elsewhere appears in the agent's list too
    await api("POST", "/contacts", { name: "Novo Ao Vivo", email: "novo@vivo.test" })
    await row(agent, "Novo Ao Vivo").waitFor()

    // the agent's modal without edits takes the next change as it comes
    await row(agent, "Rita Depois").click()
    await agent.getByTestId("contact-modal").waitFor()
    await api("PUT", `/contacts/${contact.id}`, { category: "vip" })
    await expect.poll(() => agent.getByTestId("contact-category").inputValue(), { timeout: 10_000 }).toBe("vip")
    expect(await agent.getByTestId("contact-changed-elsewhere").count()).toBe(0)

    // with an edit of the agent's, another change is announced; loading it drops the edit
    await agent.getByTestId("contact-instagram").fill("@rita")
    await api("PUT", `/contacts/${contact.id}`, { name: "Rita Outra Vez" })
    await agent.getByTestId("contact-changed-elsewhere").waitFor()
    expect(await agent.getByTestId("contact-name").inputValue()).toBe("Rita Depois")
    await agent.getByTestId("contact-take-version").click()
    expect(await agent.getByTestId("contact-name").inputValue()).toBe("Rita Outra Vez")
    expect(await agent.getByTestId("contact-instagram").inputValue()).toBe("")

    // deleted by the administrator: announced in the open modal, gone from the list
    await api("DELETE", `/contacts/${contact.id}`)
    await agent.getByTestId("contact-deleted-elsewhere").waitFor()
    expect(await agent.getByTestId("contact-save").isDisabled()).toBe(true)
    await row(agent, "Rita Outra Vez").waitFor({ state: "detached" })
    await row(admin, "Rita Outra Vez").waitFor({ state: "detached" })
  }, 90_000)
})
