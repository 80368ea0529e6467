/**
 * A Cloud API webhook body into core's inbound events, in order: texts with the customer's name,
 * replies, forwards, locations, contacts, interactive and button replies, reactions, receipts;
 * failed statuses and changes of other fields give nothing.
 */
import type { InboundEvent } from "@atende/core/channel/connector"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { graphOf } from "./graph"
import { walkWebhook, WebhookBody } from "./webhook"

const graph = graphOf("waba", { phoneNumberId: "1", accessToken: "t" }, { graphApiUrl: "http://x", d360ApiUrl: "" })
const from = "5521955500001"
const msg = (id: string, part: Record<string, unknown>) => ({ from, id, timestamp: "1700000000", ...part })

const walk = async (value: Record<string, unknown>, field = "messages") => {
  const events: Array<InboundEvent> = []
  const body = WebhookBody.parse({
    object: "whatsapp_business_account",
    entry: [{ id: "9", changes: [{ field, value }] }]
  })
  await Effect.runPromise(walkWebhook(graph, 1, body, (e) => Effect.sync(() => void events.push(e))))
  return events
}

describe("the Cloud API webhook's events", () => {
  it("maps the messages a customer sends, in order", async () => {
    const events = await walk({
      contacts: [{ wa_id: from, profile: { name: "Ana" } }],
      messages: [
        msg("w1", { type: "text", text: { body: "Oi" } }),
        msg("w2", { type: "text", text: { body: "Sobre isto" }, context: { id: "w0" } }),
        msg("w3", { type: "location", location: { latitude: -22.9, longitude: -43.2, name: "Loja" } }),
        msg("w4", {
          type: "contacts",
          contacts: [{ name: { formatted_name: "Bia" }, phones: [{ phone: "+55 21 9" }] }]
        }),
        msg("w5", {
          type: "interactive",
          interactive: { type: "button_reply", button_reply: { id: "b", title: "Sim" } }
        }),
        msg("w6", { type: "button", button: { text: "Parar", payload: "stop" } }),
        msg("w7", { type: "reaction", reaction: { message_id: "w0", emoji: "👍" } }),
        msg("w8", { type: "text", text: { body: "Repassada" }, context: { forwarded: true } }),
        msg("w9", { type: "unsupported" })
      ]
    })
    expect(events).toEqual([
      { kind: "message", externalId: from, providerId: "w1", contactName: "Ana", body: "Oi" },
      {
        kind: "message",
        externalId: from,
        providerId: "w2",
        contactName: "Ana",
        quotedProviderId: "w0",
        body: "Sobre isto"
      },
      {
        kind: "message",
        externalId: from,
        providerId: "w3",
        contactName: "Ana",
        body: "📍 Loja https://maps.google.com/?q=-22.9,-43.2"
      },
      { kind: "message", externalId: from, providerId: "w4", contactName: "Ana", body: "👤 Bia +55 21 9" },
      { kind: "message", externalId: from, providerId: "w5", contactName: "Ana", body: "Sim" },
      { kind: "message", externalId: from, providerId: "w6", contactName: "Ana", body: "Parar" },
      { kind: "reaction", externalId: from, providerId: "w0", eventId: "w7", reaction: "👍" },
      { kind: "message", externalId: from, providerId: "w8", contactName: "Ana", forwarded: true, body: "Repassada" },
      { kind: "message", externalId: from, providerId: "w9", contactName: "Ana", body: "[unsupported]" }
    ])
  })

  it("maps sent, delivered, read and played statuses to receipts; failed and other fields give nothing", async () => {
    const status = (id: string, s: string) => ({ id, status: s, timestamp: "1700000000", recipient_id: from })
    expect(
      await walk({
        statuses: [
          status("o1", "sent"),
          status("o1", "delivered"),
          status("o1", "read"),
          status("o1", "played"),
          status("o2", "failed")
        ]
      })
    ).toEqual([
      { kind: "receipt", externalId: from, providerId: "o1", status: "sent" },
      { kind: "receipt", externalId: from, providerId: "o1", status: "delivered" },
      { kind: "receipt", externalId: from, providerId: "o1", status: "read" },
      { kind: "receipt", externalId: from, providerId: "o1", status: "played" }
    ])
    expect(await walk({ messages: [msg("x", { type: "text", text: { body: "a" } })] }, "account_update")).toEqual([])
  })
})
