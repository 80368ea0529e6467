/**
 * The internal chat screen (/chat-interno) with two agents in two browser contexts (embedded
 * mode): Ana writes to Bruno, Bruno sees it live with an unread badge, answers, Ana sees the
 * answer; a message that arrives while Bruno is on another screen shows a notification.
 */
import type { Page } from "playwright-core"
import { describe, it } from "vitest"
import { haveChromium } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"

const BRUNO = { name: "Bruno Agente", email: "bruno@atende.local", password: "Bruno12345", profile: "admin" }

function message(page: Page, text: string) {
  return page.getByTestId("ichat-message").filter({ hasText: text })
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByTestId("ichat-input").fill(text)
  await page.getByTestId("ichat-send").click()
  await message(page, text).waitFor()
}

describe.skipIf(!haveChromium)("internal chat between two agents", () => {
  const kit = useBrowserKit({ users: [BRUNO] })

  it("delivers live with unread badges, answers, and notifies on another screen", async () => {
    const ana = await signedInPage(kit, { width: 1280, height: 860 })
    const bruno = await signedInPage(kit, { width: 1280, height: 860 }, BRUNO)
    for (const page of [ana, bruno]) {
      await page.goto(`${kit.node.url}/#/chat-interno`)
      await page.getByTestId("ichat-page").waitFor()
      await page.locator('[data-testid="live-status"][data-status="online"]').waitFor()
    }

    // Ana opens the conversation with Bruno and writes; Bruno sees it with an unread badge.
    await ana.getByTestId("ichat-user").filter({ hasText: "Bruno" }).click()
    await ana.getByTestId("ichat-pane").waitFor()
    await send(ana, "Oi Bruno, tudo bem?")
    const fromAna = bruno.getByTestId("ichat-conversation").filter({ hasText: "Oi Bruno, tudo bem?" })
    await fromAna.getByTestId("ichat-conversation-unread").filter({ hasText: "1" }).waitFor()
    await bruno
      .getByTestId("ichat-user")
      .filter({ hasText: "Administrador" })
      .getByTestId("ichat-user-unread")
      .waitFor()

    // Bruno opens it (the badge goes) and answers; Ana's open conversation shows the answer live.
    await fromAna.click()
    await message(bruno, "Oi Bruno, tudo bem?").waitFor()
    await bruno.locator('[data-testid="ichat-conversation"][data-unread="0"]').waitFor()
    await send(bruno, "Tudo ótimo, Ana!")
    await message(ana, "Tudo ótimo, Ana!").waitFor()

    // Bruno moves to another screen: Ana's next message shows him a notification.
    await bruno.goto(`${kit.node.url}/#/notas`)
    await bruno.getByTestId("notes-page").waitFor()
    await ana.getByTestId("ichat-input").fill("Reunião às 15h")
    await ana.getByTestId("ichat-send").click()
    await bruno.getByTestId("toast").filter({ hasText: "Reunião às 15h" }).first().waitFor()
  }, 60_000)
})
