/**
 * Baileys, loaded when the first WhatsApp session of the node starts: a node (or a CLI run) with
 * no WhatsApp channel does not pay for it (about 40 MB of memory). The session code calls
 * `loadBaileys()` before anything else and `baileys()` after.
 */
import type * as Baileys from "@whiskeysockets/baileys"

let loaded: typeof Baileys | undefined

export const loadBaileys = async (): Promise<typeof Baileys> => (loaded ??= await import("@whiskeysockets/baileys"))

/** The loaded module; only valid after `loadBaileys()` resolved (a session is running). */
export const baileys = (): typeof Baileys => {
  if (!loaded) throw new Error("Baileys is used before loadBaileys()")
  return loaded
}
