/**
 * Creating and changing a contact: every rule before any write (the checked fields' own codes,
 * the tags and wallet users of the tenant, who may set a wallet), then one transaction holding
 * the tenant's contact lock, in which a duplicate (canonical phone key or e-mail) refuses the
 * write, so a refused request stores nothing. The contact as it is then goes out as a live event
 * (`contact:update`, queued in the same transaction and published after commit: live.ts).
 */
import {
  type CheckedFields,
  type ContactPatch,
  type ContactView,
  contactProblem
} from "@atende/core/contracts/contacts"
import { localDate } from "@atende/core/rules/calendar"
import { maskEmail, maskPhone } from "@atende/core/rules/mask"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../platform/clock/index"
import { AppError } from "../../platform/http/AppError"
import { publishEvents } from "../../platform/live/EventRelay"
import type { LiveEvent } from "../../platform/store/Events"
import { getTenant } from "../tenants/index"
import { type ContactCaller, fieldError, found } from "./http/caller"
import { contactUpdated } from "./live"
import { duplicateOf, isPhoneConflict, lockContacts } from "./store/Contacts"
import {
  type ContactColumns,
  insertContact,
  setContactExtraInfo,
  setContactTags,
  setContactWallets,
  tenantTagIds,
  tenantUserIds,
  touchContact,
  updateContact
} from "./store/ContactWrites"

const DEFAULT_ZONE = "America/Sao_Paulo"

/** The checked fields as stored, or the first one's catalogue code naming it. */
const checkFields = (tenantId: number, input: ContactPatch) =>
  Effect.gen(function* () {
    const today = localDate(yield* nowMillis, (yield* getTenant(tenantId))?.timezone ?? DEFAULT_ZONE)
    const r = contactProblem(input, today)
    return "problem" in r ? yield* fieldError(r.problem.code, r.problem.field) : r.fields
  })

/** Tags and wallet users named in the input are the tenant's; only the admin flag sets a wallet. */
const checkRelations = (c: ContactCaller, input: Pick<ContactPatch, "tagIds" | "walletUserIds">) =>
  Effect.gen(function* () {
    if (input.walletUserIds !== undefined && !c.admin) return yield* new AppError({ code: "ERR_NO_PERMISSION" })
    if (input.tagIds?.length) {
      const known = yield* tenantTagIds(c.tenantId, input.tagIds)
      if (input.tagIds.some((id) => !known.has(id))) return yield* fieldError("ERR_NO_TAG_FOUND", "tagIds")
    }
    if (input.walletUserIds?.length) {
      const known = yield* tenantUserIds(c.tenantId, input.walletUserIds)
      if (input.walletUserIds.some((id) => !known.has(id)))
        return yield* fieldError("ERR_NO_USER_FOUND", "walletUserIds")
    }
  })

const columnsOf = (input: ContactPatch, checked: CheckedFields): ContactColumns => ({
  name: input.name,
  first_name: input.firstName,
  last_name: input.lastName,
  business_name: input.businessName,
  document: checked.document,
  birthday: checked.birthday,
  gender: input.gender,
  marital_status: input.maritalStatus,
  source: input.source,
  number: checked.number === undefined ? undefined : (checked.number?.number ?? null),
  phone_key: checked.number === undefined ? undefined : (checked.number?.key ?? null),
  email: checked.email,
  instagram: input.instagram,
  telegram_id: input.telegramId,
  website: input.website,
  category: input.category
})

/**
 * The contact as written, read in the writer's transaction, with its `contact:update` queued there;
 * published once the transaction committed (publishSaved).
 */
const savedWithEvent = (tenantId: number, id: number) =>
  Effect.gen(function* () {
    const view = yield* found(tenantId, id)
    return { view, event: yield* contactUpdated(tenantId, view) }
  })

const publishSaved = (saved: { readonly view: ContactView; readonly event: LiveEvent }) =>
  Effect.as(publishEvents([saved.event]), saved.view)

