/**
 * Leases in a NATS KV bucket whose max age is the lease TTL (nats-server 2.9 has no per-key
 * TTL): create() wins only when the key is absent or lapsed, update() with the last revision
 * renews (compare-and-set), so two nodes never both hold a name.
 */
import { Effect } from "effect"
import type { JetStreamClient, KV } from "nats"
import type { Leases } from "./Bus"

const enc = new TextEncoder()
const dec = new TextDecoder()

export const natsLeases = (js: JetStreamClient, bucket: string, ttlMs: number) =>
  Effect.tryPromise(() => js.views.kv(bucket, { ttl: ttlMs, history: 1 })).pipe(
    Effect.map((kv: KV): Leases => {
      const attempt = <A>(f: () => Promise<A>) => Effect.tryPromise(f).pipe(Effect.orElseSucceed(() => undefined))
      const holderOf = async (name: string) => {
        const e = await kv.get(name)
        return e && e.operation === "PUT" ? { holder: dec.decode(e.value), revision: e.revision } : undefined
      }
      return {
        ttlMs,
        acquire: (name, holder) =>
          attempt(async () => {
            // one read, then compare-and-set on what was read: if another holder writes in
            // between, our create/update fails and we did not get it
            const e = await kv.get(name)
            if (e && e.operation === "PUT") {
              // our own lease that we lost track of (a renewal failed while NATS was away): take
              // it back without waiting for it to lapse
              return dec.decode(e.value) === holder ? await kv.update(name, enc.encode(holder), e.revision) : undefined
            }
            // absent, or a delete/purge marker left by a release
            return e ? await kv.update(name, enc.encode(holder), e.revision) : await kv.create(name, enc.encode(holder))
          }),
        renew: (name, holder, revision) => attempt(() => kv.update(name, enc.encode(holder), revision)),
        release: (name, revision) => Effect.ignore(attempt(() => kv.delete(name, { previousSeq: revision }))),
        list: (prefix) =>
          attempt(async () => {
            // collect the names first: awaiting other KV calls inside the iteration ends it early
            const names: Array<string> = []
            for await (const name of await kv.keys(`${prefix}>`)) names.push(name)
            const out: Array<{ name: string; holder: string }> = []
            for (const name of names) {
              const h = await holderOf(name)
              if (h) out.push({ name, holder: h.holder })
            }
            return out
          }).pipe(Effect.map((l) => l ?? []))
      }
    })
  )
