import { describe, expect, it } from "vitest"
import { UserCreate, UserUpdate } from "../users"
import { actorCommands, actorReplies, decodeCommand } from "./actors"
import { TicketCommand } from "./ticketCommands"

const ticket = {
  id: 7,
  protocol: "20250101000007",
  status: "open",
  contactId: 3,
  contact: { id: 3, name: "Maria", number: "5511999998888", email: null, profilePicUrl: null },
  userId: 2,
  user: { id: 2, name: "Ana Agente" },
  queueId: 1,
  queue: { id: 1, name: "Suporte" },
  originQueueId: 1,
  channel: "webchat",
  whatsappId: 1,
  isGroup: false,
  chatbot: false,
  audioTranscription: false,
  walletUserIds: [],
  tagIds: [],
  unreadMessages: 0,
  lastMessage: "Olá",
  lastMessageAt: "2025-01-01T12:00:00.000Z",
  waitingSince: null,
  sla: "green",
  openedAt: "2025-01-01T12:00:00.000Z",
  closedAt: null,
  createdAt: "2025-01-01T11:59:00.000Z",
  updatedAt: "2025-01-01T12:00:00.000Z"
}
const message = {
  id: 40,
  ticketId: 7,
  contactId: 3,
  userId: 2,
  body: "Bom dia",
  fromMe: true,
  status: "pending",
  mediaUrl: null,
  mediaType: null,
  clientId: "c-1",
  read: true,
  quotedMsgId: null,
  quotedMsg: null,
  edited: false,
  deleted: false,
  forwarded: false,
  reaction: null,
  transcription: null,
  scheduledId: null,
  deliveryError: null,
  template: null,
  timestamp: 1735732800000,
  createdAt: "2025-01-01T12:00:00.000Z"
}

/** One command of every type, as the runtime builds them. */
const ticketCommands = [
  {
    type: "inbound",
    tenantId: 1,
    channelId: 1,
    externalId: "v1",
    contactName: "Maria",
    providerId: "v1:c1",
    body: "Olá",
    mediaUrl: null,
    mediaType: null,
    receivedAt: 1735732800000
  },
  {
    type: "inboundChange",
    tenantId: 1,
    channelId: 1,
    externalId: "5511999998888",
    providerId: "3EB0A1",
    change: "reaction",
    reaction: "👍"
  },
  {
    type: "send",
    tenantId: 1,
    ticketId: 7,
    userId: 2,
    body: "Bom dia",
    clientId: "c-1",
    sign: true,
    media: [{ url: "/media/9", type: "image/png", name: "a.png" }]
  },
  { type: "update", tenantId: 1, ticketId: 7, userId: 2, status: "closed", targetUserId: null, queueId: undefined },
  { type: "update", tenantId: 1, ticketId: 7, userId: 2, remove: true },
  { type: "access", tenantId: 1, ticketId: 7, userId: 2, onlyOnce: true },
  {
    type: "create",
    tenantId: 1,
    contactId: 3,
    channelId: 1,
    userId: 2,
    status: "open",
    targetUserId: null,
    queueId: null
  },
  {
    type: "forward",
    tenantId: 1,
    contactId: 3,
    channelId: 1,
    userId: 2,
    clientId: "f-1",
    items: [{ sourceId: 40, body: "x", mediaUrl: null, mediaType: null }]
  },
  { type: "editMessage", tenantId: 1, messageId: 40, userId: 2, body: "Boa tarde" },
  { type: "react", tenantId: 1, messageId: 40, userId: 2, reaction: "👍" },
  { type: "deleteMessage", tenantId: 1, messageId: 40, userId: 2 },
  { type: "transcribed", tenantId: 1, messageId: 40, text: "olá" },
  { type: "schedule", tenantId: 1, ticketId: 7, userId: 2, body: "Lembrete", sendAt: 1735736400000, actorKey: "1:v1" },
  { type: "cancelSchedule", tenantId: 1, scheduledId: 5, userId: 2 },
  { type: "setTranscription", tenantId: 1, ticketId: 7 },
  { type: "setTags", tenantId: 1, ticketId: 7, tagIds: [3, 4] },
  { type: "timer", tenantId: 1, timerId: 11, dueAt: 1735736400000, kind: "ticket.autoClose", ticketId: 7 },
  { type: "ack", tenantId: 1, messageId: 40, status: "sent" },
  {
    type: "ack",
    tenantId: 1,
    messageId: 40,
    status: "failed",
    error: { code: "ERR_DELIVERY_REFUSED", detail: "(#131026) Receiver is incapable of receiving this message" }
  },
  { type: "resend", tenantId: 1, ticketId: 7, messageId: 40, userId: 2 },
  { type: "read", tenantId: 1, ticketId: 7, userId: 2 }
]

const issueOf = (kind: unknown, payload: unknown) => {
  const r = decodeCommand(kind, payload)
  if (r.ok) throw new Error("decoded")
  return r.issue
}

