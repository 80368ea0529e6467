import { describe, expect, it } from "vitest"
import { decodeLiveEventData, LiveEvent, LiveFrame } from "./live"
import { defaultSettings, publicSettings } from "./settings"

const ticket = {
  id: 7,
  protocol: "20250101000007",
  status: "pending",
  contactId: 3,
  contact: { id: 3, name: "Maria", number: "5511*****8888", email: null, profilePicUrl: null },
  userId: null,
  user: null,
  queueId: null,
  queue: null,
  originQueueId: null,
  channel: "webchat",
  whatsappId: 1,
  isGroup: false,
  chatbot: false,
  audioTranscription: false,
  walletUserIds: [4],
  unreadMessages: 1,
  lastMessage: "Olá",
  lastMessageAt: "2025-01-01T12:00:00.000Z",
  waitingSince: "2025-01-01T12:00:00.000Z",
  sla: "green",
  openedAt: null,
  closedAt: null,
  createdAt: "2025-01-01T12:00:00.000Z",
  updatedAt: "2025-01-01T12:00:00.000Z"
}
const message = {
  id: 40,
  ticketId: 7,
  contactId: 3,
  userId: null,
  body: "Olá",
  fromMe: false,
  status: "received",
  mediaUrl: null,
  mediaType: null,
  clientId: "v1:c1",
  read: false,
  quotedMsgId: null,
  quotedMsg: null,
  edited: false,
  deleted: false,
  forwarded: false,
  reaction: null,
  transcription: null,
  scheduledId: null,
  timestamp: 1735732800000,
  createdAt: "2025-01-01T12:00:00.000Z"
}
const scheduled = {
  id: 5,
  ticketId: 7,
  userId: 2,
  body: "Lembrete",
  sign: null,
  scheduleDate: "2025-01-02T12:00:00.000Z",
  status: "canceled",
  messageId: null,
  clientId: null,
  createdAt: "2025-01-01T12:00:00.000Z"
}

const contact = {
  id: 3,
  tenantId: 1,
  name: "Maria Souza",
  firstName: "Maria",
  lastName: "Souza",
  businessName: null,
  document: "52998224725",
  birthday: "1990-03-05",
  gender: "female",
  maritalStatus: null,
  source: null,
  number: "5511987654321",
  email: "maria@loja.com",
  instagram: null,
  telegramId: null,
  website: null,
  category: null,
  walletUserIds: [4],
  wallets: [{ id: 4, name: "Ana" }],
  tagIds: [2],
  tags: [{ id: 2, name: "VIP", color: "#aa0000" }],
  extraInfo: [{ description: "Time", information: "Corinthians" }],
  profilePicUrl: null,
  isWhatsappValid: false,
  createdAt: "2025-01-01T12:00:00.000Z",
  updatedAt: "2025-01-01T12:00:00.000Z"
}

/** Every event the runtime appends, as it appends them. */
const events = [
  {
    name: "ticketList",
    data: { type: "chat:create", ticket, message, body: "Olá", read: false, created: true, reopened: false }
  },
  {
    name: "ticketList",
    data: {
      type: "chat:create",
      ticket,
      message: { ...message, fromMe: true, status: "pending" },
      body: "Olá",
      read: true
    }
  },
  { name: "ticketList", data: { type: "chat:ack", ticket: null, message: { ...message, status: "sent" } } },
  { name: "ticketList", data: { type: "chat:update", ticket, message: { ...message, edited: true } } },
  { name: "ticketList", data: { type: "chat:scheduled", ticket, scheduled } },
  {
    name: "ticketList",
    data: { type: "ticket:update", ticket, previous: { status: "open", userId: 2, queueId: null } }
  },
  { name: "ticketList", data: { type: "ticket:update", ticket: { ...ticket, unreadMessages: 0 } } },
  { name: "ticketList", data: { type: "ticket:delete", ticketId: 7 } },
  {
    name: "settings",
    data: {
      type: "settings:update",
      key: "transcriptionApiKey",
      settings: publicSettings({ ...defaultSettings, transcriptionApiKey: "sk-1" })
    }
  },
  { name: "contacts", data: { type: "contact:update", contact } },
  // as a socket that may not see phone and e-mail gets it (the contacts API's masking)
  {
    name: "contacts",
    data: { type: "contact:update", contact: { ...contact, number: "5511*****4321", email: "m****@loja.com" } }
  },
  { name: "contacts", data: { type: "contact:update", contact: { ...contact, number: "", email: null } } },
  { name: "contacts", data: { type: "contact:delete", contactId: 3 } },
  { name: "contacts", data: { type: "contact:bulk", reason: "import" } },
  { name: "contacts", data: { type: "contact:bulk", reason: "merge", contactIds: [3, 9] } },
  { name: "contacts", data: { type: "contact:bulk", reason: "undo", contactIds: [3, 9] } }
]

