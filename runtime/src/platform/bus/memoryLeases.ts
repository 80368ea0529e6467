/** Leases inside one process, with the same fencing rules as the NATS KV ones. */
import { Effect } from "effect"
import type { Leases } from "./Bus"

export const memoryLeases = (ttlMs: number): Leases => {
  const table = new Map<string, { holder: string; revision: number; expiresAt: number }>()
  let revisions = 0
  const live = (name: string) => {
    const l = table.get(name)
    return l && l.expiresAt > Date.now() ? l : undefined
  }
  return {
    ttlMs,
    acquire: (name, holder) =>
      Effect.sync(() => {
        const current = live(name)
        if (current && current.holder !== holder) return undefined
        const revision = ++revisions
        table.set(name, { holder, revision, expiresAt: Date.now() + ttlMs })
        return revision
      }),
    renew: (name, holder, revision) =>
      Effect.sync(() => {
        const l = live(name)
        if (!l || l.revision !== revision || l.holder !== holder) return undefined
        const next = ++revisions
        table.set(name, { holder, revision: next, expiresAt: Date.now() + ttlMs })
        return next
      }),
    release: (name, revision) =>
      Effect.sync(() => {
        if (table.get(name)?.revision === revision) table.delete(name)
      }),
    list: (prefix) =>
      Effect.sync(() => [...table.keys()].filter((n) => n.startsWith(prefix) && live(n)).map((name) => ({ name, holder: table.get(name)!.holder })))
  }
}
