/**
 * Every secret the store keeps, brought under a box's current key: plain values (rows from before
 * secrets were sealed) are sealed, values sealed by an older key the box still holds are re-sealed,
 * values already under the current key are left alone, so running it again changes nothing. The
 * secrets: the JWT signing key and the VAPID private key (table `secrets`), the tenant settings
 * listed in core's `secretSettings` (transcriptionApiKey) and the widget tokens (channels, with
 * their lookup hash). Runs after the migrations at every start (Store.ts `migrate`, inside its
 * transaction and lock) and, with a new key, for `atende secrets rotate`.
 */
import { secretSettings } from "@atende/core/contracts/settings"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { tokenHash } from "./tokenHash"
import { isSealed, sealedKeyId, type Box } from "./box"

export type ResealCounts = {
  /** Plain values sealed. */
  readonly sealed: number
  /** Values moved from an older key to the current one. */
  readonly resealed: number
  /** Secrets found (sealed or not). */
  readonly total: number
}

/** The value under the box's current key, or undefined when it already is. */
const upgrade = (box: Box, value: string): { readonly next: string; readonly plain: string; readonly was: "plain" | "old" } | undefined => {
  if (!isSealed(value)) return { next: box.seal(value), plain: value, was: "plain" }
  if (sealedKeyId(value) === box.keyId) return undefined
  const plain = box.open(value)
  return { next: box.seal(plain), plain, was: "old" }
}

export const resealAll = (box: Box) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    let sealed = 0
    let resealed = 0
    let total = 0
    const count = (u: { was: "plain" | "old" } | undefined) => {
      total++
      if (u?.was === "plain") sealed++
      if (u?.was === "old") resealed++
    }
    const attempt = <A>(what: string, f: () => A) =>
      Effect.try({ try: f, catch: (e) => new Error(`${what}: ${e instanceof Error ? e.message : String(e)}`) })

    const jwt = yield* sql<{ value: string }>`SELECT value FROM secrets WHERE name = ${"jwt"}`
    if (jwt.length) {
      const u = yield* attempt("secret jwt", () => upgrade(box, String(jwt[0]!.value)))
      count(u)
      if (u) yield* sql`UPDATE secrets SET value = ${u.next} WHERE name = ${"jwt"}`
    }

    const vapid = yield* sql<{ value: string }>`SELECT value FROM secrets WHERE name = ${"vapid"}`
    if (vapid.length) {
      const keys = JSON.parse(String(vapid[0]!.value)) as { publicKey: string; privateKey: string }
      const u = yield* attempt("secret vapid", () => upgrade(box, keys.privateKey))
      count(u)
      if (u) yield* sql`UPDATE secrets SET value = ${JSON.stringify({ ...keys, privateKey: u.next })} WHERE name = ${"vapid"}`
    }

    if (secretSettings.length) {
      const rows = yield* sql<{ tenant_id: unknown; key: string; value: string }>`SELECT tenant_id, key, value FROM settings
        WHERE ${sql.in("key", [...secretSettings])}`
      for (const r of rows) {
        const value = JSON.parse(String(r.value)) as unknown
        if (typeof value !== "string" || value === "") continue
        const u = yield* attempt(`setting ${r.key} of tenant ${r.tenant_id}`, () => upgrade(box, value))
        count(u)
        if (u) yield* sql`UPDATE settings SET value = ${JSON.stringify(u.next)} WHERE tenant_id = ${Number(r.tenant_id)} AND key = ${r.key}`
      }
    }

    const channels = yield* sql<{ id: unknown; token: string; token_hash: string | null }>`SELECT id, token, token_hash FROM channels ORDER BY id`
    for (const c of channels) {
      const u = yield* attempt(`token of channel ${c.id}`, () => upgrade(box, String(c.token)))
      count(u)
      if (u) yield* sql`UPDATE channels SET token = ${u.next}, token_hash = ${c.token_hash ?? tokenHash(u.plain)} WHERE id = ${Number(c.id)}`
      else if (c.token_hash === null) {
        const plain = yield* attempt(`token of channel ${c.id}`, () => box.open(String(c.token)))
        yield* sql`UPDATE channels SET token_hash = ${tokenHash(plain)} WHERE id = ${Number(c.id)}`
      }
    }
    return { sealed, resealed, total } satisfies ResealCounts
  })
