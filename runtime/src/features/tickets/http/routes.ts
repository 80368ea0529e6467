/** Ticket calls of spec part 1 §7 and the ticket actions of §4 (runtime/api/workspace.md "Tickets"). */
import { TicketAction, TicketCreate, TicketTagsBody, TranscriptionToggle } from "@atende/core/contracts/workspace"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { conversationKey } from "../actor/commands"
import { contactOf } from "../store/Contacts"
import { scheduledOfTicket } from "../store/Scheduled"
import { channelExists, defaultChannel } from "../store/Targets"
import { logsOfTicket } from "../store/TicketLogs"
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
  return yield* logsOfTicket(c.claims.tenantId, ticket.id)
})

const update = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  const body = yield* jsonBody(TicketAction)
  const r = yield* askTicket(ticket, externalId, {
    type: "update",
    tenantId: c.claims.tenantId,
    ticketId: ticket.id,
    userId: c.claims.userId,
    status: body.status,
    targetUserId: body.userId,
    queueId: body.queueId,
    newTicket: body.newTicket
  })
  return present(c.viewer, r)
})

const remove = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  yield* requireAdmin(c.claims)
  yield* askTicket(ticket, externalId, {
    type: "update",
    tenantId: c.claims.tenantId,
    ticketId: ticket.id,
    userId: c.claims.userId,
    remove: true
  })
  return { id: ticket.id, deleted: true }
})

const spy = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  yield* askTicket(ticket, externalId, {
    type: "access",
    tenantId: c.claims.tenantId,
    ticketId: ticket.id,
    userId: c.claims.userId
  })
  return present(c.viewer, ticket)
})

const transcription = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  const body = yield* jsonBody(TranscriptionToggle)
  const r = yield* askTicket(ticket, externalId, {
    type: "setTranscription",
    tenantId: c.claims.tenantId,
    ticketId: ticket.id,
    enabled: body.enabled
  })
  return present(c.viewer, r)
})

const setTags = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  const body = yield* jsonBody(TicketTagsBody)
  const r = yield* askTicket(ticket, externalId, {
    type: "setTags",
    tenantId: c.claims.tenantId,
    ticketId: ticket.id,
    tagIds: body.tagIds
  })
  return present(c.viewer, r)
})

const create = Effect.gen(function* () {
  const c = yield* caller
  const body = yield* jsonBody(TicketCreate)
  const contact = yield* contactOf(c.claims.tenantId, body.contactId)
  if (!contact) return yield* new AppError({ code: "ERR_NO_CONTACT_FOUND" })
  const channelId = body.whatsappId ?? contact.channelId ?? (yield* defaultChannel(c.claims.tenantId))
  if (!(yield* channelExists(c.claims.tenantId, channelId)))
    return yield* new AppError({ code: "ERR_NO_DEF_WAPP_FOUND" })
  const actors = yield* ActorSystem
  const r = yield* actors.ask("ticket", conversationKey(channelId, contact.externalId ?? `contact-${body.contactId}`), {
    type: "create",
    tenantId: c.claims.tenantId,
    contactId: body.contactId,
    channelId,
    userId: c.claims.userId,
    status: body.status,
    targetUserId: body.userId,
    queueId: body.queueId
  })
  return present(c.viewer, r)
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
  HttpRouter.put("/tickets/:id/tags", handle(setTags)),
  HttpRouter.concat(massRoutes)
)
