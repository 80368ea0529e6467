import { describe, expect, it } from "vitest"
import { defaultSettings } from "../contracts/settings"
import {
  canSee,
  listScope,
  masksContacts,
  present,
  presentEvent,
  seesAll,
  slicesOf,
  withSettingsEvent,
  type ScopedTicket,
  type Viewer
} from "./visibility"

const ticket = (patch: Partial<ScopedTicket> = {}): ScopedTicket => ({ userId: null, queueId: null, ...patch })
const agent: Viewer = { userId: 7, profile: "user", queueIds: [2], settings: defaultSettings }
const withSettings = (v: Viewer, patch: Partial<typeof defaultSettings>): Viewer => ({
  ...v,
  settings: { ...defaultSettings, ...patch }
})

describe("who sees all tickets", () => {
  it("is administrators always, supervisors with supervisorViewAll, agents never", () => {
    expect(seesAll({ ...agent, profile: "admin" })).toBe(true)
    expect(seesAll(withSettings({ ...agent, profile: "admin" }, { supervisorViewAll: false }))).toBe(true)
    expect(seesAll({ ...agent, profile: "super" })).toBe(true)
    expect(seesAll(withSettings({ ...agent, profile: "super" }, { supervisorViewAll: false }))).toBe(false)
    expect(seesAll(agent)).toBe(false)
    expect(slicesOf({ ...agent, profile: "admin" })).toBe("all")
  })

  it("takes the tenant defaults when the viewer carries no settings", () => {
    expect(seesAll({ userId: 1, profile: "super", queueIds: [] })).toBe(defaultSettings.supervisorViewAll)
  })
})

describe("an agent's slices", () => {
  it("are their own tickets, each queue once (others' included) and the unassigned ones without queue", () => {
    expect(slicesOf({ ...agent, queueIds: [2, 3, 2] })).toEqual([
      { userId: 7 },
      { queueId: 2, exceptUserId: 7 },
      { queueId: 3, exceptUserId: 7 },
      { queueId: null, unassigned: true }
    ])
  })

  it("keep an agent's own tickets, their queues' and the unassigned ones without queue", () => {
    expect(canSee(agent, ticket({ userId: 7, queueId: 5 }))).toBe(true)
    expect(canSee(agent, ticket({ userId: 9, queueId: 2 }))).toBe(true)
    expect(canSee(agent, ticket())).toBe(true)
    expect(canSee(agent, ticket({ userId: 9, queueId: 5 }))).toBe(false)
    expect(canSee(agent, ticket({ userId: 9 }))).toBe(false)
  })

  it("follow hideOthersTickets and hideBotUnassigned", () => {
    const hideOthers = withSettings(agent, { hideOthersTickets: true })
    expect(canSee(hideOthers, ticket({ userId: 9, queueId: 2 }))).toBe(false)
    expect(canSee(hideOthers, ticket({ queueId: 2 }))).toBe(true)
    const hideBot = withSettings(agent, { hideBotUnassigned: true })
    expect(canSee(hideBot, ticket())).toBe(false)
    expect(canSee(hideBot, ticket({ queueId: 2, chatbot: true }))).toBe(false)
    expect(canSee(hideBot, ticket({ queueId: 2 }))).toBe(true)
    expect(canSee(hideBot, ticket({ userId: 7, chatbot: true }))).toBe(true)
  })

  it("follow forceWallet: another's wallet hides a ticket, an empty wallet or an own ticket does not", () => {
    const wallet = withSettings(agent, { forceWallet: true })
    expect(canSee(wallet, ticket({ queueId: 2, walletUserIds: [9] }))).toBe(false)
    expect(canSee(wallet, ticket({ queueId: 2, walletUserIds: [9, 7] }))).toBe(true)
    expect(canSee(wallet, ticket({ queueId: 2, walletUserIds: [] }))).toBe(true)
    expect(canSee(wallet, ticket({ walletUserIds: [9] }))).toBe(false)
    expect(canSee(wallet, ticket({ userId: 7, walletUserIds: [9] }))).toBe(true)
  })
})

describe("the list's scope", () => {
  it("is everything for administrators, and for supervisors asking showAll when the tenant lets them", () => {
    expect(listScope({ ...agent, profile: "admin" }, false)).toBeUndefined()
    expect(listScope({ ...agent, profile: "super" }, true)).toBeUndefined()
    expect(listScope(withSettings({ ...agent, profile: "super" }, { supervisorViewAll: false }), true)).toEqual({
      ...withSettings(agent, { supervisorViewAll: false }),
      profile: "user"
    })
  })

  it("is an agent's slices otherwise, for supervisors too", () => {
    const scope = listScope({ ...agent, profile: "super" }, false)
    expect(scope).toEqual({ ...agent, profile: "user" })
    expect(canSee(scope!, ticket({ userId: 9, queueId: 5 }))).toBe(false)
  })
})

describe("contact data", () => {
  const row = { id: 1, contact: { name: "Ana", number: "5511987654321", email: "ana.souza@loja.com" } }

  it("is masked for agents when the tenant hides it, never for administrators or supervisors", () => {
    const hiding = withSettings(agent, { hideContactData: true })
    expect(masksContacts(hiding)).toBe(true)
    expect(masksContacts({ ...hiding, profile: "super" })).toBe(false)
    expect(masksContacts({ ...hiding, profile: "admin" })).toBe(false)
    expect(masksContacts(agent)).toBe(false)
    expect(present(hiding, row)).toEqual({
      id: 1,
      contact: { name: "Ana", number: "5511*****4321", email: "a********@loja.com" }
    })
    expect(present(agent, row)).toBe(row)
  })

  it("is masked in a live event's ticket, and other events pass unchanged", () => {
    const hiding = withSettings(agent, { hideContactData: true })
    expect(presentEvent(hiding, { type: "ticket:update", ticket: row })).toEqual({
      type: "ticket:update",
      ticket: present(hiding, row)
    })
    const other = { type: "message:create", message: { id: 3 } }
    expect(presentEvent(hiding, other)).toBe(other)
    expect(presentEvent(hiding, null)).toBeNull()
  })
})

describe("settings events", () => {
  it("change an open socket's visibility inputs, only the known boolean ones", () => {
    const next = withSettingsEvent(agent, "settings", {
      type: "settings:update",
      settings: { hideOthersTickets: true, forceWallet: "yes", signature: true }
    })
    expect(next.settings).toEqual({ ...defaultSettings, hideOthersTickets: true })
  })

  it("leave the viewer alone for other events", () => {
    expect(withSettingsEvent(agent, "ticket", { type: "settings:update", settings: { hideOthersTickets: true } })).toBe(
      agent
    )
    expect(withSettingsEvent(agent, "settings", { type: "settings:delete" })).toBe(agent)
  })
})
