import type { ChannelView } from "@atende/core/contracts/channels"
import type { ServiceWindow, Template, TemplateInput, TemplateSend } from "@atende/core/contracts/templates"
import type { Message } from "@atende/core/message/message"
import { apiRequest } from "../../../lib/api"

// The templates calls (runtime/api/waba.md "Templates"): every user lists a channel's templates
// (the composer offers the approved ones); administrators create, sync and delete them.

/**
 * Whether a channel type has templates and the 24-hour window: WhatsApp Cloud API (waba) and
 * 360dialog (waba360).
 */
export function hasTemplates(type: string): boolean {
  return type === "waba" || type === "waba360"
}

/** The tenant's channels that have templates (GET /channels, administrators). */
export async function listTemplateChannels(): Promise<ChannelView[]> {
  const all = await apiRequest<ChannelView[]>("GET", "/channels")
  return all.filter((channel) => hasTemplates(channel.type))
}

/** `status`: APPROVED keeps the approved ones (the composer's offer). */
export function listTemplates(channelId: number, status?: "APPROVED"): Promise<Template[]> {
  return apiRequest<Template[]>("GET", `/channels/${channelId}/templates`, { query: { status } })
}

/**
 * Submits a template to Meta; it comes back PENDING until Meta's review. 400
 * ERR_TEMPLATE_VARIABLES_MISMATCH (`field`: header.examples or body.examples), ERR_VALIDATION
 * (`issues[].field`, also Meta refusing the template, under `name`).
 */
export function createTemplate(channelId: number, body: TemplateInput): Promise<Template> {
  return apiRequest<Template>("POST", `/channels/${channelId}/templates`, { body })
}

/** Reads Meta's list again (the status check): answers the channel's templates as Meta has them. */
export function syncTemplates(channelId: number): Promise<Template[]> {
  return apiRequest<Template[]>("POST", `/channels/${channelId}/templates/sync`)
}

/** 422 ERR_DELETING_TEMPLATE (`detail`: Meta's words) when Meta refuses; nothing changes then. */
export function deleteTemplate(channelId: number, templateId: number): Promise<Template> {
  return apiRequest<Template>("DELETE", `/channels/${channelId}/templates/${templateId}`)
}

export function getServiceWindow(ticketId: number): Promise<ServiceWindow> {
  return apiRequest<ServiceWindow>("GET", `/tickets/${ticketId}/service-window`)
}

/** Sends an approved template; `clientId` (also the Idempotency-Key) makes a retry store nothing more. */
export function sendTemplate(ticketId: number, template: TemplateSend, clientId: string): Promise<Message> {
  return apiRequest<Message>("POST", `/messages/${ticketId}`, {
    body: { template, clientId },
    headers: { "Idempotency-Key": clientId }
  })
}
