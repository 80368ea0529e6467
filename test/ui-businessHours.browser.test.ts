/**
 * Business hours and user availability in headless Chromium (embedded mode). On
 * /configuracoes/horario the administrator sees the tenant's time zone and the default week, is
 * told under the field what the server refuses (a range across midnight, overlapping ranges),
 * saves a week with two ranges, an Open day and an absence message, and finds it again after a
 * reload (and in English). On /configuracoes/horarios they pick a user, see the default shifts,
 * are refused overlapping shifts under the field, save morning and evening shifts, and the list
 * shows the user's summary.
 */
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { haveChromium } from "../agent-ui/e2e/agentPage"
import { http, login, type Login } from "./support/clients"
import { ADMIN, signedInPage, useBrowserKit } from "./support/browserKit"

const shots = process.env.ATENDE_SCREENSHOTS
/** Reads what the screens saved; a second sign-in of the administrator would end the page's session. */
const ROBOT = { name: "Robô de Horários", email: "robo-horarios@atende.local", password: "Robo12345", profile: "admin" }

const day = (page: Page, d: number) => page.locator(`[data-testid="hours-day"][data-day="${d}"]`)
const shiftDay = (page: Page, d: number) => page.locator(`[data-testid="shift-day"][data-day="${d}"]`)
const shift = (page: Page, d: number, name: string) => shiftDay(page, d).locator(`[data-shift="${name}"]`)

