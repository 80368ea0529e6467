import { describe, it, expect } from "vitest"
import { Message } from "../message/message"
import { Ticket } from "./ticket"

// The shapes of runtime/API.md, as the server sends them.
const ticketJson = {
  id: 12,
  protocol: "20240501-0012",
  status: "open",
  contactId: 5,
  contact: { id: 5, name: "Maria", number: "5511987654321", email: null, profilePicUrl: null },
  userId: 2,
  user: { id: 2, name: "Ana" },
  queueId: 1,
  channel: "webchat",
  whatsappId: 3,
  isGroup: false,
  unreadMessages: 0,
  lastMessage: "Olá",
  lastMessageAt: "2024-05-01T12:00:00.000Z",
  createdAt: "2024-05-01T11:59:00.000Z",
  updatedAt: "2024-05-01T12:00:00.000Z"
}

const messageJson = {
  id: 40,
  ticketId: 12,
  contactId: 5,
  body: "Olá",
  fromMe: false,
  status: "received",
  mediaUrl: null,
  mediaType: null,
  clientId: "c-1",
  timestamp: 1714564800000,
  createdAt: "2024-05-01T12:00:00.000Z"
}

describe("entity schemas", () => {
  it("read the API's ticket JSON unchanged", () => {
    expect(Ticket.parse(ticketJson)).toEqual(ticketJson)
    expect(
      Ticket.parse({ ...ticketJson, status: "pending", userId: null, user: null, lastMessageAt: null }).user
    ).toBeNull()
  })

  it("refuse a ticket with an unknown status or a malformed time", () => {
    expect(Ticket.safeParse({ ...ticketJson, status: "waiting" }).success).toBe(false)
    expect(Ticket.safeParse({ ...ticketJson, createdAt: "yesterday" }).success).toBe(false)
  })

  it("read the API's message JSON unchanged", () => {
    expect(Message.parse(messageJson)).toEqual(messageJson)
    expect(Message.safeParse({ ...messageJson, status: "lost" }).success).toBe(false)
  })
})
