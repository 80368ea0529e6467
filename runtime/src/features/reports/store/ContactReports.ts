/**
 * The contact reports' SQL: a tenant's contacts newest first (keyset on id: contacts_by_id), or by
 * birthday within a month (keyset on the birthday's "MM-DD" and id: reports_contacts_birthday),
 * selected by one of four filters: created in a span and/or matching a search (lista-contatos),
 * having any of some tags (contatos-por-etiquetas), with a number of some states' area codes
 * (contatos-por-estado: the number's first four digits, "55" + DDD: reports_contacts_area), or born
 * in a month (aniversariantes-do-mes). Each answers the page, the matching count, and for tags and
 * states a count per selected one. Tags are the tenant's only, whatever ids are asked.
 */
import type { BrazilState } from "@atende/core/rules/brazilStates"
import { stateOfNumber, statePrefixes } from "@atende/core/rules/brazilStates"
import type { ContactReportRow } from "@atende/core/contracts/reports"
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { iso, num } from "../../../platform/store/rows"
import type { Span } from "../scope"

type Sql = SqlClient.SqlClient
type Frag = Statement.Fragment

export type ContactSelection =
  | {
      readonly kind: "list"
      readonly span?: Span | undefined
      readonly search: string
      /** Search names only (the caller sees numbers and e-mails masked). */
      readonly nameOnly: boolean
    }
  /** The selected tags that are the tenant's (none: nothing matches). */
  | { readonly kind: "tags"; readonly tagIds: ReadonlyArray<number> }
  | { readonly kind: "states"; readonly states: ReadonlyArray<BrazilState> }
  | { readonly kind: "birthdays"; readonly month: number }

/** Where the previous page ended: the contact's id and, for birthdays, its "MM-DD". */
export type ContactCursor = { readonly id: number; readonly day?: string | undefined }

export type Tag = { readonly id: number; readonly name: string; readonly color: string }

const pad = (n: number) => String(n).padStart(2, "0")

