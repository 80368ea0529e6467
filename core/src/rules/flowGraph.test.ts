import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { FlowAction, FlowDocument, FlowStepNode } from "../contracts/chatFlows"
import { defaultFlowSettings, FlowDocument as FlowDocumentSchema } from "../contracts/chatFlows"
import { checkFlowGraph, findCycle, isCycleProblem } from "./flowGraph"

const step = (id: string, targets: FlowAction[], name = `Step ${id}`): FlowStepNode => ({
  id,
  type: "step",
  position: { x: 0, y: 0 },
  data: {
    name,
    interactions: [{ id: `${id}-t`, type: "text", text: "Escolha" }],
    conditions: targets.map((action, i) => ({ id: `${id}-c${i}`, type: "keywords", keywords: [String(i + 1)], action }))
  }
})
const to = (stepId: string): FlowAction => ({ type: "step", stepId })
const doc = (first: string | null, steps: FlowStepNode[]): FlowDocument => ({
  version: 1,
  settings: defaultFlowSettings(),
  nodes: [{ id: "start", type: "start", position: { x: 0, y: 0 }, data: { next: first } }, ...steps]
})

describe("checkFlowGraph", () => {
  it("accepts a tree of steps ending in queues, users and closing", () => {
    const d = doc("menu", [
      step("menu", [to("sales"), to("support")]),
      step("sales", [{ type: "queue", queueId: 1 }, { type: "close" }]),
      step("support", [{ type: "user", userId: 3 }, to("sales")])
    ])
    expect(checkFlowGraph(d)).toEqual({ ok: true })
    expect(checkFlowGraph(doc(null, []))).toEqual({ ok: true })
  })

  it("needs exactly one start", () => {
    const none: FlowDocument = { ...doc(null, [step("a", [])]), nodes: [step("a", [])] }
    expect(checkFlowGraph(none)).toEqual({ ok: false, problem: { kind: "noStart" } })
    const two = doc(null, [])
    two.nodes.push({ id: "start", type: "start", position: { x: 1, y: 1 }, data: { next: null } })
    expect(checkFlowGraph(two)).toEqual({ ok: false, problem: { kind: "manyStarts" } })
  })

  it("names a repeated id by its path", () => {
    expect(checkFlowGraph(doc("a", [step("a", []), step("a", [])]))).toEqual({
      ok: false,
      problem: { kind: "duplicateId", id: "a", field: "nodes.2.id" }
    })
    const s = step("a", [{ type: "close" }, { type: "close" }])
    s.data.conditions[1]!.id = s.data.conditions[0]!.id
    expect(checkFlowGraph(doc("a", [s]))).toEqual({
      ok: false,
      problem: { kind: "duplicateId", id: "a-c0", field: "nodes.1.data.conditions.1.id" }
    })
    const b = step("b", [])
    b.data.interactions = [
      { id: "x", type: "buttons", text: "?", buttons: [{ id: "yes", label: "Sim" }] },
      { id: "y", type: "list", text: "?", buttonText: "Ver", rows: [{ id: "yes", title: "Sim" }] }
    ]
    expect(checkFlowGraph(doc("b", [b]))).toMatchObject({ ok: false, problem: { kind: "duplicateId", id: "yes" } })
  })

  it("names a connection to a step that does not exist", () => {
    expect(checkFlowGraph(doc("ghost", []))).toEqual({
      ok: false,
      problem: { kind: "missingStep", stepId: "ghost", field: "nodes.0.data.next" }
    })
    expect(checkFlowGraph(doc("a", [step("a", [{ type: "close" }, to("ghost")])]))).toEqual({
      ok: false,
      problem: { kind: "missingStep", stepId: "ghost", field: "nodes.1.data.conditions.1.action.stepId" }
    })
  })

  it("refuses a self-link and a loop, naming the steps", () => {
    const self = checkFlowGraph(doc("a", [step("a", [to("a")], "Menu")]))
    expect(self).toEqual({ ok: false, problem: { kind: "selfLink", cycle: ["Menu"] } })
    const loop = checkFlowGraph(
      doc("a", [step("a", [to("b")], "Menu"), step("b", [to("c")], "Vendas"), step("c", [to("a")], "Pagamento")])
    )
    expect(loop).toEqual({ ok: false, problem: { kind: "cycle", cycle: ["Menu", "Vendas", "Pagamento"] } })
    if (!loop.ok) expect(isCycleProblem(loop.problem)).toBe(true)
    // A loop not reachable from the start is still a loop.
    const island = checkFlowGraph(doc(null, [step("x", [to("y")], "X"), step("y", [to("x")], "Y")]))
    expect(island).toEqual({ ok: false, problem: { kind: "cycle", cycle: ["X", "Y"] } })
  })

  it("handles long chains without recursion", () => {
    const n = 300
    const steps = Array.from({ length: n - 1 }, (_, i) => step(`s${i}`, i < n - 2 ? [to(`s${i + 1}`)] : []))
    expect(checkFlowGraph(doc("s0", steps))).toEqual({ ok: true })
  })
})

