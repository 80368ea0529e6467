/**
 * # Telegram Bot API stand-in
 *
 * A local HTTP server that speaks the Bot API (https://core.telegram.org/bots/api) well enough that
 * the real grammY client (`new Bot(token, { client: { apiRoot: standin.url } })`) cannot tell it
 * from Telegram's for the parts below. Telegram can't be reached from here.
 *
 * The wire, as Telegram's:
 * - `POST|GET /bot<token>/<method>`, parameters as JSON, multipart/form-data (grammY's uploads:
 *   files as `attach://<part>` or straight under the parameter's name), urlencoded or the query;
 *   answers `{ ok: true, result }` or `{ ok: false, error_code, description, parameters? }` with the
 *   HTTP status of the error code; `GET /file/bot<token>/<file_path>` serves a file's bytes.
 * - a token of no bot: 401 "Unauthorized"; a token that is not one at all, or a method it does not
 *   know: 404 "Not Found".
 * - getMe, deleteWebhook, getUpdates (long polling: `timeout` seconds, `offset` confirms every
 *   update before it, `limit`, `allowed_updates` kept across calls and without message_reaction
 *   unless asked for, as Telegram's; a new poll ends one still waiting with 409 "Conflict:
 *   terminated by other getUpdates request"), sendMessage, sendPhoto, sendDocument, sendVoice,
 *   sendAudio, sendVideo (reply_parameters, captions), editMessageText, deleteMessage,
 *   setMessageReaction (Telegram's emoji list; others REACTION_INVALID), getFile.
 * - chats are private chats with customers (`customer(chatId, name)`); a message id sequence per
 *   chat, shared by both sides; a chat the bot never heard from is "chat not found", a customer who
 *   blocked the bot answers 403.
 *
 * Test controls: customers send texts, photos (two sizes), documents, voice notes, videos,
 *   stickers, locations, contacts, replies, edits and reactions, each queued as an update;
 *   `received(chatId)` is what the bot sent there (with its files' bytes, edits, reactions,
 *   deletions); `failNext(method, error)` makes the next call fail as Telegram would (429 with
 *   retry_after, 500 ...); `revoke(token)` forgets a bot (its token then answers 401);
 *   `errors()` lists requests it could not make sense of (a test expects none).
 *
 * Not spoken: webhooks, groups and channels, inline mode, keyboards and callbacks, payments,
 * business connections, media groups, thumbnails, forwarding and copying, file size limits.
 */
import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { boundaryOf, parseMultipart, type FormFile } from "./multipart"

/** The emoji a bot may react with (Bot API ReactionTypeEmoji). */
export const REACTION_EMOJI = new Set(
  (
    "👍 👎 ❤ 🔥 🥰 👏 😁 🤔 🤯 😱 🤬 😢 🎉 🤩 🤮 💩 🙏 👌 🕊 🤡 🥱 🥴 😍 🐳 ❤‍🔥 🌚 🌭 💯 🤣 ⚡ 🍌 🏆 💔 🤨 😐 🍓 " +
    "🍾 💋 🖕 😈 😴 😭 🤓 👻 👨‍💻 👀 🎃 🙈 😇 😨 🤝 ✍ 🤗 🫡 🎅 🎄 ☃ 💅 🤪 🗿 🆒 💘 🙉 🦄 😘 💊 🙊 😎 👾 🤷‍♂ 🤷 🤷‍♀ 😡"
  ).split(" ")
)

export type BotSpec = { readonly token: string; readonly username: string; readonly firstName?: string }

type Json = Record<string, any>

type StoredFile = {
  readonly fileId: string
  readonly uniqueId: string
  readonly path: string
  readonly bytes: Buffer
  readonly mime: string
}

/** A message in a chat, either side's, as the stand-in keeps it. */
export type ChatMessage = {
  readonly messageId: number
  readonly fromBot: boolean
  /** "text", "photo", "document", "voice", "audio", "video", "sticker", "location", "contact". */
  readonly kind: string
  text: string | undefined
  caption: string | undefined
  /** The bytes of the file it carries (the largest size of a photo). */
  readonly file: { readonly bytes: Buffer; readonly name: string; readonly mime: string } | undefined
  readonly replyTo: number | undefined
  edits: number
  deleted: boolean
  /** The reaction the other side set on it ("" none). */
  reaction: string
  readonly json: Json
}