describe("actor commands at the bus edge", () => {
  it("decodes a command of every ticket type, unchanged", () => {
    expect(new Set(ticketCommands.map((c) => c.type))).toEqual(
      new Set(TicketCommand.options.map((o) => o.shape.type.value))
    )
    for (const cmd of ticketCommands)
      expect(decodeCommand("ticket", cmd)).toEqual({ ok: true, kind: "ticket", command: cmd })
  })

  it("decodes the tenant commands the user and tenant routes send, dropping fields the actor does not take", () => {
    const input = UserCreate.parse({
      name: "Ana Agente",
      email: "Ana@Loja.com",
      password: "Agent12345",
      queueIds: [1, 1],
      loginHours: [{ day: 1, start: "08:00", end: "18:00" }]
    })
    expect(decodeCommand("tenant", { type: "createUser", tenantId: 1, input })).toMatchObject({
      ok: true,
      command: { input }
    })
    const patch = UserUpdate.parse({ password: "Nova12345", currentPassword: "Agent12345" })
    const updated = decodeCommand("tenant", { type: "updateUser", tenantId: 1, userId: 2, patch, keepSession: "s" })
    expect(updated).toEqual({
      ok: true,
      kind: "tenant",
      command: { type: "updateUser", tenantId: 1, userId: 2, patch: { password: "Nova12345" }, keepSession: "s" }
    })
    // the rule answers a missing heir (ERR_INHERITING_USER_REQUIRED), so the command may lack it
    expect(decodeCommand("tenant", { type: "deleteUser", tenantId: 1, byUserId: 1, userId: 2 }).ok).toBe(true)
    expect(
      decodeCommand("tenant", { type: "changeTenant", tenantId: 1, change: { plan: "free", trialEndsAt: null } }).ok
    ).toBe(true)
  })

  it("decodes the channel commands", () => {
    expect(decodeCommand("channel", { type: "deliver", tenantId: 1, channelId: 1, externalId: "v1", message }).ok).toBe(
      false
    )
    expect(decodeCommand("channel", { type: "status" }).ok).toBe(true)
    expect(
      decodeCommand("channel", { type: "inbound", channelId: 1, externalId: "v1", providerId: "p1", body: "oi" }).ok
    ).toBe(true)
  })

  it("rejects a malformed command with an issue that names what is wrong", () => {
    expect(issueOf("ticket", { type: "sned", tenantId: 1 })).toMatch(/^type: Invalid discriminator/)
    expect(issueOf("ticket", { type: "send", tenantId: 1, ticketId: "7", userId: 2, body: "x" })).toMatch(
      /^ticketId: .*expected number/
    )
    expect(issueOf("ticket", { type: "ack", tenantId: 1, messageId: 40, status: "lost" })).toMatch(/^status: /)
    expect(issueOf("ticket", { type: "read", tenantId: 1, ticketId: -3, userId: 2 })).toMatch(/^ticketId: /)
    expect(
      issueOf("ticket", {
        type: "forward",
        tenantId: 1,
        contactId: 3,
        channelId: 1,
        userId: 2,
        clientId: "f",
        items: [{ sourceId: 1 }]
      })
    ).toMatch(/^items\.0\.body: /)
    expect(issueOf("tenant", { type: "deleteUser", tenantId: 1, userId: 2 })).toMatch(/^byUserId: /)
    expect(
      issueOf("ticket", {
        type: "send",
        tenantId: 1,
        ticketId: 1,
        userId: 1,
        body: "x",
        media: [{ url: "/media/x", type: 7, name: "a" }]
      })
    ).toMatch(/^media\.0\.type: /)
    expect(
      issueOf("ticket", { type: "ack", tenantId: 1, messageId: 40, status: "failed", error: { code: 5, detail: null } })
    ).toMatch(/^error\.code: /)
    expect(issueOf("ticket", null)).toMatch(/^\(payload\): .*expected object/)
    expect(issueOf("ticket", "ping")).toMatch(/^\(payload\): /)
    expect(issueOf("robot", { type: "send" })).toBe('kind: not an actor kind ("robot")')
    expect(issueOf(undefined, {})).toBe("kind: not an actor kind (undefined)")
  })

  it("has a reply schema for every command of every kind", () => {
    for (const kind of Object.keys(actorCommands) as Array<keyof typeof actorCommands>) {
      const types = actorCommands[kind].options.map((o) => o.shape.type.value)
      expect(Object.keys(actorReplies[kind]).sort(), kind).toEqual([...types].sort())
    }
  })

  it("describes the replies the runtime gives", () => {
    const replies = actorReplies.ticket
    expect(replies.update.parse(ticket)).toEqual(ticket)
    expect(replies.update.parse({ ...ticket, deleted: true }).deleted).toBe(true)
    expect(replies.send.parse([message])).toEqual([message])
    expect(replies.forward.parse({ ticket, messages: [message] })).toEqual({ ticket, messages: [message] })
    expect(replies.inbound.parse({ duplicate: false, ticketId: 7, messageId: 40 })).toBeTruthy()
    expect(replies.timer.parse(null)).toBeNull()
    expect(replies.update.safeParse({ ...ticket, walletUserIds: undefined }).success).toBe(false)
    expect(actorReplies.channel.status.parse({ id: 1, status: "connected" })).toEqual({ id: 1, status: "connected" })
  })
})
