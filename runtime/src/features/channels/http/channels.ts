/**
 * Channel management (runtime/api/channels.md; spec part 2 §3–§5, §8): every signed-in user lists
 * and reads the tenant's channels (the web-chat token only to administrators); administrators
 * create, edit, delete, choose the default, drive sessions and move conversations. Another
 * tenant's id, a deleted channel's or one that is not a number is 404 ERR_NO_WAPP_FOUND. Writes
 * run in one transaction with their live events; creation holds the tenant's row (tenants'
 * ensureCanAdd), so the limits cannot race. A refused call changes nothing.
 */
import {
  ChannelCreate,
  ChannelDeleteQuery,
  ChannelPatch,
  ChannelTransfer,
  confirmsDeletion,
  foldChannelName,
  webchatConfigOf,
  type ChannelAction,
  type ChannelTransferResult
} from "@atende/core/contracts/channels"
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../platform/clock/index"
import { AppError } from "../../../platform/http/AppError"
import {
  authenticate,
  handle,
  idParam,
  jsonBody,
  parseWith,
  queryRecord,
  requireAdmin
} from "../../../platform/http/edge"
import { appendEvents } from "../../../platform/store/Events"
import { isActiveChatFlow } from "../../chatFlows/index"
import { getSettings } from "../../settings/index"
import { ensureCanAdd } from "../../tenants/index"
import { getTicket } from "../../tickets/index"
import { isTenantTypebot } from "../../typebot/index"
import { ConnectorRegistry } from "../connector/registry"
import { channelDeleted, channelsChanged } from "../live"
import { channelOf, channelSessionAction, forgetLogin, published } from "../manage"
import {
  channelNameTaken,
  channelTicketCounts,
  clearDefaultChannel,
  defaultChannelId,
  ensureDefaultChannel,
  insertChannel,
  isNameConflict,
  listChannels,
  liveChannelCount,
  removeChannel,
  retireChannel,
  setChannelChatFlow,
  setChannelSession,
  setChannelTypebot,
  setDefaultChannel,
  updateChannelFields
} from "../store/Channels"
import { moveActiveTickets } from "../store/Transfer"
import { resolveSettings, settingsConfig } from "../settings"
import { importSettingsOf, viewFor } from "../views"

const admin = Effect.flatMap(authenticate, requireAdmin)
const channelId = idParam("id", "ERR_NO_WAPP_FOUND")
const nameExists = () => new AppError({ code: "ERR_CONNECTION_NAME_EXISTS" })

/** A channel may name an active chat flow of its tenant (or none); anything else is ERR_VALIDATION on `chatFlowId`. */
const checkChatFlow = (tenantId: number, chatFlowId: number | null | undefined) =>
  Effect.gen(function* () {
    if (chatFlowId === undefined || chatFlowId === null || (yield* isActiveChatFlow(tenantId, chatFlowId))) return
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "chatFlowId", message: "Choose an active chat flow of this company" }] }
    })
  })

/** A channel may name a Typebot connection of its tenant (or none); anything else is ERR_VALIDATION on `typebotId`. */
const checkTypebot = (tenantId: number, typebotId: number | null | undefined) =>
  Effect.gen(function* () {
    if (typebotId === undefined || typebotId === null || (yield* isTenantTypebot(tenantId, typebotId))) return
    return yield* new AppError({
      code: "ERR_VALIDATION",
      extra: { issues: [{ field: "typebotId", message: "Choose a Typebot connection of this company" }] }
    })
  })

/** A race past the name check meets the unique index: still the catalogue code, never a 500. */
const nameConflict = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(effect, isNameConflict, () => Effect.fail(nameExists()))

const list = Effect.gen(function* () {
  const claims = yield* authenticate
  const rows = yield* listChannels(claims.tenantId)
  return rows.map((r) => viewFor(r, claims.profile === "admin"))
})

const one = Effect.gen(function* () {
  const claims = yield* authenticate
  return viewFor(yield* channelOf(claims.tenantId, yield* channelId), claims.profile === "admin")
})

/** The stored config of a new channel: what its type uses of the body (the rest is ignored). */
const newConfig = (input: ChannelCreate): Record<string, unknown> => ({
  ...(input.type === "webchat" ? webchatConfigOf(input.webchat ?? {}) : {}),
  greetingMessage: input.greetingMessage ?? "",
  farewellMessage: input.farewellMessage ?? "",
  ...(input.type === "whatsapp" && input.importSettings ? { importSettings: input.importSettings } : {})
})