export type TelegramError = {
  readonly error_code: number
  readonly description: string
  readonly parameters?: { readonly retry_after?: number }
}

export type SendOptions = {
  /** The message it answers (its id in the chat). */
  readonly replyTo?: number
  /** Sent again under this message id: Telegram delivering an update again. */
  readonly messageId?: number
  readonly caption?: string
  readonly forwarded?: boolean
}

export type Customer = {
  readonly chatId: number
  sendText(text: string, opts?: SendOptions): number
  sendPhoto(bytes: Buffer, opts?: SendOptions): number
  sendDocument(bytes: Buffer, fileName: string, mime: string, opts?: SendOptions): number
  sendVoice(bytes: Buffer, opts?: SendOptions): number
  sendAudio(bytes: Buffer, fileName: string, opts?: SendOptions): number
  sendVideo(bytes: Buffer, opts?: SendOptions): number
  sendSticker(bytes: Buffer, emoji: string, opts?: SendOptions): number
  sendLocation(latitude: number, longitude: number, opts?: SendOptions): number
  sendContact(phone: string, firstName: string, opts?: SendOptions): number
  /** Edits one of the customer's messages (an `edited_message` update). */
  edit(messageId: number, text: string): void
  /** Reacts to a message of the chat (a `message_reaction` update); "" takes the reaction away. */
  react(messageId: number, emoji: string): void
  /** Blocks the bot: its sends to the chat answer 403. */
  block(): void
  /** What the bot sent to the chat, in order. */
  received(): ReadonlyArray<ChatMessage>
  waitForMessage(match: (m: ChatMessage) => boolean, timeoutMs?: number): Promise<ChatMessage>
}

export type TelegramStandin = {
  /** The API root (ATENDE_TELEGRAM_API_ROOT). */
  readonly url: string
  /** Adds a bot; answers its token. */
  addBot(spec: BotSpec): string
  /** A private chat of the (first or named) bot with a customer. */
  customer(chatId: number, name: string, token?: string): Customer
  /** What the bot sent to a chat, in order. */
  received(chatId: number, token?: string): ReadonlyArray<ChatMessage>
  /** The next call of `method` fails with `error`. */
  failNext(method: string, error: TelegramError, token?: string): void
  /** Forgets the bot: its token answers 401 from now on. */
  revoke(token: string): void
  /** Calls of each method so far. */
  calls(method: string, token?: string): number
  /** Long polls waiting now. */
  polling(token?: string): number
  /** Updates queued and not yet confirmed. */
  pending(token?: string): number
  errors(): ReadonlyArray<string>
  close(): Promise<void>
}

type Poll = { readonly answer: (status: number, body: Json) => void }

type Bot = {
  readonly token: string
  readonly user: Json
  readonly updates: Array<Json>
  nextUpdateId: number
  allowed: ReadonlyArray<string>
  poll: (Poll & { readonly wake: () => void }) | undefined
  readonly chats: Map<number, Chat>
  readonly failures: Map<string, Array<TelegramError>>
  readonly calls: Map<string, number>
}

type Chat = {
  readonly id: number
  readonly user: Json
  nextMessageId: number
  blocked: boolean
  readonly messages: Map<number, ChatMessage>
}

const DEFAULT_ALLOWED = ["message", "edited_message", "channel_post", "edited_channel_post", "callback_query"]
const now = () => Math.floor(Date.now() / 1000)
const OBJECT_PARAMS = new Set(["reply_parameters", "reaction", "allowed_updates", "reply_markup", "entities"])

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })

