/**
 * Keeps a long export from growing the node's memory: writing a row allocates a few kilobytes that
 * die at once (the row's cells, its XML, its compressed bytes), but what is alive when the young
 * generation is collected moves to the old one, which V8 lets grow to several times what is live
 * before collecting it. So the export's writer calls `relieveHeap` after each page: once the heap
 * has grown by GROWTH_BYTES since its lowest point seen, it asks V8 for a full collection and waits
 * for it (vm.measureMemory with eager execution). The contacts import does the same
 * (features/contacts/io/heapGuard.ts, the technique's first home).
 */
import { Effect } from "effect"
import { getHeapStatistics } from "node:v8"
import { measureMemory } from "node:vm"

export const GROWTH_BYTES = 24 * 1024 * 1024

const used = () => getHeapStatistics().used_heap_size

let floor: number | undefined

/** A full collection when the heap grew by GROWTH_BYTES since its lowest point seen. */
export const relieveHeap = Effect.suspend(() => {
  const now = used()
  floor = Math.min(floor ?? now, now)
  if (now - floor < GROWTH_BYTES) return Effect.void
  const after = () => void (floor = used())
  return Effect.promise(() => measureMemory({ execution: "eager" }).then(after, after))
})
