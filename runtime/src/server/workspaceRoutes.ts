/** The ticket workspace calls beyond the ticket routes: see runtime/api/workspace.md. */
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { activeQueues, adminQueueRoutes } from "../features/queues/index"
import { activeTags, adminTagRoutes } from "../features/tags/index"
import { authenticate, handle } from "../platform/http/edge"
import {
  forwardRoute,
  countRoute,
  listRoute,
  sendRoute,
  cancelScheduledRoute,
  deleteRoute,
  editRoute,
  reactRoute,
  resendRoute,
  transcribeRoute
} from "../features/messages/index"
import { addNoteRoute, allNotesRoute, deleteNoteRoute, listNotesRoute } from "../features/notes/index"
import { quickMessageRoutes } from "../features/quickMessages/index"
import { internalChatRoutes } from "../features/internalChat/index"
import { contactRoutes } from "../features/contacts/index"
import { settingsRoutes } from "../features/settings/index"

/** Active queues and tags of the caller's tenant, for the agent UI's filters and pickers. */
const listOf = <A, E, R>(active: (tenantId: number) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(authenticate, (claims) => active(claims.tenantId))

export const workspaceRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/messages/count-all", handle(countRoute)),
  HttpRouter.get("/messages/:id", handle(listRoute)),
  HttpRouter.post("/messages/:id", handle(sendRoute)),
  HttpRouter.del("/messages/:id", handle(deleteRoute)),
  HttpRouter.post("/messages/:id/transcribe", handle(transcribeRoute)),
  HttpRouter.post("/messages/:id/resend", handle(resendRoute)),
  HttpRouter.post("/messagesEdit/:id", handle(editRoute)),
  HttpRouter.post("/messagesReaction/:id", handle(reactRoute)),
  HttpRouter.post("/forward-messages", handle(forwardRoute)),
  HttpRouter.del("/scheduled-messages/:id", handle(cancelScheduledRoute)),
  HttpRouter.get("/notes", handle(allNotesRoute)),
  HttpRouter.get("/tickets/:ticketId/notes", handle(listNotesRoute)),
  HttpRouter.post("/tickets/:ticketId/notes", handle(addNoteRoute)),
  HttpRouter.del("/tickets/:ticketId/notes/:noteId", handle(deleteNoteRoute)),
  HttpRouter.get("/queues", handle(listOf(activeQueues))),
  HttpRouter.get("/tags", handle(listOf(activeTags))),
  HttpRouter.concat(settingsRoutes),
  HttpRouter.concat(adminQueueRoutes),
  HttpRouter.concat(HttpRouter.concat(adminTagRoutes, internalChatRoutes)),
  // pipe takes 20 steps at most: the contacts ride with the quick messages
  HttpRouter.concat(HttpRouter.concat(quickMessageRoutes, contactRoutes))
)
