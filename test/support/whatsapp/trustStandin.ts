/**
 * Preloaded into a cluster test's node (`node --import tsx --import <this> <entry>`, see cluster.ts
 * `whatsapp`): the node's Baileys trusts the WhatsApp Web stand-in's certificate chain as it trusts
 * WhatsApp's, from the stand-in's root key in ATENDE_TEST_WA_ROOT_KEY (base64). A test running the
 * node in its own process sets `WA_CERT_DETAILS.PUBLIC_KEY` itself instead.
 */
import { WA_CERT_DETAILS } from "@whiskeysockets/baileys"

const key = process.env.ATENDE_TEST_WA_ROOT_KEY
if (key) {
  const bytes = Buffer.from(key, "base64")
  // a copy on its own ArrayBuffer, the type the constant has
  const own = Buffer.alloc(bytes.length)
  own.set(bytes)
  WA_CERT_DETAILS.PUBLIC_KEY = own
}
