// Contacts (spec part 1 §3 "Contact", §5, §6, §8), runtime/api/contacts.md. The agent UI's forms
// and the runtime's routes parse with these. The body schemas check shapes and limits
// (ERR_VALIDATION naming the field); number, e-mail, document and birthday are then checked by
// contactProblem for their own catalogue codes, and come out normalised.
import { z } from "zod"
import { Contact, ExtraInfo, Gender, MaritalStatus } from "../contact/contact"
import type { ErrorCode } from "../errors/catalogue"
import { normalizeDocument } from "../rules/documents"
import { parseBirthday } from "../rules/dates"
import { parsePhone } from "../rules/phone"
import { Id, IsoDateTime } from "./common"
import { queryInt, queryOptionalString, queryString } from "./query"

export const CONTACT_NAME_MAX = 200
export const CONTACT_SEARCH_MIN = 2
export const CONTACT_SEARCH_MAX = 100
export const CONTACT_PAGE_MAX = 100
export const CONTACT_TAGS_MAX = 100
export const CONTACT_WALLET_MAX = 50
export const CONTACT_EXTRA_INFO_MAX = 50
export const NOTE_TITLE_MAX = 120
export const NOTE_DESCRIPTION_MAX = 4000

/**
 * A contact as the API answers it: the entity's fields (without its notes: see the notes calls)
 * and the names of its tags and wallet users.
 */
export const ContactView = Contact.omit({ notes: true }).extend({
  tags: z.array(z.object({ id: Id, name: z.string(), color: z.string() })),
  wallets: z.array(z.object({ id: Id, name: z.string() }))
})
export type ContactView = z.infer<typeof ContactView>

/** `GET /contacts` answer: one page, newest first or by name, and the cursor of the next page. */
export const ContactPage = z.object({
  contacts: z.array(ContactView),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable()
})
export type ContactPage = z.infer<typeof ContactPage>

/** Blank text counts as absent: an empty field of a form clears the value. */
const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v)
const text = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable()).optional()

export const ExtraInfoEntry = z.object({
  description: z.string().trim().min(1).max(100),
  information: z.string().trim().max(1000)
}) satisfies z.ZodType<ExtraInfo>

export const TagIds = z.array(Id).max(CONTACT_TAGS_MAX)
export const WalletUserIds = z.array(Id).max(CONTACT_WALLET_MAX)
export const ExtraInfoList = z.array(ExtraInfoEntry).max(CONTACT_EXTRA_INFO_MAX)

const fields = {
  firstName: text(120),
  lastName: text(120),
  businessName: text(200),
  // document, birthday, number and e-mail: checked by contactProblem for their own codes
  document: text(40),
  birthday: text(40),
  gender: z.preprocess(blankToNull, Gender.nullable()).optional(),
  maritalStatus: z.preprocess(blankToNull, MaritalStatus.nullable()).optional(),
  source: text(100),
  number: text(100),
  email: text(320),
  instagram: text(100),
  telegramId: text(64),
  website: text(500),
  category: text(100),
  tagIds: TagIds.optional(),
  walletUserIds: WalletUserIds.optional(),
  extraInfo: ExtraInfoList.optional()
}

const Name = z.string().trim().min(1).max(CONTACT_NAME_MAX)

/** `POST /contacts`: a name and a number or an e-mail (or both); every other field optional. */
export const ContactCreate = z.object({ name: Name, ...fields }).refine((c) => Boolean(c.number) || Boolean(c.email), {
  message: "Give a number or an e-mail",
  path: ["number"]
})
export type ContactCreate = z.infer<typeof ContactCreate>

/** `PUT /contacts/{id}`: the fields to change (null or "" clears one); at least one. */
export const ContactPatch = z
  .object({ name: Name.optional(), ...fields })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: "Give at least one field" })
export type ContactPatch = z.infer<typeof ContactPatch>

/** The order of the list: newest first (by id), or by name (case-insensitive, its first 100 characters, then id). */
export const ContactOrder = z.enum(["newest", "name"])
export type ContactOrder = z.infer<typeof ContactOrder>

/**
 * `GET /contacts` query. `searchParam`: part of the name, number or e-mail (blank: every contact;
 * otherwise at least CONTACT_SEARCH_MIN characters, checked by searchProblem for its own code);
 * `orderBy`; `limit` (default 20); `cursor` from the previous page's `nextCursor`.
 */
export const ContactQuery = z.object({
  searchParam: queryString("").pipe(z.string().max(CONTACT_SEARCH_MAX)),
  orderBy: z.preprocess((v) => (Array.isArray(v) ? v[v.length - 1] : v), ContactOrder.default("newest")),
  limit: queryInt(20, 1).pipe(z.number().max(CONTACT_PAGE_MAX)),
  cursor: queryOptionalString().pipe(z.string().max(1000).optional())
})
export type ContactQuery = z.infer<typeof ContactQuery>

