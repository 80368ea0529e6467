import { describe, it, expect } from "vitest"
import { canManageSettings, canMassAct, canSeeAllTickets, isAdminProfile, landingRoute } from "./permissions"

describe("permissions", () => {
  it("sets the admin flag for administrators and supervisors", () => {
    expect(isAdminProfile("admin")).toBe(true)
    expect(isAdminProfile("super")).toBe(true)
    expect(isAdminProfile("user")).toBe(false)
  })

  it("lets administrators see all tickets whatever the option", () => {
    expect(canSeeAllTickets("admin", { supervisorViewAll: false })).toBe(true)
    expect(canSeeAllTickets("admin", { supervisorViewAll: true })).toBe(true)
  })

  it("lets supervisors see all tickets only with the view-all option", () => {
    expect(canSeeAllTickets("super", { supervisorViewAll: true })).toBe(true)
    expect(canSeeAllTickets("super", { supervisorViewAll: false })).toBe(false)
  })

  it("never lets agents see all tickets", () => {
    expect(canSeeAllTickets("user", { supervisorViewAll: true })).toBe(false)
    expect(canSeeAllTickets("user", { supervisorViewAll: false })).toBe(false)
  })

  it("keeps mass actions and settings to administrators", () => {
    expect([canMassAct("admin"), canMassAct("super"), canMassAct("user")]).toEqual([true, false, false])
    expect([canManageSettings("admin"), canManageSettings("super"), canManageSettings("user")]).toEqual([
      true,
      false,
      false
    ])
  })

  it("lands administrators and supervisors on the dashboard, agents on the workspace", () => {
    expect(landingRoute("admin")).toBe("home-dashboard")
    expect(landingRoute("super")).toBe("home-dashboard")
    expect(landingRoute("user")).toBe("atendimento")
  })
})
