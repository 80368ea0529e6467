import { emptyFlowDocument, FlowDocument, type FlowNode } from "@atende/core/contracts/chatFlows"
import { describe, expect, it } from "vitest"
import {
  addStep,
  connect,
  disconnect,
  fromDocument,
  newCondition,
  parseKeywords,
  removeSteps,
  toDocument,
  updateStep
} from "./flowEditing"
import { connectionProblem, flowEdges, levels } from "./flowGraph"
import { DEFAULT_SIZE, LAYOUTS, layoutPositions } from "./layouts"

/** start → menu; menu's conditions "1" → sales, "2" → support; support's "any" → closing. */
function menuFlow(): FlowNode[] {
  let nodes: FlowNode[] = emptyFlowDocument().nodes
  const ids: Record<string, string> = {}
  for (const name of ["menu", "sales", "support", "closing"]) {
    const added = addStep(nodes, name, { x: 0, y: 0 })
    nodes = added.nodes
    ids[name] = added.id
  }
  const withConditions = (id: string, count: number) => {
    const step = nodes.find((node) => node.id === id)
    if (step?.type !== "step") throw new Error("no step")
    const conditions = Array.from({ length: count }, (_, index) => ({
      ...newCondition(),
      keywords: [String(index + 1)]
    }))
    nodes = updateStep(nodes, id, { ...step.data, conditions })
    return conditions.map((condition) => condition.id)
  }
  const [one, two] = withConditions(ids.menu, 2)
  const [any] = withConditions(ids.support, 1)
  nodes = connect(nodes, ids.menu, one, ids.sales)
  nodes = connect(nodes, ids.menu, two, ids.support)
  nodes = connect(nodes, ids.support, any, ids.closing)
  return nodes
}

const idOf = (nodes: FlowNode[], name: string) =>
  nodes.find((node) => node.type === "step" && node.data.name === name)?.id as string

describe("the flow graph", () => {
  it("draws the start's next and every condition that goes to a step, and nothing else", () => {
    const nodes = menuFlow()
    const edges = flowEdges(nodes)
    const named = edges.map((edge) => [edge.source === "start" ? "start" : nodes.find((n) => n.id === edge.source)])
    expect(named).toHaveLength(4)
    expect(edges.find((edge) => edge.source === "start")?.target).toBe(idOf(nodes, "menu"))
    expect(edges.filter((edge) => edge.source === idOf(nodes, "menu")).map((edge) => edge.target)).toEqual([
      idOf(nodes, "sales"),
      idOf(nodes, "support")
    ])
  })

  it("refuses a self-link and a connection that closes a loop, naming the loop", () => {
    const nodes = menuFlow()
    const [menu, support, closing, sales] = ["menu", "support", "closing", "sales"].map((name) => idOf(nodes, name))
    expect(connectionProblem(nodes, menu, menu)).toEqual({ kind: "self" })
    expect(connectionProblem(nodes, closing, menu)).toEqual({ kind: "cycle", path: [closing, menu, support, closing] })
    expect(connectionProblem(nodes, support, menu)).toEqual({ kind: "cycle", path: [support, menu, support] })
    // A second way to a step is no loop.
    expect(connectionProblem(nodes, sales, closing)).toBeNull()
    expect(connectionProblem(nodes, "start", closing)).toBeNull()
  })

  it("takes a removed step's connections away: the start leads nowhere, conditions close", () => {
    const nodes = menuFlow()
    const support = idOf(nodes, "support")
    const left = removeSteps(removeSteps(nodes, new Set([support])), new Set([idOf(nodes, "menu"), "start"]))
    expect(left.map((node) => node.id)).toEqual(["start", idOf(nodes, "sales"), idOf(nodes, "closing")])
    expect(left[0]).toMatchObject({ type: "start", data: { next: null } })
    const menuAfterSupport = removeSteps(nodes, new Set([support])).find((node) => node.id === idOf(nodes, "menu"))
    expect(menuAfterSupport?.type === "step" && menuAfterSupport.data.conditions.map((c) => c.action.type)).toEqual([
      "step",
      "close"
    ])
    expect(flowEdges(disconnect(nodes, "start", "next")).some((edge) => edge.source === "start")).toBe(false)
  })

  it("goes to a document the contract accepts and back to the same nodes", () => {
    const nodes = menuFlow().map((node) =>
      node.type === "step"
        ? {
            ...node,
            position: { x: 10.4, y: 20.6 },
            data: { ...node.data, interactions: [{ id: `t-${node.id}`, type: "text" as const, text: "Olá" }] }
          }
        : node
    )
    const document = toDocument(emptyFlowDocument().settings, nodes)
    const parsed = FlowDocument.parse(JSON.parse(JSON.stringify(document)))
    expect(parsed.nodes[1].position).toEqual({ x: 10, y: 21 })
    expect(flowEdges(fromDocument(parsed))).toEqual(flowEdges(nodes))
    // A document without a start opens with one.
    expect(fromDocument({ ...parsed, nodes: parsed.nodes.slice(1) })[0].type).toBe("start")
  })

  it("reads keywords separated by commas", () => {
    expect(parseKeywords(" 1, um ,, Sim ")).toEqual(["1", "um", "Sim"])
  })

  it("orders nodes by their distance from the start, unreached ones last", () => {
    const nodes = addStep(menuFlow(), "loose", { x: 0, y: 0 }).nodes
    const { order, depth } = levels(nodes)
    expect(order.map((id) => (id === "start" ? "start" : nodes.find((n) => n.id === id)?.data))).toHaveLength(6)
    expect(order[0]).toBe("start")
    expect(depth.get(idOf(nodes, "closing"))).toBe(3)
    expect(order.at(-1)).toBe(idOf(nodes, "loose"))
    expect(depth.get(idOf(nodes, "loose"))).toBe(4)
  })
})

