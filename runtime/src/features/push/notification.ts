/**
 * What a live event becomes as a push notification, and who gets it: a customer's message (new
 * ticket or not) goes to every device of the users who may see the ticket (the same rule as the
 * ticket list and the live feed), unless they disabled all notifications, or group ones for a
 * group ticket. Agents' own replies notify nobody.
 */
import type { PushNotification } from "@atende/core/contracts/push"
import { canSee, type ScopedTicket, type VisibilitySettings } from "../tickets/index"
import type { PushTarget } from "./subscriptions"

export const VIBRATE = [200, 100, 200]

type NotifiedTicket = ScopedTicket & {
  readonly id: number
  readonly isGroup?: boolean
  readonly contact?: { readonly name?: string }
}
type ChatCreate = {
  readonly type?: string
  readonly ticket?: NotifiedTicket | null
  readonly message?: { readonly fromMe?: boolean; readonly body?: string; readonly mediaType?: string | null }
  readonly created?: boolean
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

export const notificationFor = (
  tenantId: number,
  data: unknown
): { notification: PushNotification; ticket: NotifiedTicket } | undefined => {
  const d = data as ChatCreate | null
  if (d?.type !== "chat:create" || !d.ticket || !d.message || d.message.fromMe) return undefined
  const t = d.ticket
  const text = d.message.body || (d.message.mediaType ? `[${d.message.mediaType}]` : "")
  return {
    ticket: t,
    notification: {
      title: d.created ? "Novo atendimento" : "Nova mensagem",
      body: clip(`${t.contact?.name ?? "Contato"}: ${text}`, 160),
      url: `/#/atendimento/${t.id}`,
      tag: `ticket-${t.id}`,
      vibrate: VIBRATE,
      ticketId: t.id,
      tenantId
    }
  }
}

export const wantsPush = (
  target: PushTarget,
  ticket: NotifiedTicket,
  settings: VisibilitySettings | undefined
): boolean =>
  !target.disableAll &&
  !(target.disableGroup && ticket.isGroup) &&
  canSee(
    { userId: target.userId, profile: target.profile, queueIds: target.queueIds, ...(settings ? { settings } : {}) },
    ticket
  )
