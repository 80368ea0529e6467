/**
 * "Someone's access changed": published after a session ends (logout, another login, password
 * change, reset), a user is changed (profile, queues, active) or deleted, or a tenant's licence
 * changes. Every node's live gateway re-checks the open sockets concerned against the store and
 * closes those whose session is over (with the catalogue code as the close reason) or updates
 * what they may see. Core NATS in production, in-process embedded: at most once, so the gateway
 * also re-checks every socket on a slow sweep.
 */
import { Effect, Option } from "effect"
import { Bus } from "../bus/Bus"

export const ACCESS_SUBJECT_ALL = "atende.access.>"
export const accessSubject = (tenantId: number) => `atende.access.${tenantId}`

/** userId undefined: every user of the tenant (a licence change). */
export type AccessChange = { readonly tenantId: number; readonly userId?: number | undefined }

/** Publishes when a bus is there (the CLI's direct commands run with one too); never fails. */
export const accessChanged = (change: AccessChange) =>
  Effect.flatMap(Effect.serviceOption(Bus), (bus) =>
    Option.isSome(bus)
      ? bus.value.publish(accessSubject(change.tenantId), change).pipe(Effect.catchAllCause(() => Effect.void))
      : Effect.void
  )

export const isAccessChange = (x: unknown): x is AccessChange =>
  typeof x === "object" &&
  x !== null &&
  Number.isInteger((x as AccessChange).tenantId) &&
  ((x as AccessChange).userId === undefined || Number.isInteger((x as AccessChange).userId))
