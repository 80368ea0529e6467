/**
 * How the ticket actor keeps the aggregates: its handlers note what they did to a ticket
 * (noteCreated, noteChanged, noteReplied: no statement each), and the transaction they run in
 * writes the notes' deltas once at its end (withDashboardTally): one upsert of the rows touched,
 * in key order, the last statement before the commit, so a row is locked only for the end of the
 * transaction and two transactions lock rows in the same order. A transaction with nothing to
 * count (a customer's message on a ticket in progress, an agent's later answers) writes nothing.
 * A note outside a tally (a caller that is not the actor) is written at once. facts.ts says what
 * each note counts.
 */
import type { SlaThresholds } from "@atende/core/rules/sla"
import { Effect, FiberRef } from "effect"
import { deltasOf, isFirstResponse, type Note, type TicketFacts } from "./facts"
import { addDeltas } from "./store/DailyCounts"
import { tenantZone } from "./store/TenantZone"

const tally = FiberRef.unsafeMake<Array<Note> | undefined>(undefined)

/** Writes the deltas of the notes (the tenants' zones read once each). */
const writeNotes = (notes: ReadonlyArray<Note>) =>
  Effect.gen(function* () {
    if (!notes.length) return
    const zones = new Map<number, string>()
    for (const n of notes) if (!zones.has(n.tenantId)) zones.set(n.tenantId, yield* tenantZone(n.tenantId))
    yield* addDeltas(deltasOf(notes, (tenantId) => zones.get(tenantId)!))
  })

/** Runs `effect` (a ticket transaction's work) and then writes what it noted, in one statement. */
export const withDashboardTally = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const notes: Array<Note> = []
    const value = yield* Effect.locally(effect, tally, notes)
    yield* writeNotes(notes)
    return value
  })

const note = (n: Note) =>
  Effect.flatMap(FiberRef.get(tally), (notes) => (notes ? Effect.sync(() => void notes.push(n)) : writeNotes([n])))

/** A ticket was created at `at` (epoch ms) in this state. */
export const noteCreated = (tenantId: number, at: number, ticket: TicketFacts) =>
  note({ kind: "created", tenantId, at, ticket })

/** A ticket created at `createdAt` went from `before` to `after` at `at` (status, owner, queue, deletion). */
export const noteChanged = (
  tenantId: number,
  at: number,
  createdAt: number,
  before: TicketFacts,
  after: TicketFacts & { readonly deleted: boolean }
) => note({ kind: "changed", tenantId, at, createdAt, before, after })

/**
 * An agent (`userId`) wrote on a ticket at `at`, the customer having waited since `waitingSince`
 * (null: nobody waiting); counts when it is the first answer to the customer who opened it.
 */
export const noteReplied = (
  tenantId: number,
  at: number,
  ticket: { readonly createdAt: number; readonly waitingSince: number | null; readonly queueId: number | null },
  userId: number,
  t: SlaThresholds
) =>
  // most messages are not a first response: those note nothing
  isFirstResponse(ticket.createdAt, ticket.waitingSince)
    ? note({
        kind: "replied",
        tenantId,
        at,
        ...ticket,
        userId,
        thresholds: { slaGreen: t.slaGreen, slaYellow: t.slaYellow, slaRed: t.slaRed }
      })
    : Effect.void
