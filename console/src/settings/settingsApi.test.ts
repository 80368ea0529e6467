import { defaultSettings } from "@atende/core/contracts/settings"
import { describe, expect, it } from "vitest"
import { changedKeys } from "./settingsApi.ts"

describe("changedKeys", () => {
  it("sends only what changed", () => {
    expect(changedKeys(defaultSettings, { ...defaultSettings, hideContactData: true })).toEqual(["hideContactData"])
  })

  it("orders the SLA thresholds so each step stays green ≤ yellow ≤ red", () => {
    expect(changedKeys(defaultSettings, { ...defaultSettings, slaYellow: 60, slaRed: 120 })).toEqual([
      "slaRed",
      "slaYellow"
    ])
    expect(
      changedKeys({ ...defaultSettings, slaYellow: 60, slaRed: 120 }, { ...defaultSettings, slaYellow: 5, slaRed: 10 })
    ).toEqual(["slaYellow", "slaRed"])
  })
})
