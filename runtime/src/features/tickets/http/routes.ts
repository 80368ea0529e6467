/** Ticket calls of spec part 1 §7 and the ticket actions of §4 (runtime/api/workspace.md "Tickets"). */
import { TicketAction, TicketCreate, TranscriptionToggle } from "@atende/core/contracts/workspace"
import { SqlClient } from "@effect/sql"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { conversationKey } from "../actor/commands"
import { iso, num, numOrNull, json } from "../../../platform/store/rows"
import { scheduledOfTicket } from "../store/Scheduled"
import type { TicketView } from "../store/Tickets"
import { AppError } from "../../../platform/http/AppError"
import { handle, jsonBody, requireAdmin } from "../../../platform/http/edge"
import { askTicket, caller, ticketOfPath } from "./caller"
import { listRoute } from "./list"
import { massRoutes } from "./mass"
import { present } from "./visibility"

const show = Effect.gen(function* () {
  const { c, ticket } = yield* ticketOfPath("id")
  return { ...present(c.viewer, ticket), scheduledMessages: yield* scheduledOfTicket(c.claims.tenantId, ticket.id) }
})

const logs = Effect.gen(function* () {
  const { c, ticket } = yield* ticketOfPath("id")
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql`SELECT l.*, u.name AS user_name FROM ticket_logs l LEFT JOIN users u ON u.id = l.user_id
    WHERE l.tenant_id = ${c.claims.tenantId} AND l.ticket_id = ${ticket.id} ORDER BY l.id`
  return rows.map((r: any) => ({
    id: num(r.id), ticketId: ticket.id, type: r.type, userId: numOrNull(r.user_id), user: r.user_id ? { id: num(r.user_id), name: r.user_name } : null,
    queueId: numOrNull(r.queue_id), data: json(r.data, {}), createdAt: iso(r.created_at)
  }))
})

const update = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  const body = yield* jsonBody(TicketAction)
  const r = yield* askTicket(ticket, externalId, {
    type: "update", tenantId: c.claims.tenantId, ticketId: ticket.id, userId: c.claims.userId,
    status: body.status, targetUserId: body.userId, queueId: body.queueId, newTicket: body.newTicket
  })
  return present(c.viewer, r as TicketView)
})

const remove = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  yield* requireAdmin(c.claims)
  yield* askTicket(ticket, externalId, { type: "update", tenantId: c.claims.tenantId, ticketId: ticket.id, userId: c.claims.userId, remove: true })
  return { id: ticket.id, deleted: true }
})

const spy = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  yield* askTicket(ticket, externalId, { type: "access", tenantId: c.claims.tenantId, ticketId: ticket.id, userId: c.claims.userId })
  return present(c.viewer, ticket)
})

const transcription = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  const body = yield* jsonBody(TranscriptionToggle)
  const r = yield* askTicket(ticket, externalId, { type: "setTranscription", tenantId: c.claims.tenantId, ticketId: ticket.id, enabled: body.enabled })
  return present(c.viewer, r as TicketView)
})

const create = Effect.gen(function* () {
  const c = yield* caller
  const body = yield* jsonBody(TicketCreate)
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql`SELECT id, channel_id, external_id FROM contacts WHERE tenant_id = ${c.claims.tenantId} AND id = ${body.contactId}`
  if (!rows.length) return yield* new AppError({ code: "ERR_NO_CONTACT_FOUND" })
  const contact = rows[0] as any
  const channelId = body.whatsappId ?? numOrNull(contact.channel_id) ?? (yield* defaultChannel(c.claims.tenantId))
  const channel = yield* sql`SELECT id FROM channels WHERE tenant_id = ${c.claims.tenantId} AND id = ${channelId}`
  if (!channel.length) return yield* new AppError({ code: "ERR_NO_DEF_WAPP_FOUND" })
  const actors = yield* ActorSystem
  const r = yield* actors.ask("ticket", conversationKey(channelId, String(contact.external_id ?? `contact-${body.contactId}`)), {
    type: "create", tenantId: c.claims.tenantId, contactId: body.contactId, channelId, userId: c.claims.userId,
    status: body.status, targetUserId: body.userId, queueId: body.queueId
  })
  return present(c.viewer, r as TicketView)
})

export const defaultChannel = (tenantId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM channels WHERE tenant_id = ${tenantId} ORDER BY is_default DESC, id LIMIT 1`
    return rows.length ? num((rows[0] as any).id) : -1
  })

export const ticketRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/tickets", handle(listRoute)),
  HttpRouter.post("/tickets", handle(create)),
  HttpRouter.get("/tickets/:id", handle(show)),
  HttpRouter.put("/tickets/:id", handle(update)),
  HttpRouter.del("/tickets/:id", handle(remove)),
  HttpRouter.get("/tickets/:id/logs", handle(logs)),
  HttpRouter.post("/tickets/:id/spy", handle(spy)),
  HttpRouter.put("/tickets/:id/audio-transcription", handle(transcription)),
  HttpRouter.concat(massRoutes)
)
