// Request contracts of the ticket workspace (runtime/api/workspace.md): ticket creation and
// actions, mass actions, message operations, queues and tags.
import { z } from "zod"
import { TicketStatus } from "../ticket/ticket"
import { HexColor, Id as AnyId } from "./common"
import { queryInt, queryList, queryOptionalString } from "./query"
import { TemplateSend } from "./templates"

/** Record ids are 32-bit in the store: a larger one cannot exist. */
const Id = AnyId.max(2_147_483_647)

/** `POST /tickets`: a ticket for a contact; open and attended by the caller unless pending. */
export const TicketCreate = z.object({
  contactId: Id,
  status: z.enum(["open", "pending"]).default("open"),
  queueId: Id.nullable().optional(),
  userId: Id.nullable().optional(),
  whatsappId: Id.optional()
})
export type TicketCreate = z.infer<typeof TicketCreate>

/** `PUT /tickets/{id}`: status and/or owner and queue; `newTicket` makes a transfer open a new ticket. */
export const TicketAction = z
  .object({
    status: TicketStatus.optional(),
    userId: Id.nullable().optional(),
    queueId: Id.nullable().optional(),
    newTicket: z.boolean().optional()
  })
  .refine((u) => u.status !== undefined || u.userId !== undefined || u.queueId !== undefined, {
    message: "Give a status, a userId or a queueId"
  })
export type TicketAction = z.infer<typeof TicketAction>

/** `PUT /tickets/{id}/tags`: the ticket's tags, the whole list (up to 100 of the tenant's tags). */
export const TicketTagsBody = z.object({ tagIds: z.array(Id).max(100) })

const activeStatuses = z
  .array(z.enum(["open", "pending"]))
  .min(1)
  .default(["open", "pending"])

/** `POST /tickets/mass-transfer` (administrators): every open/pending ticket of the origin. */
export const MassTransfer = z
  .object({
    fromUserId: Id.optional(),
    fromQueueId: Id.optional(),
    toUserId: Id.optional(),
    toQueueId: Id.optional(),
    status: activeStatuses
  })
  .refine((m) => (m.fromUserId === undefined) !== (m.fromQueueId === undefined), {
    message: "Give fromUserId or fromQueueId",
    path: ["fromUserId"]
  })
  .refine((m) => m.toUserId !== undefined || m.toQueueId !== undefined, {
    message: "Give toUserId and/or toQueueId",
    path: ["toUserId"]
  })
export type MassTransfer = z.infer<typeof MassTransfer>

/** `POST /tickets/mass-resolve` (administrators). */
export const MassResolve = z
  .object({ userId: Id.optional(), queueId: Id.optional(), status: activeStatuses })
  .refine((m) => (m.userId === undefined) !== (m.queueId === undefined), {
    message: "Give userId or queueId",
    path: ["userId"]
  })
export type MassResolve = z.infer<typeof MassResolve>

/**
 * A sender's idempotency key: the body's `clientId` or the `Idempotency-Key` header (they must agree
 * when both are given). A retry with the same key, by the same author on the same ticket, answers
 * the message stored the first time.
 */
export const ClientId = z.string().regex(/^[A-Za-z0-9_:.-]{1,64}$/, "1 to 64 letters, digits, _ : . or -")

/** `POST /messages/{ticketId}` JSON body (multipart forms carry the same fields as text). */
export const SendMessageBody = z.object({
  body: z.string().trim().max(4096).default(""),
  clientId: ClientId.optional(),
  quotedMsgId: Id.optional(),
  /** A future time: the message is scheduled instead of sent. */
  scheduleDate: z.iso.datetime({ offset: true }).optional(),
  /** Signature wish when the administrator leaves it to the sender. */
  sign: z.boolean().optional(),
  /** A Cloud API channel's approved template and its variables' values (the body is then ignored). */
  template: TemplateSend.optional()
})
export type SendMessageBody = z.infer<typeof SendMessageBody>

export const EditMessage = z.object({ body: z.string().trim().min(1).max(4096) })

/** A ticket note (spec part 1 §3 "Note"), runtime/api/workspace.md "Notes". */
export const NoteCreate = z.object({ body: z.string().trim().min(1).max(4000) })
export const ReactMessage = z.object({ reaction: z.string().max(16) })
export const TranscriptionToggle = z.object({ enabled: z.boolean().optional() })

export const FORWARD_MAX = 10

const idOrRef = z.union([Id, z.object({ id: Id })]).transform((v) => (typeof v === "number" ? v : v.id))

/** `POST /forward-messages/`: up to 10 messages to a contact. */
export const ForwardMessages = z
  .object({
    messages: z.array(idOrRef).min(1),
    contact: z.object({ id: Id }).optional(),
    contactId: Id.optional(),
    clientId: ClientId.optional()
  })
  .refine((f) => f.contact !== undefined || f.contactId !== undefined, {
    message: "Give the contact",
    path: ["contact"]
  })
export type ForwardMessages = z.infer<typeof ForwardMessages>

/** `GET /messages/count-all` query. */
export const MessageCountQuery = z.object({
  dateStart: queryOptionalString().pipe(
    z.iso
      .date()
      .or(z.iso.datetime({ offset: true }))
      .optional()
  ),
  dateEnd: queryOptionalString().pipe(
    z.iso
      .date()
      .or(z.iso.datetime({ offset: true }))
      .optional()
  ),
  /** "true": only the agents' messages; "false": only the customers'; absent: both. */
  fromMe: queryOptionalString().pipe(z.enum(["true", "false"]).optional()),
  ticketId: queryInt(0, 0).pipe(z.number().max(2_147_483_647)).optional(),
  status: queryList(TicketStatus, () => [])
})
export type MessageCountQuery = z.infer<typeof MessageCountQuery>

export const QueueInput = z.object({ name: z.string().trim().min(1).max(80), active: z.boolean().default(true) })
export const QueuePatch = z.object({
  name: z.string().trim().min(1).max(80).optional(),
  active: z.boolean().optional()
})
export const TagInput = z.object({
  name: z.string().trim().min(1).max(60),
  color: HexColor.default("#888888"),
  active: z.boolean().default(true)
})
export const TagPatch = z.object({
  name: z.string().trim().min(1).max(60).optional(),
  color: HexColor.optional(),
  active: z.boolean().optional()
})
