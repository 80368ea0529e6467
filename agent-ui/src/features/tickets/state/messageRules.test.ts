import { describe, expect, it } from "vitest"
import { localMessage, type ChatMessage } from "./chatMessages"
import { DELETE_WINDOW_MS, canDelete, canEdit, checkFiles } from "./messageRules"

const MB = 1024 * 1024
const file = (name: string, size: number) => ({ name, size }) as File
const sent = (patch: Partial<ChatMessage> = {}): ChatMessage => ({
  ...localMessage(1, "oi", "c1", 1_000_000),
  id: 9,
  local: undefined,
  status: "sent",
  ...patch
})

describe("message rules", () => {
  it("lets the sender delete only within 5 minutes", () => {
    expect(canDelete(sent(), 1_000_000 + DELETE_WINDOW_MS)).toBe(true)
    expect(canDelete(sent(), 1_000_000 + DELETE_WINDOW_MS + 1)).toBe(false)
    expect(canDelete(sent({ fromMe: false }), 1_000_001)).toBe(false)
    expect(canDelete(localMessage(1, "oi", "c2", 1_000_000), 1_000_001)).toBe(false)
  })

  it("edits own text messages only", () => {
    expect(canEdit(sent())).toBe(true)
    expect(canEdit(sent({ mediaUrl: "/m/1", mediaType: "image/png" }))).toBe(false)
    expect(canEdit(sent({ deleted: true }))).toBe(false)
  })

  it("refuses a file over 10 MB and a total over 30 MB before uploading", () => {
    expect(checkFiles([], [file("a.pdf", 10 * MB)])).toEqual({ accepted: [file("a.pdf", 10 * MB)], problem: null })
    expect(checkFiles([], [file("big.mp4", 10 * MB + 1)]).problem).toEqual({
      kind: "tooLarge",
      name: "big.mp4",
      size: 10 * MB + 1
    })
    const three = [file("1", 9 * MB), file("2", 9 * MB), file("3", 9 * MB)]
    const result = checkFiles(three, [file("4", 4 * MB), file("5", 1 * MB)])
    expect(result.accepted.map((f) => f.name)).toEqual(["5"])
    expect(result.problem).toEqual({ kind: "totalTooLarge", size: 31 * MB })
  })
})