const create = Effect.gen(function* () {
  const claims = yield* admin
  const input = yield* jsonBody(ChannelCreate)
  const tenantId = claims.tenantId
  if (!(yield* ConnectorRegistry).get(input.type)) return yield* new AppError({ code: "ERR_CHANNEL_TYPE_UNSUPPORTED" })
  if (yield* channelNameTaken(input.name)) return yield* nameExists()
  yield* checkChatFlow(tenantId, input.chatFlowId)
  yield* checkTypebot(tenantId, input.typebotId)
  // the provider is asked before anything is written (a token it refuses saves nothing)
  const provider = yield* resolveSettings(input.type, {}, input.settings, true)
  const config = { ...newConfig(input), ...(provider ? settingsConfig(provider) : {}) }
  const sql = yield* SqlClient.SqlClient
  const { channel, events } = yield* sql
    .withTransaction(
      Effect.gen(function* () {
        // the plan's and the reseller's limits, holding the tenant's (and reseller's) row
        yield* ensureCanAdd(tenantId, "connections")
        if ((yield* liveChannelCount(tenantId)) >= (yield* getSettings(tenantId)).maxConnections)
          return yield* new AppError({ code: "ERR_CONNECTION_LIMIT_REACHED" })
        if (yield* channelNameTaken(input.name)) return yield* nameExists()
        const previous = yield* defaultChannelId(tenantId)
        const isDefault = input.isDefault ?? previous === undefined
        const row = yield* insertChannel(tenantId, input.type, input.name, config, {
          isDefault: false,
          secrets: provider?.sealed
        })
        yield* checkChatFlow(tenantId, input.chatFlowId)
        if (input.chatFlowId) yield* setChannelChatFlow(tenantId, row.id, input.chatFlowId)
        if (input.typebotId) yield* setChannelTypebot(tenantId, row.id, input.typebotId)
        // its session starts on the node that runs its partition (woken below)
        yield* setChannelSession(row.id, { enabled: true, status: "connecting" })
        if (isDefault) yield* setDefaultChannel(tenantId, row.id)
        const changed = isDefault && previous !== undefined ? [row.id, previous] : [row.id]
        return { channel: yield* channelOf(tenantId, row.id), events: yield* channelsChanged(changed) }
      })
    )
    .pipe(nameConflict)
  yield* published(events, true)
  return HttpServerResponse.unsafeJson(viewFor(channel, true), { status: 201 })
})

const update = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* channelId
  const patch = yield* jsonBody(ChannelPatch)
  const tenantId = claims.tenantId
  const before = yield* channelOf(tenantId, id)
  yield* checkChatFlow(tenantId, patch.chatFlowId)
  yield* checkTypebot(tenantId, patch.typebotId)
  // changed provider settings are checked with the provider first (nothing saved if it refuses)
  const provider = yield* resolveSettings(before.type, before.settings, patch.settings, false)
  const sql = yield* SqlClient.SqlClient
  const { channel, events, ended } = yield* sql
    .withTransaction(
      Effect.gen(function* () {
        const current = yield* channelOf(tenantId, id)
        const name = patch.name ?? current.name
        if (foldChannelName(name) !== foldChannelName(current.name) && (yield* channelNameTaken(name, id)))
          return yield* nameExists()
        const config: Record<string, unknown> = { ...current.config }
        if (patch.greetingMessage !== undefined) config.greetingMessage = patch.greetingMessage
        if (patch.farewellMessage !== undefined) config.farewellMessage = patch.farewellMessage
        if (current.type === "webchat" && patch.webchat)
          Object.assign(config, webchatConfigOf({ ...webchatConfigOf(current.config), ...patch.webchat }))
        // saving changed import settings of a WhatsApp channel ends its session: a new scan is needed (spec part 2 §4)
        let ended = false
        if (current.type === "whatsapp" && patch.importSettings) {
          ended = JSON.stringify(importSettingsOf(current.config)) !== JSON.stringify(patch.importSettings)
          config.importSettings = patch.importSettings
        }
        if (provider) Object.assign(config, settingsConfig(provider))
        yield* updateChannelFields(id, { name, config, ...(provider ? { secrets: provider.sealed } : {}) })
        if (patch.chatFlowId !== undefined && patch.chatFlowId !== current.chatFlowId) {
          yield* checkChatFlow(tenantId, patch.chatFlowId)
          yield* setChannelChatFlow(tenantId, id, patch.chatFlowId)
        }
        if (patch.typebotId !== undefined && patch.typebotId !== current.typebotId)
          yield* setChannelTypebot(tenantId, id, patch.typebotId)
        if (ended) yield* setChannelSession(id, { enabled: false, status: "disconnected" })
        // new provider settings: a running session starts again with them
        else if (provider && current.enabled)
          yield* setChannelSession(id, { enabled: true, status: "connecting", restart: true })
        const changed = [id]
        if (patch.isDefault === true && !current.isDefault) {
          const previous = yield* defaultChannelId(tenantId)
          yield* setDefaultChannel(tenantId, id)
          if (previous !== undefined && previous !== id) changed.push(previous)
        } else if (patch.isDefault === false && current.isDefault) yield* clearDefaultChannel(id)
        return { channel: yield* channelOf(tenantId, id), events: yield* channelsChanged(changed), ended }
      })
    )
    .pipe(nameConflict)
  if (ended) yield* Effect.ignore(forgetLogin(channel))
  yield* published(events, ended || (provider !== undefined && channel.enabled))
  return viewFor(channel, true)
})

