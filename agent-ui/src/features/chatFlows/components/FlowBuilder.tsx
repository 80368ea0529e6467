import {
  ChatFlowInput,
  type ChatFlow,
  type FlowAction,
  type FlowNode,
  type FlowSettings
} from "@atende/core/contracts/chatFlows"
import { checkFlowGraph, isCycleProblem } from "@atende/core/rules/flowGraph"
import {
  applyNodeChanges,
  Background,
  MarkerType,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type FinalConnectionState,
  type IsValidConnection,
  type NodeChange
} from "@xyflow/react"
import "@xyflow/react/dist/style.css"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router"
import { ApiError } from "../../../lib/apiError"
import { describeError } from "../../../lib/errorText"
import { useQueues, useUsers } from "../../../lib/queries"
import { toast } from "../../../lib/toast"
import { downloadJson, saveChatFlow } from "../hooks/useChatFlows"
import {
  addStep,
  fromDocument,
  removeSteps,
  setAction,
  toDocument,
  updateStep,
  type StepData
} from "../state/flowEditing"
import { exportFileName, toExport } from "../state/flowFile"
import { connectionProblem, flowEdges, nodeName, type ConnectionProblem } from "../state/flowGraph"
import { applyLayout, LAYOUTS, type LayoutKind, type Size } from "../state/layouts"
import { LIST_PATH } from "../state/paths"
import { cycleText } from "./cycleText"
import { NamesContext, NODE_TYPES, TARGET_HANDLE, type BuilderNode, type Names, type StepFlowNode } from "./FlowNodes"
import { HelpPanel } from "./HelpPanel"
import { SettingsPanel, type FlowMeta } from "./SettingsPanel"
import { StepPanel } from "./StepPanel"

/** The document's nodes as React Flow keeps them (the start cannot be deleted). */
function toBuilderNodes(nodes: readonly FlowNode[]): BuilderNode[] {
  return nodes.map((node) =>
    node.type === "start"
      ? { id: node.id, type: "start", position: node.position, data: node.data, deletable: false }
      : { id: node.id, type: "step", position: node.position, data: node.data }
  )
}

/** React Flow's nodes back to the document's (no selection, sizes or other screen state). */
function plain(nodes: readonly BuilderNode[]): FlowNode[] {
  return nodes.map((node) =>
    node.type === "start"
      ? { id: "start", type: "start", position: node.position, data: node.data }
      : { id: node.id, type: "step", position: node.position, data: node.data }
  )
}

/** The document's nodes after a change, keeping what React Flow knows of each (size, selection). */
function sync(current: readonly BuilderNode[], next: readonly FlowNode[]): BuilderNode[] {
  const byId = new Map(current.map((node) => [node.id, node]))
  return next.map((node) => {
    const known = byId.get(node.id)
    if (!known) return toBuilderNodes([node])[0]
    return { ...known, position: node.position, data: node.data } as BuilderNode
  })
}

const FIELD_KEYS = ["name", "text", "label", "title", "buttonText", "keywords", "url", "testNumber"] as const
type FieldKey = (typeof FIELD_KEYS)[number]
const isFieldKey = (key: PropertyKey): key is FieldKey => FIELD_KEYS.some((field) => field === key)

type BuilderProps = { flow: ChatFlow }

/**
 * The flow builder: the start and the steps on a React Flow canvas, a condition's handle connected to
 * the step it leads to; a side panel edits the selected step or, with none selected, the flow's
 * settings. A self-link or a loop is refused while connecting, with a message naming it; the six
 * layouts, zoom, fit and full screen are in the toolbar; save, download JSON; F1 opens the help.
 */
