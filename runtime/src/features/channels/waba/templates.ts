/**
 * WhatsApp templates of a Cloud API channel (runtime/api/waba.md "Templates"; issue 13 item 2).
 * Meta keeps them, per WhatsApp business account: `GET|POST|DELETE /{waba-id}/message_templates`
 * (360dialog: `/v1/configs/templates`, a deletion by name in the path). Here a copy of what Meta
 * last answered (store/Templates.ts) serves the screen and the composer; a sync reads Meta's list
 * again, and the webhook's `message_template_status_update` moves a template's status as Meta's
 * review goes on (http.ts).
 *
 * - `GET /channels/{id}/templates`: the channel's templates, for every user of the tenant (the
 *   composer needs the approved ones); `?status=APPROVED` keeps those. A channel without templates
 *   (not a Cloud API one) answers [].
 * - `POST /channels/{id}/templates/sync` (administrators): Meta's list, stored, answered.
 * - `POST /channels/{id}/templates` (administrators): TemplateInput, checked (header and body
 *   variables against their examples: ERR_TEMPLATE_VARIABLES_MISMATCH under the field), submitted
 *   to Meta, stored with the status Meta gave (PENDING until its review).
 * - `DELETE /channels/{id}/templates/{templateId}` (administrators): deleted at Meta, then here;
 *   Meta refusing is 422 ERR_DELETING_TEMPLATE with its words, nothing changed.
 * Meta refusing the credentials or a template is 422 with its words (ERR_CHANNEL_CREDENTIALS_REFUSED
 * or ERR_VALIDATION); Meta out of reach 502 ERR_CHANNEL_PROVIDER_UNREACHABLE. Another tenant's
 * channel is 404 ERR_NO_WAPP_FOUND, another channel's template 404 ERR_NO_TEMPLATE_FOUND.
 */
import {
  fromMetaComponents,
  TemplateInput,
  toMetaComponents,
  variablesMismatch
} from "@atende/core/contracts/templates"
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { z } from "zod"
import { nowMillis } from "../../../platform/clock/index"
import { Config } from "../../../platform/config/Config"
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
import { ticketOfPath } from "../../tickets/index"
import { channelOf } from "../manage"
import { getChannel, type ChannelRow } from "../store/Channels"
import { call, graphOf, refusedField, type Graph, type GraphFailure } from "./graph"
import { WINDOW_MS } from "./outbound"
import {
  deleteTemplate,
  getTemplate,
  listTemplates,
  replaceTemplates,
  setTemplateStatus,
  upsertTemplate,
  type RemoteTemplate
} from "./store/Templates"
import { lastCustomerMessageAt } from "./store/Window"

const isCloudApi = (c: ChannelRow) => c.type === "waba" || c.type === "waba360"

/** One template as Meta lists it (ours is what fromMetaComponents understands of it). */
const remoteOf = (raw: Record<string, unknown>): RemoteTemplate | undefined => {
  const name = typeof raw.name === "string" ? raw.name : ""
  if (!name) return undefined
  const reason = typeof raw.rejected_reason === "string" && raw.rejected_reason !== "NONE" ? raw.rejected_reason : null
  return {
    providerId: String(raw.id ?? name),
    name,
    language: typeof raw.language === "string" ? raw.language : "",
    category: typeof raw.category === "string" ? raw.category : "",
    status: typeof raw.status === "string" ? raw.status.toUpperCase() : "PENDING",
    reason,
    ...fromMetaComponents(raw.components)
  }
}

/** Meta's failure as the API answers it. */
const providerError = (graph: Graph, f: GraphFailure, code: "ERR_VALIDATION" | "ERR_DELETING_TEMPLATE") => {
  if (f.status === 0 || f.status === 429 || f.status >= 500)
    return new AppError({ code: "ERR_CHANNEL_PROVIDER_UNREACHABLE" })
  if (f.status === 401 || f.status === 403 || f.error.code === 190)
    return new AppError({ code: "ERR_CHANNEL_CREDENTIALS_REFUSED", extra: { field: refusedField(graph, f) } })
  return new AppError({
    code,
    extra:
      code === "ERR_VALIDATION"
        ? { issues: [{ field: "name", message: f.error.message }] }
        : { detail: f.error.message }
  })
}

