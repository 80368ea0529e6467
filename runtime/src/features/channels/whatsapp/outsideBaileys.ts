/**
 * Calls into Baileys from a clean async context.
 *
 * Baileys keeps its key-store transactions in an AsyncLocalStorage (`addTransactionCapability`),
 * and work it starts inside one outlives it: a send fires and forgets the privacy-token issuance,
 * whose continuations still carry the finished transaction. Whatever runs later in that async
 * context — Effect fibers resumed by a scheduler tick that such a continuation set off, our
 * dispatcher's next send among them — finds the finished transaction "open": Baileys reuses it
 * (its cached Signal sessions, its mutations never committed), so the message goes out under a
 * ratchet state already used and the recipient cannot decrypt it ("Key used already", seen with
 * test/whatsapp.messages.int.test.ts: about one run in four on Postgres before this).
 *
 * `outsideBaileys` runs a call in the async context this module was loaded in (the node's start,
 * outside any transaction), so each send, lookup or download opens a transaction of its own.
 */
import { AsyncResource } from "node:async_hooks"

const root = new AsyncResource("atende.whatsapp")

export const outsideBaileys = <A>(call: () => A): A => root.runInAsyncScope(call)
