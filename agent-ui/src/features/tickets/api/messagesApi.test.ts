import { beforeEach, describe, expect, it, vi } from "vitest"
import { apiRequest } from "../../../lib/api"
import { forwardMessages, resendMessage, scheduleMessage, sendMedia, sendMessage } from "./messagesApi"

vi.mock("../../../lib/api", () => ({ apiRequest: vi.fn() }))
const request = vi.mocked(apiRequest)

/** The one call made: method, path, the Idempotency-Key header and the clientId of the body. */
function sent() {
  expect(request).toHaveBeenCalledTimes(1)
  const [method, path, options] = request.mock.calls[0]
  const body = options?.body
  const clientId =
    body instanceof FormData ? body.get("clientId") : (body as { clientId?: string } | undefined)?.clientId
  return { method, path, key: options?.headers?.["Idempotency-Key"], clientId }
}

describe("the server can tell a retried send from a new one", () => {
  beforeEach(() => {
    request.mockReset()
    request.mockResolvedValue({})
  })

  it("sends a text with its clientId in the body and as the Idempotency-Key header", async () => {
    await sendMessage(7, "oi", { clientId: "c-text" })
    expect(sent()).toEqual({ method: "POST", path: "/messages/7", key: "c-text", clientId: "c-text" })
  })

  it("does the same for files sent as multipart", async () => {
    await sendMedia(7, [new File(["x"], "a.pdf", { type: "application/pdf" })], { clientId: "c-files" })
    expect(sent()).toEqual({ method: "POST", path: "/messages/7", key: "c-files", clientId: "c-files" })
  })

  it("does the same for a forward and a scheduled message", async () => {
    await forwardMessages([1, 2], 5, "c-forward")
    expect(sent()).toMatchObject({ path: "/forward-messages/", key: "c-forward", clientId: "c-forward" })
    request.mockClear()
    await scheduleMessage(7, "later", new Date(Date.UTC(2030, 0, 1)), "c-later")
    expect(sent()).toMatchObject({ path: "/messages/7", key: "c-later", clientId: "c-later" })
  })

  it("resends a failed message by its id, with no body", async () => {
    await resendMessage(42)
    expect(request).toHaveBeenCalledWith("POST", "/messages/42/resend")
  })
})
