/** The ticket workspace calls beyond the ticket routes: see runtime/api/workspace.md. */
import { HttpRouter } from "@effect/platform"
import { Effect } from "effect"
import { SqlClient } from "@effect/sql"
import { adminQueueRoutes, toQueue } from "../features/queues/index"
import { adminTagRoutes, toTag } from "../features/tags/index"
import { authenticate, handle } from "../platform/http/edge"
import { forwardRoute, countRoute, listRoute, sendRoute, cancelScheduledRoute, deleteRoute, editRoute, reactRoute, transcribeRoute } from "../features/messages/index"
import { addNoteRoute, deleteNoteRoute, listNotesRoute } from "../features/notes/index"
import { settingsRoutes } from "../features/settings/index"

/** Active queues and tags of the caller's tenant, for the agent UI's filters and pickers. */
const listOf = (table: "queues" | "tags") =>
  Effect.gen(function* () {
    const claims = yield* authenticate
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT * FROM ${sql.literal(table)} WHERE tenant_id = ${claims.tenantId} AND active = 1 ORDER BY name, id`
    return rows.map(table === "queues" ? toQueue : toTag)
  })

export const workspaceRoutes = HttpRouter.empty.pipe(
  HttpRouter.get("/messages/count-all", handle(countRoute)),
  HttpRouter.get("/messages/:id", handle(listRoute)),
  HttpRouter.post("/messages/:id", handle(sendRoute)),
  HttpRouter.del("/messages/:id", handle(deleteRoute)),
  HttpRouter.post("/messages/:id/transcribe", handle(transcribeRoute)),
  HttpRouter.post("/messagesEdit/:id", handle(editRoute)),
  HttpRouter.post("/messagesReaction/:id", handle(reactRoute)),
  HttpRouter.post("/forward-messages", handle(forwardRoute)),
  HttpRouter.del("/scheduled-messages/:id", handle(cancelScheduledRoute)),
  HttpRouter.get("/tickets/:ticketId/notes", handle(listNotesRoute)),
  HttpRouter.post("/tickets/:ticketId/notes", handle(addNoteRoute)),
  HttpRouter.del("/tickets/:ticketId/notes/:noteId", handle(deleteNoteRoute)),
  HttpRouter.get("/queues", handle(listOf("queues"))),
  HttpRouter.get("/tags", handle(listOf("tags"))),
  HttpRouter.concat(settingsRoutes),
  HttpRouter.concat(adminQueueRoutes),
  HttpRouter.concat(adminTagRoutes)
)
