/**
 * Who sees which tickets: the rule is core's (core/src/rules/visibility.ts), shared with the agent
 * UI; this module adds what needs the runtime's types (the viewer of a session's claims) and is
 * what the area's files and its index import.
 */
import type { Viewer, VisibilitySettings } from "@atende/core/rules/visibility"
import type { Claims } from "../../../platform/session/Tokens"

export {
  canSee,
  listScope,
  masksContacts,
  matchesSlice,
  present,
  presentEvent,
  seesAll,
  slicesOf,
  withSettingsEvent,
  type ScopedTicket,
  type Slice,
  type Viewer,
  type VisibilitySettings
} from "@atende/core/rules/visibility"

export const viewerOf = (c: Claims, queueIds: ReadonlyArray<number>, settings?: VisibilitySettings): Viewer => ({
  userId: c.userId,
  profile: c.profile,
  queueIds,
  ...(settings ? { settings } : {})
})
