/**
 * The contacts' live events (`<tenantId>:contacts`, core/src/contracts/live.ts; runtime/api/contacts.md
 * "Live events"). A writer queues them in its own transaction (the event outbox,
 * platform/store/Events.ts) and, after commit, asks the relay to publish them
 * (platform/live/EventRelay.ts publishEvents), so they reach the agents on every node in the
 * tenant's sequence and replay after a reconnect. The log holds them unmasked; the live gateway
 * masks phone and e-mail per socket with maskContactEvent, as the contacts API masks its answers.
 */
import type { ContactView } from "@atende/core/contracts/contacts"
import type { ContactsEvent } from "@atende/core/contracts/live"
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { EventRelay } from "../../platform/live/EventRelay"
import { appendEvent } from "../../platform/store/Events"
import { maskContact } from "./http/caller"

type BulkReason = Extract<ContactsEvent, { type: "contact:bulk" }>["reason"]

/** Queues `contact:update` (the contact created or changed) in the writer's transaction. */
export const contactUpdated = (tenantId: number, contact: ContactView) =>
  appendEvent(tenantId, "contacts", { type: "contact:update", contact })

/** Queues `contact:delete` in the writer's transaction. */
export const contactDeleted = (tenantId: number, contactId: number) =>
  appendEvent(tenantId, "contacts", { type: "contact:delete", contactId })

/** Queues `contact:bulk` (screens read their contacts again) in the writer's transaction. */
export const contactsChanged = (tenantId: number, reason: BulkReason, contactIds?: ReadonlyArray<number>) =>
  appendEvent(tenantId, "contacts", {
    type: "contact:bulk",
    reason,
    ...(contactIds ? { contactIds: [...new Set(contactIds)] } : {})
  })

/**
 * `contact:bulk` in a transaction of its own, published at once: for a change whose transactions
 * are past (an import's run). Without a relay (the command line) the event waits in the outbox,
 * where a running node's relay sweeps it up within seconds.
 */
export const announceContactsChanged = (tenantId: number, reason: BulkReason) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(contactsChanged(tenantId, reason))
    const relay = yield* Effect.serviceOption(EventRelay)
    if (Option.isSome(relay)) yield* relay.value.flush(tenantId)
  })

/** A contacts event's data as a socket that may not see phone and e-mail gets it. */
export const maskContactEvent = (data: unknown): unknown => {
  const d = data as { type?: unknown; contact?: ContactView } | null
  return d?.type === "contact:update" && d.contact ? { ...d, contact: maskContact(d.contact) } : data
}
