/** VAPID keys of the platform: generated on first start, kept in `secrets` so every node signs alike. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import webpush from "web-push"

export type VapidKeys = { readonly publicKey: string; readonly privateKey: string }

const read = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(sql`SELECT value FROM secrets WHERE name = ${"vapid"}`, (rows) => (rows.length ? (JSON.parse(String((rows[0] as any).value)) as VapidKeys) : undefined))
)

/** The stored keys; the first caller on an empty store makes them (the first writer wins across nodes). */
export const ensureVapidKeys = Effect.gen(function* () {
  const stored = yield* read
  if (stored) return stored
  const sql = yield* SqlClient.SqlClient
  yield* sql`INSERT INTO secrets (name, value) VALUES (${"vapid"}, ${JSON.stringify(webpush.generateVAPIDKeys())}) ON CONFLICT (name) DO NOTHING`
  return (yield* read)!
})
