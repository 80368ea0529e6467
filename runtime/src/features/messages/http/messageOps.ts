/**
 * Message operations (spec part 1 §4, §7): edit and react, delete (own, within 5 minutes),
 * transcribe an audio message, cancel a scheduled message, resend a message whose delivery
 * failed. Each goes through the message's
 * conversation actor; the message must belong to a ticket the caller may see.
 */
import { EditMessage, ReactMessage } from "@atende/core/contracts/workspace"
import { Effect } from "effect"
import { mediaIdOf } from "../../../platform/media/signing"
import { getScheduled, askTicket, caller, messageOfPath, pathId, visibleTicket } from "../../tickets/index"
import { AppError } from "../../../platform/http/AppError"
import { jsonBody } from "../../../platform/http/edge"
import { bodyBytes, MediaStore } from "../../../platform/media/MediaStore"
import { openAiCompatible, type TranscriptionProvider } from "./transcriber"

export const editRoute = Effect.gen(function* () {
  const { c, message, ticket, externalId } = yield* messageOfPath("id")
  const { body } = yield* jsonBody(EditMessage)
  return yield* askTicket(ticket, externalId, {
    type: "editMessage",
    tenantId: c.claims.tenantId,
    messageId: message.id,
    userId: c.claims.userId,
    body
  })
})

export const reactRoute = Effect.gen(function* () {
  const { c, message, ticket, externalId } = yield* messageOfPath("id")
  const { reaction } = yield* jsonBody(ReactMessage)
  return yield* askTicket(ticket, externalId, {
    type: "react",
    tenantId: c.claims.tenantId,
    messageId: message.id,
    userId: c.claims.userId,
    reaction
  })
})

export const deleteRoute = Effect.gen(function* () {
  const { c, message, ticket, externalId } = yield* messageOfPath("id")
  return yield* askTicket(ticket, externalId, {
    type: "deleteMessage",
    tenantId: c.claims.tenantId,
    messageId: message.id,
    userId: c.claims.userId
  })
})

/** Sends a failed message again (ERR_MESSAGE_NOT_FAILED for any other); answers it, pending. */
export const resendRoute = Effect.gen(function* () {
  const { c, message, ticket, externalId } = yield* messageOfPath("id")
  return yield* askTicket(ticket, externalId, {
    type: "resend",
    tenantId: c.claims.tenantId,
    ticketId: ticket.id,
    messageId: message.id,
    userId: c.claims.userId
  })
})

export const transcribeWith = (provider: TranscriptionProvider) =>
  Effect.gen(function* () {
    const { c, message, ticket, externalId } = yield* messageOfPath("id")
    if (!c.settings.transcriptionEnabled) return yield* new AppError({ code: "ERR_TRANSCRIPTION_DISABLED" })
    const mediaId = mediaIdOf(message.mediaUrl) // presented signed: the id is the path's
    if (!message.mediaType?.startsWith("audio/") || !mediaId)
      return yield* new AppError({
        code: "ERR_VALIDATION",
        extra: { issues: [{ field: "id", message: "Not an audio message" }] }
      })
    if (message.transcription !== null) return message
    const m = yield* Effect.flatMap(MediaStore, (store) => store.get(mediaId, c.claims.tenantId))
    if (!m) return yield* new AppError({ code: "ERR_NO_MESSAGE_FOUND" })
    const s = c.settings
    const text = yield* provider.transcribe({
      audio: yield* bodyBytes(m.body),
      mime: m.meta.mime,
      fileName: m.meta.name,
      baseUrl: s.transcriptionBaseUrl,
      apiKey: s.transcriptionApiKey,
      model: s.transcriptionModel
    })
    return yield* askTicket(ticket, externalId, {
      type: "transcribed",
      tenantId: c.claims.tenantId,
      messageId: message.id,
      text
    })
  })

export const transcribeRoute = transcribeWith(openAiCompatible)

export const cancelScheduledRoute = Effect.gen(function* () {
  const c = yield* caller
  const id = yield* pathId("id", "ERR_NO_SCHEDULE_FOUND")
  const sch = yield* getScheduled(c.claims.tenantId, id)
  if (!sch) return yield* new AppError({ code: "ERR_NO_SCHEDULE_FOUND" })
  const { ticket, externalId } = yield* visibleTicket(c, sch.ticketId).pipe(
    Effect.mapError(() => new AppError({ code: "ERR_NO_SCHEDULE_FOUND" }))
  )
  return yield* askTicket(ticket, externalId, {
    type: "cancelSchedule",
    tenantId: c.claims.tenantId,
    scheduledId: sch.id,
    userId: c.claims.userId
  })
})
