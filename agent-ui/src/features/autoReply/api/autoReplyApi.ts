import type {
  AutoReply,
  AutoReplyActionCreate,
  AutoReplyActionPatch,
  AutoReplyCreate,
  AutoReplyPatch,
  AutoReplyStepCreate,
  AutoReplyStepPatch
} from "@atende/core/contracts/autoReply"
import { apiRequest } from "../../../lib/api"

// The auto-reply calls (issue 14 item 1): every signed-in user reads, administrators write. Each
// write answers the whole auto-reply, its steps and their actions.

type In<T> = { [K in keyof T]?: T[K] }

export function listAutoReplies(): Promise<AutoReply[]> {
  return apiRequest<AutoReply[]>("GET", "/auto-reply")
}

export function createAutoReply(body: In<AutoReplyCreate>): Promise<AutoReply> {
  return apiRequest<AutoReply>("POST", "/auto-reply", { body })
}

export function updateAutoReply(id: number, body: AutoReplyPatch): Promise<AutoReply> {
  return apiRequest<AutoReply>("PUT", `/auto-reply/${id}`, { body })
}

/** 409 ERR_AUTO_REPLY_RELATIONED_TICKET while a ticket runs in it. */
export function deleteAutoReply(id: number): Promise<AutoReply> {
  return apiRequest<AutoReply>("DELETE", `/auto-reply/${id}`)
}

/** 409 ERR_AUTO_REPLY_INITIAL_STEP_EXISTS for a second initial step. */
export function createStep(id: number, body: In<AutoReplyStepCreate>): Promise<AutoReply> {
  return apiRequest<AutoReply>("POST", `/auto-reply/${id}/steps`, { body })
}

export function updateStep(id: number, stepId: number, body: AutoReplyStepPatch): Promise<AutoReply> {
  return apiRequest<AutoReply>("PUT", `/auto-reply/${id}/steps/${stepId}`, { body })
}

export function deleteStep(id: number, stepId: number): Promise<AutoReply> {
  return apiRequest<AutoReply>("DELETE", `/auto-reply/${id}/steps/${stepId}`)
}

export function createAction(id: number, stepId: number, body: In<AutoReplyActionCreate>): Promise<AutoReply> {
  return apiRequest<AutoReply>("POST", `/auto-reply/${id}/steps/${stepId}/actions`, { body })
}

export function updateAction(
  id: number,
  stepId: number,
  actionId: number,
  body: AutoReplyActionPatch
): Promise<AutoReply> {
  return apiRequest<AutoReply>("PUT", `/auto-reply/${id}/steps/${stepId}/actions/${actionId}`, { body })
}

export function deleteAction(id: number, stepId: number, actionId: number): Promise<AutoReply> {
  return apiRequest<AutoReply>("DELETE", `/auto-reply/${id}/steps/${stepId}/actions/${actionId}`)
}
