import type { ChatMessage } from "./chatMessages"

// Spec §4, §5, §9: own messages may be deleted up to 5 minutes after sending; at most 10
// messages forwarded at once; chat files 10 MB each and 30 MB together.
export const DELETE_WINDOW_MS = 5 * 60 * 1000
export const FORWARD_LIMIT = 10
export const MAX_FILE_BYTES = 10 * 1024 * 1024
export const MAX_TOTAL_BYTES = 30 * 1024 * 1024

const isServerMessage = (message: ChatMessage) => !message.local && !String(message.id).startsWith("local:")

export function canDelete(message: ChatMessage, now = Date.now()): boolean {
  return message.fromMe && isServerMessage(message) && !message.deleted && now - message.timestamp <= DELETE_WINDOW_MS
}

export function canEdit(message: ChatMessage): boolean {
  return (
    message.fromMe && isServerMessage(message) && !message.deleted && !message.mediaUrl && message.body.trim() !== ""
  )
}

export function isAudio(message: ChatMessage): boolean {
  return Boolean(message.mediaUrl) && (message.mediaType ?? "").startsWith("audio")
}

export type FileProblem = { kind: "tooLarge"; name: string; size: number } | { kind: "totalTooLarge"; size: number }

/**
 * Checks files before any upload: each at most 10 MB, all of them (with those already picked)
 * at most 30 MB. Returns the files that may be added and the first problem, if any.
 */
export function checkFiles(
  picked: readonly File[],
  adding: readonly File[]
): { accepted: File[]; problem: FileProblem | null } {
  const accepted: File[] = []
  let total = picked.reduce((sum, file) => sum + file.size, 0)
  let problem: FileProblem | null = null
  for (const file of adding) {
    if (file.size > MAX_FILE_BYTES) {
      problem ??= { kind: "tooLarge", name: file.name, size: file.size }
      continue
    }
    if (total + file.size > MAX_TOTAL_BYTES) {
      problem ??= { kind: "totalTooLarge", size: total + file.size }
      continue
    }
    total += file.size
    accepted.push(file)
  }
  return { accepted, problem }
}
