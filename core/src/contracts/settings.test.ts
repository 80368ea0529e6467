import { describe, expect, it } from "vitest"
import { defaultSettings, publicSettings, settingSchemas, settingsConsistent, settingsFrom } from "./settings"

describe("tenant settings", () => {
  it("defaults parse with their own schemas", () => {
    for (const [k, v] of Object.entries(defaultSettings))
      expect(settingSchemas[k as keyof typeof settingSchemas].safeParse(v).success, k).toBe(true)
    expect(settingsConsistent(defaultSettings)).toBe(true)
  })

  it("stored values override defaults; bad stored values fall back", () => {
    const s = settingsFrom({ autoCloseMinutes: 30, hideContactData: true, ticketListLimit: 5, unknown: 1 })
    expect(s.autoCloseMinutes).toBe(30)
    expect(s.hideContactData).toBe(true)
    expect(s.ticketListLimit).toBe(40)
  })

  it("auto-close accepts only the spec's options", () => {
    expect(settingSchemas.autoCloseMinutes.safeParse(7).success).toBe(false)
    for (const m of [0, 1, 10, 30, 60, 120, 240, 480, 720, 1440, 7200, 14400])
      expect(settingSchemas.autoCloseMinutes.safeParse(m).success).toBe(true)
  })

  it("never shows a secret", () => {
    expect(publicSettings({ ...defaultSettings, transcriptionApiKey: "sk-1" }).transcriptionApiKey).toBe("********")
    expect(publicSettings(defaultSettings).transcriptionApiKey).toBe("")
  })
})
