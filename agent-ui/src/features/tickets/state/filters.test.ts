import type { Ticket } from "@atende/core/ticket/ticket"
import { describe, expect, it } from "vitest"
import {
  activeFilterCount,
  defaultFilter,
  filterFromConfigs,
  filterQuery,
  filterToConfigs,
  matchesFilter
} from "./filters"

const ticket = (patch: Partial<Ticket> = {}): Ticket => ({
  id: 1,
  protocol: "2026-1",
  status: "open",
  contactId: 1,
  contact: { id: 1, name: "Maria Souza", number: "5511999990000", email: null, profilePicUrl: null },
  userId: null,
  user: null,
  queueId: null,
  channel: "webchat",
  whatsappId: 1,
  isGroup: false,
  unreadMessages: 0,
  lastMessage: "Olá",
  lastMessageAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...patch
})

describe("ticket filter", () => {
  it("starts from the spec defaults and reads a stored filter", () => {
    expect(defaultFilter()).toMatchObject({
      searchParam: "",
      queuesIds: [],
      includeNotQueueDefined: true,
      withUnreadMessages: false,
      groups: "all"
    })
    const stored = filterFromConfigs({ queuesIds: [2], withUnreadMessages: true, isGroup: false })
    expect(stored).toMatchObject({ queuesIds: [2], withUnreadMessages: true, groups: "none" })
    expect(filterFromConfigs(null)).toEqual(defaultFilter())
  })

  it("round-trips through filtrosAtendimento", () => {
    const filter = { ...defaultFilter(), queuesIds: [3], groups: "only" as const }
    const stored = filterToConfigs(filter)
    expect(stored).toMatchObject({ status: ["open", "pending"], pageNumber: 1, queuesIds: [3], isGroup: true })
    expect(filterFromConfigs(stored)).toEqual(filter)
  })

  it("builds the GET /tickets query", () => {
    const query = filterQuery({ ...defaultFilter(), isNotAssignedUser: true, messageContent: "boleto" }, "pending", 2)
    expect(query).toMatchObject({
      status: "pending",
      pageNumber: 2,
      isNotAssignedUser: true,
      messageContent: "boleto",
      includeNotQueueDefined: true
    })
    expect(query.queuesIds).toBeUndefined()
  })

  it("checks live tickets against the filter", () => {
    const filter = defaultFilter()
    expect(matchesFilter(ticket(), filter)).toBe(true)
    expect(matchesFilter(ticket(), { ...filter, withUnreadMessages: true })).toBe(false)
    expect(matchesFilter(ticket({ userId: 4 }), { ...filter, isNotAssignedUser: true })).toBe(false)
    expect(matchesFilter(ticket({ queueId: 2 }), { ...filter, queuesIds: [2] })).toBe(true)
    expect(matchesFilter(ticket({ queueId: 3 }), { ...filter, queuesIds: [2] })).toBe(false)
    expect(matchesFilter(ticket(), { ...filter, queuesIds: [2], includeNotQueueDefined: false })).toBe(false)
    expect(matchesFilter(ticket({ isGroup: true }), { ...filter, groups: "none" })).toBe(false)
    expect(matchesFilter(ticket(), { ...filter, searchParam: "souza" })).toBe(true)
    expect(matchesFilter(ticket(), { ...filter, searchParam: "joão" })).toBe(false)
    expect(activeFilterCount({ ...filter, withUnreadMessages: true, groups: "only" })).toBe(2)
  })
})
