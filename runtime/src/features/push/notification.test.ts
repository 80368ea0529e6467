import { defaultSettings } from "@atende/core/contracts/settings"
import { describe, expect, it } from "vitest"
import { notificationFor, VIBRATE, wantsPush } from "./notification"
import type { PushTarget } from "./subscriptions"

const ticket = { id: 7, userId: null, queueId: 2, isGroup: false, contact: { name: "Maria" } }
const inbound = {
  type: "chat:create",
  ticket,
  message: { fromMe: false, body: "Olá, preciso de ajuda" },
  created: true
}
const target = (p: Partial<PushTarget>): PushTarget => ({
  userId: 1,
  profile: "user",
  queueIds: [2],
  disableAll: false,
  disableGroup: false,
  endpoint: "https://push.example/1",
  keys: { p256dh: "k", auth: "a" },
  ...p
})

describe("push notifications", () => {
  it("turns a customer's message into a notification that opens the ticket", () => {
    expect(notificationFor(3, inbound)?.notification).toEqual({
      title: "Novo atendimento",
      body: "Maria: Olá, preciso de ajuda",
      url: "/#/atendimento/7",
      tag: "ticket-7",
      vibrate: [200, 100, 200],
      ticketId: 7,
      tenantId: 3
    })
    expect(VIBRATE).toEqual([200, 100, 200])
    expect(notificationFor(3, { ...inbound, created: false })?.notification.title).toBe("Nova mensagem")
    expect(
      notificationFor(3, { ...inbound, message: { fromMe: false, body: "", mediaType: "image" } })?.notification.body
    ).toBe("Maria: [image]")
    expect(
      notificationFor(3, { ...inbound, message: { fromMe: false, body: "x".repeat(500) } })?.notification.body.length
    ).toBe(160)
  })

  it("ignores agents' replies and other events", () => {
    expect(notificationFor(3, { ...inbound, message: { fromMe: true, body: "resposta" } })).toBeUndefined()
    expect(notificationFor(3, { type: "ticket:update", ticket })).toBeUndefined()
    expect(notificationFor(3, null)).toBeUndefined()
  })

  it("goes to users who may see the ticket and did not mute it", () => {
    expect(wantsPush(target({}), ticket, defaultSettings)).toBe(true)
    expect(wantsPush(target({ disableAll: true }), ticket, defaultSettings)).toBe(false)
    expect(wantsPush(target({ disableGroup: true }), { ...ticket, isGroup: true }, defaultSettings)).toBe(false)
    expect(wantsPush(target({ disableGroup: true }), ticket, defaultSettings)).toBe(true)
    expect(wantsPush(target({}), { ...ticket, userId: 9 }, { ...defaultSettings, hideOthersTickets: true })).toBe(false)
    expect(wantsPush(target({ profile: "admin", queueIds: [] }), { ...ticket, userId: 9 }, defaultSettings)).toBe(true)
  })
})
