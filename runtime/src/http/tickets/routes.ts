/** Tickets and messages calls of spec part 1 §7 (the foundation set). */
import { MessageListQuery, SendMessage } from "@atende/core/contracts/messages"
import { TICKETS_PAGE_SIZE, TicketListQuery, TicketUpdate } from "@atende/core/contracts/tickets"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { ActorSystem } from "../../actors/ActorSystem"
import { conversationKey } from "../../actors/ticket/commands"
import { listMessages } from "../../store/Messages"
import { getTicket, listTickets, type TicketStatus } from "../../store/Tickets"
import { userQueues } from "../../store/Users"
import { AppError } from "../AppError"
import { authenticate, handle, idParam, jsonBody, parseWith, queryRecord } from "../edge"
import { canSee, listScope, viewerOf } from "./visibility"

const viewer = Effect.gen(function* () {
  const claims = yield* authenticate
  const queues = yield* userQueues(claims.userId)
  return { claims, viewer: viewerOf(claims, queues.map((q) => q.id)) }
})

/** The ticket of the path, if the caller may see it; another tenant's id is simply not found. */
const visibleTicket = (param: string) =>
  Effect.gen(function* () {
    const { claims, viewer: v } = yield* viewer
    const id = yield* idParam(param, "ERR_NO_TICKET_FOUND")
    const found = yield* getTicket(claims.tenantId, id)
    if (!found || !canSee(v, found.ticket)) return yield* new AppError({ code: "ERR_NO_TICKET_FOUND" })
    return { claims, ...found }
  })

const list = Effect.gen(function* () {
  const { claims, viewer: v } = yield* viewer
  const q = yield* parseWith(TicketListQuery, yield* queryRecord)
  return yield* listTickets({
    tenantId: claims.tenantId,
    statuses: q.status as ReadonlyArray<TicketStatus>,
    pageNumber: q.pageNumber,
    pageSize: TICKETS_PAGE_SIZE,
    searchParam: q.searchParam,
    queuesIds: q.queuesIds,
    includeNotQueueDefined: q.includeNotQueueDefined,
    withUnreadMessages: q.withUnreadMessages,
    isNotAssignedUser: q.isNotAssignedUser,
    messageContent: q.messageContent,
    viewer: listScope(v, q.showAll)
  })
})

const show = Effect.map(visibleTicket("id"), (f) => f.ticket)

const update = Effect.gen(function* () {
  const { claims, ticket, externalId } = yield* visibleTicket("id")
  const body = yield* jsonBody(TicketUpdate)
  const actors = yield* ActorSystem
  return yield* actors.ask("ticket", conversationKey(ticket.whatsappId, externalId), {
    type: "update",
    tenantId: claims.tenantId,
    ticketId: ticket.id,
    userId: claims.userId,
    status: body.status,
    targetUserId: body.userId,
    queueId: body.queueId
  })
})

const messages = Effect.gen(function* () {
  const { claims, ticket, externalId } = yield* visibleTicket("ticketId")
  const { pageNumber } = yield* parseWith(MessageListQuery, yield* queryRecord)
  const page = yield* listMessages(claims.tenantId, ticket.id, pageNumber)
  if (ticket.unreadMessages > 0 && pageNumber === 1) {
    const actors = yield* ActorSystem
    yield* actors.ask("ticket", conversationKey(ticket.whatsappId, externalId), { type: "read", tenantId: claims.tenantId, ticketId: ticket.id, userId: claims.userId })
  }
  return { ...page, messagesOffLine: [], ticket: { ...ticket, unreadMessages: pageNumber === 1 ? 0 : ticket.unreadMessages } }
})

const send = Effect.gen(function* () {
  const { claims, ticket, externalId } = yield* visibleTicket("ticketId")
  const body = yield* jsonBody(SendMessage)
  const actors = yield* ActorSystem
  return yield* actors.ask("ticket", conversationKey(ticket.whatsappId, externalId), {
    type: "send",
    tenantId: claims.tenantId,
    ticketId: ticket.id,
    userId: claims.userId,
    body: body.body,
    clientId: body.clientId
  })
})

export const ticketRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/tickets", handle(list)),
  HttpRouter.get("/tickets/:id", handle(show)),
  HttpRouter.put("/tickets/:id", handle(update)),
  HttpRouter.get("/messages/:ticketId", handle(messages)),
  HttpRouter.post("/messages/:ticketId", handle(send))
)
