// A queue (fila): tickets wait in queues; users serve some of them (spec part 1 §3).
import { z } from "zod"
import { Id, IsoDateTime } from "../contracts/common"

export const Queue = z.object({
  id: Id,
  tenantId: Id,
  name: z.string().trim().min(1).max(80),
  active: z.boolean(),
  createdAt: IsoDateTime
})
export type Queue = z.infer<typeof Queue>

/** How a queue is shown inside other records (login result, user). */
export const QueueRef = Queue.pick({ id: true, name: true })
export type QueueRef = z.infer<typeof QueueRef>