export const startTelegramStandin = async (bots: ReadonlyArray<BotSpec> = []): Promise<TelegramStandin> => {
  const byToken = new Map<string, Bot>()
  const files = new Map<string, StoredFile>()
  const filesByPath = new Map<string, StoredFile>()
  const problems: Array<string> = []
  const sockets = new Set<Socket>()
  let nextFile = 1
  let nextBotId = 7_100_000_001

  const addBot = (spec: BotSpec) => {
    if (!/^\d+:[\w-]+$/.test(spec.token)) throw new Error(`not a bot token: ${spec.token}`)
    byToken.set(spec.token, {
      token: spec.token,
      user: {
        id: Number(spec.token.split(":")[0]) || nextBotId++,
        is_bot: true,
        first_name: spec.firstName ?? spec.username,
        username: spec.username,
        can_join_groups: true,
        can_read_all_group_messages: false,
        supports_inline_queries: false
      },
      updates: [],
      nextUpdateId: 100_000 + Math.floor(Math.random() * 100_000),
      allowed: DEFAULT_ALLOWED,
      poll: undefined,
      chats: new Map(),
      failures: new Map(),
      calls: new Map()
    })
    return spec.token
  }
  for (const b of bots) addBot(b)
  const botOf = (token?: string) => {
    const bot = token ? byToken.get(token) : byToken.values().next().value
    if (!bot) throw new Error(`no bot ${token ?? "(first)"} in the stand-in`)
    return bot
  }

  const storeFile = (bytes: Buffer, mime: string, folder: string, ext: string): StoredFile => {
    const n = nextFile++
    const f = {
      fileId: `AgAC${randomBytes(12).toString("hex")}${n}`,
      uniqueId: `AQAD${n}`,
      path: `${folder}/file_${n}.${ext}`,
      bytes,
      mime
    }
    files.set(f.fileId, f)
    filesByPath.set(f.path, f)
    return f
  }

  const enqueue = (bot: Bot, update: Json) => {
    bot.updates.push({ update_id: bot.nextUpdateId++, ...update })
    bot.poll?.wake()
  }

  const chatJson = (c: Chat) => ({ id: c.id, type: "private", ...c.user })
  const fromJson = (c: Chat) => ({ id: c.id, is_bot: false, ...c.user, language_code: "pt-br" })

  /** The Message object of a stored message, with the one it answers (one level, as Telegram's). */
  const messageJson = (bot: Bot, c: Chat, m: ChatMessage, nested = false): Json => {
    const replied = m.replyTo !== undefined && !nested ? c.messages.get(m.replyTo) : undefined
    return {
      message_id: m.messageId,
      from: m.fromBot ? bot.user : fromJson(c),
      chat: chatJson(c),
      date: now(),
      ...m.json,
      ...(m.text !== undefined ? { text: m.text } : {}),
      ...(m.caption !== undefined ? { caption: m.caption } : {}),
      ...(replied ? { reply_to_message: messageJson(bot, c, replied, true) } : {})
    }
  }

  const chatOf = (bot: Bot, chatId: number, user?: Json) => {
    let c = bot.chats.get(chatId)
    if (!c) {
      c = { id: chatId, user: user ?? { first_name: "Cliente" }, nextMessageId: 1, blocked: false, messages: new Map() }
      bot.chats.set(chatId, c)
    }
    return c
  }

  const fileJson = (f: StoredFile) => ({ file_id: f.fileId, file_unique_id: f.uniqueId, file_size: f.bytes.length })

  const makeCustomer = (bot: Bot, chatId: number, name: string): Customer => {
    const [first, ...rest] = name.split(" ")
    const c = chatOf(bot, chatId, { first_name: first, ...(rest.length ? { last_name: rest.join(" ") } : {}) })
    const post = (kind: string, json: Json, opts: SendOptions, extra: Partial<ChatMessage> = {}) => {
      const messageId = opts.messageId ?? c.nextMessageId++
      const m: ChatMessage = {
        messageId,
        fromBot: false,
        kind,
        text: undefined,
        caption: opts.caption,
        file: undefined,
        replyTo: opts.replyTo,
        edits: 0,
        deleted: false,
        reaction: "",
        json: {
          ...json,
          ...(opts.forwarded ? { forward_origin: { type: "user", date: now(), sender_user: fromJson(c) } } : {})
        },
        ...extra
      }
      c.messages.set(messageId, m)
      enqueue(bot, { message: messageJson(bot, c, m) })
      return messageId
    }
    const withFile = (bytes: Buffer, name: string, mime: string) => ({ file: { bytes, name, mime } })
    const customer: Customer = {
      chatId,
      sendText: (text, opts = {}) => post("text", {}, opts, { text }),
      sendPhoto: (bytes, opts = {}) => {
        const thumb = storeFile(
          bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 4))),
          "image/jpeg",
          "photos",
          "jpg"
        )
        const full = storeFile(bytes, "image/jpeg", "photos", "jpg")
        const photo = [
          { ...fileJson(thumb), width: 90, height: 60 },
          { ...fileJson(full), width: 1280, height: 853 }
        ]
        return post("photo", { photo }, opts, withFile(bytes, full.path, "image/jpeg"))
      },
      sendDocument: (bytes, fileName, mime, opts = {}) => {
        const f = storeFile(bytes, mime, "documents", fileName.split(".").at(-1) ?? "bin")
        return post(
          "document",
          { document: { ...fileJson(f), file_name: fileName, mime_type: mime } },
          opts,
          withFile(bytes, fileName, mime)
        )
      },
      sendVoice: (bytes, opts = {}) => {
        const f = storeFile(bytes, "audio/ogg", "voice", "oga")
        return post(
          "voice",
          { voice: { ...fileJson(f), duration: 3, mime_type: "audio/ogg" } },
          opts,
          withFile(bytes, f.path, "audio/ogg")
        )
      },
      sendAudio: (bytes, fileName, opts = {}) => {
        const f = storeFile(bytes, "audio/mpeg", "music", "mp3")
        return post(
          "audio",
          { audio: { ...fileJson(f), duration: 30, file_name: fileName, mime_type: "audio/mpeg" } },
          opts,
          withFile(bytes, fileName, "audio/mpeg")
        )
      },
      sendVideo: (bytes, opts = {}) => {
        const f = storeFile(bytes, "video/mp4", "videos", "mp4")
        return post(
          "video",
          { video: { ...fileJson(f), width: 640, height: 360, duration: 5, mime_type: "video/mp4" } },
          opts,
          withFile(bytes, f.path, "video/mp4")
        )
      },
      sendSticker: (bytes, emoji, opts = {}) => {
        const f = storeFile(bytes, "image/webp", "stickers", "webp")
        const sticker = {
          ...fileJson(f),
          type: "regular",
          width: 512,
          height: 512,
          is_animated: false,
          is_video: false,
          emoji
        }
        return post("sticker", { sticker }, opts, withFile(bytes, f.path, "image/webp"))
      },
      sendLocation: (latitude, longitude, opts = {}) => post("location", { location: { latitude, longitude } }, opts),
      sendContact: (phone, firstName, opts = {}) =>
        post("contact", { contact: { phone_number: phone, first_name: firstName } }, opts),
      edit: (messageId, text) => {
        const m = c.messages.get(messageId)
        if (!m || m.fromBot) throw new Error(`the customer has no message ${messageId} to edit`)
        if (m.text !== undefined) m.text = text
        else m.caption = text
        m.edits++
        enqueue(bot, { edited_message: { ...messageJson(bot, c, m), edit_date: now() } })
      },
      react: (messageId, emoji) => {
        const m = c.messages.get(messageId)
        if (!m) throw new Error(`no message ${messageId} in chat ${chatId}`)
        const old = m.reaction
        m.reaction = emoji
        const list = (e: string) => (e ? [{ type: "emoji", emoji: e }] : [])
        enqueue(bot, {
          message_reaction: {
            chat: chatJson(c),
            message_id: messageId,
            user: fromJson(c),
            date: now(),
            old_reaction: list(old),
            new_reaction: list(emoji)
          }
        })
      },
      block: () => {
        c.blocked = true
      },
      received: () => [...c.messages.values()].filter((m) => m.fromBot),
      waitForMessage: async (match, timeoutMs = 30_000) => {
        const start = Date.now()
        for (;;) {
          const found = customer.received().find(match)
          if (found) return found
          if (Date.now() - start > timeoutMs)
            throw new Error(`chat ${chatId}: no such message from the bot after ${timeoutMs} ms`)
          await new Promise((r) => setTimeout(r, 50))
        }
      }
    }
    return customer
  }

  // ---- the Bot API

  class ApiError extends Error {
    constructor(readonly error: TelegramError) {
      super(error.description)
    }
  }
  const bad = (description: string) => new ApiError({ error_code: 400, description: `Bad Request: ${description}` })

  type Params = { readonly values: Record<string, unknown>; readonly files: Record<string, FormFile> }

  const paramsOf = async (req: IncomingMessage, url: URL): Promise<Params> => {
    const values: Record<string, unknown> = Object.fromEntries(url.searchParams)
    let formFiles: Record<string, FormFile> = {}
    const body = await readBody(req)
    const type = req.headers["content-type"] ?? ""
    if (body.length) {
      const boundary = boundaryOf(type)
      if (boundary) {
        const form = parseMultipart(body, boundary)
        Object.assign(values, form.fields)
        formFiles = form.files
      } else if (/application\/json/i.test(type)) Object.assign(values, JSON.parse(body.toString("utf8")))
      else if (/x-www-form-urlencoded/i.test(type))
        Object.assign(values, Object.fromEntries(new URLSearchParams(body.toString("utf8"))))
      else throw bad(`unsupported content type ${type}`)
    }
    for (const key of OBJECT_PARAMS)
      if (typeof values[key] === "string") {
        try {
          values[key] = JSON.parse(values[key] as string)
        } catch {
          throw bad(`can't parse ${key} JSON object`)
        }
      }
    return { values, files: formFiles }
  }

  const chatFor = (bot: Bot, p: Params) => {
    const raw = p.values.chat_id
    if (raw === undefined || raw === "") throw bad("chat_id is empty")
    const c = bot.chats.get(Number(raw))
    if (!c || !/^-?\d+$/.test(String(raw))) throw bad("chat not found")
    if (c.blocked) throw new ApiError({ error_code: 403, description: "Forbidden: bot was blocked by the user" })
    return c
  }

  const messageFor = (c: Chat, p: Params, what: string) => {
    const id = Number(p.values.message_id)
    const m = c.messages.get(id)
    if (!Number.isInteger(id) || !m || m.deleted) throw bad(`message to ${what} not found`)
    return m
  }

  /** A file parameter: an upload (attach://<part> or the parameter's own part) or a known file_id. */
  const inputFile = (p: Params, key: string) => {
    const v = p.values[key]
    const attached = typeof v === "string" && v.startsWith("attach://") ? p.files[v.slice(9)] : p.files[key]
    if (attached) return { bytes: attached.bytes, name: attached.filename }
    const known = typeof v === "string" ? files.get(v) : undefined
    if (known) return { bytes: known.bytes, name: known.path.split("/").at(-1)! }
    throw bad(`there is no ${key} in the request`)
  }

  const botSends = (bot: Bot, p: Params, kind: string, json: Json, file?: ChatMessage["file"]) => {
    const c = chatFor(bot, p)
    const reply = p.values.reply_parameters as
      { message_id?: number; allow_sending_without_reply?: boolean } | undefined
    const replyId =
      reply?.message_id ?? (p.values.reply_to_message_id ? Number(p.values.reply_to_message_id) : undefined)
    if (replyId !== undefined && !c.messages.has(replyId) && !reply?.allow_sending_without_reply)
      throw bad("message to be replied not found")
    const text = kind === "text" ? String(p.values.text ?? "") : undefined
    if (kind === "text" && !text) throw bad("message text is empty")
    if (text && text.length > 4096) throw bad("message is too long")
    const caption = kind !== "text" && p.values.caption !== undefined ? String(p.values.caption) : undefined
    if (caption && caption.length > 1024) throw bad("message caption is too long")
    const m: ChatMessage = {
      messageId: c.nextMessageId++,
      fromBot: true,
      kind,
      text,
      caption,
      file,
      replyTo: replyId !== undefined && c.messages.has(replyId) ? replyId : undefined,
      edits: 0,
      deleted: false,
      reaction: "",
      json
    }
    c.messages.set(m.messageId, m)
    return messageJson(bot, c, m)
  }

  const sendFile = (
    bot: Bot,
    p: Params,
    key: string,
    mime: string,
    folder: string,
    ext: string,
    json: (f: StoredFile, name: string) => Json
  ) => {
    const got = inputFile(p, key)
    const f = storeFile(got.bytes, mime, folder, ext)
    return botSends(bot, p, key, json(f, got.name), { bytes: got.bytes, name: got.name, mime })
  }

  const methods: Record<string, (bot: Bot, p: Params) => unknown> = {
    getMe: (bot) => bot.user,
    deleteWebhook: () => true,
    sendMessage: (bot, p) => botSends(bot, p, "text", {}),
    sendPhoto: (bot, p) =>
      sendFile(bot, p, "photo", "image/jpeg", "photos", "jpg", (f) => ({
        photo: [{ ...fileJson(f), width: 1280, height: 853 }]
      })),
    sendDocument: (bot, p) =>
      sendFile(bot, p, "document", "application/octet-stream", "documents", "bin", (f, name) => ({
        document: { ...fileJson(f), file_name: name, mime_type: "application/octet-stream" }
      })),
    sendVoice: (bot, p) =>
      sendFile(bot, p, "voice", "audio/ogg", "voice", "oga", (f) => ({
        voice: { ...fileJson(f), duration: 1, mime_type: "audio/ogg" }
      })),
    sendAudio: (bot, p) =>
      sendFile(bot, p, "audio", "audio/mpeg", "music", "mp3", (f, name) => ({
        audio: { ...fileJson(f), duration: 1, file_name: name, mime_type: "audio/mpeg" }
      })),
    sendVideo: (bot, p) =>
      sendFile(bot, p, "video", "video/mp4", "videos", "mp4", (f) => ({
        video: { ...fileJson(f), width: 640, height: 360, duration: 1, mime_type: "video/mp4" }
      })),
    editMessageText: (bot, p) => {
      const c = chatFor(bot, p)
      const m = messageFor(c, p, "edit")
      if (!m.fromBot) throw bad("message can't be edited")
      const text = String(p.values.text ?? "")
      if (!text) throw bad("message text is empty")
      if (m.text === undefined) throw bad("there is no text in the message to edit")
      if (m.text === text)
        throw bad(
          "message is not modified: specified new message content and reply markup are exactly the same " +
            "as a current content and reply markup of the message"
        )
      m.text = text
      m.edits++
      return { ...messageJson(bot, c, m), edit_date: now() }
    },
    deleteMessage: (bot, p) => {
      const c = chatFor(bot, p)
      const m = messageFor(c, p, "delete")
      if (!m.fromBot) throw bad("message can't be deleted for everyone")
      m.deleted = true
      return true
    },
    setMessageReaction: (bot, p) => {
      const c = chatFor(bot, p)
      const m = messageFor(c, p, "react")
      const list = (p.values.reaction ?? []) as Array<{ type?: string; emoji?: string }>
      if (!Array.isArray(list) || list.length > 1) throw bad("REACTIONS_TOO_MANY")
      const r = list[0]
      if (r && (r.type !== "emoji" || !REACTION_EMOJI.has(r.emoji ?? ""))) throw bad("REACTION_INVALID")
      m.reaction = r?.emoji ?? ""
      return true
    },
    getFile: (_bot, p) => {
      const f = files.get(String(p.values.file_id ?? ""))
      if (!f) throw bad("invalid file_id")
      return { ...fileJson(f), file_path: f.path }
    }
  }

  const answer = (res: ServerResponse, status: number, body: Json) => {
    if (res.writableEnded || res.destroyed) return
    const text = JSON.stringify(body)
    res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) })
    res.end(text)
  }
  const failure = (res: ServerResponse, e: TelegramError) => answer(res, e.error_code, { ok: false, ...e })

  const getUpdates = (bot: Bot, p: Params, res: ServerResponse) => {
    const offset = p.values.offset === undefined ? undefined : Number(p.values.offset)
    const limit = Math.min(100, Math.max(1, Number(p.values.limit ?? 100) || 100))
    const timeout = Math.max(0, Number(p.values.timeout ?? 0) || 0)
    if (Array.isArray(p.values.allowed_updates))
      bot.allowed = p.values.allowed_updates.length ? (p.values.allowed_updates as Array<string>) : DEFAULT_ALLOWED
    // the offset confirms every update before it
    if (offset !== undefined && offset > 0)
      while (bot.updates.length && bot.updates[0]!.update_id < offset) bot.updates.shift()
    // a new poll ends the one still waiting
    bot.poll?.answer(409, {
      ok: false,
      error_code: 409,
      description: "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running"
    })
    const ready = () => {
      // updates of kinds not asked for are dropped, as Telegram never sends them
      for (let i = bot.updates.length - 1; i >= 0; i--) {
        const kind = Object.keys(bot.updates[i]!).find((k) => k !== "update_id")!
        if (!bot.allowed.includes(kind)) bot.updates.splice(i, 1)
      }
      return bot.updates.slice(0, limit)
    }
    const first = ready()
    if (first.length || timeout === 0) return answer(res, 200, { ok: true, result: first })
    const done = () => {
      clearTimeout(timer)
      if (bot.poll === poll) bot.poll = undefined
      res.off("close", closed)
    }
    const poll = {
      answer: (status: number, body: Json) => {
        done()
        answer(res, status, body)
      },
      wake: () => {
        const got = ready()
        if (got.length) poll.answer(200, { ok: true, result: got })
      }
    }
    const closed = () => done()
    res.on("close", closed)
    const timer = setTimeout(() => poll.answer(200, { ok: true, result: ready() }), timeout * 1000)
    bot.poll = poll
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://standin")
    const file = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname)
    if (file) {
      const f = byToken.has(file[1]!) ? filesByPath.get(file[2]!) : undefined
      if (!f) return failure(res, { error_code: 404, description: "Not Found" })
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": f.bytes.length })
      return void res.end(f.bytes)
    }
    const call = /^\/bot([^/]*)\/([A-Za-z]+)$/.exec(url.pathname)
    if (!call || !/^\d+:[\w-]+$/.test(call[1]!)) return failure(res, { error_code: 404, description: "Not Found" })
    const bot = byToken.get(call[1]!)
    if (!bot) return failure(res, { error_code: 401, description: "Unauthorized" })
    const method = call[2]!
    bot.calls.set(method, (bot.calls.get(method) ?? 0) + 1)
    try {
      const p = await paramsOf(req, url)
      const queued = bot.failures.get(method)?.shift()
      if (queued) return failure(res, queued)
      if (method === "getUpdates") return getUpdates(bot, p, res)
      const run = methods[method]
      if (!run) return failure(res, { error_code: 404, description: "Not Found: method not found" })
      answer(res, 200, { ok: true, result: run(bot, p) })
    } catch (e) {
      if (e instanceof ApiError) return failure(res, e.error)
      problems.push(`${method}: ${(e as Error).message}`)
      failure(res, { error_code: 400, description: `Bad Request: ${(e as Error).message}` })
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      problems.push(`request: ${(e as Error).message}`)
      if (!res.headersSent) failure(res, { error_code: 500, description: "Internal Server Error" })
    })
  })
  server.on("connection", (s) => {
    sockets.add(s)
    s.on("close", () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    addBot,
    customer: (chatId, name, token) => makeCustomer(botOf(token), chatId, name),
    received: (chatId, token) =>
      [...(botOf(token).chats.get(chatId)?.messages.values() ?? [])].filter((m) => m.fromBot),
    failNext: (method, error, token) => {
      const bot = botOf(token)
      bot.failures.set(method, [...(bot.failures.get(method) ?? []), error])
    },
    revoke: (token) => {
      const bot = byToken.get(token)
      byToken.delete(token)
      bot?.poll?.answer(401, { ok: false, error_code: 401, description: "Unauthorized" })
    },
    calls: (method, token) => botOf(token).calls.get(method) ?? 0,
    polling: (token) => (botOf(token).poll ? 1 : 0),
    pending: (token) => botOf(token).updates.length,
    errors: () => [...problems],
    close: async () => {
      for (const bot of byToken.values()) bot.poll?.answer(200, { ok: true, result: [] })
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }
}