/** `%`, `_` and the escape taken literally in a LIKE pattern with ESCAPE '\'. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The tenant's tags among these ids. */
export const tenantTags = (tenantId: number, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!ids.length) return []
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id, name, color FROM tags WHERE tenant_id = ${tenantId} AND id IN ${sql.in(ids)}
      ORDER BY name, id`
    return rows.map((r: any): Tag => ({ id: num(r.id), name: String(r.name), color: String(r.color) }))
  })

const conditions = (sql: Sql, tenantId: number, s: ContactSelection): Array<Frag> => {
  const out: Array<Frag> = [sql`c.tenant_id = ${tenantId}`]
  switch (s.kind) {
    case "list": {
      if (s.span) out.push(sql`c.created_at >= ${s.span.start}`, sql`c.created_at < ${s.span.end}`)
      const term = s.search.trim().toLowerCase()
      if (term) {
        const like = `%${likeLiteral(term)}%`
        const digits = term.replace(/\D/g, "")
        const parts = [sql`LOWER(c.name) LIKE ${like} ESCAPE '\\'`]
        if (!s.nameOnly) {
          parts.push(sql`LOWER(c.email) LIKE ${like} ESCAPE '\\'`)
          if (digits.length >= 2) parts.push(sql`c.number LIKE ${`%${digits}%`}`)
        }
        out.push(sql.or(parts))
      }
      return out
    }
    case "tags":
      out.push(
        s.tagIds.length
          ? sql`EXISTS (SELECT 1 FROM contact_tags ct WHERE ct.contact_id = c.id AND ct.tag_id IN ${sql.in(s.tagIds)})`
          : sql`1 = 0`
      )
      return out
    case "states":
      out.push(sql`substr(c.number, 1, 4) IN ${sql.in(s.states.flatMap(statePrefixes))}`)
      return out
    case "birthdays":
      out.push(
        sql`c.birthday IS NOT NULL`,
        sql`substr(c.birthday, 6, 5) >= ${`${pad(s.month)}-01`}`,
        sql`substr(c.birthday, 6, 5) <= ${`${pad(s.month)}-31`}`
      )
      return out
  }
}

const SELECT = `SELECT c.id, c.name, c.number, c.email, c.birthday, c.created_at, substr(c.birthday, 6, 5) AS day,
  (SELECT string_agg(CAST(ct.tag_id AS TEXT), ',' ORDER BY ct.tag_id) FROM contact_tags ct
    WHERE ct.contact_id = c.id) AS tag_ids
  FROM contacts c`

/** One page of the selected contacts, the cursor of the next one (contact data unmasked: the caller masks). */
export const contactPage = (tenantId: number, s: ContactSelection, limit: number, cursor?: ContactCursor) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = conditions(sql, tenantId, s)
    const byDay = s.kind === "birthdays"
    if (cursor)
      where.push(
        byDay ? sql`(substr(c.birthday, 6, 5), c.id) > (${cursor.day ?? ""}, ${cursor.id})` : sql`c.id < ${cursor.id}`
      )
    const order = byDay ? "ORDER BY substr(c.birthday, 6, 5), c.id" : "ORDER BY c.id DESC"
    const rows = (yield* sql`${sql.literal(SELECT)} WHERE ${sql.and(where)} ${sql.literal(order)}
      LIMIT ${limit + 1}`) as Array<any>
    const page = rows.slice(0, limit)
    const ids = [...new Set(page.flatMap((r) => idsOf(r.tag_ids)))]
    const tags = new Map((yield* tenantTags(tenantId, ids)).map((t) => [t.id, t]))
    const last = page[page.length - 1]
    return {
      rows: page.map((r): ContactReportRow => ({
        id: num(r.id),
        name: String(r.name),
        number: r.number ?? "",
        email: r.email ?? null,
        birthday: r.birthday ?? null,
        state: stateOfNumber(r.number),
        tags: idsOf(r.tag_ids).flatMap((id) => (tags.has(id) ? [tags.get(id)!] : [])),
        createdAt: iso(r.created_at)
      })),
      next:
        rows.length > limit && last
          ? ({ id: num(last.id), ...(byDay ? { day: String(last.day) } : {}) } satisfies ContactCursor)
          : undefined
    }
  })

const idsOf = (v: unknown): Array<number> => (typeof v === "string" && v ? v.split(",").map(Number) : [])

/** How many contacts the selection has. */
export const countContacts = (tenantId: number, s: ContactSelection) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT COUNT(*) AS n FROM contacts c WHERE ${sql.and(conditions(sql, tenantId, s))}`
    return num((rows[0] as any).n)
  })

/** How many of the tenant's contacts have each of these (the tenant's) tags. */
export const countsByTag = (tenantId: number, tagIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (!tagIds.length) return new Map<number, number>()
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT ct.tag_id, COUNT(*) AS n FROM contact_tags ct JOIN contacts c ON c.id = ct.contact_id
      WHERE c.tenant_id = ${tenantId} AND ct.tag_id IN ${sql.in(tagIds)} GROUP BY ct.tag_id`
    return new Map(rows.map((r: any) => [num(r.tag_id), num(r.n)]))
  })

/** How many of the tenant's contacts have a number of each of these states. */
export const countsByState = (tenantId: number, states: ReadonlyArray<BrazilState>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT substr(c.number, 1, 4) AS prefix, COUNT(*) AS n FROM contacts c
      WHERE c.tenant_id = ${tenantId} AND substr(c.number, 1, 4) IN ${sql.in(states.flatMap(statePrefixes))}
      GROUP BY substr(c.number, 1, 4)`
    const counts = new Map<BrazilState, number>(states.map((uf) => [uf, 0]))
    for (const r of rows as Array<any>) {
      const uf = stateOfNumber(`${r.prefix}00000000`)
      if (uf) counts.set(uf, (counts.get(uf) ?? 0) + num(r.n))
    }
    return counts
  })
