/**
 * The caller of a workspace route: claims, tenant settings and visibility inputs; the ticket or
 * message of the path when the caller may see it (another tenant's id, or one the caller may not
 * see, is simply not found); and asking the conversation's ticket actor.
 */
import { Effect } from "effect"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { conversationKey, type TicketCommandMsg } from "../actor/commands"
import { getMessage } from "../../messages/index"
import { getSettings } from "../../settings/index"
import { getTicket, type TicketView } from "../store/Tickets"
import { userQueues } from "../../users/index"
import { AppError } from "../../../platform/http/AppError"
import { authenticate, idParam } from "../../../platform/http/edge"
import { canSee, viewerOf } from "./visibility"

/** Ids are 32-bit in the schema; a larger one cannot exist (and would be a Postgres error). */
export const MAX_ID = 2_147_483_647

export const pathId = (param: string, notFound: AppError["code"]) =>
  Effect.flatMap(idParam(param, notFound), (id) =>
    id <= MAX_ID ? Effect.succeed(id) : Effect.fail(new AppError({ code: notFound }))
  )

export const caller = Effect.gen(function* () {
  const claims = yield* authenticate
  const settings = yield* getSettings(claims.tenantId)
  const queues = yield* userQueues(claims.userId)
  return {
    claims,
    settings,
    viewer: viewerOf(
      claims,
      queues.map((q) => q.id),
      settings
    )
  }
})
export type Caller = Effect.Effect.Success<typeof caller>

export const visibleTicket = (c: Caller, id: number) =>
  Effect.gen(function* () {
    const found = yield* getTicket(c.claims.tenantId, id, c.settings)
    if (!found || !canSee(c.viewer, found.ticket)) return yield* new AppError({ code: "ERR_NO_TICKET_FOUND" })
    return found
  })

/** The caller and the ticket named by the path parameter. */
export const ticketOfPath = (param: string) =>
  Effect.gen(function* () {
    const c = yield* caller
    const id = yield* pathId(param, "ERR_NO_TICKET_FOUND")
    return { c, ...(yield* visibleTicket(c, id)) }
  })

/** The caller, the message named by the path parameter, and its (visible) ticket. */
export const messageOfPath = (param: string) =>
  Effect.gen(function* () {
    const c = yield* caller
    const id = yield* pathId(param, "ERR_NO_MESSAGE_FOUND")
    const message = yield* getMessage(c.claims.tenantId, id)
    const found = message ? yield* getTicket(c.claims.tenantId, message.ticketId, c.settings) : undefined
    if (!message || !found || !canSee(c.viewer, found.ticket))
      return yield* new AppError({ code: "ERR_NO_MESSAGE_FOUND" })
    return { c, message, ...found }
  })

export const actorKeyOf = (t: Pick<TicketView, "whatsappId">, externalId: string) =>
  conversationKey(t.whatsappId, externalId)

export const askTicket = <C extends TicketCommandMsg>(t: Pick<TicketView, "whatsappId">, externalId: string, cmd: C) =>
  Effect.flatMap(ActorSystem, (actors) => actors.ask("ticket", actorKeyOf(t, externalId), cmd))
