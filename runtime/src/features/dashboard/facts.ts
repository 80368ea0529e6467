/**
 * What a ticket change adds to the dashboard's daily aggregates, as pure functions of what the
 * ticket actor knows: the notes (a ticket created, its status / owner / queue changed, an agent's
 * message) and the deltas they make to the rows (tenant, day, user, queue), merged so one row
 * appears once. Owner and queue are those after the change; "none" is 0 in a row's key.
 * - created: opened +1 on the day it was created (attended +1 when created open);
 * - changed into open: attended +1; into closed: resolved +1 and its time since creation;
 * - waiting / open: the tickets pending / open now, on the day they were created, moved along
 *   with the ticket (out of the old owner and queue, into the new; out when closed or deleted);
 * - replied: an agent's first answer to the customer who opened the ticket (the customer has
 *   been waiting since the ticket was created: nothing answered them before), answered +1 with
 *   its wait and the SLA colour of that wait.
 */
import { emptySums, SUM_KEYS, type IndicatorSums } from "@atende/core/contracts/dashboard"
import { slaClass, type SlaThresholds } from "@atende/core/rules/sla"
import { dayNumber } from "./days"

export type TicketFacts = {
  readonly status: "pending" | "open" | "closed"
  readonly userId: number | null
  readonly queueId: number | null
}

export type Note =
  | { readonly kind: "created"; readonly tenantId: number; readonly at: number; readonly ticket: TicketFacts }
  | {
      readonly kind: "changed"
      readonly tenantId: number
      readonly at: number
      readonly createdAt: number
      readonly before: TicketFacts
      readonly after: TicketFacts & { readonly deleted: boolean }
    }
  | {
      readonly kind: "replied"
      readonly tenantId: number
      readonly at: number
      readonly createdAt: number
      readonly waitingSince: number | null
      readonly userId: number
      readonly queueId: number | null
      readonly thresholds: SlaThresholds
    }

export type DeltaRow = IndicatorSums & {
  readonly tenantId: number
  readonly day: number
  readonly userId: number
  readonly queueId: number
}

type Key = {
  readonly tenantId: number
  readonly day: number
  readonly userId: number | null
  readonly queueId: number | null
}

/** Deltas keyed by row, merged as they are added. */
const rowsOf = () => {
  const rows = new Map<string, DeltaRow>()
  const add = (k: Key, d: Partial<IndicatorSums>) => {
    const key = { tenantId: k.tenantId, day: k.day, userId: k.userId ?? 0, queueId: k.queueId ?? 0 }
    const id = `${key.tenantId}:${key.day}:${key.userId}:${key.queueId}`
    const row = rows.get(id) ?? { ...key, ...emptySums() }
    for (const [name, v] of Object.entries(d)) row[name as keyof IndicatorSums] += v ?? 0
    rows.set(id, row)
  }
  return { add, rows }
}

/** An agent's message is a first response when the customer has waited since the ticket was created. */
export const isFirstResponse = (createdAt: number, waitingSince: number | null) =>
  waitingSince !== null && waitingSince === createdAt

const balance = (status: TicketFacts["status"], sign: 1 | -1): Partial<IndicatorSums> =>
  status === "pending" ? { waiting: sign } : status === "open" ? { open: sign } : {}

/**
 * The deltas of these notes in their tenants' time zones, merged by row, rows whose deltas are all
 * zero left out, in key order (so concurrent writers lock the rows in the same order).
 */
export const deltasOf = (notes: ReadonlyArray<Note>, zoneOf: (tenantId: number) => string): Array<DeltaRow> => {
  const { add, rows } = rowsOf()
  for (const n of notes) {
    const zone = zoneOf(n.tenantId)
    const day = dayNumber(n.at, zone)
    if (n.kind === "created") {
      const t = n.ticket
      add({ tenantId: n.tenantId, day, ...t }, { opened: 1, ...(t.status === "open" ? { attended: 1 } : {}) })
      add({ tenantId: n.tenantId, day, ...t }, balance(t.status, 1))
    } else if (n.kind === "changed") {
      const created = dayNumber(n.createdAt, zone)
      const { before, after } = n
      add({ tenantId: n.tenantId, day: created, ...before }, balance(before.status, -1))
      if (!after.deleted) add({ tenantId: n.tenantId, day: created, ...after }, balance(after.status, 1))
      if (after.status === "open" && before.status !== "open" && !after.deleted)
        add({ tenantId: n.tenantId, day, ...after }, { attended: 1 })
      if (after.status === "closed" && before.status !== "closed")
        add({ tenantId: n.tenantId, day, ...after }, { resolved: 1, resolutionMs: Math.max(0, n.at - n.createdAt) })
    } else if (isFirstResponse(n.createdAt, n.waitingSince)) {
      const colour = slaClass(n.waitingSince, n.at, n.thresholds)
      add(
        { tenantId: n.tenantId, day, userId: n.userId, queueId: n.queueId },
        {
          answered: 1,
          firstResponseMs: Math.max(0, n.at - n.createdAt),
          ...(colour === "green" ? { slaGreen: 1 } : colour === "yellow" ? { slaYellow: 1 } : { slaRed: 1 })
        }
      )
    }
  }
  return [...rows.values()]
    .filter((r) => SUM_KEYS.some((k) => r[k] !== 0))
    .sort((a, b) => a.tenantId - b.tenantId || a.day - b.day || a.userId - b.userId || a.queueId - b.queueId)
}
