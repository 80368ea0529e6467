/**
 * WhatsApp messages beyond text, both ways, with the real Baileys client against the WhatsApp Web
 * stand-in (test/support/whatsapp/standin.ts) in both modes:
 * - in: images, voice notes, audio, video, documents, stickers (each file readable through its URL
 *   with the bytes the customer sent, its caption as the text), locations, contacts (vCards); a
 *   file over the limit is a message saying so, and what follows still arrives; replies (the
 *   quoted message shown), forwarded marks, reactions, edits and deletions by the customer;
 * - out: an agent's files (decrypted by the contact's phone as sent), a reply quoting the
 *   customer's message, a reaction, an edit and a deletion for everyone; a deletion after the
 *   window refused with the catalogue's code;
 * - one person, one contact: a sender known only by its LID after WhatsApp told the client its
 *   number, and a Brazilian mobile with and without its ninth digit.
 *
 * The stand-in's media host is HTTPS with a self-signed certificate: the test makes Node's HTTPS
 * agent (Baileys' uploader) trust it, as it makes Baileys trust the stand-in's Noise certificate.
 * Everything waits for conditions (with time limits), never for fixed delays.
 */
import { normalizeMessageContent, proto, WA_CERT_DETAILS } from "@whiskeysockets/baileys"
import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { NodeHandle } from "../runtime/src/server/node"
import { http, login, type Login, until } from "./support/clients"
import { makeEnv, productionAvailable, startTestNode, type Mode, type TestEnv } from "./support/modes"
import { rawStore, type RawStore } from "./support/rawStore"
import { trustMediaCertificate } from "./support/whatsapp/media"
import {
  contactMessage,
  editMessage,
  fileMessage,
  forwardedText,
  locationMessage,
  reactionMessage,
  replyMessage,
  revokeMessage
} from "./support/whatsapp/messages"
import { startWhatsAppStandin, type MockContact, type WhatsAppStandin } from "./support/whatsapp/standin"

const production = await productionAvailable()
const PHONE = "5511987650020"
const LIMIT = 10 * 1024 * 1024

/** What a stand-in device got, as the message content (wrappers such as `editedMessage` taken off). */
const contentOf = (m: proto.IMessage) => normalizeMessageContent(m) ?? m
const textOf = (m: proto.IMessage) => m.conversation ?? m.extendedTextMessage?.text ?? undefined

