/**
 * What the builder does to a flow's nodes, as pure functions over the document's nodes
 * (core/src/contracts/chatFlows.ts): add, change and remove steps, connect a condition (or the
 * start) to a step and take the connection away. A connection away from a condition leaves it
 * closing the ticket, so every condition always has an action.
 */
import type {
  FlowAction,
  FlowCondition,
  FlowDocument,
  FlowInteraction,
  FlowNode,
  FlowPosition,
  FlowSettings,
  FlowStepNode
} from "@atende/core/contracts/chatFlows"
import { START_HANDLE, START_ID } from "./flowGraph"

export type StepData = FlowStepNode["data"]

/** A short id for a new step, interaction, condition, button or row ("<prefix>-<8 hex>"). */
export function newId(prefix: string, taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(4))
    const id = `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`
    if (!taken.has(id)) return id
  }
}

/** A new step named `name` at `position`, with one text interaction to fill in and no conditions. */
export function addStep(
  nodes: readonly FlowNode[],
  name: string,
  position: FlowPosition
): { nodes: FlowNode[]; id: string } {
  const id = newId("step", new Set(nodes.map((node) => node.id)))
  const step: FlowStepNode = {
    id,
    type: "step",
    position,
    data: { name, interactions: [{ id: newId("msg"), type: "text", text: "" }], conditions: [] }
  }
  const withStep: FlowNode[] = [...nodes, step]
  // The first step of a flow is where the start leads, until the administrator says otherwise.
  const start = nodes.find((node) => node.type === "start")
  const first = start?.type === "start" && start.data.next === null && !nodes.some((node) => node.type === "step")
  return { nodes: first ? connect(withStep, START_ID, START_HANDLE, id) : withStep, id }
}

export function updateStep(nodes: readonly FlowNode[], id: string, data: StepData): FlowNode[] {
  return nodes.map((node) => (node.id === id && node.type === "step" ? { ...node, data } : node))
}

export function moveNode(nodes: readonly FlowNode[], id: string, position: FlowPosition): FlowNode[] {
  return nodes.map((node) => (node.id === id ? { ...node, position } : node))
}

const CLOSE: FlowAction = { type: "close" }

/** Removes steps (never the start); what led to them leads nowhere (start) or closes (conditions). */
export function removeSteps(nodes: readonly FlowNode[], ids: ReadonlySet<string>): FlowNode[] {
  return nodes
    .filter((node) => node.type === "start" || !ids.has(node.id))
    .map((node) => {
      if (node.type === "start")
        return node.data.next && ids.has(node.data.next) ? { ...node, data: { next: null } } : node
      const pointsAway = (condition: FlowCondition) =>
        condition.action.type === "step" && ids.has(condition.action.stepId)
      if (!node.data.conditions.some(pointsAway)) return node
      return {
        ...node,
        data: {
          ...node.data,
          conditions: node.data.conditions.map((condition) =>
            pointsAway(condition) ? { ...condition, action: CLOSE } : condition
          )
        }
      }
    })
}

/**
 * Sets the action of one condition of a step (or the start's `next`: a step, or none for any other
 * action). A step as the action is a connection: check it first (connectionProblem).
 */
export function setAction(nodes: readonly FlowNode[], source: string, handle: string, action: FlowAction): FlowNode[] {
  return nodes.map((node) => {
    if (node.id !== source) return node
    if (node.type === "start") return { ...node, data: { next: action.type === "step" ? action.stepId : null } }
    return {
      ...node,
      data: {
        ...node.data,
        conditions: node.data.conditions.map((condition) =>
          condition.id === handle ? { ...condition, action } : condition
        )
      }
    }
  })
}

/** Draws source (the start, or a step's condition `handle`) → target step. Check it first. */
export function connect(nodes: readonly FlowNode[], source: string, handle: string, target: string): FlowNode[] {
  return setAction(nodes, source, handle, { type: "step", stepId: target })
}

/** Takes a drawn connection away: the start leads nowhere, the condition closes the ticket. */
export function disconnect(nodes: readonly FlowNode[], source: string, handle: string): FlowNode[] {
  return setAction(nodes, source, handle, CLOSE)
}

/** A new condition: keywords to fill in, closing the ticket until it is connected. */
export function newCondition(): FlowCondition {
  return { id: newId("cond"), type: "keywords", keywords: [], action: CLOSE }
}

/** A new interaction of a kind, with empty texts for the form. */
export function newInteraction(type: FlowInteraction["type"]): FlowInteraction {
  const id = newId("msg")
  switch (type) {
    case "text":
      return { id, type, text: "" }
    case "media":
      return { id, type, url: "", mediaType: "", name: "", caption: "" }
    case "buttons":
      return { id, type, text: "", buttons: [{ id: newId("btn"), label: "" }] }
    case "list":
      return { id, type, text: "", buttonText: "", rows: [{ id: newId("row"), title: "", description: "" }] }
  }
}

/** The document of the builder's nodes and settings, plain (no React Flow fields). */
export function toDocument(settings: FlowSettings, nodes: readonly FlowNode[]): FlowDocument {
  return {
    version: 1,
    settings,
    nodes: nodes.map((node) =>
      node.type === "start"
        ? { id: START_ID, type: "start", position: plainPosition(node.position), data: { next: node.data.next } }
        : { id: node.id, type: "step", position: plainPosition(node.position), data: node.data }
    )
  }
}

function plainPosition(position: FlowPosition): FlowPosition {
  return { x: Math.round(position.x), y: Math.round(position.y) }
}

/** The nodes a document opens with (a document without a start gets one). */
export function fromDocument(document: FlowDocument): FlowNode[] {
  if (document.nodes.some((node) => node.type === "start")) return document.nodes
  return [{ id: START_ID, type: "start", position: { x: 0, y: 0 }, data: { next: null } }, ...document.nodes]
}

/** The keywords typed in one box, separated by commas ("1, um , sim" → ["1", "um", "sim"]). */
export function parseKeywords(text: string): string[] {
  return text
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "")
}

export const keywordsText = (keywords: readonly string[]): string => keywords.join(", ")
