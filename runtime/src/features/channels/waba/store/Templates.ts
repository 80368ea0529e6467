/**
 * The Cloud API channels' templates as Meta last answered them (migration channels/011). Every
 * statement is scoped by tenant and channel; the components are kept in our shape (core's
 * fromMetaComponents), as JSON.
 */
import type { Template, TemplateButton, TemplateHeader } from "@atende/core/contracts/templates"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { iso, json, num } from "../../../../platform/store/rows"

export type TemplateParts = {
  readonly header: TemplateHeader | null
  readonly body: { readonly text: string; readonly examples: ReadonlyArray<string> }
  readonly footer: string
  readonly buttons: ReadonlyArray<TemplateButton>
}

/** One template as Meta describes it, to store. */
export type RemoteTemplate = TemplateParts & {
  readonly providerId: string
  readonly name: string
  readonly language: string
  readonly category: string
  readonly status: string
  readonly reason: string | null
}

const toTemplate = (r: any): Template => {
  const parts = json<Partial<TemplateParts>>(r.components, {})
  return {
    id: num(r.id),
    channelId: num(r.channel_id),
    providerId: r.provider_id,
    name: r.name,
    language: r.language,
    category: r.category,
    status: r.status,
    reason: r.reason ?? null,
    header: parts.header ?? null,
    body: { text: parts.body?.text ?? "", examples: [...(parts.body?.examples ?? [])] },
    footer: parts.footer ?? "",
    buttons: [...(parts.buttons ?? [])],
    updatedAt: iso(r.updated_at)
  }
}

const components = (t: TemplateParts) =>
  JSON.stringify({ header: t.header, body: t.body, footer: t.footer, buttons: t.buttons })

/** The channel's templates, by name then language. */
export const listTemplates = (tenantId: number, channelId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM waba_templates WHERE tenant_id = ${tenantId} AND channel_id = ${channelId}
      ORDER BY name, language`
    return rows.map(toTemplate)
  })

export const getTemplate = (tenantId: number, channelId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM waba_templates
      WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND id = ${id}`
    return rows.length ? toTemplate(rows[0]) : undefined
  })

/** Stores one template (by channel, name and language: a second answer for it replaces the first). */
export const upsertTemplate = (tenantId: number, channelId: number, t: RemoteTemplate, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`INSERT INTO waba_templates (tenant_id, channel_id, provider_id, name, language, category,
        status, reason, components, updated_at)
      VALUES (${tenantId}, ${channelId}, ${t.providerId}, ${t.name}, ${t.language}, ${t.category}, ${t.status},
        ${t.reason}, ${components(t)}, ${now})
      ON CONFLICT (channel_id, name, language) DO UPDATE SET provider_id = excluded.provider_id,
        category = excluded.category, status = excluded.status, reason = excluded.reason,
        components = excluded.components, updated_at = excluded.updated_at
      RETURNING *`
    return toTemplate(rows[0])
  })

/** Makes the channel's stored templates what Meta listed: each upserted, the others removed. */
export const replaceTemplates = (
  tenantId: number,
  channelId: number,
  remote: ReadonlyArray<RemoteTemplate>,
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const t of remote) yield* upsertTemplate(tenantId, channelId, t, now)
    const keep = new Set(remote.map((t) => `${t.name}\u0000${t.language}`))
    const stored = yield* sql`SELECT id, name, language FROM waba_templates
      WHERE tenant_id = ${tenantId} AND channel_id = ${channelId}`
    const gone = stored.filter((r: any) => !keep.has(`${r.name}\u0000${r.language}`)).map((r: any) => num(r.id))
    if (gone.length)
      yield* sql`DELETE FROM waba_templates WHERE tenant_id = ${tenantId} AND channel_id = ${channelId}
        AND id IN ${sql.in(gone)}`
  }).pipe((e) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(e)))

export const deleteTemplate = (tenantId: number, channelId: number, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM waba_templates WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND id = ${id}`
  })

/**
 * Meta's review moved a template (webhook `message_template_status_update`): its status and
 * reason, found by Meta's id or, failing that, by name and language. Answers whether one moved.
 */
export const setTemplateStatus = (
  channelId: number,
  change: {
    readonly providerId: string
    readonly name: string
    readonly language: string
    readonly status: string
    readonly reason: string | null
  },
  now: number
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`UPDATE waba_templates SET status = ${change.status}, reason = ${change.reason},
        updated_at = ${now}
      WHERE channel_id = ${channelId}
        AND (provider_id = ${change.providerId} OR (name = ${change.name} AND language = ${change.language}))
      RETURNING id`
    return rows.length > 0
  })
