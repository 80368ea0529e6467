/**
 * A socket's Signal key transactions one at a time, each write reaching the store when Baileys
 * makes it. Baileys (7.0.0-rc14, lib/Utils/auth-utils.js) keeps what a transaction reads and writes
 * in a cache of its own, writes it back when the transaction ends, and runs transactions of
 * different names side by side. Two ways that loses a session's ratchet step:
 * - a send (its transaction named after the account, lib/Socket/messages-send.js `relayMessage`)
 *   and the decryption of the customer's message (named after the sender, lib/Signal/libsignal.js)
 *   start from the same session record, and the one that ends last writes its copy over the
 *   other's: the customer's next messages fail with "Bad MAC" and are lost (one conversation
 *   written both ways at once showed it, test/whatsapp.traffic.int.test.ts);
 * - a send writes the session it advanced only after the message went out: a node killed in
 *   between leaves the old state in the store, the next node encrypts from it, and the customer's
 *   phone decrypts nothing it sends (test/cluster/whatsapp-kill.cluster.test.ts showed it).
 * Here a transaction holds the socket's one lock (a nested one joins its parent) and runs outside
 * Baileys' cache, so each write goes to the store at once (authState.ts): before the message it
 * belongs to goes out, before the receipt of the one it came from. libsignal stores a session before
 * it deletes the pre-key it used, so a crash between two writes leaves nothing a redelivery needs.
 * Call right after `makeWASocket`: the socket and its Signal repository share this `keys` object and
 * look `transaction` up on every call.
 */
import type { WASocket } from "@whiskeysockets/baileys"
import { AsyncLocalStorage } from "node:async_hooks"

export const serialKeyTransactions = (sock: WASocket) => {
  const keys = sock.authState.keys
  const holding = new AsyncLocalStorage<true>()
  let last: Promise<unknown> = Promise.resolve()
  keys.transaction = <T>(work: () => Promise<T>): Promise<T> => {
    if (holding.getStore()) return work()
    const turn = last.then(() => holding.run(true, work))
    last = turn.catch(() => undefined)
    return turn
  }
}
