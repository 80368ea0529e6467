/**
 * Who a WhatsApp customer is, so one person is one conversation (one contact):
 * - WhatsApp names a sender by phone number (`<digits>@s.whatsapp.net`) or, more and more, by an
 *   opaque LID (`<digits>@lid`). A LID sender's phone comes from the message (its `sender_pn`
 *   alternate) or from Baileys' LID mapping (what it learned from earlier messages, usync answers
 *   and WhatsApp's LID mapping updates, kept with the login). Only a LID nobody mapped stays the
 *   conversation's address (`<digits>@lid`), until WhatsApp tells the phone.
 * - The conversation's `externalId` is the phone as the product stores numbers (core's
 *   `parsePhone`): E.164 digits, a Brazilian mobile with its ninth digit. WhatsApp still knows many
 *   Brazilian accounts by the number without it, so the same person writes as either form; both
 *   are one conversation.
 * - Answers go to the address WhatsApp used (remembered per session), else to the one WhatsApp's
 *   contact lookup (`onWhatsApp`, usync) gives for the number, else to the number itself.
 */
import { parsePhone } from "@atende/core/rules/phone"
import type { WAMessageKey, WASocket } from "@whiskeysockets/baileys"
import { baileys } from "./baileys"
import { outsideBaileys } from "./outsideBaileys"

export type Sender = {
  /** The conversation's address in Atende. */
  readonly externalId: string
  /** Where WhatsApp reaches the sender. */
  readonly jid: string
}

/** The conversation of a phone (digits as WhatsApp wrote them). */
export const conversationOf = (digits: string) => parsePhone(`+${digits}`)?.number ?? digits

/** The customer of a 1:1 chat's message; undefined for groups, broadcasts, newsletters. */
export const senderOf = async (sock: WASocket, key: WAMessageKey): Promise<Sender | undefined> => {
  const B = baileys()
  const jid = key.remoteJid ? B.jidNormalizedUser(key.remoteJid) : undefined
  if (!jid || !(B.isPnUser(jid) || B.isLidUser(jid))) return undefined
  const alt = key.remoteJidAlt ? B.jidNormalizedUser(key.remoteJidAlt) : undefined
  let pn = B.isPnUser(jid) ? jid : alt && B.isPnUser(alt) ? alt : undefined
  if (!pn)
    pn = (await outsideBaileys(() => sock.signalRepository.lidMapping.getPNForLID(jid)).catch(() => null)) ?? undefined
  const digits = pn ? B.jidDecode(pn)?.user : undefined
  if (!digits) return { externalId: jid, jid }
  return { externalId: conversationOf(digits), jid: `${digits}@s.whatsapp.net` }
}

/** A Brazilian mobile with its ninth digit, which WhatsApp may know without it. */
const brazilianMobile = /^55[1-9]{2}9\d{8}$/

/** Where a conversation's messages go, learning and remembering the address WhatsApp uses. */
export const makeAddressBook = () => {
  const known = new Map<string, string>()
  return {
    remember: (s: Sender) => {
      known.set(s.externalId, s.jid)
    },
    jidFor: async (sock: WASocket, externalId: string): Promise<string> => {
      if (externalId.includes("@")) return externalId
      const remembered = known.get(externalId)
      if (remembered) return remembered
      if (brazilianMobile.test(externalId)) {
        const found = await outsideBaileys(() => sock.onWhatsApp(externalId)).catch(() => undefined)
        const jid = found?.find((r) => r.exists)?.jid
        if (jid && baileys().isPnUser(jid)) {
          known.set(externalId, jid)
          return jid
        }
      }
      return `${externalId.replace(/\D/g, "")}@s.whatsapp.net`
    }
  }
}
export type AddressBook = ReturnType<typeof makeAddressBook>
