/**
 * The queues and users a flow hands tickets to (conditions' actions and the limit action) must be the
 * tenant's own: a flow naming another company's queue or user is ERR_VALIDATION at that field, so a
 * bot can never route a ticket out of its tenant. Its files must be the tenant's too (uploaded with
 * `POST /chat-flows/media`), so a bot never sends another company's file.
 */
import type { FlowAction, FlowDocument } from "@atende/core/contracts/chatFlows"
import { Effect } from "effect"
import { AppError } from "../../../platform/http/AppError"
import { tenantMediaIds, tenantQueueIds, tenantUserIds } from "../store/ChatFlows"

type Target = { readonly kind: "queue" | "user"; readonly id: number; readonly field: string }

const targetOf = (action: FlowAction, field: string): Target[] =>
  action.type === "queue"
    ? [{ kind: "queue", id: action.queueId, field: `${field}.queueId` }]
    : action.type === "user"
      ? [{ kind: "user", id: action.userId, field: `${field}.userId` }]
      : []

/** Every queue and user the document names, with the path of each (under `prefix`). */
export const flowTargets = (doc: FlowDocument, prefix: string): Target[] => [
  ...targetOf(doc.settings.limitAction, `${prefix}.settings.limitAction`),
  ...doc.nodes.flatMap((n, i) =>
    n.type === "step"
      ? n.data.conditions.flatMap((c, j) => targetOf(c.action, `${prefix}.nodes.${i}.data.conditions.${j}.action`))
      : []
  )
]

export const checkTargets = (tenantId: number, doc: FlowDocument, prefix: string) =>
  Effect.gen(function* () {
    const targets = flowTargets(doc, prefix)
    const ids = (kind: Target["kind"]) => [...new Set(targets.filter((t) => t.kind === kind).map((t) => t.id))]
    const queues = yield* tenantQueueIds(tenantId, ids("queue"))
    const users = yield* tenantUserIds(tenantId, ids("user"))
    const media = doc.nodes.flatMap((n, i) =>
      n.type === "step"
        ? n.data.interactions.flatMap((x, j) =>
            x.type === "media"
              ? [{ id: x.url.slice("/media/".length), field: `${prefix}.nodes.${i}.data.interactions.${j}.url` }]
              : []
          )
        : []
    )
    const files = yield* tenantMediaIds(tenantId, [...new Set(media.map((m) => m.id))])
    const issues = [
      ...targets
        .filter((t) => !(t.kind === "queue" ? queues : users).has(t.id))
        .map((t) => ({ field: t.field, message: t.kind === "queue" ? "Unknown queue" : "Unknown user" })),
      ...media.filter((m) => !files.has(m.id)).map((m) => ({ field: m.field, message: "Unknown file" }))
    ]
    if (issues.length) return yield* new AppError({ code: "ERR_VALIDATION", extra: { issues } })
  })
