/**
 * Messages of a ticket (spec part 1 §7): the page (watching instead of reading when the tenant's
 * default-spy setting is on and the ticket is someone else's), sending (JSON, or multipart with
 * files; a future scheduleDate schedules instead), and the tenant-wide count.
 */
import { MessageCountQuery, SendMessageBody } from "@atende/core/contracts/workspace"
import { MessageListQuery } from "@atende/core/contracts/messages"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { listMessages } from "../store/Messages"
import { scheduledOfTicket, actorKeyOf, askTicket, caller, ticketOfPath, present } from "../../tickets/index"
import { AppError } from "../../../platform/http/AppError"
import { idempotencyKey, jsonBody, parseWith, queryRecord } from "../../../platform/http/edge"
import { countMessages } from "./count"
import { checkSizes, isMultipart, readForm, storeFiles } from "./upload"

export const listRoute = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  const { pageNumber } = yield* parseWith(MessageListQuery, yield* queryRecord)
  if (pageNumber > 100_000)
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "pageNumber", message: "Too far" }] }
    })
  const page = yield* listMessages(c.claims.tenantId, ticket.id, pageNumber)
  const watching = c.settings.spyTicketDefault && ticket.userId !== c.claims.userId
  const base = { tenantId: c.claims.tenantId, ticketId: ticket.id, userId: c.claims.userId }
  if (watching && pageNumber === 1) yield* askTicket(ticket, externalId, { type: "access", ...base, onlyOnce: true })
  const reads = !watching && ticket.unreadMessages > 0 && pageNumber === 1
  if (reads) yield* askTicket(ticket, externalId, { type: "read", ...base })
  const scheduledMessages = yield* scheduledOfTicket(c.claims.tenantId, ticket.id)
  return {
    ...page,
    messagesOffLine: [],
    scheduledMessages,
    ticket: present(c.viewer, { ...ticket, unreadMessages: reads ? 0 : ticket.unreadMessages })
  }
})

const formBody = (fields: Record<string, string>) => ({
  body: fields.body ?? "",
  ...(fields.clientId ? { clientId: fields.clientId } : {}),
  ...(fields.quotedMsgId ? { quotedMsgId: Number(fields.quotedMsgId) } : {}),
  ...(fields.scheduleDate ? { scheduleDate: fields.scheduleDate } : {}),
  ...(fields.sign ? { sign: fields.sign === "true" || fields.sign === "1" } : {})
})

export const sendRoute = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  const multipart = yield* isMultipart
  const form = multipart ? yield* readForm : undefined
  const body = form ? yield* parseWith(SendMessageBody, formBody(form.fields)) : yield* jsonBody(SendMessageBody)
  const files = form?.files ?? []
  yield* checkSizes(files)
  if (body.template && (files.length || body.scheduleDate))
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "template", message: "A template is sent alone, now" }] }
    })
  if (!body.body && !files.length && !body.template)
    return yield* new AppError({
      code: multipart ? "ERR_NO_FILE_UPLOADED" : "ERR_VALIDATION",
      extra: { issues: [{ field: "body", message: "Write a message or attach a file" }] }
    })
  const base = {
    tenantId: c.claims.tenantId,
    ticketId: ticket.id,
    userId: c.claims.userId,
    body: body.body,
    clientId: yield* idempotencyKey(body.clientId),
    sign: body.sign
  }
  if (body.scheduleDate) {
    const sendAt = Date.parse(body.scheduleDate)
    if (!(sendAt > (yield* nowMillis))) return yield* new AppError({ code: "ERR_SCHEDULE_INVALID_DATE" })
    if (files.length || !body.body) return yield* new AppError({ code: "ERR_SCHEDULE_BODY_REQUIRED" })
    return yield* askTicket(ticket, externalId, {
      type: "schedule",
      ...base,
      sendAt,
      actorKey: actorKeyOf(ticket, externalId)
    })
  }
  const media = files.length ? yield* storeFiles(c.claims.tenantId, files) : undefined
  const sent = (yield* askTicket(ticket, externalId, {
    type: "send",
    ...base,
    quotedMsgId: body.quotedMsgId,
    media,
    ...(body.template ? { template: body.template } : {})
  })) as ReadonlyArray<unknown>
  return multipart ? { messages: sent } : sent[0]
})

export const countRoute = Effect.gen(function* () {
  const c = yield* caller
  const q = yield* parseWith(MessageCountQuery, yield* queryRecord)
  return { count: yield* countMessages(c, q) }
})
