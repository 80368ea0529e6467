import { describe, expect, it } from "vitest"
import { filesProblem, mediaKind, mergeMessages, unreadByUser } from "./chatView"

const MB = 1024 * 1024
const msg = (id: number) => ({
  id,
  conversationId: 1,
  sender: { id: 1, name: "Ana" },
  body: `m${id}`,
  mediaUrl: null,
  mediaType: null,
  mediaName: null,
  createdAt: "2025-01-01T00:00:00.000Z"
})

describe("internal chat view", () => {
  it("checks files like the server: 10 MB each, 30 MB together", () => {
    expect(filesProblem([{ size: 10 * MB }])).toBeUndefined()
    expect(filesProblem([{ size: 10 * MB + 1 }])).toBe("ERR_FILE_TOO_LARGE")
    expect(filesProblem([1, 2, 3, 4].map(() => ({ size: 8 * MB })))).toBe("ERR_FILES_TOTAL_TOO_LARGE")
  })

  it("merges messages once each in id order, and tells media kinds", () => {
    expect(mergeMessages([msg(1), msg(3)], [msg(2), msg(3)]).map((m) => m.id)).toEqual([1, 2, 3])
    expect(mediaKind({ mediaUrl: "/media/x", mediaType: "image/png" })).toBe("image")
    expect(mediaKind({ mediaUrl: "/media/x", mediaType: "video/mp4" })).toBe("video")
    expect(mediaKind({ mediaUrl: "/media/x", mediaType: "application/pdf" })).toBe("file")
    expect(mediaKind({ mediaUrl: null, mediaType: null })).toBe("none")
  })

  it("counts unread per user from the one-to-one conversations", () => {
    const direct = { peer: { id: 7, name: "Bia" }, unread: 2 } as never
    const group = { peer: null, unread: 5 } as never
    expect([...unreadByUser([direct, group])]).toEqual([[7, 2]])
  })
})
