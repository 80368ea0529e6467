/**
 * The node's Effect scheduler. Effect's default runs fiber steps as microtasks and, after 2,048
 * drains in a row, lets the event loop breathe with `setTimeout(0)`: under load that happens many
 * times a second and each costs Node's 1 ms timer clamp, with the thread idle. This one breathes
 * with `setImmediate` instead: sockets and timers still get their turn, without the idle
 * millisecond.
 */
import { Scheduler } from "effect"
import type { RuntimeFiber } from "effect/Fiber"

const MAX_DRAINS_BEFORE_IO = 2_048

class NodeScheduler implements Scheduler.Scheduler {
  private readonly runnerOf = Scheduler.SchedulerRunner.cached((depth, drain) => {
    if (depth >= MAX_DRAINS_BEFORE_IO) setImmediate(() => drain(0))
    else void Promise.resolve().then(() => drain(depth + 1))
  })
  shouldYield(fiber: RuntimeFiber<unknown, unknown>) {
    return Scheduler.defaultShouldYield(fiber)
  }
  scheduleTask(task: Scheduler.Task, priority: number, fiber?: RuntimeFiber<unknown, unknown>) {
    this.runnerOf(fiber).scheduleTask(task, priority)
  }
}

export const nodeScheduler: Scheduler.Scheduler = new NodeScheduler()
