/** VAPID keys of the platform: generated on first start, kept in `secrets` so every node signs alike. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import webpush from "web-push"

export type VapidKeys = { readonly publicKey: string; readonly privateKey: string }

export const ensureVapidKeys = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const fresh = JSON.stringify(webpush.generateVAPIDKeys())
  yield* sql`INSERT INTO secrets (name, value) VALUES (${"vapid"}, ${fresh}) ON CONFLICT (name) DO NOTHING`
  const rows = yield* sql`SELECT value FROM secrets WHERE name = ${"vapid"}`
  return JSON.parse(String((rows[0] as any).value)) as VapidKeys
})
