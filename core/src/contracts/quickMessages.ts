// Quick messages (spec part 1 §3 and part 2 §3 "Quick message": key, a search shortcut, and
// message; §5: both required), runtime/api/quickMessages.md. The agent UI's screen and composer
// and the runtime's routes parse with these.
import { z } from "zod"
import { Id } from "./common"
import { queryString } from "./query"

export const QUICK_KEY_MAX = 60
/** The text is sent as a message: the same limit as a message's body. */
export const QUICK_MESSAGE_MAX = 4096
export const QUICK_SEARCH_MAX = 100

/** A quick message as the API answers it (times ISO). */
export const QuickMessage = z.object({
  id: Id,
  key: z.string(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string()
})
export type QuickMessage = z.infer<typeof QuickMessage>

const Key = z.string().trim().min(1).max(QUICK_KEY_MAX)
const Text = z.string().trim().min(1).max(QUICK_MESSAGE_MAX)

/** `POST /fastreply`: key (trimmed) and message, both required. */
export const QuickMessageCreate = z.object({ key: Key, message: Text })
export type QuickMessageCreate = z.infer<typeof QuickMessageCreate>

/** `PUT /fastreply/{id}`: the key, the message or both. */
export const QuickMessagePatch = z
  .object({ key: Key.optional(), message: Text.optional() })
  .refine((p) => p.key !== undefined || p.message !== undefined, { message: "Give a key or a message" })
export type QuickMessagePatch = z.infer<typeof QuickMessagePatch>

/** `GET /fastreply` query: `searchParam`, text the key or the message contains (any case). */
export const QuickMessageQuery = z.object({
  searchParam: queryString("").pipe(z.string().max(QUICK_SEARCH_MAX))
})
export type QuickMessageQuery = z.infer<typeof QuickMessageQuery>

/**
 * A key as compared: keys are unique per tenant in this form, and searches match it. Unicode
 * lower case of the composed form, the same in the browser, Node, SQLite and Postgres (the store
 * keeps it beside the key: SQLite's LOWER folds ASCII only).
 */
export const foldKey = (text: string): string => text.normalize("NFC").toLowerCase()
