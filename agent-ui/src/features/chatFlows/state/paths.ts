/** The builder's address for a flow (the router's /configuracoes/chat-flow/builder, the flow in `id`). */
export const builderPath = (id: number): string => `/configuracoes/chat-flow/builder?id=${id}`

export const LIST_PATH = "/configuracoes/chat-flow"

/** The flow id of the builder's query (`?id=12`), or null. */
export function flowIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get("id")
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

/** The step names of a server's ERR_FLOW_HAS_CYCLE (`details.cycle`), if the error has them. */
export function cycleOf(extra: Record<string, unknown>): string[] | null {
  const details = extra.details
  if (!details || typeof details !== "object") return null
  const cycle = (details as Record<string, unknown>).cycle
  if (!Array.isArray(cycle) || !cycle.every((name) => typeof name === "string")) return null
  return cycle as string[]
}
