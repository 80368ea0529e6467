/**
 * An e-mail channel's durable state (migration 009_email): its IMAP cursor (the INBOX's
 * UIDVALIDITY and the last UID handed on) and its conversations' threads (the customer's last
 * Message-ID, the References chain, the subject), keyed by the customer's address.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../../../../platform/clock/index"
import { num } from "../../../../platform/store/rows"

export type Cursor = { readonly uidValidity: string; readonly lastUid: number }

export const readCursor = (channelId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT uid_validity, last_uid FROM email_cursors WHERE channel_id = ${channelId}`
    const r: any = rows[0]
    return r ? ({ uidValidity: String(r.uid_validity), lastUid: num(r.last_uid) } satisfies Cursor) : undefined
  })

/** Moves the cursor to `lastUid` (never back within one UIDVALIDITY). */
export const writeCursor = (channelId: number, cursor: Cursor) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    yield* sql`INSERT INTO email_cursors (channel_id, uid_validity, last_uid, updated_at)
      VALUES (${channelId}, ${cursor.uidValidity}, ${cursor.lastUid}, ${now})
      ON CONFLICT (channel_id) DO UPDATE SET
        last_uid = CASE WHEN email_cursors.uid_validity = excluded.uid_validity
          AND email_cursors.last_uid > excluded.last_uid THEN email_cursors.last_uid ELSE excluded.last_uid END,
        uid_validity = excluded.uid_validity, updated_at = excluded.updated_at`
  })

export type Thread = {
  /** The customer's last Message-ID. */
  readonly messageId: string
  /** The References chain up to and including it, oldest first. */
  readonly refs: ReadonlyArray<string>
  readonly subject: string
}

export const readThread = (channelId: number, address: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT message_id, refs, subject FROM email_threads
      WHERE channel_id = ${channelId} AND address = ${address}`
    const r: any = rows[0]
    return r
      ? ({
          messageId: String(r.message_id),
          refs: String(r.refs).split(" ").filter(Boolean),
          subject: String(r.subject)
        } satisfies Thread)
      : undefined
  })

export const writeThread = (channelId: number, address: string, t: Thread) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    const refs = t.refs.join(" ")
    yield* sql`INSERT INTO email_threads (channel_id, address, message_id, refs, subject, updated_at)
      VALUES (${channelId}, ${address}, ${t.messageId}, ${refs}, ${t.subject}, ${now})
      ON CONFLICT (channel_id, address) DO UPDATE SET message_id = excluded.message_id,
        refs = excluded.refs, subject = excluded.subject, updated_at = excluded.updated_at`
  })

/** Adds one of our Message-IDs to a conversation's References chain (kept as the thread otherwise is). */
export const appendReference = (channelId: number, address: string, messageId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* nowMillis
    yield* sql`UPDATE email_threads SET refs = refs || ${` ${messageId}`}, updated_at = ${now}
      WHERE channel_id = ${channelId} AND address = ${address}`
  })