/** The confirmation: `?confirm=` (what the UIs send) or a JSON body `{ confirm }`. */
const confirmation = Effect.gen(function* () {
  const query = yield* parseWith(ChannelDeleteQuery, yield* queryRecord)
  if (query.confirm !== undefined) return query.confirm
  return (yield* jsonBody(ChannelDeleteQuery)).confirm
})

const remove = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* channelId
  const typed = yield* confirmation
  const tenantId = claims.tenantId
  const sql = yield* SqlClient.SqlClient
  const now = yield* nowMillis
  const { channel, events } = yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* channelOf(tenantId, id)
      if (typed === undefined || !confirmsDeletion(typed, current.name))
        return yield* new AppError({ code: "ERR_CHANNEL_DELETE_CONFIRMATION" })
      const tickets = yield* channelTicketCounts(tenantId, id)
      if (tickets.active > 0) return yield* new AppError({ code: "ERR_CHANNEL_HAS_OPEN_TICKETS" })
      // with history the row stays (closed tickets keep their channel), out of every list; else it goes
      if (tickets.total > 0) yield* retireChannel(id, now)
      else yield* removeChannel(id)
      const deleted = yield* channelDeleted(tenantId, id)
      const successor = current.isDefault ? yield* ensureDefaultChannel(tenantId) : undefined
      const changed = successor === undefined ? [] : yield* channelsChanged([successor])
      return { channel: current, events: [deleted, ...changed] }
    })
  )
  yield* Effect.ignore(forgetLogin(channel))
  yield* published(events, true)
  return HttpServerResponse.empty({ status: 204 })
})

const makeDefault = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* channelId
  const tenantId = claims.tenantId
  const sql = yield* SqlClient.SqlClient
  const { channel, events } = yield* sql.withTransaction(
    Effect.gen(function* () {
      const current = yield* channelOf(tenantId, id)
      if (current.isDefault) return { channel: current, events: [] }
      const previous = yield* defaultChannelId(tenantId)
      yield* setDefaultChannel(tenantId, id)
      const changed = previous === undefined ? [id] : [id, previous]
      return { channel: yield* channelOf(tenantId, id), events: yield* channelsChanged(changed) }
    })
  )
  yield* published(events, false)
  return viewFor(channel, true)
})

const sessionRoute = (action: ChannelAction) =>
  Effect.gen(function* () {
    const claims = yield* admin
    const { channel, events } = yield* channelSessionAction(claims.tenantId, yield* channelId, action)
    yield* published(events, true)
    return viewFor(channel, true)
  })

const transfer = Effect.gen(function* () {
  const claims = yield* admin
  const id = yield* channelId
  const { toChannelId } = yield* jsonBody(ChannelTransfer)
  const tenantId = claims.tenantId
  const source = yield* channelOf(tenantId, id)
  if (toChannelId === id) return yield* new AppError({ code: "ERR_SAME_SOURCE_AND_DESTINATION" })
  const sql = yield* SqlClient.SqlClient
  const now = yield* nowMillis
  const { outcome, events } = yield* sql.withTransaction(
    Effect.gen(function* () {
      const destination = yield* channelOf(tenantId, toChannelId)
      if (destination.type !== source.type) return yield* new AppError({ code: "ERR_CHANNEL_TYPE_MISMATCH" })
      const outcome = yield* moveActiveTickets(tenantId, id, toChannelId, now)
      const settings = yield* getSettings(tenantId)
      const tickets = yield* Effect.forEach(outcome.moved, (ticketId) => getTicket(tenantId, ticketId, settings))
      const events = yield* appendEvents(
        tenantId,
        "ticketList",
        tickets.flatMap((t) => (t ? [{ type: "ticket:update" as const, ticket: t.ticket }] : []))
      )
      return { outcome, events }
    })
  )
  yield* published(events, false)
  return {
    moved: outcome.moved.length,
    ticketIds: [...outcome.moved],
    skipped: [...outcome.skipped]
  } satisfies ChannelTransferResult
})

export const channelRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/channels", handle(list)),
  HttpRouter.post("/channels", handle(create)),
  HttpRouter.get("/channels/:id", handle(one)),
  HttpRouter.put("/channels/:id", handle(update)),
  HttpRouter.del("/channels/:id", handle(remove)),
  HttpRouter.post("/channels/:id/default", handle(makeDefault)),
  HttpRouter.post("/channels/:id/connect", handle(sessionRoute("connect"))),
  HttpRouter.post("/channels/:id/disconnect", handle(sessionRoute("disconnect"))),
  HttpRouter.post("/channels/:id/qrcode", handle(sessionRoute("qrcode"))),
  HttpRouter.post("/channels/:id/reset", handle(sessionRoute("reset"))),
  HttpRouter.post("/channels/:id/transfer", handle(transfer))
)
