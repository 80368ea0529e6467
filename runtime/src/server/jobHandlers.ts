/** Every timer kind this node can fire, by kind. Later features add their handlers here. */
import type { Bus } from "../platform/bus/Bus"
import { ticketTimerHandlers } from "../features/tickets/index"
import type { TimerHandlers } from "../platform/jobs/Timers"

export const timerHandlers: TimerHandlers<Bus> = { ...ticketTimerHandlers }
