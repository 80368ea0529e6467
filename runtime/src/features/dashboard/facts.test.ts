import { emptySums } from "@atende/core/contracts/dashboard"
import { describe, expect, it } from "vitest"
import { dayOfDate } from "./days"
import { deltasOf, type Note } from "./facts"

const zone = () => "America/Sao_Paulo"
const at = (iso: string) => Date.parse(iso)
const row = (day: string, userId: number, queueId: number, sums: Partial<ReturnType<typeof emptySums>>) => ({
  tenantId: 1,
  day: dayOfDate(day),
  userId,
  queueId,
  ...emptySums(),
  ...sums
})
const thresholds = { slaGreen: 0, slaYellow: 15, slaRed: 30 }

describe("dashboard deltas", () => {
  it("a ticket created pending is opened and waiting on its local day", () => {
    // 01:00 UTC is still the evening before in São Paulo
    const notes: Array<Note> = [
      {
        kind: "created",
        tenantId: 1,
        at: at("2025-03-02T01:00:00Z"),
        ticket: { status: "pending", userId: null, queueId: null }
      }
    ]
    expect(deltasOf(notes, zone)).toEqual([row("2025-03-01", 0, 0, { opened: 1, waiting: 1 })])
  })

  it("attending moves the ticket from waiting to open and counts it attended on the day it happens", () => {
    const notes: Array<Note> = [
      {
        kind: "changed",
        tenantId: 1,
        at: at("2025-03-03T15:00:00Z"),
        createdAt: at("2025-03-01T12:00:00Z"),
        before: { status: "pending", userId: null, queueId: 4 },
        after: { status: "open", userId: 7, queueId: 4, deleted: false }
      }
    ]
    expect(deltasOf(notes, zone)).toEqual([
      row("2025-03-01", 0, 4, { waiting: -1 }),
      row("2025-03-01", 7, 4, { open: 1 }),
      row("2025-03-03", 7, 4, { attended: 1 })
    ])
  })

  it("closing counts the resolution and its time; deleting only takes the ticket out of the balances", () => {
    const created = at("2025-03-01T12:00:00Z")
    const notes: Array<Note> = [
      {
        kind: "changed",
        tenantId: 1,
        at: created + 90_000,
        createdAt: created,
        before: { status: "open", userId: 7, queueId: null },
        after: { status: "closed", userId: 7, queueId: null, deleted: false }
      },
      {
        kind: "changed",
        tenantId: 1,
        at: created + 100_000,
        createdAt: created,
        before: { status: "pending", userId: null, queueId: 2 },
        after: { status: "pending", userId: null, queueId: 2, deleted: true }
      }
    ]
    expect(deltasOf(notes, zone)).toEqual([
      row("2025-03-01", 0, 2, { waiting: -1 }),
      row("2025-03-01", 7, 0, { open: -1, resolved: 1, resolutionMs: 90_000 })
    ])
  })

  it("the first answer to the customer who opened the ticket counts with its wait and SLA colour", () => {
    const created = at("2025-03-01T12:00:00Z")
    const reply = (minutes: number, waitingSince: number | null): Note => ({
      kind: "replied",
      tenantId: 1,
      at: created + minutes * 60_000,
      createdAt: created,
      waitingSince,
      userId: 7,
      queueId: 3,
      thresholds
    })
    expect(deltasOf([reply(5, created)], zone)).toEqual([
      row("2025-03-01", 7, 3, { answered: 1, firstResponseMs: 300_000, slaGreen: 1 })
    ])
    expect(deltasOf([reply(20, created), reply(31, created)], zone)).toEqual([
      row("2025-03-01", 7, 3, { answered: 2, firstResponseMs: 3_060_000, slaYellow: 1, slaRed: 1 })
    ])
    // the customer wrote again after an answer, or nobody was waiting: no first response
    expect(deltasOf([reply(40, created + 30 * 60_000), reply(41, null)], zone)).toEqual([])
  })

  it("merges a row's deltas and leaves out rows that come to nothing", () => {
    const created = at("2025-03-01T12:00:00Z")
    const move = (from: number | null, to: number | null): Note => ({
      kind: "changed",
      tenantId: 1,
      at: created + 1000,
      createdAt: created,
      before: { status: "pending", userId: from, queueId: 1 },
      after: { status: "pending", userId: to, queueId: 1, deleted: false }
    })
    expect(deltasOf([move(null, 5), move(5, null)], zone)).toEqual([])
  })
})
