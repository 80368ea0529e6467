/**
 * VAPID keys of the platform: generated on first start, kept in `secrets` so every node signs alike,
 * as `{ publicKey, privateKey }` with the private key sealed (platform/secrets/SecretBox.ts).
 */
import { Effect } from "effect"
import webpush from "web-push"
import { openValue, optionalBox, requireBox } from "../../platform/secrets/SecretBox"
import { insertSecretIfAbsent, readSecret } from "../../platform/secrets/store/Secrets"

export type VapidKeys = { readonly publicKey: string; readonly privateKey: string }

const read = Effect.gen(function* () {
  const value = yield* readSecret("vapid")
  if (value === undefined) return undefined
  const stored = JSON.parse(value) as VapidKeys
  const box = yield* optionalBox
  return {
    publicKey: stored.publicKey,
    privateKey: yield* Effect.try(() => openValue(box, stored.privateKey))
  } satisfies VapidKeys
})

/** The stored keys; the first caller on an empty store makes them (the first writer wins across nodes). */
export const ensureVapidKeys = Effect.gen(function* () {
  const stored = yield* read
  if (stored) return stored
  const box = yield* requireBox
  const made = webpush.generateVAPIDKeys()
  const value = JSON.stringify({ publicKey: made.publicKey, privateKey: box.seal(made.privateKey) })
  yield* insertSecretIfAbsent("vapid", value)
  return (yield* read)!
})