/** A random DAG: edges only from a lower to a higher index. */
const dag = fc.integer({ min: 1, max: 25 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc
      .array(fc.tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 })), { maxLength: 60 })
      .map((pairs) => pairs.filter(([a, b]) => a !== b).map(([a, b]): [number, number] => (a < b ? [a, b] : [b, a])))
  })
)

const build = (n: number, edges: Array<[number, number]>): FlowDocument => {
  const steps = Array.from({ length: n }, (_, i) => {
    const outs = edges.filter(([a]) => a === i).map(([, b]) => to(`s${b}`))
    return step(`s${i}`, [...outs, { type: "queue", queueId: 1 }], `Passo ${i}`)
  })
  return doc("s0", steps)
}

describe("checkFlowGraph on random graphs", () => {
  it("accepts every DAG (and the document parses)", () => {
    fc.assert(
      fc.property(dag, ({ n, edges }) => {
        const d = build(n, edges)
        expect(FlowDocumentSchema.safeParse(d).success).toBe(true)
        expect(checkFlowGraph(d)).toEqual({ ok: true })
      })
    )
  })

  it("refuses a DAG plus a back edge, with a real cycle through it", () => {
    fc.assert(
      fc.property(
        dag.chain(({ n, edges }) =>
          fc.record({
            n: fc.constant(n),
            edges: fc.constant(edges),
            back: fc
              .tuple(fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 }))
              .map(([a, b]): [number, number] => (a >= b ? [a, b] : [b, a]))
          })
        ),
        ({ n, edges, back }) => {
          // Make sure the back edge closes a loop: a path from `back[1]` down to `back[0]`.
          const path: Array<[number, number]> = []
          for (let i = back[1]; i < back[0]; i++) path.push([i, i + 1])
          const all: Array<[number, number]> = [...edges, ...path, back]
          const r = checkFlowGraph(build(n, all))
          expect(r.ok).toBe(false)
          if (r.ok) return
          expect(isCycleProblem(r.problem)).toBe(true)
          if (!isCycleProblem(r.problem)) return
          // Every consecutive pair of the cycle (wrapping) is an edge of the graph.
          const ids = r.problem.cycle.map((name) => Number(name.replace("Passo ", "")))
          expect(new Set(ids).size).toBe(ids.length)
          ids.forEach((a, i) => {
            const b = ids[(i + 1) % ids.length]!
            expect(all.some(([x, y]) => x === a && y === b)).toBe(true)
          })
        }
      )
    )
  })
})

describe("findCycle", () => {
  it("finds none in a diamond and one in a triangle", () => {
    const g: Record<string, string[]> = { a: ["b", "c"], b: ["d"], c: ["d"], d: [] }
    expect(findCycle(Object.keys(g), (x) => g[x]!)).toBeUndefined()
    const t: Record<string, string[]> = { a: ["b"], b: ["c"], c: ["a"] }
    expect(findCycle(Object.keys(t), (x) => t[x]!)).toEqual(["a", "b", "c"])
  })
})
