import { useSyncExternalStore } from "react"

// Spec §7: the loading indicator appears only when a request has been running for more than
// 2 s, and disappears 1 s after the last one ends.
const SHOW_AFTER_MS = 2000
const HIDE_AFTER_MS = 1000

let inFlight = 0
let visible = false
let showTimer: ReturnType<typeof setTimeout> | undefined
let hideTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function setVisible(next: boolean): void {
  if (visible === next) return
  visible = next
  for (const listener of listeners) listener()
}

/** Marks a request as running; call the returned function when it ends. */
export function requestStarted(): () => void {
  inFlight += 1
  clearTimeout(hideTimer)
  if (inFlight === 1 && !visible) showTimer = setTimeout(() => setVisible(true), SHOW_AFTER_MS)
  let ended = false
  return () => {
    if (ended) return
    ended = true
    inFlight -= 1
    if (inFlight > 0) return
    clearTimeout(showTimer)
    hideTimer = setTimeout(() => setVisible(false), HIDE_AFTER_MS)
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useSlowLoading(): boolean {
  return useSyncExternalStore(subscribe, () => visible)
}
