/**
 * Baileys' Signal repository, keeping a device's working session. Baileys (7.0.0-rc14,
 * lib/Socket/messages-send.js `getUSyncDevices`) replaces the session of every device a device-list
 * query names with a LID by a new one, built from a fresh pre-key bundle: on a node's first send to a
 * contact, and again each time its 5-minute device cache lapses. The contact's messages already on
 * their way were encrypted with the old session, and libsignal (6.0.0, session_cipher.js
 * `decryptWithSessions`) tries the most recently used session first and keeps the ratchet step it
 * took there even when the message was not that session's: the new session is spoiled, and the
 * contact's phone decrypts nothing sent with it ("Bad MAC"). The node that took a channel over after
 * a kill -9 under two-way traffic did just that (test/cluster/whatsapp-kill.cluster.test.ts).
 * Here a session is injected only where the device has none, so a forced refresh keeps the working
 * one; a retry that needs a new session deletes the old one first (lib/Socket/messages-recv.js), as
 * before.
 */
import type { SocketConfig } from "@whiskeysockets/baileys"
import { baileys } from "./baileys"

export const keepWorkingSessions: SocketConfig["makeSignalRepository"] = (auth, logger, pnToLID) => {
  const repository = baileys().DEFAULT_CONNECTION_CONFIG.makeSignalRepository(auth, logger, pnToLID)
  return {
    ...repository,
    injectE2ESession: async (session) => {
      if ((await repository.validateSession(session.jid)).exists) return
      await repository.injectE2ESession(session)
    }
  }
}
