import { describe, expect, it } from "vitest"
import {
  ChannelCreate,
  ChannelPatch,
  ChannelsEvent,
  ChannelTransfer,
  ChannelView,
  confirmsDeletion,
  foldChannelName,
  ImportSettings,
  WebchatConfig,
  webchatConfigOf
} from "./channels"
import { LiveEvent } from "./live"

const fields = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."))

describe("confirmsDeletion", () => {
  it("takes the word for delete in any UI language, in any case and trimmed", () => {
    for (const word of ["EXCLUIR", "excluir", " Delete ", "ELIMINAR", "удалить", "УДАЛИТЬ"])
      expect(confirmsDeletion(word, "Loja"), word).toBe(true)
  })

  it("takes the channel's own name, trimmed, and nothing else", () => {
    expect(confirmsDeletion("Site da Loja", "Site da Loja")).toBe(true)
    expect(confirmsDeletion("  Site da Loja ", "Site da Loja ")).toBe(true)
    for (const typed of ["", " ", "APAGAR", "Site da", "site da loja", "EXCLUIR!", "DELET"])
      expect(confirmsDeletion(typed, "Site da Loja"), typed).toBe(false)
  })
})

describe("ChannelCreate", () => {
  it("trims the name, needs one of 1..60 characters and a known type", () => {
    expect(ChannelCreate.parse({ name: "  Site ", type: "webchat" })).toEqual({ name: "Site", type: "webchat" })
    expect(fields(ChannelCreate.safeParse({ type: "webchat" }))).toEqual(["name"])
    expect(fields(ChannelCreate.safeParse({ name: "   ", type: "webchat" }))).toEqual(["name"])
    expect(fields(ChannelCreate.safeParse({ name: "x".repeat(61), type: "webchat" }))).toEqual(["name"])
    expect(fields(ChannelCreate.safeParse({ name: "Site", type: "fax" }))).toEqual(["type"])
  })

  it("gives the web-chat config its defaults and refuses addresses that are not http(s)", () => {
    const made = ChannelCreate.parse({ name: "Site", type: "webchat", webchat: { title: " Oi " } })
    expect(made.webchat).toEqual({
      title: "Oi",
      footerText: "",
      headerColor: "#0b6e4f",
      iconUrl: null,
      autoOpen: false,
      offerHelp: false,
      helpMessage: "",
      soundUrl: null
    })
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://loja.com/i.png",
      "//loja.com/i",
      "x"
    ])
      expect(fields(WebchatConfig.safeParse({ iconUrl: url })), url).toEqual(["iconUrl"])
    expect(fields(WebchatConfig.safeParse({ soundUrl: "file:///etc/passwd" }))).toEqual(["soundUrl"])
    expect(
      WebchatConfig.parse({ iconUrl: " https://loja.com/i.png ", soundUrl: "http://loja.com/s.mp3" })
    ).toMatchObject({ iconUrl: "https://loja.com/i.png", soundUrl: "http://loja.com/s.mp3" })
    expect(fields(WebchatConfig.safeParse({ iconUrl: "https://loja.com/a b.png" }))).toEqual(["iconUrl"])
    expect(fields(WebchatConfig.safeParse({ headerColor: "verde" }))).toEqual(["headerColor"])
  })
})

describe("ImportSettings", () => {
  it("takes ISO dates, the start not after the end", () => {
    expect(ImportSettings.parse({})).toEqual({
      messages: false,
      groupMessages: false,
      contacts: false,
      startDate: null,
      endDate: null,
      closeTickets: false
    })
    expect(ImportSettings.parse({ startDate: "2026-01-01", endDate: "2026-01-01" }).endDate).toBe("2026-01-01")
    expect(fields(ImportSettings.safeParse({ startDate: "2026-02-01", endDate: "2026-01-31" }))).toEqual(["endDate"])
    for (const bad of ["01/02/2026", "2026-13-01", "2026-02-30", "2026-01-01T00:00:00Z", ""])
      expect(fields(ImportSettings.safeParse({ startDate: bad })), bad).toEqual(["startDate"])
    // one bound alone is fine
    expect(ImportSettings.safeParse({ endDate: "2020-01-01" }).success).toBe(true)
  })
})

describe("ChannelPatch and ChannelTransfer", () => {
  it("a patch needs a field; only what is given changes", () => {
    expect(ChannelPatch.safeParse({}).success).toBe(false)
    expect(ChannelPatch.parse({ webchat: { title: "Novo" } })).toEqual({ webchat: { title: "Novo" } })
    expect(fields(ChannelPatch.safeParse({ webchat: { iconUrl: "javascript:x" } }))).toEqual(["webchat.iconUrl"])
  })

  it("a transfer names a positive id", () => {
    expect(ChannelTransfer.parse({ toChannelId: 3 })).toEqual({ toChannelId: 3 })
    for (const v of [0, -1, 1.5, "3", null]) expect(ChannelTransfer.safeParse({ toChannelId: v }).success).toBe(false)
  })
})

describe("webchatConfigOf and foldChannelName", () => {
  it("reads a stored config field by field, defaults where missing or invalid", () => {
    expect(webchatConfigOf({ title: "Fale conosco", headerColor: "#123", iconUrl: "javascript:x", extra: 1 })).toEqual({
      ...WebchatConfig.parse({}),
      title: "Fale conosco",
      headerColor: "#123"
    })
  })

  it("folds names for the platform-wide uniqueness", () => {
    expect(foldChannelName("  Loja ÇÃO ")).toBe("loja ção")
    expect(foldChannelName("Cafe\u0301")).toBe(foldChannelName("CAFÉ"))
  })
})

describe("the channels live stream", () => {
  const view: ChannelView = {
    id: 1,
    name: "Site",
    type: "webchat",
    status: "connected",
    isDefault: true,
    qrcode: null,
    number: null,
    greetingMessage: "",
    farewellMessage: "",
    webchat: WebchatConfig.parse({}),
    token: null,
    importSettings: null,
    settings: null,
    secretsSet: [],
    chatFlowId: null,
    createdAt: "2026-01-01T00:00:00.000Z"
  }

  it("decodes channel:update and channel:delete, in LiveEvent too", () => {
    expect(ChannelsEvent.parse({ type: "channel:update", channel: view })).toEqual({
      type: "channel:update",
      channel: view
    })
    expect(ChannelsEvent.parse({ type: "channel:delete", channelId: 1 })).toEqual({
      type: "channel:delete",
      channelId: 1
    })
    expect(LiveEvent.safeParse({ name: "channels", data: { type: "channel:delete", channelId: 1 } }).success).toBe(true)
    expect(ChannelsEvent.safeParse({ type: "channel:update", channel: { ...view, status: "sleeping" } }).success).toBe(
      false
    )
  })
})