describe.each<Mode>(["embedded", "production"])("WhatsApp messages against the stand-in (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  let standin: WhatsAppStandin
  let env: TestEnv
  let node: NodeHandle | undefined
  let store: RawStore
  let admin: Login
  let channelId: number
  let deviceJid: string
  let untrust: (() => void) | undefined
  const originalRootKey = WA_CERT_DETAILS.PUBLIC_KEY

  const start = async () => {
    node = await startTestNode(env, { ATENDE_WHATSAPP_WS_URL: standin.url })
    admin = await login(node.url, "admin@atende.local", "Admin12345")
  }
  const api = (method: string, path: string, body?: unknown) => http(node!.url, method, path, { auth: admin, body })
  const channel = async () => (await api("GET", `/channels/${channelId}`)).json

  /** The ticket of a conversation (by the contact's external id), once it exists. */
  const ticketOf = async (externalId: string) => {
    const [row] = await until(
      () =>
        store.query(
          `SELECT t.id, c.id AS contact_id FROM tickets t JOIN contacts c ON c.id = t.contact_id
            WHERE c.channel_id = $1 AND c.external_id = $2 ORDER BY t.id DESC`,
          channelId,
          externalId
        ),
      (r) => r.length > 0,
      `the ticket of ${externalId}`
    )
    return { ticketId: Number(row.id), contactId: Number(row.contact_id) }
  }
  const messagesOf = async (ticketId: number): Promise<Array<any>> =>
    (await api("GET", `/messages/${ticketId}`)).json.messages
  /** The ticket's message that `match` finds, once there. */
  const messageIn = (ticketId: number, match: (m: any) => boolean, what: string, timeoutMs = 30_000) =>
    until(
      async () => (await messagesOf(ticketId)).find(match),
      (m) => m !== undefined,
      what,
      timeoutMs
    )
  const mediaBytes = async (url: string) => {
    const r = await fetch(node!.url + url)
    expect(r.status).toBe(200)
    return Buffer.from(await r.arrayBuffer())
  }
  /** An agent's file message (multipart, as the composer sends it). */
  const sendFile = async (ticketId: number, bytes: Buffer, type: string, name: string, body = "") => {
    const form = new FormData()
    form.append("medias", new Blob([new Uint8Array(bytes)], { type }), name)
    if (body) form.append("body", body)
    const r = await fetch(`${node!.url}/messages/${ticketId}`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${admin.token}`, "x-session-id": admin.sessionId }
    })
    expect(r.status).toBe(200)
    return ((await r.json()) as any).messages[0]
  }
  /** The message the contact's phone got that `match` accepts (what the stand-in hit, if it never came). */
  const received = (contact: MockContact, match: (m: proto.IMessage) => boolean, what: string) =>
    contact
      .waitForText((t) => match(contentOf(t.message)), 30_000)
      .catch(async (e: Error) => {
        const outbox = await store.query(
          "SELECT op, state, attempts, last_error FROM deliveries WHERE channel_id = $1",
          channelId
        )
        const errors = JSON.stringify(standin.errors())
        throw new Error(`${what}: ${e.message}; stand-in errors: ${errors}; outbox: ${JSON.stringify(outbox)}`)
      })

  beforeAll(async () => {
    if (!run) return
    standin = await startWhatsAppStandin({ phoneNumber: PHONE })
    WA_CERT_DETAILS.PUBLIC_KEY = standin.rootPublicKey
    untrust = trustMediaCertificate(standin.media.certificate.cert)
    env = await makeEnv(mode)
    store = rawStore(env)
    await start()
    const created = await api("POST", "/channels", {
      name: `WhatsApp msgs ${mode} ${Date.now().toString(36)}`,
      type: "whatsapp"
    })
    expect(created.status, created.text).toBe(201)
    channelId = created.json.id
    expect((await api("POST", `/channels/${channelId}/connect`)).status).toBe(200)
    const shown = await until(channel, (c) => c.status === "qrcode" && !!c.qrcode, "the QR code")
    const device = await standin.phone.scan(shown.qrcode)
    await until(channel, (c) => c.status === "connected", "connected")
    deviceJid = device.jid
    await until(
      async () => standin.isOnline(deviceJid),
      (on) => on,
      "the device online"
    )
  }, 120_000)

  afterAll(async () => {
    await node?.close()
    await store?.close()
    await env?.cleanup()
    await standin?.close()
    untrust?.()
    WA_CERT_DETAILS.PUBLIC_KEY = originalRootKey
  })

  it.skipIf(!run)(
    "takes in every kind of message as the customer sent it, files readable through their URLs",
    async () => {
      const carla = standin.contact("5521912345001", "Carla")
      await carla.sendText("Oi, vou mandar umas coisas")
      const { ticketId } = await ticketOf("5521912345001")
      const files = {
        image: randomBytes(3_000),
        voice: randomBytes(2_000),
        audio: randomBytes(2_500),
        video: randomBytes(4_000),
        document: randomBytes(5_000),
        sticker: randomBytes(1_500)
      }
      await carla.send(
        await fileMessage(carla, "image", { bytes: files.image, mimetype: "image/jpeg", caption: "Foto do produto" })
      )
      await carla.send(await fileMessage(carla, "voice", { bytes: files.voice, mimetype: "audio/ogg; codecs=opus" }))
      await carla.send(await fileMessage(carla, "audio", { bytes: files.audio, mimetype: "audio/mpeg" }))
      await carla.send(
        await fileMessage(carla, "video", { bytes: files.video, mimetype: "video/mp4", caption: "O vídeo" })
      )
      const doc = { bytes: files.document, mimetype: "application/pdf", caption: "Segue a nota", fileName: "nota.pdf" }
      await carla.send(await fileMessage(carla, "document", doc))
      await carla.send(await fileMessage(carla, "sticker", { bytes: files.sticker, mimetype: "image/webp" }))
      await carla.send(locationMessage(-23.5505, -46.6333, "Loja Centro", "Praça da Sé, 100"))
      await carla.send(contactMessage("João Silva", "5511988887777"))
      await carla.sendText("Fim")

      await messageIn(ticketId, (m) => m.body === "Fim", "the last text")
      const all = await messagesOf(ticketId)
      const byType = (type: string) => all.filter((m) => m.mediaType === type)
      const check = async (m: any, bytes: Buffer, body: string) => {
        expect(m, JSON.stringify(all)).toBeDefined()
        expect(m.body).toBe(body)
        expect(m.fromMe).toBe(false)
        expect(await mediaBytes(m.mediaUrl)).toEqual(bytes)
      }
      await check(byType("image/jpeg")[0], files.image, "Foto do produto")
      await check(byType("audio/ogg")[0], files.voice, "")
      await check(byType("audio/mpeg")[0], files.audio, "")
      await check(byType("video/mp4")[0], files.video, "O vídeo")
      await check(byType("application/pdf")[0], files.document, "Segue a nota")
      await check(byType("image/webp")[0], files.sticker, "")
      const location = all.find((m) => m.body.includes("Loja Centro"))
      expect(location.body).toContain("https://maps.google.com/?q=-23.5505,-46.6333")
      expect(location.mediaUrl).toBe(null)
      const card = all.find((m) => m.body.includes("João Silva"))
      expect(card.body).toContain("+5511988887777")
      expect(card.mediaType).toBe("text/vcard")
      expect((await mediaBytes(card.mediaUrl)).toString()).toContain("FN:João Silva")
      // in the order the customer sent them
      expect(all.map((m) => m.body)[0]).toBe("Oi, vou mandar umas coisas")
      expect(all.at(-1).body).toBe("Fim")
      expect(standin.errors()).toEqual([])
    },
    120_000
  )

  it.skipIf(!run)(
    "a file over the limit becomes a message saying so, and the conversation goes on",
    async () => {
      const dora = standin.contact("5521912345003", "Dora")
      const big = randomBytes(LIMIT + 1)
      const message = await fileMessage(dora, "document", {
        bytes: big,
        mimetype: "application/zip",
        fileName: "backup.zip",
        caption: "O backup"
      })
      const downloadsBefore = standin.media.downloads().length
      await dora.send(message)
      await dora.sendText("Chegou?")
      const { ticketId } = await ticketOf("5521912345003")
      await messageIn(ticketId, (m) => m.body === "Chegou?", "the text after the big file")
      const note = (await messagesOf(ticketId)).find((m) => m.body.includes("backup.zip"))
      expect(note.body).toMatch(/Arquivo muito grande: backup\.zip \(10,0 MB; o limite é 10,0 MB\)/)
      expect(note.body).toContain("O backup")
      expect(note.mediaUrl).toBe(null)
      // the file was never fetched
      expect(standin.media.downloads().length).toBe(downloadsBefore)
    },
    120_000
  )

  it.skipIf(!run)(
    "the customer's replies, forwards, reactions, edits and deletions show on the messages",
    async () => {
      const eva = standin.contact("5521912345004", "Eva")
      await eva.sendText("Bom dia")
      const { ticketId } = await ticketOf("5521912345004")
      expect((await api("PUT", `/tickets/${ticketId}`, { status: "open" })).status).toBe(200)
      const question = await api("POST", `/messages/${ticketId}`, { body: "Qual o número do pedido?" })
      expect(question.status, question.text).toBe(200)
      const got = await eva.waitForText((t) => t.text === "Qual o número do pedido?", 30_000)
      await until(
        async () => (await messagesOf(ticketId)).find((m) => m.id === question.json.id)?.status,
        (s) => s !== "pending",
        "sent"
      )

      // a reply to the agent's message shows what it answers
      await eva.send(replyMessage("É o 4521", got.id, standin.phone.jid, "Qual o número do pedido?"))
      const reply = await messageIn(ticketId, (m) => m.body === "É o 4521", "the reply")
      expect(reply.quotedMsg).toMatchObject({ id: question.json.id, body: "Qual o número do pedido?", fromMe: true })

      // an edit of the customer's own text
      const draftId = await eva.sendText("Primeira versão")
      const draft = await messageIn(ticketId, (m) => m.body === "Primeira versão", "the draft")
      await eva.send(editMessage(standin.phone.jid, draftId, "Segunda versão"))
      const edited = await messageIn(ticketId, (m) => m.id === draft.id && m.edited, "the edit")
      expect(edited.body).toBe("Segunda versão")

      // a reply to its own message, a forwarded text
      await eva.send(replyMessage("Sobre isto", draftId, eva.jid, "Segunda versão"))
      expect((await messageIn(ticketId, (m) => m.body === "Sobre isto", "the second reply")).quotedMsg).toMatchObject({
        id: draft.id,
        fromMe: false
      })
      await eva.send(forwardedText("Veja esta mensagem"))
      expect((await messageIn(ticketId, (m) => m.body === "Veja esta mensagem", "the forward")).forwarded).toBe(true)

      // a reaction to the agent's message, then another, then none
      await eva.send(reactionMessage(standin.phone.jid, got.id, false, "👍"))
      await messageIn(ticketId, (m) => m.id === question.json.id && m.reaction === "👍", "the reaction")
      await eva.send(reactionMessage(standin.phone.jid, got.id, false, "❤️"))
      await messageIn(ticketId, (m) => m.id === question.json.id && m.reaction === "❤️", "the new reaction")
      await eva.send(reactionMessage(standin.phone.jid, got.id, false, ""))
      await messageIn(ticketId, (m) => m.id === question.json.id && m.reaction === null, "the reaction taken away")

      // a deletion for everyone
      const oopsId = await eva.sendText("Mensagem errada")
      const oops = await messageIn(ticketId, (m) => m.body === "Mensagem errada", "the wrong message")
      await eva.send(revokeMessage(standin.phone.jid, oopsId))
      await messageIn(ticketId, (m) => m.id === oops.id && m.deleted, "the deletion")
      expect(standin.errors()).toEqual([])
    },
    120_000
  )

  it.skipIf(!run)(
    "the agent's files, replies, reactions, edits and deletions reach the customer's phone",
    async () => {
      const fabio = standin.contact("5521912345005", "Fábio")
      const helloId = await fabio.sendText("Preciso dos documentos")
      const { ticketId } = await ticketOf("5521912345005")
      const hello = await messageIn(ticketId, (m) => m.body === "Preciso dos documentos", "the customer's text")
      expect((await api("PUT", `/tickets/${ticketId}`, { status: "open" })).status).toBe(200)

      // files: each decrypted by the phone as the agent sent it
      const image = randomBytes(6_000)
      await sendFile(ticketId, image, "image/png", "foto.png", "A foto")
      const gotImage = await received(fabio, (m) => !!m.imageMessage, "the image")
      expect(contentOf(gotImage.message).imageMessage).toMatchObject({ caption: "A foto", mimetype: "image/png" })
      expect(await standin.download(contentOf(gotImage.message))).toEqual(image)

      const voice = randomBytes(3_000)
      await sendFile(ticketId, voice, "audio/ogg", "audio.ogg")
      const gotVoice = await received(fabio, (m) => !!m.audioMessage, "the voice note")
      expect(contentOf(gotVoice.message).audioMessage?.ptt).toBe(true)
      expect(await standin.download(contentOf(gotVoice.message))).toEqual(voice)

      const video = randomBytes(7_000)
      await sendFile(ticketId, video, "video/mp4", "video.mp4")
      const gotVideo = await received(fabio, (m) => !!m.videoMessage, "the video")
      expect(await standin.download(contentOf(gotVideo.message))).toEqual(video)

      const pdf = randomBytes(8_000)
      await sendFile(ticketId, pdf, "application/pdf", "contrato.pdf", "O contrato")
      const gotPdf = await received(fabio, (m) => !!m.documentMessage, "the document")
      expect(contentOf(gotPdf.message).documentMessage).toMatchObject({
        fileName: "contrato.pdf",
        mimetype: "application/pdf",
        caption: "O contrato"
      })
      expect(await standin.download(contentOf(gotPdf.message))).toEqual(pdf)

      // a reply quoting the customer's message
      const answer = await api("POST", `/messages/${ticketId}`, { body: "Aqui estão", quotedMsgId: hello.id })
      expect(answer.status, answer.text).toBe(200)
      const gotAnswer = await received(fabio, (m) => m.extendedTextMessage?.text === "Aqui estão", "the reply")
      expect(contentOf(gotAnswer.message).extendedTextMessage?.contextInfo).toMatchObject({
        stanzaId: helloId,
        quotedMessage: { conversation: "Preciso dos documentos" }
      })

      // a reaction to the customer's message
      const reacted = await api("POST", `/messagesReaction/${hello.id}`, { reaction: "🙏" })
      expect(reacted.status, reacted.text).toBe(200)
      const gotReaction = await received(fabio, (m) => !!m.reactionMessage, "the reaction")
      expect(contentOf(gotReaction.message).reactionMessage).toMatchObject({ text: "🙏", key: { id: helloId } })

      // an edit, then a deletion for everyone, of the agent's text
      const sent = await api("POST", `/messages/${ticketId}`, { body: "Prazo: 5 dias" })
      const gotSent = await received(fabio, (m) => textOf(m) === "Prazo: 5 dias", "the text to edit")
      const edit = await api("POST", `/messagesEdit/${sent.json.id}`, { body: "Prazo: 3 dias" })
      expect(edit.status, edit.text).toBe(200)
      const gotEdit = await received(
        fabio,
        (m) => m.protocolMessage?.type === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
        "the edit"
      )
      const editProtocol = contentOf(gotEdit.message).protocolMessage!
      expect(editProtocol.key?.id).toBe(gotSent.id)
      expect(
        contentOf(editProtocol.editedMessage ?? {}).conversation ??
          editProtocol.editedMessage?.extendedTextMessage?.text
      ).toBe("Prazo: 3 dias")
      const removed = await api("DELETE", `/messages/${sent.json.id}`)
      expect(removed.status, removed.text).toBe(200)
      const gotRevoke = await received(
        fabio,
        (m) => m.protocolMessage?.type === proto.Message.ProtocolMessage.Type.REVOKE,
        "the deletion"
      )
      expect(contentOf(gotRevoke.message).protocolMessage?.key?.id).toBe(gotSent.id)

      // past the window a deletion is refused with the catalogue's code
      const old = await api("POST", `/messages/${ticketId}`, { body: "Mensagem antiga" })
      const oldId = old.json.id
      await received(fabio, (m) => textOf(m) === "Mensagem antiga", "the old text")
      await store.query("UPDATE messages SET created_at = created_at - $1 WHERE id = $2", 6 * 60_000, oldId)
      const refused = await api("DELETE", `/messages/${oldId}`)
      expect(refused.status).toBe(409)
      expect(refused.json.error).toBe("ERR_MESSAGE_TOO_OLD_TO_DELETE")
      // WhatsApp takes edits for 15 minutes: one 16 minutes later is refused, and nothing changes
      await store.query("UPDATE messages SET created_at = created_at - $1 WHERE id = $2", 10 * 60_000, oldId)
      const lateEdit = await api("POST", `/messagesEdit/${oldId}`, { body: "Mensagem corrigida" })
      expect([lateEdit.status, lateEdit.json.error]).toEqual([409, "ERR_MESSAGE_TOO_OLD_TO_EDIT"])
      const kept = await store.query("SELECT body FROM messages WHERE id = $1", oldId)
      expect(kept[0].body).toBe("Mensagem antiga")
      expect(standin.errors()).toEqual([])
    },
    120_000
  )

  it.skipIf(!run)(
    "a sender known only by its LID is the contact its phone number is",
    async () => {
      const lia = standin.contact("5521912345006", "Lia")
      await lia.sendText("Olá pelo número")
      const first = await ticketOf("5521912345006")
      await messageIn(first.ticketId, (m) => m.body === "Olá pelo número", "the first text")
      // WhatsApp now addresses her by LID alone: the client knows her number from the first message
      await lia.sendText("Agora pelo LID", { via: "lid-only" })
      await messageIn(first.ticketId, (m) => m.body === "Agora pelo LID", "the LID-addressed text in the same ticket")
      // a LID-addressed sender whose number comes with the message
      const mara = standin.contact("5521912345007", "Mara")
      await mara.sendText("Oi, pelo LID com número", { via: "lid" })
      const second = await ticketOf("5521912345007")
      await messageIn(second.ticketId, (m) => m.body === "Oi, pelo LID com número", "the text with sender_pn")
      const contacts = await store.query(
        "SELECT external_id FROM contacts WHERE channel_id = $1 AND external_id LIKE $2",
        channelId,
        "%@lid"
      )
      expect(contacts).toEqual([])
      // the agent's answer reaches her phone
      expect((await api("PUT", `/tickets/${first.ticketId}`, { status: "open" })).status).toBe(200)
      expect((await api("POST", `/messages/${first.ticketId}`, { body: "Oi, Lia" })).status).toBe(200)
      await lia.waitForText((t) => t.text === "Oi, Lia", 30_000)
    },
    120_000
  )

  it.skipIf(!run)(
    "a Brazilian mobile with and without its ninth digit is one customer, reached where WhatsApp knows it",
    async () => {
      // the account WhatsApp knows without the ninth digit, then the same number with it
      const rui8 = standin.contact("552187650008", "Rui")
      await rui8.sendText("Sem o nove")
      const { ticketId, contactId } = await ticketOf("5521987650008")
      await messageIn(ticketId, (m) => m.body === "Sem o nove", "the 8-digit text")
      expect((await api("PUT", `/tickets/${ticketId}`, { status: "open" })).status).toBe(200)
      expect((await api("POST", `/messages/${ticketId}`, { body: "Olá, Rui" })).status).toBe(200)
      await rui8.waitForText((t) => t.text === "Olá, Rui", 30_000)
      const rui9 = standin.contact("5521987650008", "Rui")
      await rui9.sendText("Com o nove")
      await messageIn(ticketId, (m) => m.body === "Com o nove", "the 9-digit text in the same ticket")
      const rows = await store.query("SELECT id FROM contacts WHERE channel_id = $1 AND name = $2", channelId, "Rui")
      expect(rows.map((r) => Number(r.id))).toEqual([contactId])

      // a new session knows no addresses yet: WhatsApp's contact lookup finds the 8-digit account
      const tais = standin.contact("552187650009", "Taís")
      await tais.sendText("Oi")
      const t = await ticketOf("5521987650009")
      await node!.close()
      node = undefined
      await start()
      await until(
        async () => standin.isOnline(deviceJid),
        (on) => on,
        "the device online after the restart"
      )
      expect((await api("PUT", `/tickets/${t.ticketId}`, { status: "open" })).status).toBe(200)
      expect((await api("POST", `/messages/${t.ticketId}`, { body: "Olá, Taís" })).status).toBe(200)
      await tais.waitForText((x) => x.text === "Olá, Taís", 30_000)
    },
    120_000
  )
})
