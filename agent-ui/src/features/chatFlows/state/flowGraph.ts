/**
 * The builder's graph, derived from the flow document (core/src/contracts/chatFlows.ts): there is no
 * edges array, so an edge is the start node's `next` or a condition whose action is a step. The
 * connection check (no self-link, no loop) is React Flow's "prevent cycles" pattern: before a
 * connection from A to B is drawn, walk the outgoers from B; reaching A means the new edge would
 * close a loop. The server checks again (core/src/rules/flowGraph.ts).
 */
import type { FlowNode } from "@atende/core/contracts/chatFlows"

/** One drawn edge: `sourceHandle` is "next" for the start node, else the condition's id. */
export type FlowEdge = { id: string; source: string; sourceHandle: string; target: string }

export const START_ID = "start"
export const START_HANDLE = "next"

/** The edge id of a condition (or of the start node's `next`). */
export const edgeId = (source: string, handle: string): string => `${source}:${handle}`

/** Every edge of the nodes, to steps that exist. */
export function flowEdges(nodes: readonly FlowNode[]): FlowEdge[] {
  const ids = new Set(nodes.map((node) => node.id))
  const edges: FlowEdge[] = []
  for (const node of nodes) {
    if (node.type === "start") {
      const next = node.data.next
      if (next && ids.has(next))
        edges.push({ id: edgeId(node.id, START_HANDLE), source: node.id, sourceHandle: START_HANDLE, target: next })
      continue
    }
    for (const condition of node.data.conditions) {
      if (condition.action.type !== "step" || !ids.has(condition.action.stepId)) continue
      edges.push({
        id: edgeId(node.id, condition.id),
        source: node.id,
        sourceHandle: condition.id,
        target: condition.action.stepId
      })
    }
  }
  return edges
}

/** Why a connection is refused: a link of a node to itself, or a loop (the node ids around it). */
export type ConnectionProblem = { kind: "self" } | { kind: "cycle"; path: string[] }

/**
 * Whether drawing `source` → `target` is refused. A loop comes back as the path of ids from
 * `source` round to `source` again (source, target, …, source), for the message.
 */
export function connectionProblem(
  nodes: readonly FlowNode[],
  source: string,
  target: string
): ConnectionProblem | null {
  if (source === target) return { kind: "self" }
  const outgoing = new Map<string, string[]>()
  for (const edge of flowEdges(nodes)) outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge.target])
  // Depth-first from the target, remembering how each node was reached.
  const cameFrom = new Map<string, string | null>([[target, null]])
  const stack = [target]
  while (stack.length) {
    const current = stack.pop() as string
    if (current === source) {
      const back: string[] = []
      for (let at: string | null = current; at !== null; at = cameFrom.get(at) ?? null) back.push(at)
      return { kind: "cycle", path: [source, ...back.reverse()] }
    }
    for (const next of outgoing.get(current) ?? []) {
      if (cameFrom.has(next)) continue
      cameFrom.set(next, current)
      stack.push(next)
    }
  }
  return null
}

/** The name shown for a node id (the start node's label when it is the start). */
export function nodeName(nodes: readonly FlowNode[], id: string, startLabel: string): string {
  const node = nodes.find((candidate) => candidate.id === id)
  if (!node) return id
  return node.type === "start" ? startLabel : node.data.name
}

/**
 * Ids in the order a walk from the start meets them (breadth first), then the nodes no edge
 * reaches, in document order; with each node's depth (unreached nodes one level below the last).
 */
export function levels(nodes: readonly FlowNode[]): { order: string[]; depth: Map<string, number> } {
  const outgoing = new Map<string, string[]>()
  for (const edge of flowEdges(nodes)) outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge.target])
  const depth = new Map<string, number>()
  const order: string[] = []
  const roots: string[] = nodes.filter((node) => node.type === "start").map((node) => node.id)
  const queue = [...roots]
  for (const root of roots) depth.set(root, 0)
  while (queue.length) {
    const current = queue.shift() as string
    order.push(current)
    for (const next of outgoing.get(current) ?? []) {
      if (depth.has(next)) continue
      depth.set(next, (depth.get(current) ?? 0) + 1)
      queue.push(next)
    }
  }
  const deepest = Math.max(0, ...depth.values())
  for (const node of nodes) {
    if (depth.has(node.id)) continue
    depth.set(node.id, deepest + 1)
    order.push(node.id)
  }
  return { order, depth }
}
