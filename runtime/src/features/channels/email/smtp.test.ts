import { describe, expect, it } from "vitest"
import { OutboundRefused } from "../../../platform/net/outbound"
import { deliveryErrorOf, messageIdFor, referencesOf, replySubject } from "./smtp"

describe("e-mail replies", () => {
  it("answers under one Re: whatever prefixes the customer's client put", () => {
    expect(replySubject("Pedido 4521", "Loja")).toBe("Re: Pedido 4521")
    expect(replySubject("RE: Res: Fwd: Pedido", "Loja")).toBe("Re: Pedido")
    expect(replySubject("", "Loja")).toBe("Loja")
    expect(replySubject(undefined, "Loja")).toBe("Loja")
  })

  it("keeps the first and the newest Message-IDs of a long References chain", () => {
    const ids = Array.from({ length: 30 }, (_, i) => `<m${i}@x>`)
    const kept = referencesOf(ids)
    expect(kept).toHaveLength(20)
    expect(kept[0]).toBe("<m0@x>")
    expect(kept.at(-1)).toBe("<m29@x>")
    expect(referencesOf(ids.slice(0, 3))).toEqual(ids.slice(0, 3))
  })

  it("makes the same Message-ID for every try of one send, under the account's domain", () => {
    const a = messageIdFor(7, "k1", "suporte@loja.test")
    expect(a).toMatch(/^<[0-9a-f]{32}@loja\.test>$/)
    expect(messageIdFor(7, "k1", "suporte@loja.test")).toBe(a)
    expect(messageIdFor(7, "k2", "suporte@loja.test")).not.toBe(a)
  })

  it("fails a 5xx for good with the server's words, retries 4xx and connection failures", () => {
    const final = deliveryErrorOf({ responseCode: 550, response: "550 5.1.1 mailbox unavailable" })
    expect(final).toMatchObject({ retryable: false, reason: "550 5.1.1 mailbox unavailable" })
    expect(deliveryErrorOf({ responseCode: 451, response: "451 try later" }).retryable).toBe(true)
    expect(deliveryErrorOf({ code: "ECONNECTION", message: "connect ECONNREFUSED" }).retryable).toBe(true)
    expect(deliveryErrorOf(new OutboundRefused("10.0.0.1")).retryable).toBe(false)
  })
})
