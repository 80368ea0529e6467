/**
 * Typebot's chat API answers (startChat, continueChat: `{ sessionId?, messages, input?, ... }`) as
 * what the customer is sent: each bubble as a text (markdown as it is, rich text flattened, media
 * by URL), a choice input's items as numbered lines under the last bubble (as the chat-flow bot
 * shows buttons), and whether the bot's conversation is over (no input). Also how a customer's
 * answer maps to a choice: its number or its label.
 */
import { z } from "zod"

/** What the ticket actor does with an input once Typebot (or the handler) answered it. */
export type Answer =
  | {
      readonly type: "reply"
      readonly messages: ReadonlyArray<string>
      /** The choice Typebot waits on (labels), else null. */
      readonly choices: ReadonlyArray<string> | null
      /** No input: Typebot's conversation is over and the ticket waits for a person. */
      readonly ended: boolean
    }
  /** A choice's answer that is neither a number nor a label: the invalid message, and the choices again. */
  | { readonly type: "invalid"; readonly choices: ReadonlyArray<string> }
  /** Typebot could not be reached or refused: the ticket waits for a person. */
  | { readonly type: "failed"; readonly reason: string }

const Bubble = z
  .object({
    type: z.string(),
    content: z.unknown().optional()
  })
  .passthrough()

const Item = z.object({ id: z.string().optional(), content: z.string().optional() }).passthrough()

export const ChatResponse = z
  .object({
    sessionId: z.string().optional(),
    messages: z.array(Bubble).default([]),
    input: z
      .object({ type: z.string(), items: z.array(Item).optional() })
      .passthrough()
      .nullable()
      .optional()
  })
  .passthrough()
export type ChatResponse = z.infer<typeof ChatResponse>

/** The text of Slate rich text: a line per block, the leaves' text joined. */
const richText = (nodes: unknown): string => {
  if (!Array.isArray(nodes)) return ""
  const inline = (n: unknown): string => {
    if (!n || typeof n !== "object") return ""
    const o = n as { text?: unknown; children?: unknown }
    if (typeof o.text === "string") return o.text
    return Array.isArray(o.children) ? o.children.map(inline).join("") : ""
  }
  return nodes.map(inline).join("\n")
}

const bubbleText = (b: z.infer<typeof Bubble>): string => {
  const c = (b.content ?? {}) as Record<string, unknown>
  if (b.type === "text") {
    if (typeof c.markdown === "string") return c.markdown
    if (c.richText !== undefined) return richText(c.richText)
    if (typeof c.plainText === "string") return c.plainText
    return ""
  }
  return typeof c.url === "string" ? c.url : ""
}

export const numberedChoices = (choices: ReadonlyArray<string>) =>
  choices.map((label, n) => `${n + 1} - ${label}`).join("\n")

/** The reply the customer gets for a Typebot answer. */
export const replyOf = (r: ChatResponse): Extract<Answer, { type: "reply" }> => {
  const texts = r.messages.map(bubbleText).filter((t) => t.trim() !== "")
  const isChoice = r.input?.type === "choice input" || r.input?.type === "buttons input"
  const choices = isChoice ? (r.input?.items ?? []).map((i) => i.content ?? "").filter((s) => s !== "") : null
  const messages = [...texts]
  if (choices?.length) {
    const lines = numberedChoices(choices)
    if (messages.length) messages[messages.length - 1] = `${messages[messages.length - 1]}\n${lines}`
    else messages.push(lines)
  }
  return { type: "reply", messages, choices: choices?.length ? choices : null, ended: !r.input }
}

const norm = (s: string) => s.trim().toLocaleLowerCase()

/** The choice a customer's text names (its number or its label), or undefined. */
export const pickChoice = (choices: ReadonlyArray<string>, text: string): string | undefined => {
  const t = text.trim()
  if (/^\d+$/.test(t)) {
    const n = Number(t)
    if (n >= 1 && n <= choices.length) return choices[n - 1]
  }
  return choices.find((c) => norm(c) === norm(t))
}

/** Whether a customer's text is the connection's restart keyword. */
export const isRestart = (keyword: string, text: string) => keyword.trim() !== "" && norm(keyword) === norm(text)
