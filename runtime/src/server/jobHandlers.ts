/** Every timer kind this node can fire, by kind. Later features add their handlers here. */
import type { SqlClient } from "@effect/sql"
import type { Bus } from "../platform/bus/Bus"
import type { Config } from "../platform/config/Config"
import type { MediaStore } from "../platform/media/MediaStore"
import { REBUILD, rebuildTimer } from "../features/dashboard/index"
import { TRANSCRIBE, transcribeOnArrival } from "../features/messages/index"
import { ticketTimerHandlers } from "../features/tickets/index"
import { typebotTimerHandlers } from "../features/typebot/index"
import { REDELIVER, redeliver } from "../platform/jobs/deadLetters"
import type { TimerHandlers } from "../platform/jobs/Timers"

export const timerHandlers: TimerHandlers<Bus | SqlClient.SqlClient | MediaStore | Config> = {
  ...ticketTimerHandlers,
  ...typebotTimerHandlers,
  [REDELIVER]: redeliver,
  [REBUILD]: rebuildTimer,
  [TRANSCRIBE]: transcribeOnArrival
}
