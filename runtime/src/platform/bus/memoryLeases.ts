/** Leases inside one process, with the same fencing rules as the NATS KV ones. */
import { Effect } from "effect"
import { nowMillis } from "../clock/index"
import type { Leases } from "./Bus"

export const memoryLeases = (ttlMs: number): Leases => {
  const table = new Map<string, { holder: string; revision: number; expiresAt: number }>()
  let revisions = 0
  const live = (name: string, now: number) => {
    const l = table.get(name)
    return l && l.expiresAt > now ? l : undefined
  }
  return {
    ttlMs,
    acquire: (name, holder) =>
      Effect.map(nowMillis, (now) => {
        const current = live(name, now)
        if (current && current.holder !== holder) return undefined
        const revision = ++revisions
        table.set(name, { holder, revision, expiresAt: now + ttlMs })
        return revision
      }),
    renew: (name, holder, revision) =>
      Effect.map(nowMillis, (now) => {
        const l = live(name, now)
        if (!l || l.revision !== revision || l.holder !== holder) return undefined
        const next = ++revisions
        table.set(name, { holder, revision: next, expiresAt: now + ttlMs })
        return next
      }),
    release: (name, revision) =>
      Effect.sync(() => {
        if (table.get(name)?.revision === revision) table.delete(name)
      }),
    list: (prefix) =>
      Effect.map(nowMillis, (now) =>
        [...table.keys()]
          .filter((n) => n.startsWith(prefix) && live(n, now))
          .map((name) => ({ name, holder: table.get(name)!.holder }))
      )
  }
}
