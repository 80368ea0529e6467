/**
 * Keeps long work (a contacts import, a report export) from growing the node's memory. Handling a
 * row allocates kilobytes that die at once (parsing, checking, the SQL, a written row's cells and
 * compressed bytes), but what is alive when the young generation is collected moves to the old
 * one, which V8 lets grow to several times what is live before it collects it: a 100,000-row
 * import took a node from 180 MB to 450 MB of RSS that way with nothing of the import kept. So
 * such loops call `relieve` (or `relieveHeap` in an Effect) after each batch or page: once the heap
 * has grown by GROWTH_BYTES since its lowest point seen (after the last collection), it asks V8
 * for a full collection and waits for it (vm.measureMemory with eager execution starts one at once
 * and answers once it is done; Node warns once that the call is experimental). A collection takes
 * tens of milliseconds; a 100,000-row job asks for a few.
 */
import { Effect } from "effect"
import { getHeapStatistics } from "node:v8"
import { measureMemory } from "node:vm"

export const GROWTH_BYTES = 24 * 1024 * 1024

const used = () => getHeapStatistics().used_heap_size

/** The heap's lowest size seen, which it has after a collection. */
let floor: number | undefined

/** A full collection when the heap grew by GROWTH_BYTES since its lowest point seen; undefined otherwise. */
export const relieve = (): Promise<void> | undefined => {
  const now = used()
  floor = Math.min(floor ?? now, now)
  if (now - floor < GROWTH_BYTES) return undefined
  // a failure (no collection to be had) waits for the next GROWTH_BYTES as well
  const after = () => void (floor = used())
  return measureMemory({ execution: "eager" }).then(after, after)
}

/** `relieve` as an Effect. */
export const relieveHeap = Effect.suspend(() => {
  const collecting = relieve()
  return collecting ? Effect.promise(() => collecting) : Effect.void
})