/** Meta's whole list of the account's templates (Meta pages by cursor; 360dialog answers one list). */
const fetchRemote = (graph: Graph) =>
  Effect.gen(function* () {
    const out: Array<RemoteTemplate> = []
    let after: string | undefined
    for (let page = 0; page < 50; page++) {
      const query = graph.flavour === "waba" ? `?limit=100${after ? `&after=${encodeURIComponent(after)}` : ""}` : ""
      const answer = yield* call(graph, "GET", `${graph.templatesPath}${query}`)
      const list = (answer.data ?? answer.waba_templates ?? []) as Array<Record<string, unknown>>
      for (const raw of Array.isArray(list) ? list : []) {
        const t = raw && typeof raw === "object" ? remoteOf(raw) : undefined
        if (t) out.push(t)
      }
      const paging = answer.paging as { cursors?: { after?: unknown }; next?: unknown } | undefined
      after = typeof paging?.cursors?.after === "string" && paging.next ? paging.cursors.after : undefined
      if (!after) break
    }
    return out
  })

const channelId = idParam("id", "ERR_NO_WAPP_FOUND")

/** The caller's Cloud API channel of the path and its API (administrators only when `admin`). */
const cloudChannel = (admin: boolean) =>
  Effect.gen(function* () {
    const claims = yield* authenticate
    if (admin) yield* requireAdmin(claims)
    const channel = yield* channelOf(claims.tenantId, yield* channelId)
    return {
      claims,
      channel,
      graph: isCloudApi(channel) ? graphOf(channel.type, channel.settings, yield* Config) : undefined
    }
  })

/** A channel that has no templates is told apart by a field error, not a 404 (the channel exists). */
const needsCloudApi = (graph: Graph | undefined) =>
  graph
    ? Effect.succeed(graph)
    : Effect.fail(
        new AppError({
          code: "ERR_VALIDATION",
          extra: { issues: [{ field: "channelId", message: "only WhatsApp Cloud API channels have templates" }] }
        })
      )

const ListQuery = z.object({ status: z.string().trim().toUpperCase().max(20).optional() })

const list = Effect.gen(function* () {
  const { claims, channel, graph } = yield* cloudChannel(false)
  const q = yield* parseWith(ListQuery, yield* queryRecord)
  if (!graph) return []
  const all = yield* listTemplates(claims.tenantId, channel.id)
  return q.status ? all.filter((t) => t.status === q.status) : all
})

const sync = Effect.gen(function* () {
  const { claims, channel, graph } = yield* cloudChannel(true)
  const g = yield* needsCloudApi(graph)
  const remote = yield* Effect.mapError(fetchRemote(g), (f) => providerError(g, f, "ERR_VALIDATION"))
  yield* replaceTemplates(claims.tenantId, channel.id, remote, yield* nowMillis)
  return yield* listTemplates(claims.tenantId, channel.id)
})

const create = Effect.gen(function* () {
  const { claims, channel, graph } = yield* cloudChannel(true)
  const g = yield* needsCloudApi(graph)
  const input = yield* jsonBody(TemplateInput)
  const mismatch = variablesMismatch(input)
  if (mismatch) return yield* new AppError({ code: "ERR_TEMPLATE_VARIABLES_MISMATCH", extra: { field: mismatch } })
  const answer = yield* Effect.mapError(
    call(g, "POST", g.templatesPath, {
      name: input.name,
      language: input.language,
      category: input.category,
      components: toMetaComponents(input)
    }),
    (f) => providerError(g, f, "ERR_VALIDATION")
  )
  return yield* upsertTemplate(
    claims.tenantId,
    channel.id,
    {
      providerId: String(answer.id ?? input.name),
      name: input.name,
      language: input.language,
      category: typeof answer.category === "string" ? answer.category : input.category,
      status: typeof answer.status === "string" ? answer.status.toUpperCase() : "PENDING",
      reason: null,
      header: input.header,
      body: input.body,
      footer: input.footer,
      buttons: input.buttons
    },
    yield* nowMillis
  )
})

