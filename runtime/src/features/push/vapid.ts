/**
 * VAPID keys of the platform: generated on first start, kept in `secrets` so every node signs alike,
 * as `{ publicKey, privateKey }` with the private key sealed (platform/secrets/SecretBox.ts).
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import webpush from "web-push"
import { openValue, optionalBox, requireBox } from "../../platform/secrets/SecretBox"

export type VapidKeys = { readonly publicKey: string; readonly privateKey: string }

const read = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql`SELECT value FROM secrets WHERE name = ${"vapid"}`
  if (!rows.length) return undefined
  const stored = JSON.parse(String((rows[0] as any).value)) as VapidKeys
  const box = yield* optionalBox
  return { publicKey: stored.publicKey, privateKey: yield* Effect.try(() => openValue(box, stored.privateKey)) } satisfies VapidKeys
})

/** The stored keys; the first caller on an empty store makes them (the first writer wins across nodes). */
export const ensureVapidKeys = Effect.gen(function* () {
  const stored = yield* read
  if (stored) return stored
  const sql = yield* SqlClient.SqlClient
  const box = yield* requireBox
  const made = webpush.generateVAPIDKeys()
  const value = JSON.stringify({ publicKey: made.publicKey, privateKey: box.seal(made.privateKey) })
  yield* sql`INSERT INTO secrets (name, value) VALUES (${"vapid"}, ${value}) ON CONFLICT (name) DO NOTHING`
  return (yield* read)!
})
