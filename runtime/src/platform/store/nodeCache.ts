/**
 * A short-lived per-node cache of reads that the hot paths make on every message (tenant settings,
 * whether a tenant has push devices). It belongs to the node's SQL client, so several nodes in one
 * process (the tests) never share entries. A write through this node drops its key at once;
 * writes through other nodes show after `ttlMs`.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { nowMillis } from "../clock/index"

export const nodeCache = <K, V>(ttlMs: number) => {
  const stores = new WeakMap<object, Map<K, { readonly at: number; readonly value: V }>>()
  const mapOf = (sql: object) => {
    let map = stores.get(sql)
    if (!map) stores.set(sql, (map = new Map()))
    return map
  }
  return {
    /** The cached value of `key`, else `load`'s, kept when `keep` says so. */
    get: <E, R>(key: K, load: Effect.Effect<V, E, R>, keep: (v: V) => boolean = () => true) =>
      Effect.gen(function* () {
        const map = mapOf(yield* SqlClient.SqlClient)
        const hit = map.get(key)
        if (hit && (yield* nowMillis) - hit.at < ttlMs) return hit.value
        const value = yield* load
        if (keep(value)) map.set(key, { at: yield* nowMillis, value })
        else map.delete(key)
        return value
      }),
    invalidate: (key: K) => Effect.map(SqlClient.SqlClient, (sql) => void mapOf(sql).delete(key))
  }
}
