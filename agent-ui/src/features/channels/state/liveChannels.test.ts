import { describe, expect, it } from "vitest"
import { channel } from "./fixtures"
import { applyChannelEvent, mergeSnapshot, sortChannels } from "./liveChannels"
import { widgetSnippet } from "./snippet"

describe("the live channels events", () => {
  const list = sortChannels([channel(2, { name: "Vendas", isDefault: true }), channel(1, { name: "atendimento" })])

  it("keeps the list by name, any case", () => {
    expect(list.map((c) => c.id)).toEqual([1, 2])
  })

  it("puts a new or changed channel in its place, by name", () => {
    const added = applyChannelEvent(list, { type: "channel:update", channel: channel(3, { name: "Suporte" }) })
    expect(added.map((c) => c.name)).toEqual(["atendimento", "Suporte", "Vendas"])
    const renamed = applyChannelEvent(added, {
      type: "channel:update",
      channel: channel(1, { name: "Zeta", status: "qrcode", qrcode: "2@x" })
    })
    expect(renamed.map((c) => c.id)).toEqual([3, 2, 1])
    expect(renamed[2]).toMatchObject({ status: "qrcode", qrcode: "2@x" })
  })

  it("moves the default flag to the new default", () => {
    const next = applyChannelEvent(list, {
      type: "channel:update",
      channel: channel(1, { name: "atendimento", isDefault: true })
    })
    expect(next.map((c) => [c.id, c.isDefault])).toEqual([
      [1, true],
      [2, false]
    ])
  })

  it("drops a deleted channel", () => {
    expect(applyChannelEvent(list, { type: "channel:delete", channelId: 2 }).map((c) => c.id)).toEqual([1])
    expect(applyChannelEvent(list, { type: "channel:delete", channelId: 9 })).toEqual(list)
  })
})

describe("the web chat's embed code", () => {
  it("loads this server's widget with the channel's token", () => {
    expect(widgetSnippet("https://atende.loja.com/", "abc-123")).toBe(
      '<script src="https://atende.loja.com/webchat/widget.js" data-token="abc-123" async></script>'
    )
    expect(widgetSnippet("http://localhost:8080", 'a"b')).toContain('data-token="a&#34;b"')
  })

  it("does not let a list read before a live event undo it", () => {
    // the session turned connected (live event 5) while a list read from count 4 was on its way
    const cached = [channel(1, { name: "atendimento", status: "connected" }), channel(3, { name: "Novo" })]
    const marks = new Map([
      [1, 5],
      [3, 6],
      [2, 7]
    ])
    const late = [channel(1, { name: "atendimento", status: "connecting" }), channel(2, { name: "Vendas" })]
    const merged = mergeSnapshot(cached, late, marks, 4, true)
    // 1 keeps its live state, 3 (created live) stays, 2 (deleted live after the read began) stays out
    expect(merged.map((c) => [c.id, c.status])).toEqual([
      [1, "connected"],
      [3, channel(3).status]
    ])
    // a list read after those events is taken as it is
    expect(mergeSnapshot(cached, late, marks, 7, true).map((c) => [c.id, c.status])).toEqual([
      [1, "connecting"],
      [2, channel(2).status]
    ])
  })

  it("takes an answer unless a live event about that channel came meanwhile", () => {
    const cached = [channel(1, { name: "atendimento", status: "connected" })]
    const answer = [channel(1, { name: "atendimento", status: "connecting" })]
    expect(mergeSnapshot(cached, answer, new Map([[1, 3]]), 2, false)[0]?.status).toBe("connected")
    expect(mergeSnapshot(cached, answer, new Map([[1, 3]]), 3, false)[0]?.status).toBe("connecting")
  })
})