const remove = Effect.gen(function* () {
  const { claims, channel, graph } = yield* cloudChannel(true)
  const templateId = yield* idParam("templateId", "ERR_NO_TEMPLATE_FOUND")
  const g = yield* needsCloudApi(graph)
  const t = yield* getTemplate(claims.tenantId, channel.id, templateId)
  if (!t) return yield* new AppError({ code: "ERR_NO_TEMPLATE_FOUND" })
  const path =
    g.flavour === "waba"
      ? `${g.templatesPath}?name=${encodeURIComponent(t.name)}&hsm_id=${encodeURIComponent(t.providerId)}`
      : `${g.templatesPath}/${encodeURIComponent(t.name)}`
  yield* call(g, "DELETE", path).pipe(
    // Meta no longer having it is what the deletion wanted
    Effect.catchIf(
      (f) => f.status === 404,
      () => Effect.succeed({})
    ),
    Effect.mapError((f) => providerError(g, f, "ERR_DELETING_TEMPLATE"))
  )
  yield* deleteTemplate(claims.tenantId, channel.id, t.id)
  return t
})

/**
 * `GET /tickets/{id}/service-window`: whether the ticket's channel has a customer-service window
 * (the Cloud API's 24 hours since the customer's last message) and whether it is open, for the
 * composer to offer a template instead of a message that would fail.
 */
const serviceWindow = Effect.gen(function* () {
  const { c, ticket, externalId } = yield* ticketOfPath("id")
  const channel = yield* getChannel(ticket.whatsappId)
  if (!channel || !isCloudApi(channel)) return { applies: false, open: true, closesAt: null }
  const last = yield* lastCustomerMessageAt(c.claims.tenantId, channel.id, externalId)
  if (last === undefined) return { applies: true, open: false, closesAt: null }
  const closesAt = last + WINDOW_MS
  return { applies: true, open: (yield* nowMillis) < closesAt, closesAt: new Date(closesAt).toISOString() }
})

export const templateRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/tickets/:id/service-window", handle(serviceWindow)),
  HttpRouter.get("/channels/:id/templates", handle(list)),
  HttpRouter.post("/channels/:id/templates", handle(create)),
  HttpRouter.post("/channels/:id/templates/sync", handle(sync)),
  HttpRouter.del("/channels/:id/templates/:templateId", handle(remove))
)

const StatusUpdate = z.object({
  event: z.string(),
  message_template_id: z.union([z.string(), z.number()]).optional(),
  message_template_name: z.string().optional(),
  message_template_language: z.string().optional(),
  reason: z.string().nullable().optional()
})

/**
 * The webhook's `message_template_status_update` changes (Meta's review: APPROVED, REJECTED,
 * PAUSED …), applied to the channel's stored templates; one it does not know changes nothing.
 */
export const applyTemplateStatuses = (
  channelId: number,
  changes: ReadonlyArray<{ readonly field?: string | undefined; readonly value: unknown }>
) =>
  Effect.gen(function* () {
    for (const change of changes) {
      if (change.field !== "message_template_status_update") continue
      const u = StatusUpdate.safeParse(change.value)
      if (!u.success) continue
      const reason = u.data.reason && u.data.reason !== "NONE" ? u.data.reason : null
      yield* setTemplateStatus(
        channelId,
        {
          providerId: String(u.data.message_template_id ?? ""),
          name: u.data.message_template_name ?? "",
          language: u.data.message_template_language ?? "",
          status: u.data.event.toUpperCase(),
          reason
        },
        yield* nowMillis
      )
    }
  })
