import type { Ticket } from "@atende/core/ticket/ticket"
import { describe, expect, it } from "vitest"
import { applyPage, emptyLists, removeTicket, upsertTicket } from "./ticketLists"

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString()

const ticket = (id: number, patch: Partial<Ticket> = {}): Ticket => ({
  id,
  protocol: String(id),
  status: "pending",
  contactId: id,
  contact: { id, name: `C${id}`, number: "", email: null, profilePicUrl: null },
  userId: null,
  user: null,
  queueId: null,
  channel: "webchat",
  whatsappId: 1,
  isGroup: false,
  unreadMessages: 0,
  lastMessage: null,
  lastMessageAt: at(id),
  createdAt: at(0),
  updatedAt: at(id),
  ...patch
})

const ids = (tickets: Ticket[]) => tickets.map((t) => t.id)

describe("ticket lists", () => {
  const loaded = applyPage(emptyLists(), "pending", { tickets: [ticket(2), ticket(1)], count: 2, hasMore: false }, 1)

  it("moves a ticket to the list of its new status", () => {
    const next = upsertTicket(loaded, ticket(1, { status: "open", updatedAt: at(30) }))
    expect(ids(next.pending.tickets)).toEqual([2])
    expect(ids(next.open.tickets)).toEqual([1])
    expect([next.pending.count, next.open.count]).toEqual([1, 1])
  })

  it("adds new tickets and puts unread ones first", () => {
    const next = upsertTicket(loaded, ticket(3, { unreadMessages: 0 }))
    expect(ids(next.pending.tickets)).toEqual([3, 2, 1])
    const unread = upsertTicket(next, ticket(1, { unreadMessages: 2, updatedAt: at(40), lastMessageAt: at(1) }))
    expect(ids(unread.pending.tickets)).toEqual([1, 3, 2])
  })

  it("ignores a copy older than the one shown", () => {
    const fresh = upsertTicket(loaded, ticket(1, { status: "open", updatedAt: at(50) }))
    const stale = upsertTicket(fresh, ticket(1, { status: "pending", updatedAt: at(20) }))
    expect(stale).toBe(fresh)
  })

  it("removes deleted tickets", () => {
    expect(ids(removeTicket(loaded, 2).pending.tickets)).toEqual([1])
  })

  it("appends later pages without duplicates", () => {
    const next = applyPage(loaded, "pending", { tickets: [ticket(1), ticket(0)], count: 3, hasMore: false }, 2)
    expect(ids(next.pending.tickets)).toEqual([2, 1, 0])
  })
})
