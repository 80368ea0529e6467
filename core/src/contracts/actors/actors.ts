// Every actor kind with its commands and replies: what `ask` is typed with on the sending side and
// what the bus edge decodes with on the receiving side (runtime/src/platform/actors/commandEdge.ts).
import type { z } from "zod"
import { ChannelCommand, ChannelReplies } from "./channelCommands"
import { TenantCommand, TenantReplies } from "./tenantCommands"
import { TicketCommand, TicketReplies } from "./ticketCommands"

export const actorCommands = { ticket: TicketCommand, channel: ChannelCommand, tenant: TenantCommand } as const
export const actorReplies = { ticket: TicketReplies, channel: ChannelReplies, tenant: TenantReplies } as const

export type ActorKind = keyof typeof actorCommands

export const isActorKind = (kind: unknown): kind is ActorKind =>
  typeof kind === "string" && Object.hasOwn(actorCommands, kind)

type Replies = typeof actorReplies

/** The commands an actor of `K` accepts. */
export type CommandOf<K extends ActorKind> = {
  ticket: TicketCommand
  channel: ChannelCommand
  tenant: TenantCommand
}[K]

/** The value an actor of `K` answers command `T` with. */
export type ReplyOf<K extends ActorKind, T extends string> = T extends keyof Replies[K]
  ? Replies[K][T] extends z.ZodType
    ? z.output<Replies[K][T]>
    : never
  : never

/** One line per zod issue, `path: message` (the root is "(payload)"). */
const describe = (issues: ReadonlyArray<z.core.$ZodIssue>) =>
  issues.map((i) => `${i.path.length ? i.path.join(".") : "(payload)"}: ${i.message}`).join("; ")

type Accepted<K extends ActorKind> = { readonly ok: true; readonly kind: K; readonly command: CommandOf<K> }
type Refused = { readonly ok: false; readonly issue: string }
export type Decoded = { [K in ActorKind]: Accepted<K> }[ActorKind] | Refused

const refused = (issues: ReadonlyArray<z.core.$ZodIssue>): Refused => ({ ok: false, issue: describe(issues) })

const decoderOf =
  <K extends ActorKind>(kind: K, schema: z.ZodType<CommandOf<K>>) =>
  (payload: unknown): Accepted<K> | Refused => {
    const r = schema.safeParse(payload)
    return r.success ? { ok: true, kind, command: r.data } : refused(r.error.issues)
  }

const decoders: { readonly [K in ActorKind]: (payload: unknown) => Accepted<K> | Refused } = {
  ticket: decoderOf("ticket", actorCommands.ticket),
  channel: decoderOf("channel", actorCommands.channel),
  tenant: decoderOf("tenant", actorCommands.tenant)
}

/** A command as it came off the bus, decoded with its kind's union (unknown keys are dropped). */
export const decodeCommand = (kind: unknown, payload: unknown): Decoded =>
  isActorKind(kind)
    ? decoders[kind](payload)
    : { ok: false, issue: `kind: not an actor kind (${String(JSON.stringify(kind)).slice(0, 40)})` }

/** The key of a conversation's (ticket) actor: `<channelId>:<externalId>`. */
export const conversationKey = (channelId: number, externalId: string) => `${channelId}:${externalId}`
