/** Every timer kind this node can fire, by kind. Later features add their handlers here. */
import type { SqlClient } from "@effect/sql"
import type { Bus } from "../platform/bus/Bus"
import { REBUILD, rebuildTimer } from "../features/dashboard/index"
import { ticketTimerHandlers } from "../features/tickets/index"
import { REDELIVER, redeliver } from "../platform/jobs/deadLetters"
import type { TimerHandlers } from "../platform/jobs/Timers"

export const timerHandlers: TimerHandlers<Bus | SqlClient.SqlClient> = {
  ...ticketTimerHandlers,
  [REDELIVER]: redeliver,
  [REBUILD]: rebuildTimer
}
