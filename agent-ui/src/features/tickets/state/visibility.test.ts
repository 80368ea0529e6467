import { defaultSettings } from "@atende/core/contracts/settings"
import type { Ticket } from "@atende/core/ticket/ticket"
import { describe, expect, it } from "vitest"
import { inListScope, type Viewer } from "./visibility"

const ticket = (patch: Partial<Ticket> & { chatbot?: boolean } = {}) => ({ id: 1, userId: null, queueId: null, ...patch }) as Ticket
const agent: Viewer = { userId: 7, profile: "user", queueIds: [2], showAll: false }

describe("list scope", () => {
  it("keeps everything for administrators", () => {
    expect(inListScope(ticket({ userId: 9, queueId: 5 }), { ...agent, profile: "admin" }, defaultSettings)).toBe(true)
  })

  it("keeps an agent's own tickets, their queues' and the unassigned ones without queue", () => {
    expect(inListScope(ticket({ userId: 7, queueId: 5 }), agent, defaultSettings)).toBe(true)
    expect(inListScope(ticket({ userId: 9, queueId: 2 }), agent, defaultSettings)).toBe(true)
    expect(inListScope(ticket(), agent, defaultSettings)).toBe(true)
    expect(inListScope(ticket({ userId: 9, queueId: 5 }), agent, defaultSettings)).toBe(false)
    expect(inListScope(ticket({ userId: 9 }), agent, defaultSettings)).toBe(false)
  })

  it("follows hideOthersTickets and hideBotUnassigned", () => {
    expect(inListScope(ticket({ userId: 9, queueId: 2 }), agent, { ...defaultSettings, hideOthersTickets: true })).toBe(false)
    expect(inListScope(ticket({ queueId: 2 }), agent, { ...defaultSettings, hideOthersTickets: true })).toBe(true)
    expect(inListScope(ticket(), agent, { ...defaultSettings, hideBotUnassigned: true })).toBe(false)
  })
})
