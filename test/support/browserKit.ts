/**
 * The set-up the agent UI's browser tests share: an embedded node with the demo tenant, the Debian
 * Chromium and the extra users the test signs in as, all closed when the suite ends; pages signed
 * in on it, and a customer writing over the web-chat widget of its /demo page.
 */
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { launchBrowser, signIn } from "../../agent-ui/e2e/agentPage"
import type { NodeHandle } from "../../runtime/src/server/node"
import { createDemoUser } from "./clients"
import { makeEnv, startTestNode, type TestEnv } from "./modes"

export type BrowserKit = { readonly env: TestEnv; readonly node: NodeHandle; readonly browser: Browser }

type DemoUser = Parameters<typeof createDemoUser>[1]

/** The demo tenant's administrator. */
export const ADMIN = { email: "admin@atende.local", password: "Admin12345" }

/**
 * Call inside the describe: starts the node (with `config` added to its environment), the browser
 * and the `users` in a beforeAll, and closes them in an afterAll. The kit's fields are set from
 * that beforeAll on.
 */
export const useBrowserKit = (
  options: { config?: Record<string, string>; users?: ReadonlyArray<DemoUser> } = {}
): BrowserKit => {
  const kit: { env?: TestEnv; node?: NodeHandle; browser?: Browser } = {}
  beforeAll(async () => {
    kit.env = await makeEnv("embedded")
    kit.node = await startTestNode(kit.env, options.config)
    kit.browser = await launchBrowser()
    for (const user of options.users ?? []) await createDemoUser(kit.node.url, user)
  })
  afterAll(async () => {
    await kit.browser?.close()
    await kit.node?.close()
    await kit.env?.cleanup()
  })
  return kit as BrowserKit
}

/** A page in a context of its own, signed in (the administrator by default) and landed on /home. */
export const signedInPage = async (
  kit: BrowserKit,
  viewport: { width: number; height: number },
  as: { email: string; password: string } = ADMIN
): Promise<Page> => {
  const page = await (await kit.browser.newContext({ viewport })).newPage()
  await signIn(page, kit.node.url, as.email, as.password, /#\/home/)
  return page
}

/** A customer opens the web-chat widget of /demo in a context of its own and sends `text`. */
export const customerSays = async (kit: BrowserKit, text: string): Promise<Page> => {
  const customer = await (await kit.browser.newContext()).newPage()
  await customer.goto(`${kit.node.url}/demo`)
  await customer.getByTestId("webchat-open").click()
  await customer.getByTestId("webchat-input").fill(text)
  await customer.getByTestId("webchat-send").click()
  return customer
}
