/**
 * Leases in a NATS KV bucket whose max age is the lease TTL (nats-server 2.9 has no per-key
 * TTL): create() wins only when the key is absent or lapsed, update() with the last revision
 * renews (compare-and-set), so two nodes never both hold a name.
 *
 * The listing reads the bucket's subjects from the stream's info (one request, bounded by the
 * TTL: one that does not answer fails, the caller's pass is skipped and the next tries again):
 * nats.js's `kv.keys()` could wait for ever for the message that ends it, and one stuck listing
 * stopped a node's connector placement for good. The other calls are not cut short: a renewal
 * that answers late but in time keeps its lease (cutting it would drop partitions a slow,
 * loaded node still holds, and their consumers with them).
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
      const subjectPrefix = `$KV.${bucket}.`
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
          Effect.tryPromise(async () => {
            const jsm = await js.jetstreamManager()
            const info = await jsm.streams.info(`KV_${bucket}`, { subjects_filter: `${subjectPrefix}${prefix}>` })
            const names = Object.keys(info.state.subjects ?? {}).map((s) => s.slice(subjectPrefix.length))
            const out: Array<{ name: string; holder: string }> = []
            for (const name of names.sort()) {
              const h = await holderOf(name)
              if (h) out.push({ name, holder: h.holder })
            }
            return out
          }).pipe(Effect.timeout(Math.max(2_000, ttlMs)), Effect.orDie)
      }
    })
  )
