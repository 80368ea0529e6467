import type { FlowAction } from "@atende/core/contracts/chatFlows"

/** An action as one select's value: "step:<id>", "queue:<id>", "user:<id>" or "close". */
export function encodeAction(action: FlowAction): string {
  switch (action.type) {
    case "step":
      return `step:${action.stepId}`
    case "queue":
      return `queue:${action.queueId}`
    case "user":
      return `user:${action.userId}`
    case "close":
      return "close"
  }
}

export function decodeAction(value: string): FlowAction | null {
  if (value === "close") return { type: "close" }
  const at = value.indexOf(":")
  if (at < 0) return null
  const kind = value.slice(0, at)
  const rest = value.slice(at + 1)
  if (kind === "step" && rest) return { type: "step", stepId: rest }
  const id = Number(rest)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  if (kind === "queue") return { type: "queue", queueId: id }
  if (kind === "user") return { type: "user", userId: id }
  return null
}
