/**
 * E-mail from end to end in headless Chromium (embedded mode, the node's imapflow reading a real
 * dovecot, its nodemailer sending through smtp-server): on /configuracoes/canais the administrator
 * creates an e-mail channel filling the account's boxes; a wrong password shows the catalogue's
 * text under the password box and nothing is created; the right one creates the channel, which
 * connects live with the account's address as its number. A customer's mail put into the INBOX
 * arrives as a pending ticket in /atendimento; the agent attends and replies in the composer; the
 * SMTP server receives exactly that reply, once, answering the customer's mail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { haveChromium, messageBubble, waitForMessageStatus } from "../agent-ui/e2e/agentPage"
import { signedInPage, useBrowserKit } from "./support/browserKit"
import { dovecotAvailable, startDovecot, type Dovecot } from "./support/dovecot"
import { rawMail } from "./support/email/mail"
import { startSmtpStandin, type SmtpStandin } from "./support/email/smtpStandin"

const shots = process.env.ATENDE_SCREENSHOTS
const mail = dovecotAvailable()
const ADDRESS = "contato@loja-da-carla.test"
const CUSTOMER = "carla@cliente.test"

describe.skipIf(!haveChromium || !mail.ok)("E-mail in the agent UI, end to end", () => {
  let dovecot: Dovecot
  let smtp: SmtpStandin
  beforeAll(async () => {
    dovecot = await startDovecot()
    smtp = await startSmtpStandin(ADDRESS, dovecot.password)
  })
  afterAll(async () => {
    await smtp?.close()
    await dovecot?.stop()
  })
  // the mail servers are on loopback: the operator allows it (tenant hosts go through the outbound guard)
  const kit = useBrowserKit({ config: { ATENDE_OUTBOUND_ALLOW: "127.0.0.1" } })

  it("creates the channel with the account's servers; a customer's mail is a ticket; the reply goes once", async () => {
    const page = await signedInPage(kit, { width: 1400, height: 1100 })
    await page.goto(`${kit.node.url}/#/configuracoes/canais`)
    await page.getByTestId("channels-page").waitFor()
    await page.locator('[data-testid="live-status"].live-online').waitFor()

    // the administrator picks e-mail and fills the account's boxes, with a wrong password first
    await page.getByTestId("channels-add").click()
    await page.getByTestId("channel-dialog").waitFor()
    await page.getByTestId("channel-type").selectOption("email")
    await page.getByTestId("channel-name").fill("E-mail da Loja")
    const box = (key: string) => page.getByTestId(`channel-settings-${key}`)
    await box("user").fill(ADDRESS)
    await box("password").fill("senha-errada")
    await box("imapHost").fill(dovecot.host)
    await box("imapPort").fill(String(dovecot.port))
    await box("imapSecure").setChecked(false)
    await box("smtpHost").fill(smtp.host)
    await box("smtpPort").fill(String(smtp.port))
    await box("smtpSecure").setChecked(false)
    await page.getByTestId("channel-save").click()
    const error = page.getByTestId("channel-settings-password-error")
    await error.waitFor({ timeout: 30_000 })
    expect(await error.innerText()).toBe(
      "Credenciais recusadas: O provedor recusou o token ou as credenciais informadas. Confira-os. Nada foi salvo."
    )
    if (shots) await page.screenshot({ path: `${shots}/email-refused.png` })

    // the right password: created, connected live, the address as its number
    await box("password").fill(dovecot.password)
    await page.getByTestId("channel-save").click()
    await page.getByTestId("channel-dialog").waitFor({ state: "detached", timeout: 30_000 })
    const row = page.locator('[data-testid="channel-row"][data-name="E-mail da Loja"]')
    await row.waitFor()
    await row.locator('[data-testid="channel-status"][data-status="connected"]').waitFor({ timeout: 30_000 })
    await row.filter({ hasText: ADDRESS }).waitFor()
    expect(await page.locator('[data-testid="channel-row"]').filter({ hasText: "E-mail da Loja" }).count()).toBe(1)
    if (shots) await page.screenshot({ path: `${shots}/email-channel.png` })

    // a customer's mail arrives: a pending ticket in /atendimento
    await dovecot.append(
      ADDRESS,
      await rawMail({
        from: CUSTOMER,
        name: "Carla Cliente",
        to: ADDRESS,
        subject: "Pedido 4521",
        text: "Oi! Meu pedido 4521 ainda não chegou",
        messageId: "<pedido-4521@cliente.test>"
      })
    )
    await page.goto(`${kit.node.url}/#/atendimento`)
    await page.getByTestId("tab-pending").click()
    const item = page.getByTestId("ticket-item").filter({ hasText: "pedido 4521" })
    await item.waitFor({ timeout: 30_000 })
    expect(await item.innerText()).toContain("Carla Cliente")
    await item.click()
    await messageBubble(page, "Meu pedido 4521 ainda não chegou", false).waitFor()

    // the agent attends and replies in the composer
    await page.getByTestId("btn-attend").click()
    await page.locator('[data-testid="chat-header"][data-status="open"]').waitFor()
    const reply = "Olá, Carla! Vou verificar o rastreio do pedido 4521."
    await page.getByTestId("composer-input").fill(reply)
    await page.getByTestId("composer-send").click()

    // the SMTP server gets exactly that reply, once, answering the customer's mail
    await waitForMessageStatus(page, reply, "sent")
    const deadline = Date.now() + 30_000
    while (smtp.to(CUSTOMER).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    if (shots) await page.screenshot({ path: `${shots}/email-chat.png` })
    const got = smtp.to(CUSTOMER)
    expect(got.map((m) => m.text)).toEqual([reply])
    expect(got[0]).toMatchObject({
      from: ADDRESS,
      subject: "Re: Pedido 4521",
      inReplyTo: "<pedido-4521@cliente.test>",
      references: ["<pedido-4521@cliente.test>"]
    })
  }, 180_000)
})
