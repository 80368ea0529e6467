/**
 * Deleting a user (spec part 1 §5): never oneself, and another active user of the tenant
 * inherits every ticket. One transaction: tickets move (with a transfer log and a live
 * `ticket:update` each), the user is soft-deleted (its name stays on history), its queues, push
 * devices and sessions go (a session still open answers ERR_USER_DELETED), and the dashboard's
 * figures are rebuilt from the history (the tickets moved outside their actor). Events go out after
 * commit.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { publishEvents } from "../../../platform/live/EventRelay"
import { AppError } from "../../../platform/http/AppError"
import { appendEvent, type LiveEvent } from "../../../platform/store/Events"
import { nowMillis } from "../../../platform/clock/index"
import { scheduleRebuild } from "../../dashboard/index"
import { getTicket } from "../../tickets/index"
import { logTransfer, reassignTickets, softDeleteUser, ticketIdsOfUser } from "../store/UserDeletion"
import { getUser, publicUser, userQueues } from "../store/Users"

export type DeleteUser = {
  readonly tenantId: number
  readonly byUserId: number | null
  readonly userId: number
  readonly newUserId?: number | undefined
}

export const deleteUser = (cmd: DeleteUser) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (cmd.userId === cmd.byUserId) return yield* new AppError({ code: "ERR_USER_CANNOT_DELETE_SELF" })
    const user = yield* getUser(cmd.tenantId, cmd.userId)
    if (!user) return yield* new AppError({ code: "ERR_NO_USER_FOUND" })
    if (cmd.newUserId === undefined || cmd.newUserId === cmd.userId)
      return yield* new AppError({ code: "ERR_INHERITING_USER_REQUIRED" })
    const heir = yield* getUser(cmd.tenantId, cmd.newUserId)
    if (!heir || !heir.active) return yield* new AppError({ code: "ERR_NO_USER_FOUND", extra: { field: "newUserId" } })
    const queueIds = (yield* userQueues(user.id)).map((q) => q.id)
    const { events, moved } = yield* sql.withTransaction(
      Effect.gen(function* () {
        const now = yield* nowMillis
        const ids = yield* ticketIdsOfUser(cmd.tenantId, user.id)
        const events: Array<LiveEvent> = []
        if (ids.length) yield* reassignTickets(cmd.tenantId, ids, heir.id, now)
        for (const id of ids) {
          const data = JSON.stringify({
            type: "transfer",
            fromUserId: user.id,
            toUserId: heir.id,
            reason: "userDeleted"
          })
          yield* logTransfer(cmd.tenantId, id, cmd.byUserId, data, now)
          const after = yield* getTicket(cmd.tenantId, id)
          if (after)
            events.push(
              yield* appendEvent(cmd.tenantId, "ticketList", {
                type: "ticket:update",
                ticket: after.ticket,
                previous: { status: after.ticket.status, userId: user.id }
              })
            )
        }
        yield* softDeleteUser(cmd.tenantId, user.id, now)
        // the tickets moved behind the ticket actor's back: the dashboard's figures follow from the history
        if (ids.length) yield* scheduleRebuild(cmd.tenantId)
        return { events, moved: ids.length }
      })
    )
    yield* publishEvents(events)
    return { ...publicUser({ ...user, active: false }, queueIds), deleted: true, transferredTickets: moved }
  })
