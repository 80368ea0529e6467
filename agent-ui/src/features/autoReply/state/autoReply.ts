import {
  AUTO_REPLY_DESCRIPTION_MAX,
  AUTO_REPLY_KEY_MAX,
  AUTO_REPLY_MESSAGE_MAX,
  AutoReplyActionCreate,
  AutoReplyCreate,
  AutoReplyStepCreate,
  type AutoReplyAction
} from "@atende/core/contracts/autoReply"
import type { z } from "zod"

// Pure rules of the /auto-resposta screen: the forms check with the server's own contracts, and
// an action's destination (next step, queue, user or none) is one choice in the form.

export type FieldProblem = "required" | "tooLong" | "invalid"
export type Problems = Partial<Record<string, FieldProblem>>

export const LIMITS = {
  description: AUTO_REPLY_DESCRIPTION_MAX,
  message: AUTO_REPLY_MESSAGE_MAX,
  key: AUTO_REPLY_KEY_MAX,
  replyMessage: AUTO_REPLY_MESSAGE_MAX
} as const

/** A contract's problems by top-level field. */
function problemsOf(schema: z.ZodType, value: unknown): Problems {
  const parsed = schema.safeParse(value)
  const problems: Problems = {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "")
    problems[field] ??= issue.code === "too_big" ? "tooLong" : issue.code === "too_small" ? "required" : "invalid"
  }
  return problems
}

export type ReplyForm = { description: string; active: boolean; testNumber: string }

export function replyProblems(form: ReplyForm): Problems {
  return problemsOf(AutoReplyCreate, form)
}

export function stepProblems(form: { message: string; initialStep: boolean }): Problems {
  return problemsOf(AutoReplyStepCreate, form)
}

export type Destination = "none" | "step" | "queue" | "user"
export type ActionForm = { key: string; destination: Destination; targetId: string; replyMessage: string }

export const emptyActionForm: ActionForm = { key: "", destination: "none", targetId: "", replyMessage: "" }

/** The form of a stored action. */
export function actionFormOf(action: AutoReplyAction): ActionForm {
  const [destination, target]: [Destination, number | null] =
    action.nextStepId !== null
      ? ["step", action.nextStepId]
      : action.queueId !== null
        ? ["queue", action.queueId]
        : action.userId !== null
          ? ["user", action.userId]
          : ["none", null]
  return {
    key: action.key,
    destination,
    targetId: target === null ? "" : String(target),
    replyMessage: action.replyMessage
  }
}

/** The body the server takes: the destination chosen as its one id, the others null. */
export function actionBody(form: ActionForm) {
  const id = form.destination === "none" || form.targetId === "" ? null : Number(form.targetId)
  return {
    key: form.key.trim(),
    nextStepId: form.destination === "step" ? id : null,
    queueId: form.destination === "queue" ? id : null,
    userId: form.destination === "user" ? id : null,
    replyMessage: form.replyMessage.trim()
  }
}

/** The action form's problems: the contract's, and a destination chosen without its target. */
export function actionProblems(form: ActionForm): Problems {
  const problems = problemsOf(AutoReplyActionCreate, actionBody(form))
  if (form.destination !== "none" && form.targetId === "") problems.targetId = "required"
  return problems
}

/** The fields an ERR_VALIDATION answer names (`issues[].field`); a destination's id is the target. */
export function serverProblems(extra: Record<string, unknown>): Problems {
  const problems: Problems = {}
  const issues = Array.isArray(extra.issues) ? (extra.issues as { field?: unknown }[]) : []
  for (const issue of issues) {
    const field = typeof issue.field === "string" ? issue.field : ""
    const name = ["nextStepId", "queueId", "userId"].includes(field) ? "targetId" : field
    if (name) problems[name] = "invalid"
  }
  return problems
}

/** Short text of a step for lists and selects: its first line, cut. */
export function stepLabel(message: string, max = 40): string {
  const line = message.split(/\r?\n/)[0]?.trim() ?? ""
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}
