/**
 * `POST /forward-messages/` (spec part 1 §4, §5): up to 10 messages the caller may see, copied
 * (text and media) into the target contact's active ticket or a new open one of the caller.
 * A clientId (or an Idempotency-Key header) makes a retry store the copies once.
 */
import { FORWARD_MAX, ForwardMessages } from "@atende/core/contracts/workspace"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { ActorSystem } from "../../../platform/actors/ActorSystem"
import { conversationKey, contactOf, ticketsByIds, caller, defaultChannel, canSee, present } from "../../tickets/index"
import { mediaPath } from "../../../platform/media/signing"
import { messagesByIds } from "../store/Messages"
import { AppError } from "../../../platform/http/AppError"
import { idempotencyKey, jsonBody } from "../../../platform/http/edge"

export const forwardRoute = Effect.gen(function* () {
  const c = yield* caller
  const body = yield* jsonBody(ForwardMessages)
  const ids = [...new Set(body.messages)]
  if (ids.length > FORWARD_MAX) return yield* new AppError({ code: "ERR_FORWARD_LIMIT", extra: { max: FORWARD_MAX } })
  const tenantId = c.claims.tenantId
  const messages = (yield* messagesByIds(tenantId, ids)).filter((m) => !m.deleted)
  const tickets = yield* ticketsByIds(tenantId, [...new Set(messages.map((m) => m.ticketId))], c.settings)
  const visible = new Set(tickets.filter((t) => canSee(c.viewer, t)).map((t) => t.id))
  if (messages.length !== ids.length || messages.some((m) => !visible.has(m.ticketId)))
    return yield* new AppError({ code: "ERR_NO_MESSAGE_FOUND" })
  const contactId = body.contact?.id ?? body.contactId!
  const contact = yield* contactOf(tenantId, contactId)
  if (!contact) return yield* new AppError({ code: "ERR_NO_CONTACT_FOUND" })
  const channelId = contact.channelId ?? (yield* defaultChannel(tenantId))
  const actors = yield* ActorSystem
  const r = yield* actors.ask("ticket", conversationKey(channelId, contact.externalId ?? `contact-${contactId}`), {
    type: "forward",
    tenantId,
    contactId,
    channelId,
    userId: c.claims.userId,
    clientId: (yield* idempotencyKey(body.clientId)) ?? randomUUID(),
    // the copies store the file's path, not the signed URL the source message was presented with
    items: messages.map((m) => ({
      sourceId: m.id,
      body: m.body,
      mediaUrl: mediaPath(m.mediaUrl),
      mediaType: m.mediaType
    }))
  })
  return { ticket: present(c.viewer, r.ticket), messages: r.messages }
})
