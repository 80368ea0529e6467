/**
 * Who sees which tickets (spec part 1 §6), one rule for lists, single reads and live events, on
 * the server (runtime/src/features/tickets/http/visibility.ts) and in the agent UI's live lists.
 * - Administrators see everything; supervisors too when the tenant lets them (supervisorViewAll).
 * - Everyone else sees a union of slices: their own tickets; in each of their queues the
 *   unassigned tickets and, unless hideOthersTickets, others' tickets; unassigned tickets with
 *   no queue. hideBotUnassigned drops chatbot tickets and those with neither user nor queue;
 *   forceWallet drops tickets of a contact whose wallet does not include them (own tickets stay).
 * The list query turns the same slices into SQL (runtime/src/features/tickets/store/TicketList.ts),
 * one ordered index range each; canSee is "some slice matches".
 */
import { defaultSettings, type TenantSettings } from "../contracts/settings"
import { maskEmail, maskPhone } from "./mask"
import { isAdminProfile } from "./permissions"

export type VisibilitySettings = Pick<
  TenantSettings,
  "hideOthersTickets" | "hideBotUnassigned" | "forceWallet" | "hideContactData" | "supervisorViewAll"
>

export type Viewer = {
  readonly userId: number
  readonly profile: string
  readonly queueIds: ReadonlyArray<number>
  readonly settings?: VisibilitySettings
}

export type ScopedTicket = {
  readonly userId: number | null
  readonly queueId: number | null
  readonly chatbot?: boolean
  readonly walletUserIds?: ReadonlyArray<number>
}

/** One slice: every given condition holds. */
export type Slice = {
  readonly userId?: number
  readonly queueId?: number | null
  readonly unassigned?: boolean
  readonly exceptUserId?: number
  readonly noBot?: boolean
  readonly walletOf?: number
}

type ContactData = { readonly contact: { readonly number: string | null; readonly email: string | null } }

const settingsOf = (v: Viewer): VisibilitySettings => v.settings ?? defaultSettings

export const seesAll = (v: Viewer) =>
  v.profile === "admin" || (v.profile === "super" && settingsOf(v).supervisorViewAll)

/** The slices a viewer may see; "all" for administrators (and supervisors with view-all). */
export const slicesOf = (v: Viewer): "all" | ReadonlyArray<Slice> => {
  if (seesAll(v)) return "all"
  const s = settingsOf(v)
  const limits = { ...(s.hideBotUnassigned ? { noBot: true } : {}), ...(s.forceWallet ? { walletOf: v.userId } : {}) }
  return [
    { userId: v.userId },
    ...[...new Set(v.queueIds)].map((q): Slice => ({
      queueId: q,
      exceptUserId: v.userId,
      ...(s.hideOthersTickets ? { unassigned: true } : {}),
      ...limits
    })),
    ...(s.hideBotUnassigned ? [] : [{ queueId: null, unassigned: true, ...limits }])
  ]
}

export const matchesSlice = (s: Slice, t: ScopedTicket): boolean =>
  (s.userId === undefined || t.userId === s.userId) &&
  (s.queueId === undefined || t.queueId === s.queueId) &&
  (!s.unassigned || t.userId === null) &&
  (s.exceptUserId === undefined || t.userId !== s.exceptUserId) &&
  (!s.noBot || !t.chatbot) &&
  (s.walletOf === undefined || !t.walletUserIds?.length || t.walletUserIds.includes(s.walletOf))

export const canSee = (v: Viewer, t: ScopedTicket): boolean => {
  const slices = slicesOf(v)
  return slices === "all" || slices.some((s) => matchesSlice(s, t))
}

/** The list's scope: undefined = everything (administrators; supervisors asking showAll when allowed). */
export const listScope = (v: Viewer, showAll: boolean): Viewer | undefined =>
  v.profile === "admin" || (v.profile === "super" && showAll && settingsOf(v).supervisorViewAll)
    ? undefined
    : { ...v, profile: "user" }

/** Phone and e-mail masked for non-admins when the tenant hides contact data. */
export const masksContacts = (v: Viewer) =>
  settingsOf(v).hideContactData && !isAdminProfile(v.profile as "admin" | "super" | "user")

export const present = <T extends ContactData>(v: Viewer, t: T): T =>
  masksContacts(v)
    ? { ...t, contact: { ...t.contact, number: maskPhone(t.contact.number), email: maskEmail(t.contact.email) } }
    : t

/** A live event's data as this viewer gets it (the ticket's contact masked when needed). */
export const presentEvent = (v: Viewer, data: unknown): unknown => {
  const d = data as { ticket?: ContactData | null } | null
  return d?.ticket && masksContacts(v) ? { ...d, ticket: present(v, d.ticket) } : data
}

/** Settings events (`settings:update`) change the visibility inputs of open sockets. */
export const withSettingsEvent = (v: Viewer, name: string, data: unknown): Viewer => {
  const d = data as { type?: string; settings?: Partial<VisibilitySettings> } | null
  if (name !== "settings" || d?.type !== "settings:update" || !d.settings) return v
  const s = settingsOf(v)
  return { ...v, settings: { ...s, ...pick(d.settings) } }
}

const pick = (s: Partial<VisibilitySettings>): Partial<VisibilitySettings> => {
  const keys = [
    "hideOthersTickets",
    "hideBotUnassigned",
    "forceWallet",
    "hideContactData",
    "supervisorViewAll"
  ] as const
  return Object.fromEntries(keys.filter((k) => typeof s[k] === "boolean").map((k) => [k, s[k]]))
}
