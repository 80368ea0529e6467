import { defaultSettings } from "@atende/core/contracts/settings"
import type { Ticket } from "@atende/core/ticket/ticket"
import { describe, expect, it } from "vitest"
import { inListScope, type Viewer } from "./visibility"

// The rule itself is tested in core/src/rules/visibility.test.ts; these check the list's use of it.
const ticket = (patch: Partial<Ticket> & { chatbot?: boolean } = {}) =>
  ({ id: 1, userId: null, queueId: null, ...patch }) as Ticket
const agent: Viewer = { userId: 7, profile: "user", queueIds: [2], showAll: false }

describe("list scope", () => {
  it("keeps everything for administrators, and for supervisors asking showAll when the tenant lets them", () => {
    expect(inListScope(ticket({ userId: 9, queueId: 5 }), { ...agent, profile: "admin" }, defaultSettings)).toBe(true)
    expect(
      inListScope(ticket({ userId: 9, queueId: 5 }), { ...agent, profile: "super", showAll: true }, defaultSettings)
    ).toBe(true)
    expect(
      inListScope(ticket({ userId: 9, queueId: 5 }), { ...agent, profile: "super", showAll: false }, defaultSettings)
    ).toBe(false)
    expect(
      inListScope(
        ticket({ userId: 9, queueId: 5 }),
        { ...agent, profile: "super", showAll: true },
        { ...defaultSettings, supervisorViewAll: false }
      )
    ).toBe(false)
  })

  it("keeps an agent's own tickets, their queues' and the unassigned ones without queue", () => {
    expect(inListScope(ticket({ userId: 7, queueId: 5 }), agent, defaultSettings)).toBe(true)
    expect(inListScope(ticket({ userId: 9, queueId: 2 }), agent, defaultSettings)).toBe(true)
    expect(inListScope(ticket(), agent, defaultSettings)).toBe(true)
    expect(inListScope(ticket({ userId: 9, queueId: 5 }), agent, defaultSettings)).toBe(false)
    expect(inListScope(ticket({ userId: 9 }), agent, defaultSettings)).toBe(false)
  })

  it("reads an absent user or queue as none", () => {
    const bare = { id: 1 } as Ticket
    expect(inListScope(bare, agent, defaultSettings)).toBe(true)
    expect(inListScope({ ...bare, queueId: 2 } as Ticket, agent, { ...defaultSettings, hideOthersTickets: true })).toBe(
      true
    )
  })
})