/**
 * The duplicate check and the writes, in one transaction under the tenant's contact lock; the
 * contact written is answered and its live event published after commit.
 */
const written = <E, R>(
  c: ContactCaller,
  checked: CheckedFields,
  exceptId: number,
  write: Effect.Effect<number, E, R>
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const saved = yield* sql
      .withTransaction(
        Effect.gen(function* () {
          yield* lockContacts(c.tenantId)
          const dup = yield* duplicateOf(c.tenantId, { key: checked.number?.key, email: checked.email }, exceptId)
          if (dup) return yield* fieldError("ERR_DUPLICATED_CONTACT", dup.field)
          return yield* savedWithEvent(c.tenantId, yield* write)
        })
      )
      .pipe(Effect.catchIf(isPhoneConflict, () => Effect.fail(fieldError("ERR_DUPLICATED_CONTACT", "number"))))
    return yield* publishSaved(saved)
  })

const relations = (c: ContactCaller, id: number, input: ContactPatch) =>
  Effect.gen(function* () {
    if (input.tagIds !== undefined) yield* setContactTags(c.tenantId, id, input.tagIds)
    if (input.walletUserIds !== undefined) yield* setContactWallets(c.tenantId, id, input.walletUserIds)
    if (input.extraInfo !== undefined) yield* setContactExtraInfo(c.tenantId, id, input.extraInfo)
  })

/** A new contact of the caller's tenant; answers it. */
export const createContact = (c: ContactCaller, input: ContactPatch & { readonly name: string }) =>
  Effect.gen(function* () {
    const checked = yield* checkFields(c.tenantId, input)
    yield* checkRelations(c, input)
    const now = yield* nowMillis
    return yield* written(
      c,
      checked,
      0,
      Effect.gen(function* () {
        const id = yield* insertContact(c.tenantId, { ...columnsOf(input, checked), name: input.name }, now)
        yield* relations(c, id, input)
        return id
      })
    )
  })

/**
 * Changes the tenant's contact. A caller who sees phone and e-mail masked may send them back as
 * shown (the contact modal's round trip): a value equal to the masked one leaves the field as it is.
 * A changed number is no longer validated on WhatsApp.
 */
export const changeContact = (c: ContactCaller, id: number, patch: ContactPatch) =>
  Effect.gen(function* () {
    const current = yield* found(c.tenantId, id)
    const input: ContactPatch = {
      ...patch,
      ...(c.masked && patch.number === maskPhone(current.number) ? { number: undefined } : {}),
      ...(c.masked && patch.email != null && patch.email === maskEmail(current.email) ? { email: undefined } : {})
    }
    const checked = yield* checkFields(c.tenantId, input)
    yield* checkRelations(c, input)
    const now = yield* nowMillis
    const renumbered = checked.number !== undefined && (checked.number?.number ?? "") !== current.number
    return yield* written(
      c,
      checked,
      id,
      Effect.gen(function* () {
        yield* updateContact(
          c.tenantId,
          id,
          { ...columnsOf(input, checked), ...(renumbered ? { is_whatsapp_valid: 0 } : {}) },
          now
        )
        yield* relations(c, id, input)
        return id
      })
    )
  })

/** Sets one of the contact's lists (tags, wallet users, additional information) and answers the contact. */
export const changeList = (
  c: ContactCaller,
  id: number,
  input: Pick<ContactPatch, "tagIds" | "walletUserIds" | "extraInfo">
) =>
  Effect.gen(function* () {
    yield* found(c.tenantId, id)
    yield* checkRelations(c, input)
    const now = yield* nowMillis
    const sql = yield* SqlClient.SqlClient
    const saved = yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* relations(c, id, input)
        yield* touchContact(c.tenantId, id, now)
        return yield* savedWithEvent(c.tenantId, id)
      })
    )
    return yield* publishSaved(saved)
  })
