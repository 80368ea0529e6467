/**
 * Helpers for the browser tests (test/*.browser.test.ts) that drive the agent UI: launching the
 * Debian Chromium, completing the login captcha slider like a person would (drag the handle to
 * the mark the server chose), signing in, and reading and resending a message that failed.
 */
import { chromium, type Browser, type Locator, type Page } from "playwright-core"
import { existsSync } from "node:fs"

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
export const haveChromium = existsSync(CHROMIUM)

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage"
    ]
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
export async function signIn(
  page: Page,
  baseUrl: string,
  identifier: string,
  password: string,
  landing: RegExp = /#\/(home|atendimento)/
): Promise<void> {
  await page.goto(`${baseUrl}/#/login`)
  await page.getByTestId("login-identifier").fill(identifier)
  await page.getByTestId("login-password").fill(password)
  await solveCaptcha(page)
  await page.getByTestId("login-submit").click()
  await page.waitForURL(landing)
}

/** The bubble of the open chat showing `text` (the agent side's when `fromMe`, the customer's when false). */
export function messageBubble(page: Page, text: string, fromMe?: boolean): Locator {
  const side = fromMe === undefined ? "" : `[data-from-me="${fromMe}"]`
  return page.locator(`[data-testid="message-item"]${side}`, { hasText: text }).first()
}

/** Waits until the bubble with `text` shows `status` ("pending", "sent", "failed", …; "pending" while resending). */
export async function waitForMessageStatus(page: Page, text: string, status: string): Promise<void> {
  await page.locator(`[data-testid="message-item"][data-status="${status}"]`, { hasText: text }).first().waitFor()
}

export type MessageFailure = {
  /** "server": the channel refused it or the retries ran out; "local": the send never reached the server. */
  kind: "server" | "local"
  /** What the agent reads: the catalogue's description in the UI's language (or the generic text). */
  reason: string
  /** The channel's own words, as shown (not translated), when there are any. */
  detail: string | null
}

/** Waits until the bubble with `text` shows a delivery failure, and reads it. */
export async function messageFailure(page: Page, text: string): Promise<MessageFailure> {
  const failure = messageBubble(page, text, true).getByTestId("message-failure")
  await failure.waitFor()
  const detail = failure.getByTestId("message-failure-detail")
  return {
    kind: (await failure.getAttribute("data-failure")) === "local" ? "local" : "server",
    reason: (await failure.getByTestId("message-failure-reason").innerText()).trim(),
    detail: (await detail.count()) ? (await detail.innerText()).trim() : null
  }
}

/** Clicks Resend on the failed bubble with `text` (a server resend, or posting a local failure again). */
export async function resendFailedMessage(page: Page, text: string): Promise<void> {
  await messageBubble(page, text, true).getByTestId("message-resend").click()
}