describe.skipIf(!haveChromium)("business hours screens in a real browser", () => {
  const kit = useBrowserKit({ users: [ROBOT] })
  let robot: Login
  beforeAll(async () => {
    robot = await login(kit.node.url, ROBOT.email, ROBOT.password)
  })

  it("edits the week and the absence message, with the server's field errors under the fields", async () => {
    const page = await signedInPage(kit, { width: 1400, height: 1000 })
    page.setDefaultTimeout(15_000)
    await page.goto(`${kit.node.url}/#/configuracoes/horario`)
    await page.getByTestId("hours-timezone").filter({ hasText: "Fuso horário da empresa: America/Sao_Paulo" }).waitFor()
    // the defaults: Monday to Friday 08:00-18:00, the weekend closed
    expect(await day(page, 1).getByTestId("hours-mode").inputValue()).toBe("hours")
    expect(await day(page, 1).getByTestId("hours-start").inputValue()).toBe("08:00")
    expect(await day(page, 1).getByTestId("hours-end").inputValue()).toBe("18:00")
    expect(await day(page, 0).getByTestId("hours-mode").inputValue()).toBe("closed")
    expect(await page.getByTestId("hours-day").count()).toBe(7)

    // a range across midnight: the server's refusal, under the end of that range
    await day(page, 1).getByTestId("hours-end").fill("02:00")
    await page.getByTestId("hours-save").click()
    await day(page, 1)
      .getByTestId("hours-field-error")
      .filter({ hasText: "O início deve ser antes do fim; uma faixa não pode passar da meia-noite." })
      .waitFor()
    await day(page, 1).getByTestId("hours-end").fill("12:00")
    await day(page, 1).getByTestId("hours-field-error").waitFor({ state: "detached" })

    // a second range that overlaps the first, then put right
    await day(page, 1).getByTestId("hours-add-range").click()
    const second = day(page, 1).getByTestId("hours-range").nth(1)
    await second.getByTestId("hours-start").fill("11:00")
    await page.getByTestId("hours-save").click()
    await second.getByTestId("hours-field-error").filter({ hasText: "Esta faixa se sobrepõe a outra." }).waitFor()
    await second.getByTestId("hours-start").fill("13:30")

    await day(page, 6).getByTestId("hours-mode").selectOption("open")
    await day(page, 5).getByTestId("hours-mode").selectOption("closed")
    await page.getByTestId("hours-absence").fill("Olá {{firstName}}, estamos fora do horário.")
    if (shots) await page.screenshot({ path: `${shots}/business-hours.png`, fullPage: true })
    await page.getByTestId("hours-save").click()
    await page.getByText("Horário de atendimento salvo.").waitFor()

    const saved = (await http(kit.node.url, "GET", "/business-hours", { auth: robot })).json
    expect(saved.days[1]).toEqual({
      mode: "hours",
      ranges: [
        { start: "08:00", end: "12:00" },
        { start: "13:30", end: "18:00" }
      ]
    })
    expect(saved.days[5]).toEqual({ mode: "closed" })
    expect(saved.days[6]).toEqual({ mode: "open" })
    expect(saved.absenceMessage).toBe("Olá {{firstName}}, estamos fora do horário.")

    // after a reload, and in English (then back in Portuguese)
    await page.reload()
    await page.getByTestId("lang-switch").selectOption("en")
    await page.getByTestId("hours-timezone").filter({ hasText: "Company time zone: America/Sao_Paulo" }).waitFor()
    await page.getByRole("heading", { name: "Business hours" }).waitFor()
    expect(await day(page, 1).getByTestId("hours-start").nth(1).inputValue()).toBe("13:30")
    expect(await day(page, 6).getByTestId("hours-mode").inputValue()).toBe("open")
    expect(await page.getByTestId("hours-absence").inputValue()).toBe("Olá {{firstName}}, estamos fora do horário.")
    await page.getByTestId("lang-switch").selectOption("pt-BR")
    await page.getByRole("heading", { name: "Horário de atendimento" }).waitFor()
  }, 120_000)

  it("edits a user's availability by weekday and shift", async () => {
    const page = await signedInPage(kit, { width: 1400, height: 1000 })
    page.setDefaultTimeout(15_000)
    const users = (
      (await http(kit.node.url, "GET", "/users", { auth: robot })).json as { users: { id: number; email: string }[] }
    ).users
    const admin = { userId: users.find((u) => u.email === ADMIN.email)!.id }
    await page.goto(`${kit.node.url}/#/configuracoes/horarios`)
    const user = page.locator(`[data-testid="shift-user"][data-user="${admin.userId}"]`)
    await user.getByTestId("shift-user-summary").filter({ hasText: "Padrão (seg. a sex., 08:00-18:00)" }).waitFor()
    await user.click()
    await page.getByTestId("shift-editor").waitFor()
    expect(await shift(page, 1, "fullDay").getByTestId("shift-toggle").isChecked()).toBe(true)
    expect(await shift(page, 1, "fullDay").getByTestId("shift-end").inputValue()).toBe("18:00")
    expect(await shift(page, 0, "fullDay").getByTestId("shift-toggle").isChecked()).toBe(false)

    // morning and full day overlap: refused under the later slot's start
    await shift(page, 1, "morning").getByTestId("shift-toggle").check()
    await page.getByTestId("shift-save").click()
    await shift(page, 1, "fullDay")
      .getByTestId("shift-field-error")
      .filter({ hasText: "Esta faixa se sobrepõe a outra." })
      .waitFor()

    await shift(page, 1, "fullDay").getByTestId("shift-toggle").uncheck()
    await shift(page, 1, "evening").getByTestId("shift-toggle").check()
    await shift(page, 1, "evening").getByTestId("shift-end").fill("21:30")
    for (const d of [2, 3, 4, 5]) await shift(page, d, "fullDay").getByTestId("shift-toggle").uncheck()
    await shift(page, 6, "afternoon").getByTestId("shift-toggle").check()
    if (shots) await page.screenshot({ path: `${shots}/availability.png`, fullPage: true })
    await page.getByTestId("shift-save").click()
    await page.getByText("Disponibilidade salva.").waitFor()
    await user.getByTestId("shift-user-summary").filter({ hasText: "2 dia(s) com turnos" }).waitFor()

    const saved = (await http(kit.node.url, "GET", `/users/${admin.userId}/availability`, { auth: robot })).json
    expect(saved.days).toEqual([
      [],
      [
        { shift: "morning", start: "08:00", end: "12:00" },
        { shift: "evening", start: "18:00", end: "21:30" }
      ],
      [],
      [],
      [],
      [],
      [{ shift: "afternoon", start: "13:00", end: "18:00" }]
    ])
  }, 120_000)
})
