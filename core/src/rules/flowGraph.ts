// The graph rules of a chat flow (spec part 2 §4 "Flow": connections cannot link an element to
// itself or form loops; §9). A FlowDocument that parsed (core/src/contracts/chatFlows.ts) is checked
// here: exactly one start node, unique ids (nodes; within a step its interactions, conditions, and
// button and list-row ids), every step a connection names exists, no self-link, no cycle. The edges
// are `start.data.next` and every condition whose action is a step. Pure.
import type { FlowDocument, FlowStepNode } from "../contracts/chatFlows"

export type FlowGraphProblem =
  | { readonly kind: "noStart" }
  | { readonly kind: "manyStarts" }
  /** `field`: the path of the repeated id inside the document, for ERR_VALIDATION. */
  | { readonly kind: "duplicateId"; readonly id: string; readonly field: string }
  | { readonly kind: "missingStep"; readonly stepId: string; readonly field: string }
  /** A step whose condition leads to itself: `cycle` is `[name]`. */
  | { readonly kind: "selfLink"; readonly cycle: readonly string[] }
  /** The steps of one loop, by name, in the order the connections run (the first not repeated). */
  | { readonly kind: "cycle"; readonly cycle: readonly string[] }

export type FlowGraphResult = { readonly ok: true } | { readonly ok: false; readonly problem: FlowGraphProblem }

/** The problems reported as ERR_FLOW_HAS_CYCLE (details.cycle); the others are ERR_VALIDATION. */
export const isCycleProblem = (p: FlowGraphProblem): p is Extract<FlowGraphProblem, { kind: "selfLink" | "cycle" }> =>
  p.kind === "selfLink" || p.kind === "cycle"

type Edge = { readonly to: string; readonly field: string }

/** The steps a step's conditions lead to, in order, with the path of each reference. */
const stepEdges = (step: FlowStepNode, index: number): Edge[] =>
  step.data.conditions.flatMap((c, ci) =>
    c.action.type === "step"
      ? [{ to: c.action.stepId, field: `nodes.${index}.data.conditions.${ci}.action.stepId` }]
      : []
  )

const firstDuplicate = (ids: ReadonlyArray<{ id: string; field: string }>) => {
  const seen = new Set<string>()
  for (const x of ids) {
    if (seen.has(x.id)) return x
    seen.add(x.id)
  }
  return undefined
}

const idsWithinStep = (step: FlowStepNode, index: number) => {
  const base = `nodes.${index}.data`
  const interactions = step.data.interactions.map((x, i) => ({ id: x.id, field: `${base}.interactions.${i}.id` }))
  const conditions = step.data.conditions.map((x, i) => ({ id: x.id, field: `${base}.conditions.${i}.id` }))
  const choices = step.data.interactions.flatMap((x, i) =>
    x.type === "buttons"
      ? x.buttons.map((b, j) => ({ id: b.id, field: `${base}.interactions.${i}.buttons.${j}.id` }))
      : x.type === "list"
        ? x.rows.map((r, j) => ({ id: r.id, field: `${base}.interactions.${i}.rows.${j}.id` }))
        : []
  )
  return [interactions, conditions, choices]
}

/**
 * Checks a parsed document's graph. The first problem found is returned, in this order: start node,
 * duplicate ids, missing steps, self-links, cycles.
 */
export const checkFlowGraph = (doc: FlowDocument): FlowGraphResult => {
  const starts = doc.nodes.filter((n) => n.type === "start")
  if (starts.length === 0) return { ok: false, problem: { kind: "noStart" } }
  if (starts.length > 1) return { ok: false, problem: { kind: "manyStarts" } }

  const dupNode = firstDuplicate(doc.nodes.map((n, i) => ({ id: n.id, field: `nodes.${i}.id` })))
  if (dupNode) return { ok: false, problem: { kind: "duplicateId", ...dupNode } }
  const steps = new Map<string, { step: FlowStepNode; index: number }>()
  doc.nodes.forEach((n, index) => {
    if (n.type === "step") steps.set(n.id, { step: n, index })
  })
  for (const { step, index } of steps.values()) {
    for (const group of idsWithinStep(step, index)) {
      const dup = firstDuplicate(group)
      if (dup) return { ok: false, problem: { kind: "duplicateId", ...dup } }
    }
  }

  const startIndex = doc.nodes.findIndex((n) => n.type === "start")
  const start = starts[0]!
  if (start.type === "start" && start.data.next !== null && !steps.has(start.data.next)) {
    return {
      ok: false,
      problem: { kind: "missingStep", stepId: start.data.next, field: `nodes.${startIndex}.data.next` }
    }
  }
  const edges = new Map<string, Edge[]>()
  for (const { step, index } of steps.values()) {
    const out = stepEdges(step, index)
    for (const e of out) {
      if (!steps.has(e.to)) return { ok: false, problem: { kind: "missingStep", stepId: e.to, field: e.field } }
    }
    edges.set(step.id, out)
  }
  for (const { step } of steps.values()) {
    if (edges.get(step.id)!.some((e) => e.to === step.id)) {
      return { ok: false, problem: { kind: "selfLink", cycle: [step.data.name] } }
    }
  }

  const cycle = findCycle([...steps.keys()], (id) => edges.get(id)!.map((e) => e.to))
  if (cycle) return { ok: false, problem: { kind: "cycle", cycle: cycle.map((id) => steps.get(id)!.step.data.name) } }
  return { ok: true }
}

/**
 * A cycle of a directed graph as the list of its nodes (each once, in edge order), or undefined.
 * Iterative depth-first search with white/grey/black colours (no recursion: documents may be deep).
 */
export const findCycle = (nodes: readonly string[], next: (id: string) => readonly string[]): string[] | undefined => {
  const colour = new Map<string, 1 | 2>() // 1 grey (on the path), 2 black (done)
  for (const root of nodes) {
    if (colour.has(root)) continue
    const path: string[] = [root]
    const cursor: number[] = [0]
    colour.set(root, 1)
    while (path.length > 0) {
      const top = path[path.length - 1]!
      const outs = next(top)
      const i = cursor[cursor.length - 1]!
      if (i >= outs.length) {
        colour.set(top, 2)
        path.pop()
        cursor.pop()
        continue
      }
      cursor[cursor.length - 1] = i + 1
      const to = outs[i]!
      const c = colour.get(to)
      if (c === 1) return path.slice(path.indexOf(to))
      if (c === undefined) {
        colour.set(to, 1)
        path.push(to)
        cursor.push(0)
      }
    }
  }
  return undefined
}
