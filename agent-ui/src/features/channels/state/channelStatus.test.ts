import { ChannelStatus } from "@atende/core/channel/channel"
import { describe, expect, it } from "vitest"
import { channelActions, STATUS_TONE, transferTargets } from "./channelStatus"
import { creatableTypes, SERVER_TYPES } from "./channelTypes"
import { channel } from "./fixtures"

describe("the actions of a channel", () => {
  it("connects what is down and disconnects what is up", () => {
    const up = channel(1, { status: "connected" })
    expect(channelActions(up, [up])).toEqual(["disconnect", "default", "snippet", "edit", "delete"])
    const off = channel(1, { status: "inactive", isDefault: true })
    expect(channelActions(off, [off])).toEqual(["connect", "snippet", "edit", "delete"])
  })

  it("offers the QR code, a new one and reset to WhatsApp", () => {
    const waiting = channel(1, { type: "whatsapp", status: "qrcode", qrcode: "2@abc", token: null })
    const other = channel(2, { type: "whatsapp", token: null })
    expect(channelActions(waiting, [waiting, other])).toEqual([
      "showQr",
      "disconnect",
      "qrcode",
      "reset",
      "default",
      "transfer",
      "edit",
      "delete"
    ])
    const lost = channel(1, { type: "whatsapp", status: "timeout", token: null })
    expect(channelActions(lost, [lost, channel(3)])).toEqual([
      "connect",
      "disconnect",
      "qrcode",
      "reset",
      "default",
      "edit",
      "delete"
    ])
  })

  it("transfers only to another channel of the same type", () => {
    const list = [channel(1), channel(2), channel(3), channel(4, { type: "whatsapp" })]
    expect(transferTargets(list, list[1]).map((c) => c.id)).toEqual([1, 3])
    expect(transferTargets(list, list[3])).toEqual([])
    expect(channelActions(list[0], list)).toContain("transfer")
    expect(channelActions(list[3], list)).not.toContain("transfer")
  })

  it("gives every state of the spec a tone", () => {
    for (const status of ChannelStatus.options) expect(STATUS_TONE[status]).toBeDefined()
  })
})

describe("the types offered", () => {
  it("are the server's: web chat today, or the list the server sends (known types only)", () => {
    // the types with a connector, web chat first
    expect(creatableTypes()).toEqual([...SERVER_TYPES])
    expect(creatableTypes()[0]).toBe("webchat")
    expect(creatableTypes(["telegram", "webchat", "fax"])).toEqual(["telegram", "webchat"])
    expect(creatableTypes([])).toEqual([])
  })
})
