/**
 * A customer's WhatsApp message (`messages.upsert`, 1:1 chats, not ours) as the connector
 * contract's inbound event (core/src/channel/connector.ts): who sent it (addresses.ts: the phone
 * behind a LID, one conversation for both forms of a Brazilian mobile), what it is (content.ts),
 * its file in the media store (media.ts). The provider id is WhatsApp's message id; a change
 * (reaction, edit, deletion) names the message it changes, and its own id is the event's.
 */
import type { InboundEvent } from "@atende/core/channel/connector"
import type { WAMessage, WASocket } from "@whiskeysockets/baileys"
import { Effect } from "effect"
import type { MediaStoreShape } from "../../../platform/media/MediaStore"
import type { AddressBook } from "./addresses"
import { senderOf } from "./addresses"
import { contentOf } from "./content"
import { storeInbound, storeText } from "./media"

export type InboundDeps = {
  readonly tenantId: number
  readonly media: MediaStoreShape | undefined
  readonly addresses: AddressBook
}

const joined = (...parts: Array<string>) => parts.filter(Boolean).join("\n")

/** The event a customer's message is, or undefined for anything the product does not take. */
export const inboundEventOf = (
  deps: InboundDeps,
  sock: WASocket,
  m: WAMessage
): Effect.Effect<InboundEvent | undefined> =>
  Effect.gen(function* () {
    const providerId = m.key.id
    const content = contentOf(m)
    if (!providerId || !content) return undefined
    const who = yield* Effect.promise(() => senderOf(sock, m.key))
    if (!who) return undefined
    deps.addresses.remember(who)
    const externalId = who.externalId
    switch (content.kind) {
      case "reaction":
        return {
          kind: "reaction",
          externalId,
          providerId: content.targetId,
          eventId: providerId,
          reaction: content.reaction
        }
      case "edit":
        return { kind: "edit", externalId, providerId: content.targetId, eventId: providerId, body: content.body }
      case "revoke":
        return { kind: "deletion", externalId, providerId: content.targetId, eventId: providerId }
    }
    const common = {
      kind: "message" as const,
      externalId,
      providerId,
      ...(m.pushName ? { contactName: m.pushName } : {}),
      ...(content.quotedProviderId ? { quotedProviderId: content.quotedProviderId } : {}),
      ...(content.forwarded ? { forwarded: true } : {})
    }
    switch (content.kind) {
      case "text":
      case "location":
        return { ...common, body: content.body }
      case "contacts": {
        const file = yield* storeText(
          deps.media,
          deps.tenantId,
          content.vcard,
          "text/vcard",
          `contato-${providerId}.vcf`
        )
        return { ...common, body: content.body, ...(file ?? {}) }
      }
      case "file": {
        const stored = yield* storeInbound(deps.media, deps.tenantId, sock, m, content)
        return stored.ok
          ? { ...common, body: content.body, mediaUrl: stored.mediaUrl, mediaType: stored.mediaType }
          : { ...common, body: joined(stored.note, content.body) }
      }
    }
  })
