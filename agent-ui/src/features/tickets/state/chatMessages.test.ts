import type { Message } from "@atende/core/message/message"
import { describe, expect, it } from "vitest"
import { localMessage, markFailed, mergeMessages, replaceMessage, rowKeys } from "./chatMessages"

const message = (id: number, timestamp: number, patch: Partial<Message> = {}): Message => ({
  id, ticketId: 1, contactId: 1, body: `m${id}`, fromMe: false, status: "received", mediaUrl: null,
  mediaType: null, clientId: null, timestamp, createdAt: new Date(timestamp).toISOString(), ...patch
})

describe("chat messages", () => {
  it("keeps time order when an older page arrives", () => {
    const merged = mergeMessages([message(3, 300), message(4, 400)], [message(1, 100), message(2, 200)])
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4])
  })

  it("replaces the local bubble by the server copy and ignores the live echo", () => {
    const local = localMessage(1, "oi", "abc", 500)
    const sent = message(9, 510, { body: "oi", fromMe: true, status: "sent", clientId: "abc" })
    const afterPost = mergeMessages([message(1, 100), local], [sent])
    expect(afterPost.map((m) => m.id)).toEqual([1, 9])
    const afterEcho = mergeMessages(afterPost, [sent])
    expect(afterEcho).toHaveLength(2)
  })

  it("never lets a local copy overwrite a server one", () => {
    const sent = message(9, 510, { fromMe: true, status: "sent", clientId: "abc" })
    const merged = mergeMessages([sent], [localMessage(1, "oi", "abc", 600)])
    expect(merged[0]).toEqual(sent)
  })

  it("marks a failed send so it can be retried with the same clientId", () => {
    const failed = markFailed([localMessage(1, "oi", "abc", 500)], "abc")
    expect(failed[0]).toMatchObject({ local: "failed", clientId: "abc" })
    const retried = mergeMessages(failed, [localMessage(1, "oi", "abc", 700)])
    expect(retried).toHaveLength(1)
    expect(retried[0].local).toBe("sending")
  })
})

describe("multi-file sends", () => {
  it("keeps server messages that share a clientId apart, with distinct row keys", () => {
    const first = { ...localMessage(1, "a.pdf", "k1", 500), id: 11, local: undefined, status: "sent" as const }
    const second = { ...first, id: 12, body: "b.pdf" }
    const merged = mergeMessages([localMessage(1, "a.pdf, b.pdf", "k1", 400)], [first, second])
    expect(merged.map((m) => m.id)).toEqual([11, 12])
    expect(rowKeys(merged)).toEqual(["c:k1", "m:12"])
  })
})

describe("changed messages", () => {
  it("takes an edit even when its delivery status is lower than the one shown", () => {
    const shown = [message(1, 100, { fromMe: true, status: "read", body: "oi" })]
    const edited = replaceMessage(shown, message(1, 100, { fromMe: true, status: "sent", body: "olá", edited: true }))
    expect(edited[0]).toMatchObject({ body: "olá", edited: true, status: "read" })
  })
})