export function FlowBuilder({ flow }: BuilderProps) {
  const { t } = useTranslation("chatFlows")
  const navigate = useNavigate()
  const reactFlow = useReactFlow<BuilderNode, Edge>()
  const [nodes, setNodes] = useState<BuilderNode[]>(() => toBuilderNodes(fromDocument(flow.document)))
  const [settings, setSettings] = useState<FlowSettings>(flow.document.settings)
  const [meta, setMeta] = useState<FlowMeta>({
    name: flow.name,
    description: flow.description,
    active: flow.active,
    testNumber: flow.testNumber ?? ""
  })
  const [dirty, setDirty] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saveProblem, setSaveProblem] = useState<string | null>(null)
  const [selectedEdges, setSelectedEdges] = useState<ReadonlySet<string>>(new Set())
  const [help, setHelp] = useState(false)
  const [full, setFull] = useState(false)
  const [saving, setSaving] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const queues = useQueues()
  const users = useUsers()

  const names = useMemo<Names>(
    () => ({
      queues: new Map((queues.data ?? []).map((queue) => [queue.id, queue.name])),
      users: new Map((users.data ?? []).map((user) => [user.id, user.name]))
    }),
    [queues.data, users.data]
  )
  const flowNodes = useMemo(() => plain(nodes), [nodes])
  const edges = useMemo<Edge[]>(
    () =>
      flowEdges(flowNodes).map((edge) => ({
        ...edge,
        targetHandle: TARGET_HANDLE,
        selected: selectedEdges.has(edge.id),
        markerEnd: { type: MarkerType.ArrowClosed },
        className: "flow-edge"
      })),
    [flowNodes, selectedEdges]
  )
  const selected = nodes.find((node): node is StepFlowNode => node.selected === true && node.type === "step")
  const steps = useMemo(
    () => flowNodes.flatMap((node) => (node.type === "step" ? [{ id: node.id, name: node.data.name }] : [])),
    [flowNodes]
  )

  const change = useCallback((op: (nodes: FlowNode[]) => FlowNode[]) => {
    setNodes((current) => sync(current, op(plain(current))))
    setDirty(true)
  }, [])

  const problemText = useCallback(
    (problem: ConnectionProblem) => {
      if (problem.kind === "self") return t("chatFlows.refused.self")
      const path = problem.path.map((id) => nodeName(flowNodes, id, t("chatFlows.node.start"))).join(" → ")
      return t("chatFlows.refused.cycle", { path })
    },
    [flowNodes, t]
  )

  // F1 opens (and closes) the help; Escape closes it.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "F1") {
        event.preventDefault()
        setHelp((open) => !open)
      } else if (event.key === "Escape") setHelp(false)
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [])

  // Leaving the browser's full screen (Escape) leaves the builder's too.
  useEffect(() => {
    function onChange() {
      if (!document.fullscreenElement) setFull(false)
    }
    document.addEventListener("fullscreenchange", onChange)
    return () => document.removeEventListener("fullscreenchange", onChange)
  }, [])

  const isValidConnection = useCallback<IsValidConnection>(
    (connection) =>
      connection.targetHandle === TARGET_HANDLE &&
      connectionProblem(flowNodes, connection.source, connection.target) === null,
    [flowNodes]
  )

  function onConnect(connection: Connection) {
    const problem = connectionProblem(flowNodes, connection.source, connection.target)
    if (problem) {
      setRefusal(problemText(problem))
      return
    }
    setRefusal(null)
    change((current) =>
      setAction(current, connection.source, connection.sourceHandle ?? "", {
        type: "step",
        stepId: connection.target
      })
    )
  }

  /** A connection dropped on a step it may not go to: say why. */
  function onConnectEnd(_event: MouseEvent | TouchEvent, state: FinalConnectionState) {
    if (state.isValid !== false || !state.fromNode || !state.toNode) return
    const problem = connectionProblem(flowNodes, state.fromNode.id, state.toNode.id)
    if (problem) setRefusal(problemText(problem))
  }

  function onNodesChange(changes: NodeChange<BuilderNode>[]) {
    const removed = new Set(changes.flatMap((c) => (c.type === "remove" && c.id !== "start" ? [c.id] : [])))
    const rest = changes.filter((c) => c.type !== "remove")
    setNodes((current) => {
      const applied = applyNodeChanges(rest, current)
      return removed.size ? sync(applied, removeSteps(plain(applied), removed)) : applied
    })
    if (removed.size || changes.some((c) => c.type === "position" && c.dragging === false)) setDirty(true)
  }

  function onEdgesChange(changes: EdgeChange[]) {
    const byId = new Map(edges.map((edge) => [edge.id, edge]))
    const removed = changes.flatMap((c) => (c.type === "remove" ? [byId.get(c.id)] : [])).filter((e) => e)
    if (removed.length)
      change((current) =>
        removed.reduce(
          (acc, edge) => (edge ? setAction(acc, edge.source, edge.sourceHandle ?? "", { type: "close" }) : acc),
          current
        )
      )
    const selections = changes.flatMap((c) => (c.type === "select" ? [c] : []))
    if (selections.length)
      setSelectedEdges((current) => {
        const next = new Set(current)
        for (const c of selections) {
          if (c.selected) next.add(c.id)
          else next.delete(c.id)
        }
        return next
      })
  }

  function select(id: string | null) {
    setNodes((current) => current.map((node) => ({ ...node, selected: node.id === id })))
  }

  function handleAddStep() {
    const right = Math.max(...nodes.map((node) => node.position.x + (node.measured?.width ?? 220)))
    const stepCount = nodes.filter((node) => node.type === "step").length
    const added = addStep(plain(nodes), t("chatFlows.step.newName", { n: stepCount + 1 }), {
      x: right + 80,
      y: (stepCount % 3) * 60
    })
    setNodes((current) =>
      sync(current, added.nodes).map((node) => ({ ...node, selected: node.id === added.id }) as BuilderNode)
    )
    setDirty(true)
    requestAnimationFrame(() => void reactFlow.fitView({ padding: 0.2, maxZoom: 1 }))
  }

  function handleAction(stepId: string, conditionId: string, action: FlowAction) {
    if (action.type === "step") {
      const problem = connectionProblem(flowNodes, stepId, action.stepId)
      if (problem) {
        setRefusal(problemText(problem))
        return
      }
    }
    setRefusal(null)
    change((current) => setAction(current, stepId, conditionId, action))
  }

  function handleLayout(kind: LayoutKind) {
    const sizes = new Map<string, Size>()
    for (const node of nodes)
      if (node.measured?.width && node.measured.height)
        sizes.set(node.id, { width: node.measured.width, height: node.measured.height })
    change((current) => applyLayout(kind, current, sizes))
    requestAnimationFrame(() => void reactFlow.fitView({ padding: 0.2, maxZoom: 1 }))
  }

  function toggleFull() {
    if (full) {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
      setFull(false)
    } else {
      setFull(true)
      container.current?.requestFullscreen?.().catch(() => undefined)
    }
    requestAnimationFrame(() => void reactFlow.fitView({ padding: 0.2, maxZoom: 1 }))
  }

  /** Where a refusal of the contract points: the step (selected, so its panel shows) and the field. */
  function issueText(path: readonly PropertyKey[]): string {
    const field = [...path].reverse().find(isFieldKey)
    const fieldText = field ? t(`chatFlows.fields.${field}`) : t("chatFlows.fields.other")
    const nodeIndex = path[0] === "document" && path[1] === "nodes" ? path[2] : undefined
    const node = typeof nodeIndex === "number" ? flowNodes[nodeIndex] : undefined
    if (node?.type === "step") {
      select(node.id)
      return t("chatFlows.invalid.step", { step: node.data.name || "?", field: fieldText })
    }
    if (path[0] === "document") select(null)
    return t("chatFlows.invalid.flow", { field: fieldText })
  }

  async function handleSave() {
    const body = {
      name: meta.name,
      description: meta.description,
      active: meta.active,
      testNumber: meta.testNumber,
      document: toDocument(settings, flowNodes)
    }
    const parsed = ChatFlowInput.safeParse(body)
    if (!parsed.success) {
      setSaveProblem(issueText(parsed.error.issues[0]?.path ?? []))
      return
    }
    const graph = checkFlowGraph(parsed.data.document)
    if (!graph.ok) {
      const problem = graph.problem
      setSaveProblem(
        isCycleProblem(problem)
          ? t("chatFlows.cycle", {
              title: t("chatFlows.cycleTitle"),
              path: [...problem.cycle, problem.cycle[0]].join(" → ")
            })
          : t("chatFlows.invalid.graph")
      )
      return
    }
    setSaving(true)
    setSaveProblem(null)
    try {
      await saveChatFlow(flow.id, parsed.data)
      setDirty(false)
      toast.success(t("chatFlows.saved"))
    } catch (error) {
      const cycle = cycleText(error)
      if (cycle) setSaveProblem(cycle)
      else if (error instanceof ApiError && error.code === "ERR_VALIDATION" && validationField(error.extra))
        setSaveProblem(issueText(validationField(error.extra).split(".").map(toKey)))
      else {
        const text = describeError(error)
        setSaveProblem(text.title ? `${text.title}: ${text.text}` : text.text)
      }
    } finally {
      setSaving(false)
    }
  }

  function handleDownload() {
    downloadJson(
      exportFileName(meta.name),
      toExport(meta.name.trim(), meta.description.trim(), toDocument(settings, flowNodes))
    )
  }

  function handleBack() {
    if (dirty && !window.confirm(t("chatFlows.leaveUnsaved"))) return
    void navigate(LIST_PATH)
  }

  return (
    <div
      ref={container}
      className={`flow-builder${full ? " flow-builder-full" : ""}`}
      data-testid="flow-builder"
      data-dirty={dirty}
    >
      <header className="flow-toolbar">
        <button type="button" className="button button-ghost" data-testid="flow-back" onClick={handleBack}>
          ← {t("chatFlows.back")}
        </button>
        <input
          className="flow-name"
          value={meta.name}
          maxLength={100}
          aria-label={t("chatFlows.name")}
          data-testid="flow-name"
          onChange={(event) => {
            setMeta({ ...meta, name: event.target.value })
            setDirty(true)
          }}
        />
        <label className="check flow-active">
          <input
            type="checkbox"
            checked={meta.active}
            data-testid="flow-active-toggle"
            onChange={(event) => {
              setMeta({ ...meta, active: event.target.checked })
              setDirty(true)
            }}
          />
          <span>{t("chatFlows.active")}</span>
        </label>
        <span className="flow-toolbar-gap" />
        <button type="button" className="button button-outline" data-testid="flow-add-step" onClick={handleAddStep}>
          + {t("chatFlows.step.add")}
        </button>
        <label className="flow-layout">
          <span className="muted">{t("chatFlows.layout.label")}</span>
          <select
            className="flow-select"
            data-testid="flow-layout"
            value=""
            onChange={(event) => {
              const kind = LAYOUTS.find((layout) => layout === event.target.value)
              if (kind) handleLayout(kind)
            }}
          >
            <option value="" disabled>
              {t("chatFlows.layout.choose")}
            </option>
            {LAYOUTS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`chatFlows.layout.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flow-zoom" role="group" aria-label={t("chatFlows.zoom.label")}>
          <button
            type="button"
            className="icon-button"
            title={t("chatFlows.zoom.in")}
            aria-label={t("chatFlows.zoom.in")}
            data-testid="flow-zoom-in"
            onClick={() => void reactFlow.zoomIn()}
          >
            <Glyph d="M12 5v14M5 12h14" />
          </button>
          <button
            type="button"
            className="icon-button"
            title={t("chatFlows.zoom.out")}
            aria-label={t("chatFlows.zoom.out")}
            data-testid="flow-zoom-out"
            onClick={() => void reactFlow.zoomOut()}
          >
            <Glyph d="M5 12h14" />
          </button>
          <button
            type="button"
            className="icon-button"
            title={t("chatFlows.zoom.fit")}
            aria-label={t("chatFlows.zoom.fit")}
            data-testid="flow-fit"
            onClick={() => void reactFlow.fitView({ padding: 0.2 })}
          >
            <Glyph d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </button>
          <button
            type="button"
            className={`icon-button${full ? " icon-button-on" : ""}`}
            title={full ? t("chatFlows.zoom.exitFull") : t("chatFlows.zoom.full")}
            aria-label={full ? t("chatFlows.zoom.exitFull") : t("chatFlows.zoom.full")}
            aria-pressed={full}
            data-testid="flow-fullscreen"
            onClick={toggleFull}
          >
            <Glyph d={full ? "M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" : "M3 8V3h5M21 8V3h-5M3 16v5h5M21 16v5h-5"} />
          </button>
        </div>
        <button type="button" className="button button-ghost" data-testid="flow-help" onClick={() => setHelp(!help)}>
          {t("chatFlows.help.button")}
        </button>
        <button
          type="button"
          className="button button-outline"
          data-testid="flow-download-json"
          onClick={handleDownload}
        >
          {t("chatFlows.download")}
        </button>
        <button
          type="button"
          className="button button-primary"
          data-testid="flow-save"
          disabled={saving}
          onClick={() => void handleSave()}
        >
          {t("chatFlows.save")}
        </button>
      </header>
      {(refusal || saveProblem) && (
        <div className="flow-alerts">
          {refusal && (
            <p className="flow-alert" role="alert" data-testid="flow-refused">
              <span>{refusal}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t("chatFlows.dismiss")}
                onClick={() => setRefusal(null)}
              >
                ×
              </button>
            </p>
          )}
          {saveProblem && (
            <p className="flow-alert" role="alert" data-testid="flow-save-error">
              <span>{saveProblem}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={t("chatFlows.dismiss")}
                onClick={() => setSaveProblem(null)}
              >
                ×
              </button>
            </p>
          )}
        </div>
      )}
      <div className="flow-main">
        <div className="flow-canvas" data-testid="flow-canvas">
          <NamesContext.Provider value={names}>
            <ReactFlow<BuilderNode, Edge>
              nodes={nodes}
              edges={edges}
              nodeTypes={NODE_TYPES}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              onConnectEnd={onConnectEnd}
              isValidConnection={isValidConnection}
              onPaneClick={() => select(null)}
              deleteKeyCode={["Backspace", "Delete"]}
              fitView
              fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
              minZoom={0.2}
              maxZoom={2}
              proOptions={{ hideAttribution: true }}
            >
              <Background gap={24} />
              <MiniMap pannable zoomable className="flow-minimap" />
            </ReactFlow>
          </NamesContext.Provider>
        </div>
        <aside className="flow-panel" aria-label={t("chatFlows.panel")}>
          <div className="flow-panel-header">
            <h2>{selected ? selected.data.name || t("chatFlows.step.unnamed") : t("chatFlows.settings.title")}</h2>
            {selected && (
              <button
                type="button"
                className="link-button"
                data-testid="flow-show-settings"
                onClick={() => select(null)}
              >
                {t("chatFlows.settings.title")}
              </button>
            )}
          </div>
          <NamesContext.Provider value={names}>
            {selected ? (
              <StepPanel
                key={selected.id}
                id={selected.id}
                data={selected.data}
                steps={steps.filter((step) => step.id !== selected.id)}
                onChange={(data: StepData) => change((current) => updateStep(current, selected.id, data))}
                onAction={(conditionId, action) => handleAction(selected.id, conditionId, action)}
                onDelete={() => change((current) => removeSteps(current, new Set([selected.id])))}
              />
            ) : (
              <SettingsPanel
                meta={meta}
                settings={settings}
                onMeta={(next) => {
                  setMeta(next)
                  setDirty(true)
                }}
                onSettings={(next) => {
                  setSettings(next)
                  setDirty(true)
                }}
              />
            )}
          </NamesContext.Provider>
        </aside>
        {help && <HelpPanel onClose={() => setHelp(false)} />}
      </div>
    </div>
  )
}

/** A toolbar icon drawn with one path (no emoji or symbol font needed). */
function Glyph({ d }: { d: string }) {
  return (
    <svg className="flow-glyph" width={16} height={16} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** The field of an ERR_VALIDATION body (`field`, or its first issue's), "" when it names none. */
function validationField(extra: Record<string, unknown>): string {
  if (typeof extra.field === "string") return extra.field
  const issues = Array.isArray(extra.issues) ? (extra.issues as { field?: unknown }[]) : []
  return typeof issues[0]?.field === "string" ? issues[0].field : ""
}

/** A path segment of an error's `field` ("nodes.2.data" → "nodes", 2, "data"). */
function toKey(segment: string): string | number {
  return /^\d+$/.test(segment) ? Number(segment) : segment
}
