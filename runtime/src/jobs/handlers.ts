/** Every timer kind this node can fire, by kind. Later features add their handlers here. */
import type { Bus } from "../bus/Bus"
import { ticketTimerHandlers } from "./ticketTimers"
import type { TimerHandlers } from "./Timers"

export const timerHandlers: TimerHandlers<Bus> = { ...ticketTimerHandlers }
