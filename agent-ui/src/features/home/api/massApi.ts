import type { MassResolve, MassTransfer } from "@atende/core/contracts/workspace"
import { apiRequest } from "../../../lib/api"

/** What a mass action changed: the tickets done and those the server skipped (with the code why). */
export type MassResult = { count: number; ticketIds: number[]; skipped: { ticketId: number; error: string }[] }

/** POST /tickets/mass-transfer (administrators): every open/pending ticket of a user or a queue. */
export function massTransfer(
  body: Omit<MassTransfer, "status"> & { status?: MassTransfer["status"] }
): Promise<MassResult> {
  return apiRequest<MassResult>("POST", "/tickets/mass-transfer", { body })
}

/** POST /tickets/mass-resolve (administrators). */
export function massResolve(
  body: Omit<MassResolve, "status"> & { status?: MassResolve["status"] }
): Promise<MassResult> {
  return apiRequest<MassResult>("POST", "/tickets/mass-resolve", { body })
}
