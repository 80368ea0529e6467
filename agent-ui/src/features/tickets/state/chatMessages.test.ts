import type { Message } from "@atende/core/message/message"
import { describe, expect, it } from "vitest"
import {
  applyAck,
  localMessage,
  markFailed,
  markResending,
  mergeMessages,
  replaceMessage,
  resendAnswered,
  resendRefused,
  rowKeys
} from "./chatMessages"

const message = (id: number, timestamp: number, patch: Partial<Message> = {}): Message => ({
  id,
  ticketId: 1,
  contactId: 1,
  body: `m${id}`,
  fromMe: false,
  status: "received",
  mediaUrl: null,
  mediaType: null,
  clientId: null,
  timestamp,
  createdAt: new Date(timestamp).toISOString(),
  ...patch
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

describe("delivery failures from the server (chat:ack)", () => {
  const refused = { code: "ERR_DELIVERY_REFUSED", detail: "invalid recipient" }
  const mine = (status: Message["status"], patch: Partial<Message> = {}) =>
    message(9, 510, { body: "oi", fromMe: true, clientId: "abc", status, ...patch })
  const failed = mine("failed", { deliveryError: refused })

  it("shows the failure even when the POST's own answer (pending) arrives after it", () => {
    const local = localMessage(1, "oi", "abc", 500)
    const afterAck = applyAck([local], failed)
    const afterPost = mergeMessages(afterAck, [mine("pending")])
    expect(afterPost).toHaveLength(1)
    expect(afterPost[0]).toMatchObject({ id: 9, status: "failed", deliveryError: refused })
    expect(afterPost[0].local).toBeUndefined()
  })

  it("takes a failure over a message shown as pending", () => {
    expect(applyAck([mine("pending")], failed)[0]).toMatchObject({ status: "failed", deliveryError: refused })
  })

  it("makes a failed message pending again on the resend's ack, then follows its delivery", () => {
    const resent = applyAck([failed], mine("pending", { deliveryError: null }))
    expect(resent[0]).toMatchObject({ status: "pending", deliveryError: null })
    expect(applyAck(resent, mine("delivered"))[0].status).toBe("delivered")
  })

  it("never takes a delivered message back to pending", () => {
    expect(applyAck([mine("delivered")], mine("pending"))[0].status).toBe("delivered")
  })

  it("keeps the failure and its reason when a change answered with an older status arrives", () => {
    const reacted = replaceMessage([failed], mine("pending", { deliveryError: null, reaction: "👍" }))
    expect(reacted[0]).toMatchObject({ status: "failed", deliveryError: refused, reaction: "👍" })
  })
})

describe("resending a failed message", () => {
  const refused = { code: "ERR_DELIVERY_REFUSED", detail: null }
  const failed = message(9, 510, { fromMe: true, status: "failed", deliveryError: refused })
  const pending = message(9, 510, { fromMe: true, status: "pending", deliveryError: null })

  it("waits for the answer, then shows the message pending without its failure", () => {
    const waiting = markResending([failed], 9)
    expect(waiting[0].resending).toBe(true)
    const answered = resendAnswered(waiting, pending)
    expect(answered[0]).toMatchObject({ status: "pending", deliveryError: null })
    expect(answered[0].resending).toBeUndefined()
  })

  it("keeps what a live ack said when the answer comes after it", () => {
    const sentFirst = applyAck(markResending([failed], 9), message(9, 510, { fromMe: true, status: "sent" }))
    expect(resendAnswered(sentFirst, pending)[0].status).toBe("sent")
    const gaveUp = { code: "ERR_DELIVERY_GAVE_UP", detail: "timeout" }
    const failedAgain = applyAck(markResending([failed], 9), { ...failed, deliveryError: gaveUp })
    expect(resendAnswered(failedAgain, pending)[0]).toMatchObject({ status: "failed", deliveryError: gaveUp })
  })

  it("shows the failure again when the resend is refused", () => {
    const back = resendRefused(markResending([failed], 9), 9)
    expect(back[0]).toMatchObject({ status: "failed", deliveryError: refused })
    expect(back[0].resending).toBeUndefined()
  })

  it("resends only a message the server failed", () => {
    expect(markResending([pending], 9)[0].resending).toBeUndefined()
    expect(markResending([markFailed([localMessage(1, "oi", "k", 1)], "k")[0]], "local:k")[0].resending).toBeUndefined()
  })
})
