import { errorText, isErrorCode } from "@atende/core/errors/catalogue"
import { esErrors } from "@atende/core/errors/texts/es"
import { describe, expect, it } from "vitest"
import { localMessage, markFailed, type ChatMessage } from "./chatMessages"
import { deliveryOf } from "./delivery"

const own = (patch: Partial<ChatMessage> = {}): ChatMessage => ({
  ...localMessage(1, "oi", "c1", 1_000_000),
  id: 9,
  local: undefined,
  status: "sent",
  ...patch
})
const failed = (code: string, detail: string | null = null) =>
  own({ status: "failed", deliveryError: { code, detail } })

/** The catalogue's description of a code in pt-BR, en, or es (es from core's table, else en). */
function description(code: string, lang: "pt-BR" | "en" | "es"): string | undefined {
  if (!isErrorCode(code)) return undefined
  if (lang === "es") return esErrors[code]?.[0] ?? errorText(code, "en").description
  return errorText(code, lang).description
}

describe("what a bubble shows about its delivery", () => {
  it("shows nothing on the customer's messages", () => {
    expect(deliveryOf(own({ fromMe: false, status: "received" }), "pt-BR")).toBeNull()
  })

  it("marks one's own messages by their status, a heard voice note apart from a read one", () => {
    const mark = (status: ChatMessage["status"]) => deliveryOf(own({ status }), "en")?.mark
    expect(["pending", "sent", "delivered", "read", "played"].map((s) => mark(s as ChatMessage["status"]))).toEqual([
      "sending",
      "sent",
      "delivered",
      "read",
      "played"
    ])
    expect(deliveryOf(localMessage(1, "oi", "c2"), "en")).toEqual({ mark: "sending", failure: null })
  })

  it("names a server failure with the catalogue's text in the agent's language and the channel's words", () => {
    const code = "ERR_DELIVERY_REFUSED"
    const pt = deliveryOf(failed(code, "recipient not on WhatsApp"), "pt-BR")
    expect(pt).toMatchObject({ mark: "failed", failure: { kind: "server", canResend: true } })
    expect(pt?.failure).toMatchObject({ detail: "recipient not on WhatsApp" })
    expect(pt?.failure?.kind === "server" && pt.failure.reason?.title).toBe(description(code, "pt-BR"))
    const es = deliveryOf(failed("ERR_DELIVERY_GAVE_UP"), "es")
    expect(es?.failure?.kind === "server" && es.failure.reason?.title).toBe(description("ERR_DELIVERY_GAVE_UP", "es"))
  })

  it("leaves the reason to the generic text for a code it does not know, or no error at all", () => {
    expect(deliveryOf(failed("ERR_SOMETHING_NEW", ""), "en")?.failure).toEqual({
      kind: "server",
      canResend: true,
      reason: null,
      detail: null
    })
    expect(deliveryOf(own({ status: "failed" }), "en")?.failure).toMatchObject({ reason: null, canResend: true })
  })

  it("shows a failed message as sending while its resend is on its way", () => {
    expect(deliveryOf({ ...failed("ERR_DELIVERY_REFUSED"), resending: true }, "en")).toEqual({
      mark: "sending",
      failure: null
    })
  })

  it("offers no resend of a deleted message", () => {
    expect(deliveryOf({ ...failed("ERR_DELIVERY_REFUSED"), deleted: true }, "en")?.failure?.canResend).toBe(false)
  })

  it("tells a send that never reached the server apart, resendable only when it was text", () => {
    const text = markFailed([localMessage(1, "oi", "c3")], "c3")[0]
    expect(deliveryOf(text, "en")).toEqual({ mark: "failed", failure: { kind: "local", canResend: true } })
    const files = markFailed([localMessage(1, "a.pdf", "c4", 1, { mediaType: "application/pdf" })], "c4")[0]
    expect(deliveryOf(files, "en")?.failure).toEqual({ kind: "local", canResend: false })
  })
})
