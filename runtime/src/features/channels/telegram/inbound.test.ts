import { Effect } from "effect"
import type { Update } from "grammy/types"
import { describe, expect, it } from "vitest"
import { botFor } from "./botApi"
import { inboundEventOf, messageRefOf, nameOf } from "./inbound"
import { fileNote, methodFor } from "./media"
import { textParts, TEXT_MAX } from "./outbound"

// without a media store no file is fetched: the mapping alone is under test (files: test/telegram.int.test.ts)
const deps = {
  tenantId: 1,
  media: undefined,
  bot: botFor("http://127.0.0.1:9", "1:x"),
  apiRoot: "http://127.0.0.1:9",
  token: "1:x"
}
const chat = { id: 42, type: "private" as const, first_name: "Ana", last_name: "Lima" }
const from = { id: 42, is_bot: false, first_name: "Ana", last_name: "Lima" }
const eventOf = (u: object) => Effect.runPromise(inboundEventOf(deps, { update_id: 9, ...u } as Update))

describe("Telegram updates as inbound events", () => {
  it("a text, with the message it answers and its forwarded mark", async () => {
    const message = {
      message_id: 7,
      date: 0,
      chat,
      from,
      text: "Oi",
      reply_to_message: { message_id: 5, date: 0, chat, text: "Olá" },
      forward_origin: { type: "hidden_user", date: 0, sender_user_name: "X" }
    }
    expect(await eventOf({ message })).toEqual({
      kind: "message",
      externalId: "42",
      providerId: "42:7",
      contactName: "Ana Lima",
      body: "Oi",
      quotedProviderId: "42:5",
      forwarded: true
    })
  })

  it("a location and a venue as a map link", async () => {
    const location = { latitude: -23.5, longitude: -46.6 }
    const plain = await eventOf({ message: { message_id: 1, date: 0, chat, from, location } })
    expect(plain).toMatchObject({ body: "📍 Localização\nhttps://maps.google.com/?q=-23.5,-46.6" })
    const venue = { location, title: "Loja", address: "Praça da Sé" }
    const named = await eventOf({ message: { message_id: 2, date: 0, chat, from, location, venue } })
    expect(named).toMatchObject({ body: "📍 Loja — Praça da Sé\nhttps://maps.google.com/?q=-23.5,-46.6" })
  })

  it("a file it could not keep says so, with its caption", async () => {
    const photo = [
      { file_id: "small", file_unique_id: "s", width: 90, height: 60 },
      { file_id: "big", file_unique_id: "b", width: 1280, height: 853, file_size: 20 * 1024 * 1024 }
    ]
    const e = await eventOf({ message: { message_id: 3, date: 0, chat, from, photo, caption: "Veja" } })
    expect(e).toMatchObject({
      kind: "message",
      body: `${fileNote("tooLarge", "foto-42-3.jpg", 20 * 1024 * 1024)}\nVeja`
    })
  })

  it("edits and reactions name the message; other chats and kinds are skipped", async () => {
    const edited = { message_id: 7, date: 0, edit_date: 1, chat, from, text: "Novo" }
    expect(await eventOf({ edited_message: edited })).toEqual({
      kind: "edit",
      externalId: "42",
      providerId: "42:7",
      eventId: "u9",
      body: "Novo"
    })
    const reaction = (emoji: Array<object>) => ({
      chat,
      message_id: 7,
      date: 0,
      old_reaction: [],
      new_reaction: emoji
    })
    expect(await eventOf({ message_reaction: reaction([{ type: "emoji", emoji: "👍" }]) })).toMatchObject({
      kind: "reaction",
      providerId: "42:7",
      reaction: "👍"
    })
    expect(await eventOf({ message_reaction: reaction([]) })).toMatchObject({ reaction: "" })
    expect(await eventOf({ message_reaction: reaction([{ type: "custom_emoji", custom_emoji_id: "1" }]) })).toBe(
      undefined
    )
    const group = { id: -100, type: "group", title: "G" }
    expect(await eventOf({ message: { message_id: 1, date: 0, chat: group, from, text: "x" } })).toBe(undefined)
    expect(await eventOf({ message: { message_id: 1, date: 0, chat, from, dice: { emoji: "🎲", value: 3 } } })).toBe(
      undefined
    )
  })

  it("names, provider ids, methods and long texts", () => {
    expect(nameOf({ first_name: "", username: "ana" } as never)).toBe("@ana")
    expect(messageRefOf("-100123:45")).toEqual({ chatId: "-100123", messageId: 45 })
    expect(messageRefOf("wc:1")).toBe(undefined)
    expect(["image/png", "video/mp4", "audio/ogg; codecs=opus", "audio/mpeg", "image/gif"].map(methodFor)).toEqual([
      "photo",
      "video",
      "voice",
      "audio",
      "document"
    ])
    const long = `${"a".repeat(3000)}\n${"b".repeat(3000)}`
    expect(textParts(long)).toEqual(["a".repeat(3000), "b".repeat(3000)])
    expect(textParts("x".repeat(TEXT_MAX + 1)).map((p) => p.length)).toEqual([TEXT_MAX, 1])
  })
})
