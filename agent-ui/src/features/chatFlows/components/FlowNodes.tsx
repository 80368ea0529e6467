import type { FlowAction, FlowStartNode, FlowStepNode } from "@atende/core/contracts/chatFlows"
import { Handle, Position, type Node, type NodeProps } from "@xyflow/react"
import { createContext, useContext } from "react"
import { useTranslation } from "react-i18next"
import { START_HANDLE } from "../state/flowGraph"

export type StartNodeData = FlowStartNode["data"]
export type StepNodeData = FlowStepNode["data"]
export type StartFlowNode = Node<StartNodeData, "start">
export type StepFlowNode = Node<StepNodeData, "step">
export type BuilderNode = StartFlowNode | StepFlowNode

/** The handle every step is reached through. */
export const TARGET_HANDLE = "in"

/** Queue and user names by id, for the actions a step's conditions show. */
export type Names = { queues: ReadonlyMap<number, string>; users: ReadonlyMap<number, string> }

export const NamesContext = createContext<Names>({ queues: new Map(), users: new Map() })

/** An action other than a step, in words ("→ Queue: Sales"); a step's action is its drawn edge. */
export function useActionText(): (action: FlowAction) => string | null {
  const { t } = useTranslation("chatFlows")
  const names = useContext(NamesContext)
  return (action) => {
    switch (action.type) {
      case "step":
        return null
      case "queue":
        return t("chatFlows.node.toQueue", { name: names.queues.get(action.queueId) ?? `#${action.queueId}` })
      case "user":
        return t("chatFlows.node.toUser", { name: names.users.get(action.userId) ?? `#${action.userId}` })
      case "close":
        return t("chatFlows.node.close")
    }
  }
}

export function StartNodeView({ selected }: NodeProps<StartFlowNode>) {
  const { t } = useTranslation("chatFlows")
  return (
    <div className={`flow-node flow-node-start${selected ? " flow-node-selected" : ""}`} data-testid="flow-start">
      <span className="flow-node-title">{t("chatFlows.node.start")}</span>
      <Handle type="source" position={Position.Right} id={START_HANDLE} className="flow-handle" />
    </div>
  )
}

/** A step: its name, what it sends first, and one row per condition with the handle it connects from. */
export function StepNodeView({ id, data, selected }: NodeProps<StepFlowNode>) {
  const { t } = useTranslation("chatFlows")
  const actionText = useActionText()
  const first = data.interactions[0]
  const preview = first === undefined ? "" : first.type === "media" ? t("chatFlows.interaction.media") : first.text
  return (
    <div
      className={`flow-node flow-node-step${selected ? " flow-node-selected" : ""}`}
      data-testid="flow-node"
      data-name={data.name}
      data-node-id={id}
    >
      <Handle type="target" position={Position.Left} id={TARGET_HANDLE} className="flow-handle flow-handle-in" />
      <div className="flow-node-title">{data.name}</div>
      {preview && <div className="flow-node-preview">{preview}</div>}
      {data.interactions.length > 1 && (
        <div className="flow-node-more">{t("chatFlows.node.more", { count: data.interactions.length - 1 })}</div>
      )}
      <ul className="flow-node-conditions">
        {data.conditions.map((condition) => {
          const action = actionText(condition.action)
          return (
            <li
              key={condition.id}
              className="flow-node-condition"
              data-testid="flow-node-condition"
              data-condition-id={condition.id}
            >
              <span className="flow-node-keywords">
                {condition.type === "any"
                  ? t("chatFlows.condition.anyAnswer")
                  : condition.keywords.join(", ") || t("chatFlows.condition.noKeywords")}
              </span>
              {action && <span className="flow-node-action">{action}</span>}
              <Handle type="source" position={Position.Right} id={condition.id} className="flow-handle" />
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export const NODE_TYPES = { start: StartNodeView, step: StepNodeView }
