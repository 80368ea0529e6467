/**
 * "Delete duplicates" of /contatos (issue 11 item 2): contacts that share a phone number (its
 * canonical key: core/src/rules/phone.ts, so a Brazilian mobile with and without its ninth digit is
 * one number) or an e-mail are found as groups; a person with the admin flag merges a group into
 * the contact they keep (the oldest by default), and can undo a merge (store/Merges.ts). A merge
 * and an undo are each one live event, `contact:bulk` naming their contacts (live.ts), queued in
 * their transaction and published after commit.
 */
import { phoneKey } from "@atende/core/rules/phone"
import type { DuplicateGroup, MergeBody, MergeView } from "@atende/core/contracts/contacts"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppError } from "../../platform/http/AppError"
import { nowMillis } from "../../platform/clock/index"
import { publishEvents } from "../../platform/live/EventRelay"
import { iso } from "../../platform/store/rows"
import { present, type ContactCaller } from "./http/caller"
import { contactsChanged } from "./live"
import { lockContacts, toViews } from "./store/Contacts"
import {
  contactKeys,
  contactRows,
  getMerge,
  listMerges,
  mergeContacts,
  undoBlocked,
  undoMerge,
  type MergeRow
} from "./store/Merges"

/** At most this many groups are answered at once (merging them brings the next ones). */
export const DUPLICATE_GROUPS_MAX = 100

const noPermission = () => new AppError({ code: "ERR_NO_PERMISSION" })

/** The tenant's duplicate groups: by phone, then by e-mail; contacts oldest first. */
export const duplicateGroups = (c: ContactCaller) =>
  Effect.gen(function* () {
    if (!c.admin) return yield* noPermission()
    const keys = yield* contactKeys(c.tenantId)
    const byPhone = new Map<string, Array<number>>()
    const byEmail = new Map<string, Array<number>>()
    for (const k of keys) {
      const digits = k.number?.replace(/\D/g, "") ?? ""
      const key = k.phoneKey ?? (digits.length >= 8 ? phoneKey(digits) : undefined)
      if (key) byPhone.set(key, [...(byPhone.get(key) ?? []), k.id])
      if (k.email) byEmail.set(k.email, [...(byEmail.get(k.email) ?? []), k.id])
    }
    const found: Array<{ reason: "phone" | "email"; ids: Array<number> }> = []
    for (const ids of byPhone.values()) if (ids.length > 1) found.push({ reason: "phone", ids })
    for (const ids of byEmail.values()) if (ids.length > 1) found.push({ reason: "email", ids })
    const groups = found.slice(0, DUPLICATE_GROUPS_MAX)
    const sql = yield* SqlClient.SqlClient
    const all = [...new Set(groups.flatMap((g) => g.ids))]
    const rows = all.length
      ? yield* sql`SELECT * FROM contacts WHERE tenant_id = ${c.tenantId} AND id IN ${sql.in(all)}`
      : []
    const views = new Map((yield* toViews(c.tenantId, rows)).map((v) => [v.id, present(c, v)]))
    return {
      groups: groups.map((g): DuplicateGroup => {
        const contacts = g.ids.flatMap((id) => views.get(id) ?? [])
        const first = contacts[0]!
        // the views are masked for a caller who must not see numbers and e-mails: so is the value
        return { reason: g.reason, value: g.reason === "phone" ? first.number : (first.email ?? ""), contacts }
      })
    }
  })

const viewOf = (m: MergeRow): MergeView => ({
  id: m.id,
  keptId: m.keptId,
  keptName: m.keptName ?? "",
  mergedIds: [...m.mergedIds],
  mergedNames: [...m.mergedNames],
  byName: m.byName,
  at: iso(m.createdAt),
  undone: m.undoneAt !== null
})

/** Merges each group (all of them, or none when one is refused); answers the merges made. */
export const mergeGroups = (c: ContactCaller, body: MergeBody) =>
  Effect.gen(function* () {
    if (!c.admin) return yield* noPermission()
    const sql = yield* SqlClient.SqlClient
    const all = body.groups.flatMap((g) => [g.keepId, ...g.mergeIds])
    if (new Set(all).size !== all.length)
      return yield* new AppError({ code: "ERR_VALIDATION", extra: { field: "groups" } })
    const { merges, event } = yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* lockContacts(c.tenantId)
        const rows = yield* contactRows(c.tenantId, all)
        if (rows.size !== all.length) return yield* new AppError({ code: "ERR_NO_CONTACT_FOUND" })
        const now = yield* nowMillis
        const made: Array<MergeView> = []
        for (const g of body.groups) {
          const id = yield* mergeContacts(c.tenantId, g.keepId, g.mergeIds, c.userId, now)
          made.push(viewOf((yield* getMerge(c.tenantId, id))!))
        }
        return { merges: made, event: yield* contactsChanged(c.tenantId, "merge", all) }
      })
    )
    yield* publishEvents([event])
    return { merges }
  })

/** The tenant's latest merges (20), newest first. */
export const recentMerges = (c: ContactCaller) =>
  Effect.gen(function* () {
    if (!c.admin) return yield* noPermission()
    return { merges: (yield* listMerges(c.tenantId, 20)).map(viewOf) }
  })

/** Undoes the tenant's merge: ERR_NO_MERGE_FOUND (also when undone already), ERR_MERGE_NOT_UNDOABLE. */
export const undo = (c: ContactCaller, id: number) =>
  Effect.gen(function* () {
    if (!c.admin) return yield* noPermission()
    const sql = yield* SqlClient.SqlClient
    const { merge, event } = yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* lockContacts(c.tenantId)
        const m = yield* getMerge(c.tenantId, id)
        if (!m || m.undoneAt !== null) return yield* new AppError({ code: "ERR_NO_MERGE_FOUND" })
        if (yield* undoBlocked(c.tenantId, m)) return yield* new AppError({ code: "ERR_MERGE_NOT_UNDOABLE" })
        yield* undoMerge(c.tenantId, m, yield* nowMillis)
        const merge = viewOf((yield* getMerge(c.tenantId, id))!)
        return { merge, event: yield* contactsChanged(c.tenantId, "undo", [merge.keptId, ...merge.mergedIds]) }
      })
    )
    yield* publishEvents([event])
    return merge
  })
