// Auto-reply flows (spec part 2 §3 "Auto-reply flow": description, active, test number; steps with a
// message and the initial-step flag; step actions: key, next step, queue, user, return message;
// §4/§5: one initial step per auto-reply), issue 14 item 1. The runtime's routes (`/auto-reply`)
// and the agent UI's screen (/auto-resposta) parse with these.
import { z } from "zod"
import { Id } from "./common"

export const AUTO_REPLY_DESCRIPTION_MAX = 200
/** A step's and a return message's text is sent as a message: the same limit as a message's body. */
export const AUTO_REPLY_MESSAGE_MAX = 4096
export const AUTO_REPLY_KEY_MAX = 100

/** What the customer's answer to a step leads to (at most one destination: a step, a queue or a user). */
export const AutoReplyAction = z.object({
  id: Id,
  stepId: Id,
  /** The answer that triggers it (compared without accents or case by whoever runs the flow). */
  key: z.string(),
  nextStepId: Id.nullable(),
  queueId: Id.nullable(),
  userId: Id.nullable(),
  /** Sent back to the customer when the action is taken ("" for none). */
  replyMessage: z.string()
})
export type AutoReplyAction = z.infer<typeof AutoReplyAction>

export const AutoReplyStep = z.object({
  id: Id,
  autoReplyId: Id,
  message: z.string(),
  initialStep: z.boolean(),
  actions: z.array(AutoReplyAction)
})
export type AutoReplyStep = z.infer<typeof AutoReplyStep>

/** An auto-reply as the API answers it (times ISO), its steps in creation order. */
export const AutoReply = z.object({
  id: Id,
  description: z.string(),
  active: z.boolean(),
  testNumber: z.string().nullable(),
  steps: z.array(AutoReplyStep),
  createdAt: z.string(),
  updatedAt: z.string()
})
export type AutoReply = z.infer<typeof AutoReply>

const TestNumber = z
  .string()
  .trim()
  .transform((s) => s.replace(/^\+/, "").replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\d{8,15}$/, "Phone numbers have 8 to 15 digits"))

/** A blank test number means none. */
const OptionalTestNumber = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  TestNumber.nullable()
)

const Description = z.string().trim().min(1).max(AUTO_REPLY_DESCRIPTION_MAX)
const Message = z.string().trim().min(1).max(AUTO_REPLY_MESSAGE_MAX)
const someField = (p: Record<string, unknown>) => Object.values(p).some((v) => v !== undefined)

/** `POST /auto-reply`: the description; active (default true) and the test number (default none). */
export const AutoReplyCreate = z.object({
  description: Description,
  active: z.boolean().default(true),
  testNumber: OptionalTestNumber.default(null)
})
export type AutoReplyCreate = z.infer<typeof AutoReplyCreate>

/** `PUT /auto-reply/{id}`: the fields given change. */
export const AutoReplyPatch = z
  .object({
    description: Description.optional(),
    active: z.boolean().optional(),
    testNumber: OptionalTestNumber.optional()
  })
  .refine(someField, { message: "Give at least one field" })
export type AutoReplyPatch = z.infer<typeof AutoReplyPatch>

/** `POST /auto-reply/{id}/steps`: the message and whether it is the initial step (one per auto-reply). */
export const AutoReplyStepCreate = z.object({ message: Message, initialStep: z.boolean().default(false) })
export type AutoReplyStepCreate = z.infer<typeof AutoReplyStepCreate>

/** `PUT /auto-reply/{id}/steps/{stepId}`. */
export const AutoReplyStepPatch = z
  .object({ message: Message.optional(), initialStep: z.boolean().optional() })
  .refine(someField, { message: "Give at least one field" })
export type AutoReplyStepPatch = z.infer<typeof AutoReplyStepPatch>

const destinations = (a: { nextStepId?: unknown; queueId?: unknown; userId?: unknown }) =>
  [a.nextStepId, a.queueId, a.userId].filter((v) => v !== undefined && v !== null).length

const actionFields = {
  key: z.string().trim().min(1).max(AUTO_REPLY_KEY_MAX),
  nextStepId: Id.nullable(),
  queueId: Id.nullable(),
  userId: Id.nullable(),
  replyMessage: z.string().trim().max(AUTO_REPLY_MESSAGE_MAX)
}
const oneDestination = {
  message: "Choose at most one of next step, queue and user",
  path: ["nextStepId"]
}

/**
 * `POST /auto-reply/{id}/steps/{stepId}/actions`: the key and at most one destination (the next
 * step, of the same auto-reply and not the step itself; a queue or a user of the tenant), and the
 * return message.
 */
export const AutoReplyActionCreate = z
  .object({
    key: actionFields.key,
    nextStepId: actionFields.nextStepId.default(null),
    queueId: actionFields.queueId.default(null),
    userId: actionFields.userId.default(null),
    replyMessage: actionFields.replyMessage.default("")
  })
  .refine((a) => destinations(a) <= 1, oneDestination)
export type AutoReplyActionCreate = z.infer<typeof AutoReplyActionCreate>

/** `PUT …/actions/{actionId}`: the fields given change (a destination given replaces the other two). */
export const AutoReplyActionPatch = z
  .object({
    key: actionFields.key.optional(),
    nextStepId: actionFields.nextStepId.optional(),
    queueId: actionFields.queueId.optional(),
    userId: actionFields.userId.optional(),
    replyMessage: actionFields.replyMessage.optional()
  })
  .refine(someField, { message: "Give at least one field" })
  .refine((a) => destinations(a) <= 1, oneDestination)
export type AutoReplyActionPatch = z.infer<typeof AutoReplyActionPatch>
