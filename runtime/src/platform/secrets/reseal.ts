/**
 * Every secret the store keeps, brought under a box's current key: plain values (rows from before
 * secrets were sealed) are sealed, values sealed by an older key the box still holds are re-sealed,
 * values already under the current key are left alone, so running it again changes nothing. The
 * secrets: the JWT signing key and the VAPID private key (table `secrets`), the tenant settings
 * listed in core's `secretSettings` (transcriptionApiKey) and the widget tokens (channels, with
 * their lookup hash), channels' provider secrets and WhatsApp logins (whatsapp_auth: only rows not
 * under the current key are read).
 * Runs after the migrations at every start (Store.ts, in its own
 * transaction under the migration lock) and, with a new key, for `atende secrets rotate`.
 */
import { secretSettings } from "@atende/core/contracts/settings"
import { Effect } from "effect"
import { tokenHash } from "./tokenHash"
import { isSealed, sealedKeyId, type Box } from "./box"
import {
  channelSecrets,
  channelTokens,
  setChannelTokenHash,
  settingRowsOf,
  updateChannelSecrets,
  updateChannelToken,
  updateSettingText,
  updateWhatsappAuthValue,
  whatsappAuthNotUnder,
  whatsappAuthPresent
} from "./store/Sealed"
import { readSecret, updateSecret } from "./store/Secrets"

export type ResealCounts = {
  /** Plain values sealed. */
  readonly sealed: number
  /** Values moved from an older key to the current one. */
  readonly resealed: number
  /** Secrets found (sealed or not). */
  readonly total: number
}

/** The value under the box's current key, or undefined when it already is. */
const upgrade = (
  box: Box,
  value: string
): { readonly next: string; readonly plain: string; readonly was: "plain" | "old" } | undefined => {
  if (!isSealed(value)) return { next: box.seal(value), plain: value, was: "plain" }
  if (sealedKeyId(value) === box.keyId) return undefined
  const plain = box.open(value)
  return { next: box.seal(plain), plain, was: "old" }
}

export const resealAll = (box: Box) =>
  Effect.gen(function* () {
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

    const jwt = yield* readSecret("jwt")
    if (jwt !== undefined) {
      const u = yield* attempt("secret jwt", () => upgrade(box, jwt))
      count(u)
      if (u) yield* updateSecret("jwt", u.next)
    }

    const vapid = yield* readSecret("vapid")
    if (vapid !== undefined) {
      const keys = JSON.parse(vapid) as { publicKey: string; privateKey: string }
      const u = yield* attempt("secret vapid", () => upgrade(box, keys.privateKey))
      count(u)
      if (u) yield* updateSecret("vapid", JSON.stringify({ ...keys, privateKey: u.next }))
    }

    if (secretSettings.length) {
      const rows = yield* settingRowsOf(secretSettings)
      for (const r of rows) {
        const value = JSON.parse(String(r.value)) as unknown
        if (typeof value !== "string" || value === "") continue
        const u = yield* attempt(`setting ${r.key} of tenant ${r.tenant_id}`, () => upgrade(box, value))
        count(u)
        if (u) yield* updateSettingText(Number(r.tenant_id), r.key, JSON.stringify(u.next))
      }
    }

    const channels = yield* channelTokens
    for (const c of channels) {
      const u = yield* attempt(`token of channel ${c.id}`, () => upgrade(box, String(c.token)))
      count(u)
      if (u) yield* updateChannelToken(Number(c.id), u.next, c.token_hash ?? tokenHash(u.plain))
      else if (c.token_hash === null) {
        const plain = yield* attempt(`token of channel ${c.id}`, () => box.open(String(c.token)))
        yield* setChannelTokenHash(Number(c.id), tokenHash(plain))
      }
    }
    // providers' secrets of channels (a Telegram token, an e-mail password): one sealed object a channel
    for (const c of yield* channelSecrets) {
      const u = yield* attempt(`provider secrets of channel ${c.id}`, () => upgrade(box, String(c.secrets)))
      count(u)
      if (u) yield* updateChannelSecrets(Number(c.id), u.next)
    }
    // WhatsApp logins (creds and Signal keys, many rows a channel): only the rows not under the current key
    for (let more = yield* whatsappAuthPresent; more;) {
      const page = yield* whatsappAuthNotUnder(`v1:${box.keyId}:`, 500)
      for (const r of page) {
        const u = yield* attempt(`WhatsApp login ${r.key} of channel ${r.channel_id}`, () => upgrade(box, r.value))
        count(u)
        if (u) yield* updateWhatsappAuthValue(Number(r.channel_id), r.key, u.next)
      }
      more = page.length === 500
    }
    return { sealed, resealed, total } satisfies ResealCounts
  })
