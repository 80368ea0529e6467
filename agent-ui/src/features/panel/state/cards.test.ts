import { describe, expect, it } from "vitest"
import { cardAt } from "./cards"

const thresholds = { slaGreen: 0, slaYellow: 15, slaRed: 30 }
const MINUTE = 60_000

describe("a panel card as time passes", () => {
  it("grows the wait from the server's time and turns yellow, then red", () => {
    const serverNow = Date.parse("2025-03-01T12:00:00Z")
    // this browser's clock is an hour behind: what counts is the time passed since the answer
    const reading = { serverNow, receivedAt: serverNow - 60 * MINUTE }
    const card = { oldestWaitingSince: new Date(serverNow - 10 * MINUTE).toISOString() }
    expect(cardAt(card, reading, reading.receivedAt, thresholds)).toEqual({ waitMs: 10 * MINUTE, sla: "green" })
    expect(cardAt(card, reading, reading.receivedAt + 5 * MINUTE, thresholds)).toEqual({
      waitMs: 15 * MINUTE,
      sla: "yellow"
    })
    expect(cardAt(card, reading, reading.receivedAt + 25 * MINUTE, thresholds).sla).toBe("red")
  })

  it("is green with no wait when nobody waits for an answer", () => {
    const reading = { serverNow: 0, receivedAt: 0 }
    expect(cardAt({ oldestWaitingSince: null }, reading, 99 * MINUTE, thresholds)).toEqual({
      waitMs: null,
      sla: "green"
    })
  })
})
