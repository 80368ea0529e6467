/** One status line with a mark: ✔ ok, ! warning, ✖ failure. */
import { Text } from "ink"
import type { ReactNode } from "react"

export type Tone = "ok" | "warn" | "fail"

const marks: Record<Tone, { mark: string; color: string }> = {
  ok: { mark: "✔", color: "green" },
  warn: { mark: "!", color: "yellow" },
  fail: { mark: "✖", color: "red" }
}

export function Status({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { mark, color } = marks[tone]
  return (
    <Text>
      <Text color={color}>{mark}</Text> {children}
    </Text>
  )
}
