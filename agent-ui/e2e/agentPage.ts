/**
 * Helpers for the browser tests (test/*.browser.test.ts) that drive the agent UI: launching the
 * Debian Chromium, completing the login captcha slider like a person would (drag the handle to
 * the mark the server chose), signing in.
 */
import { chromium, type Browser, type Page } from "playwright-core"
import { existsSync } from "node:fs"

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
export const haveChromium = existsSync(CHROMIUM)

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"]
  })
}

/** Drags the captcha handle onto the mark (the track tells where the server put it). */
export async function solveCaptcha(page: Page, scope = page.locator("body")): Promise<void> {
  const track = scope.getByTestId("captcha-track")
  await track.waitFor()
  await page.waitForFunction((element) => element?.getAttribute("data-target") !== null, await track.elementHandle())
  const box = await track.boundingBox()
  if (!box) throw new Error("captcha track not visible")
  const target = Number(await track.getAttribute("data-target"))
  const max = Number(await track.getAttribute("data-max"))
  const handle = Number(await track.getAttribute("data-handle"))
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + handle / 2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + handle / 2 + (target / max) * (box.width - handle), y, { steps: 10 })
  await page.mouse.up()
  await scope.locator('[data-testid="captcha"][data-phase="done"]').waitFor()
}

/** Fills the login form, completes the captcha and signs in; waits until the landing route. */
export async function signIn(page: Page, baseUrl: string, identifier: string, password: string, landing: RegExp = /#\/(home|atendimento)/): Promise<void> {
  await page.goto(`${baseUrl}/#/login`)
  await page.getByTestId("login-identifier").fill(identifier)
  await page.getByTestId("login-password").fill(password)
  await solveCaptcha(page)
  await page.getByTestId("login-submit").click()
  await page.waitForURL(landing)
}
