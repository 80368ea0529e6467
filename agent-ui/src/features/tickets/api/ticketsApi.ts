import type { TicketListResult } from "@atende/core/contracts/tickets"
import type { Ticket, TicketLog, TicketStatus } from "@atende/core/ticket/ticket"
import { apiRequest } from "../../../lib/api"
import type { AnyId } from "../../../lib/ids"
import { filterQuery, type TicketFilter } from "../state/filters"

const ticketPath = (ticketId: AnyId) => `/tickets/${encodeURIComponent(String(ticketId))}`

export function listTickets(status: TicketStatus, pageNumber: number, filter: TicketFilter): Promise<TicketListResult> {
  return apiRequest<TicketListResult>("GET", "/tickets", { query: filterQuery(filter, status, pageNumber) })
}

export function getTicket(ticketId: AnyId): Promise<Ticket> {
  return apiRequest<Ticket>("GET", ticketPath(ticketId))
}

/** `newTicket` on a transfer: the current ticket closes and a new one opens for the target. */
export type TicketChange = {
  status?: TicketStatus
  userId?: number | null
  queueId?: number | null
  newTicket?: boolean
}

/** POST /tickets/{id}/spy: watch without taking the ticket (an `access` log, nothing else). */
export function spyTicket(ticketId: AnyId): Promise<Ticket> {
  return apiRequest<Ticket>("POST", `${ticketPath(ticketId)}/spy`, { body: {} })
}

/**
 * PUT /tickets/{id}: pending→open attends, →closed resolves, closed→open reopens, open→pending
 * returns to the queue; a userId or queueId transfers (API.md).
 */
export function updateTicket(ticketId: AnyId, change: TicketChange): Promise<Ticket> {
  return apiRequest<Ticket>("PUT", ticketPath(ticketId), { body: change })
}

export function listTicketLogs(ticketId: AnyId): Promise<TicketLog[]> {
  return apiRequest<TicketLog[] | { logs: TicketLog[] }>("GET", `${ticketPath(ticketId)}/logs`).then((result) =>
    Array.isArray(result) ? result : result.logs
  )
}

/** PUT /tickets/{id}/audio-transcription: turns automatic transcription of the ticket's audio on or off. */
export function setAudioTranscription(ticketId: AnyId, enabled: boolean): Promise<Ticket> {
  return apiRequest<Ticket>("PUT", `${ticketPath(ticketId)}/audio-transcription`, { body: { enabled } })
}

/** PUT /tickets/{id}/tags: the ticket's tags, the whole list. */
export function setTicketTags(ticketId: AnyId, tagIds: ReadonlyArray<number>): Promise<Ticket> {
  return apiRequest<Ticket>("PUT", `${ticketPath(ticketId)}/tags`, { body: { tagIds } })
}

export type TicketTag = { id: number; name: string; color: string; active?: boolean }

/** GET /tags: the tenant's tags (the chooser offers the active ones). */
export function listTags(): Promise<TicketTag[]> {
  return apiRequest<TicketTag[] | { tags: TicketTag[] }>("GET", "/tags").then((result) =>
    Array.isArray(result) ? result : result.tags
  )
}

export type TicketNote = {
  id: AnyId
  ticketId?: AnyId
  body: string
  userId?: AnyId | null
  user?: { id: AnyId; name: string } | null
  createdAt: string
}

export function listNotes(ticketId: AnyId): Promise<TicketNote[]> {
  return apiRequest<TicketNote[] | { notes: TicketNote[] }>("GET", `${ticketPath(ticketId)}/notes`).then((result) =>
    Array.isArray(result) ? result : result.notes
  )
}

export function addNote(ticketId: AnyId, body: string): Promise<TicketNote> {
  return apiRequest<TicketNote>("POST", `${ticketPath(ticketId)}/notes`, { body: { body } })
}

/** DELETE /tickets/{id}/notes/{noteId}: the note's author or an administrator. */
export function deleteNote(ticketId: AnyId, noteId: AnyId): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>("DELETE", `${ticketPath(ticketId)}/notes/${encodeURIComponent(String(noteId))}`)
}