/** ERR_SEARCH_TOO_SHORT when a search is given with fewer than two characters (spec part 1 §5). */
export const searchProblem = (searchParam: string): Problem | null =>
  searchParam !== "" && [...searchParam].length < CONTACT_SEARCH_MIN
    ? { code: "ERR_SEARCH_TOO_SHORT", field: "searchParam" }
    : null

/** `PUT /contacts/{id}/tags`: the contact's tags, the whole list. */
export const ContactTagsBody = z.object({ tagIds: TagIds })
/** `PUT /contacts/{id}/wallets`: the users of the contact's wallet (carteira), the whole list. */
export const ContactWalletsBody = z.object({ walletUserIds: WalletUserIds })
/** `PUT /contacts/{id}/extra-info`: the contact's additional information, the whole list. */
export const ContactExtraInfoBody = z.object({ extraInfo: ExtraInfoList })

/** A note on a contact (spec part 1 §3: title and description). */
export const ContactNoteView = z.object({
  id: Id,
  contactId: Id,
  title: z.string(),
  description: z.string(),
  userId: Id.nullable(),
  userName: z.string().nullable(),
  createdAt: IsoDateTime
})
export type ContactNoteView = z.infer<typeof ContactNoteView>

/** `POST /contacts/{id}/notes`. */
export const ContactNoteCreate = z.object({
  title: z.string().trim().min(1).max(NOTE_TITLE_MAX),
  description: z.string().trim().min(1).max(NOTE_DESCRIPTION_MAX)
})
export type ContactNoteCreate = z.infer<typeof ContactNoteCreate>

/** A field that breaks its rule, with the rule's catalogue code. */
export type Problem = { readonly code: ErrorCode; readonly field: string }

const EmailAddress = z.email()

/** An e-mail address as stored: trimmed, lower-cased; undefined when it is not one. */
export const normalizeEmail = (input: string): string | undefined => {
  const r = EmailAddress.safeParse(input.trim().toLowerCase())
  return r.success ? r.data : undefined
}

/** The checked fields as stored: number (E.164 digits) with its key, e-mail, document, birthday (ISO). */
export type CheckedFields = {
  number?: { readonly number: string; readonly key: string } | null
  email?: string | null
  document?: string | null
  birthday?: string | null
}

/**
 * The first of number, e-mail, document and birthday that breaks its rule (in that order), with
 * its code; otherwise the four as stored (absent stays absent, null clears). `today` is the
 * tenant's calendar day (ISO): a birthday is no later.
 */
export const contactProblem = (
  input: Pick<ContactPatch, "number" | "email" | "document" | "birthday">,
  today: string
): { readonly problem: Problem } | { readonly fields: CheckedFields } => {
  const out: CheckedFields = {}
  const rules = [
    ["number", "ERR_INVALID_CONTACT_NUMBER", parsePhone],
    ["email", "ERR_INVALID_EMAIL", normalizeEmail],
    ["document", "ERR_INVALID_DOCUMENT", (v: string) => normalizeDocument(v) ?? undefined],
    ["birthday", "ERR_INVALID_DATE", (v: string) => parseBirthday(v, today)]
  ] as const
  for (const [field, code, parse] of rules) {
    const value = input[field]
    if (value === undefined) continue
    if (value === null) {
      out[field] = null
      continue
    }
    const parsed = parse(value)
    if (parsed === undefined) return { problem: { code, field } }
    ;(out as Record<string, unknown>)[field] = parsed
  }
  return { fields: out }
}

/** Why contacts are duplicates: the same phone (canonical key) or the same e-mail. */
export const DuplicateReason = z.enum(["phone", "email"])

/** `GET /contacts/duplicates`: groups of contacts that share a phone or an e-mail, oldest first. */
export const DuplicateGroup = z.object({
  reason: DuplicateReason,
  /** The shared number or e-mail (masked when the caller's view masks contacts). */
  value: z.string(),
  contacts: z.array(ContactView)
})
export type DuplicateGroup = z.infer<typeof DuplicateGroup>

/** At most this many contacts are merged into one in one group. */
export const MERGE_GROUP_MAX = 50

/** `POST /contacts/duplicates/merge`: each group's contacts `mergeIds` go into `keepId`. */
export const MergeBody = z.object({
  groups: z
    .array(
      z
        .object({ keepId: Id, mergeIds: z.array(Id).min(1).max(MERGE_GROUP_MAX) })
        .refine((g) => !g.mergeIds.includes(g.keepId) && new Set(g.mergeIds).size === g.mergeIds.length, {
          message: "keepId and mergeIds must be distinct contacts",
          path: ["mergeIds"]
        })
    )
    .min(1)
    .max(100)
})
export type MergeBody = z.infer<typeof MergeBody>

/** A merge as `GET /contacts/merges` lists it (undone ones too, with `undone`). */
export const MergeView = z.object({
  id: Id,
  keptId: Id,
  keptName: z.string(),
  mergedIds: z.array(Id),
  mergedNames: z.array(z.string()),
  byName: z.string().nullable(),
  at: IsoDateTime,
  undone: z.boolean()
})
export type MergeView = z.infer<typeof MergeView>
