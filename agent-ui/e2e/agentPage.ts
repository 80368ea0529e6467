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
  const picture = scope.getByTestId("captcha-picture")
  await picture.waitFor()
  // Looks at the picture as a person does: where is the dark slot? (The answer is not in the page.)
  const slot = await picture.evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const canvas = document.createElement("canvas")
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const ctx = canvas.getContext("2d")!
    ctx.drawImage(img, 0, 0)
    const row = ctx.getImageData(0, img.naturalHeight >> 1, img.naturalWidth, 1).data
    const dark: Array<number> = []
    for (let x = 0; x < img.naturalWidth; x++) if (row[x * 4]! < 120) dark.push(x)
    return (dark[0]! + dark[dark.length - 1]!) / 2 / img.naturalWidth
  })
  const box = await track.boundingBox()
  if (!box) throw new Error("captcha track not visible")
  const handle = Number(await track.getAttribute("data-handle"))
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + handle / 2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + slot * box.width, y, { steps: 10 })
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