type Box = { x: number; y: number }
const overlap = (a: Box, b: Box) =>
  Math.abs(a.x - b.x) < DEFAULT_SIZE.width && Math.abs(a.y - b.y) < DEFAULT_SIZE.height

describe("the layouts", () => {
  const nodes = menuFlow()

  it.each(LAYOUTS)("%s places every node, apart from the others, the same way each time", (kind) => {
    const positions = layoutPositions(kind, nodes)
    expect(Object.keys(positions).sort()).toEqual(nodes.map((node) => node.id).sort())
    const boxes = Object.values(positions)
    for (const box of boxes) expect(Number.isFinite(box.x) && Number.isFinite(box.y)).toBe(true)
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j]), `${kind} ${i} ${j}`).toBe(false)
    expect(layoutPositions(kind, nodes)).toEqual(positions)
  })

  it("tree puts each step below the one leading to it, level to its right", () => {
    const tree = layoutPositions("tree", nodes)
    const level = layoutPositions("level", nodes)
    for (const edge of flowEdges(nodes)) {
      expect(tree[edge.target].y).toBeGreaterThan(tree[edge.source].y)
      expect(level[edge.target].x).toBeGreaterThan(level[edge.source].x)
    }
  })

  it("hub radial keeps the start in the middle and farther steps on wider rings", () => {
    const positions = layoutPositions("hubRadial", nodes)
    const centre = (id: string) => ({
      x: positions[id].x + DEFAULT_SIZE.width / 2,
      y: positions[id].y + DEFAULT_SIZE.height / 2
    })
    expect(centre("start")).toEqual({ x: 0, y: 0 })
    const distance = (name: string) => Math.hypot(centre(idOf(nodes, name)).x, centre(idOf(nodes, name)).y)
    expect(distance("menu")).toBeLessThan(distance("support"))
    expect(distance("support")).toBeLessThan(distance("closing"))
  })
})
