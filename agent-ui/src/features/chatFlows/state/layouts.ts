/**
 * The builder's six layouts (spec part 2 §2): force directed and hub radial with d3-force, tree and
 * level with dagre, circle and grid placed in the order a walk from the start meets the steps. Each
 * answers a position (top-left corner, as React Flow keeps it) per node id; nothing else changes.
 */
import dagre from "@dagrejs/dagre"
import type { FlowNode, FlowPosition } from "@atende/core/contracts/chatFlows"
import {
  forceCollide,
  forceLink,
  forceManyBody,
  forceRadial,
  forceSimulation,
  forceX,
  forceY,
  type SimulationLinkDatum,
  type SimulationNodeDatum
} from "d3-force"
import { flowEdges, levels } from "./flowGraph"

export const LAYOUTS = ["force", "hubRadial", "tree", "level", "circle", "grid"] as const
export type LayoutKind = (typeof LAYOUTS)[number]

export type Size = { width: number; height: number }

/** The size of a node not yet measured on screen. */
export const DEFAULT_SIZE: Size = { width: 220, height: 120 }

const GAP = 60

type Positions = Record<string, FlowPosition>

type SimNode = SimulationNodeDatum & { id: string; size: Size }

const sizeOf = (sizes: ReadonlyMap<string, Size>, id: string): Size => sizes.get(id) ?? DEFAULT_SIZE

/** Centres from a simulation back to top-left corners. */
function corners(simNodes: readonly SimNode[]): Positions {
  return Object.fromEntries(
    simNodes.map((node) => [
      node.id,
      { x: Math.round((node.x ?? 0) - node.size.width / 2), y: Math.round((node.y ?? 0) - node.size.height / 2) }
    ])
  )
}

/** d3-force run to rest synchronously (a fixed number of ticks: the same input, the same answer). */
function simulate(
  nodes: readonly FlowNode[],
  sizes: ReadonlyMap<string, Size>,
  radial: ((id: string) => number) | null
): Positions {
  const simNodes: SimNode[] = nodes.map((node) => ({ id: node.id, size: sizeOf(sizes, node.id) }))
  const links: SimulationLinkDatum<SimNode>[] = flowEdges(nodes).map((edge) => ({
    source: edge.source,
    target: edge.target
  }))
  const radius = (node: SimNode) => Math.hypot(node.size.width, node.size.height) / 2 + GAP / 3
  const simulation = forceSimulation(simNodes)
    .force(
      "link",
      forceLink<SimNode, SimulationLinkDatum<SimNode>>(links)
        .id((node) => node.id)
        .distance(radial ? 60 : 280)
        .strength(radial ? 0.05 : 0.6)
    )
    .force("charge", forceManyBody<SimNode>().strength(-900))
    .force("collide", forceCollide<SimNode>(radius).strength(1))
    .stop()
  if (radial) {
    const hub = simNodes.find((node) => node.id === "start")
    if (hub) {
      hub.fx = 0
      hub.fy = 0
    }
    simulation.force("radial", forceRadial<SimNode>((node) => radial(node.id), 0, 0).strength(1))
  } else {
    simulation.force("x", forceX<SimNode>(0).strength(0.03)).force("y", forceY<SimNode>(0).strength(0.03))
  }
  simulation.tick(400)
  return corners(simNodes)
}

/** dagre's layered layout, top to bottom (tree) or left to right (level). */
function layered(nodes: readonly FlowNode[], sizes: ReadonlyMap<string, Size>, direction: "TB" | "LR"): Positions {
  const graph = new dagre.graphlib.Graph()
  graph.setGraph({ rankdir: direction, nodesep: GAP, ranksep: GAP * 1.5, marginx: 0, marginy: 0 })
  graph.setDefaultEdgeLabel(() => ({}))
  for (const node of nodes) graph.setNode(node.id, { ...sizeOf(sizes, node.id) })
  for (const edge of flowEdges(nodes)) graph.setEdge(edge.source, edge.target)
  dagre.layout(graph)
  return Object.fromEntries(
    nodes.map((node) => {
      const placed = graph.node(node.id)
      const size = sizeOf(sizes, node.id)
      return [node.id, { x: Math.round(placed.x - size.width / 2), y: Math.round(placed.y - size.height / 2) }]
    })
  )
}

function circle(nodes: readonly FlowNode[], sizes: ReadonlyMap<string, Size>): Positions {
  const { order } = levels(nodes)
  const widest = Math.max(...order.map((id) => Math.hypot(sizeOf(sizes, id).width, sizeOf(sizes, id).height)))
  // Neighbours on the circle stay a node's diagonal apart.
  const radius = order.length < 2 ? 0 : Math.max(200, ((widest + GAP / 2) * order.length) / (2 * Math.PI))
  return Object.fromEntries(
    order.map((id, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / order.length
      const size = sizeOf(sizes, id)
      return [
        id,
        {
          x: Math.round(radius * Math.cos(angle) - size.width / 2),
          y: Math.round(radius * Math.sin(angle) - size.height / 2)
        }
      ]
    })
  )
}

function grid(nodes: readonly FlowNode[], sizes: ReadonlyMap<string, Size>): Positions {
  const { order } = levels(nodes)
  const columns = Math.max(1, Math.ceil(Math.sqrt(order.length)))
  const cellWidth = Math.max(...order.map((id) => sizeOf(sizes, id).width)) + GAP
  const cellHeight = Math.max(...order.map((id) => sizeOf(sizes, id).height)) + GAP
  return Object.fromEntries(
    order.map((id, index) => [id, { x: (index % columns) * cellWidth, y: Math.floor(index / columns) * cellHeight }])
  )
}

/** The positions of every node in a layout; `sizes` are the measured sizes (defaults otherwise). */
export function layoutPositions(
  kind: LayoutKind,
  nodes: readonly FlowNode[],
  sizes: ReadonlyMap<string, Size> = new Map()
): Positions {
  if (nodes.length === 0) return {}
  switch (kind) {
    case "force":
      return simulate(nodes, sizes, null)
    case "hubRadial": {
      const { depth } = levels(nodes)
      const ring = Math.max(...nodes.map((node) => Math.hypot(sizeOf(sizes, node.id).width, 80))) + GAP
      return simulate(nodes, sizes, (id) => (depth.get(id) ?? 0) * ring)
    }
    case "tree":
      return layered(nodes, sizes, "TB")
    case "level":
      return layered(nodes, sizes, "LR")
    case "circle":
      return circle(nodes, sizes)
    case "grid":
      return grid(nodes, sizes)
  }
}

/** The nodes moved to a layout's positions. */
export function applyLayout(
  kind: LayoutKind,
  nodes: readonly FlowNode[],
  sizes: ReadonlyMap<string, Size> = new Map()
): FlowNode[] {
  const positions = layoutPositions(kind, nodes, sizes)
  return nodes.map((node) => ({ ...node, position: positions[node.id] ?? node.position }))
}