describe("live events", () => {
  it("decodes every event the runtime appends, unchanged", () => {
    for (const e of events) expect(LiveEvent.parse(e)).toEqual(e)
  })

  it("rejects events of an unknown name or type, or of the wrong shape", () => {
    expect(LiveEvent.safeParse({ name: "ticketList", data: { type: "chat:typing", ticket } }).success).toBe(false)
    expect(LiveEvent.safeParse({ name: "contacts", data: { type: "contact:update" } }).success).toBe(false)
    expect(LiveEvent.safeParse({ name: "contacts", data: { type: "contact:create", contact } }).success).toBe(false)
    expect(
      LiveEvent.safeParse({ name: "contacts", data: { type: "contact:update", contact: { ...contact, id: "3" } } })
        .success
    ).toBe(false)
    expect(LiveEvent.safeParse({ name: "contacts", data: { type: "contact:delete", contactId: 0 } }).success).toBe(
      false
    )
    expect(LiveEvent.safeParse({ name: "contacts", data: { type: "contact:bulk", reason: "sync" } }).success).toBe(
      false
    )
    expect(LiveEvent.safeParse({ name: "ticketList", data: { type: "contact:delete", contactId: 3 } }).success).toBe(
      false
    )
    expect(
      LiveEvent.safeParse({
        name: "ticketList",
        data: { type: "ticket:update", ticket: { ...ticket, status: "lost" } }
      }).success
    ).toBe(false)
    expect(
      LiveEvent.safeParse({
        name: "settings",
        data: { type: "settings:update", key: "noSuchKey", settings: defaultSettings }
      }).success
    ).toBe(false)
  })

  it("decodes a stream's data by name for a reader", () => {
    expect(decodeLiveEventData("ticketList", events[7]!.data)).toEqual({ type: "ticket:delete", ticketId: 7 })
    expect(decodeLiveEventData("settings", events[8]!.data)?.settings.transcriptionApiKey).toBe("********")
    expect(decodeLiveEventData("ticketList", events[8]!.data)).toBeUndefined()
    const update = events.find((e) => e.name === "contacts")!.data
    expect(decodeLiveEventData("contacts", update)).toEqual({ type: "contact:update", contact })
    expect(decodeLiveEventData("contacts", { type: "contact:delete", contactId: 3 })).toEqual({
      type: "contact:delete",
      contactId: 3
    })
    expect(decodeLiveEventData("contacts", events[8]!.data)).toBeUndefined()
    expect(decodeLiveEventData("settings", update)).toBeUndefined()
  })

  it("decodes the socket's frames", () => {
    expect(LiveFrame.parse({ type: "event", seq: 3, event: "1:ticketList", data: events[0]!.data }).type).toBe("event")
    expect(LiveFrame.parse({ type: "seq", seq: 4 })).toEqual({ type: "seq", seq: 4 })
    expect(LiveFrame.parse({ type: "ready", seq: 0 })).toEqual({ type: "ready", seq: 0 })
    expect(LiveFrame.safeParse({ type: "event", event: "1:ticketList", data: {} }).success).toBe(false)
  })
})
