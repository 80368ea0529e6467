// Typebot connections (spec part 2: the channel's "typebot settings (enabled, name, restart, invalid
// message)" and the screen /configuracoes/typebotapi), issue 14 item 4. A tenant keeps its Typebot
// bots here (the server's base URL, the bot's public id, an optional API token kept sealed); a
// channel names one (`ChannelPatch.typebotId`) and its new tickets talk to that bot through
// Typebot's chat API (startChat, continueChat) until the bot's conversation ends. The runtime's
// routes and the settings screen parse with these. Keep changes additive.
import { z } from "zod"
import { Id } from "./common"

export const TYPEBOT_NAME_MAX = 100
export const TYPEBOT_URL_MAX = 500
export const TYPEBOT_PUBLIC_ID_MAX = 200
export const TYPEBOT_TOKEN_MAX = 500
export const TYPEBOT_KEYWORD_MAX = 50
export const TYPEBOT_MESSAGE_MAX = 1000

/** What the server shows: never the token, only whether one is stored. */
export const TypebotView = z.object({
  id: Id,
  name: z.string(),
  enabled: z.boolean(),
  /** The Typebot server, e.g. https://typebot.io (the chat API is under /api/v1). */
  baseUrl: z.string(),
  /** The bot's public id (Share → API in Typebot's editor). */
  publicId: z.string(),
  /** The customer's word that starts the bot's conversation over; "" for none. */
  restartKeyword: z.string(),
  /** Sent when a choice's answer is neither one of its numbers nor one of its labels. */
  invalidMessage: z.string(),
  tokenSet: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string()
})
export type TypebotView = z.infer<typeof TypebotView>

const BaseUrl = z
  .string()
  .trim()
  .min(1)
  .max(TYPEBOT_URL_MAX)
  .url()
  .refine((s) => /^https?:\/\//i.test(s), "Only http and https URLs")
  .transform((s) => s.replace(/\/+$/, ""))

const fields = {
  name: z.string().trim().min(1).max(TYPEBOT_NAME_MAX),
  enabled: z.boolean(),
  baseUrl: BaseUrl,
  publicId: z
    .string()
    .trim()
    .min(1)
    .max(TYPEBOT_PUBLIC_ID_MAX)
    .regex(/^[A-Za-z0-9_-]+$/, "Letters, digits, - and _ only"),
  restartKeyword: z.string().trim().max(TYPEBOT_KEYWORD_MAX),
  invalidMessage: z.string().trim().max(TYPEBOT_MESSAGE_MAX),
  /** A new token; "" or left out keeps the stored one. */
  token: z.string().trim().max(TYPEBOT_TOKEN_MAX),
  /** True drops the stored token. */
  clearToken: z.boolean()
}

/** `POST /typebots`. */
export const TypebotInput = z.object({
  name: fields.name,
  enabled: fields.enabled.optional(),
  baseUrl: fields.baseUrl,
  publicId: fields.publicId,
  restartKeyword: fields.restartKeyword.optional(),
  invalidMessage: fields.invalidMessage.optional(),
  token: fields.token.optional()
})
export type TypebotInput = z.infer<typeof TypebotInput>

/** `PUT /typebots/:id`: the fields given replace the stored ones. */
export const TypebotPatch = z.object({
  name: fields.name.optional(),
  enabled: fields.enabled.optional(),
  baseUrl: fields.baseUrl.optional(),
  publicId: fields.publicId.optional(),
  restartKeyword: fields.restartKeyword.optional(),
  invalidMessage: fields.invalidMessage.optional(),
  token: fields.token.optional(),
  clearToken: fields.clearToken.optional()
})
export type TypebotPatch = z.infer<typeof TypebotPatch>
