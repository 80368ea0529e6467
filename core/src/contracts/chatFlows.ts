// Chat flows (spec part 2 §3 "Chat flow", "Button", "List"; §4 "Flow"; §9 "Flow bot"), issue 14.
// One flow is one JSON document: a start node naming the first step, and steps with interactions
// (what the bot sends) and conditions (what it does with the answer). There is no edges array: the
// graph is `start.data.next` plus every condition whose action is a step. The schemas here check the
// shape; the graph (one start, unique ids, references, no self-link, no cycle) is checked by
// core/src/rules/flowGraph.ts. The runtime's routes, the builder UI and the bot engine parse with
// these. Keep changes additive.
import { z } from "zod"
import { Id } from "./common"

/** The text of a message the bot sends: the same limit as a message's body. */
export const FLOW_TEXT_MAX = 4096
export const FLOW_NAME_MAX = 100
export const FLOW_DESCRIPTION_MAX = 500
/** Node, interaction, condition, button and row ids. */
export const FLOW_ID_MAX = 64
export const FLOW_STEP_NAME_MAX = 100
export const FLOW_MAX_NODES = 300
export const FLOW_MAX_INTERACTIONS = 20
export const FLOW_MAX_CONDITIONS = 30
export const FLOW_MAX_KEYWORDS = 50
export const FLOW_KEYWORD_MAX = 100
/** WhatsApp's limits: three reply buttons of 20 characters, ten list rows. */
export const FLOW_MAX_BUTTONS = 3
export const FLOW_BUTTON_LABEL_MAX = 20
export const FLOW_MAX_LIST_ROWS = 10
export const FLOW_LIST_BUTTON_TEXT_MAX = 20
export const FLOW_LIST_ROW_TITLE_MAX = 24
export const FLOW_LIST_ROW_DESCRIPTION_MAX = 72
/** Flow media: at most 5 MB (spec part 2 §9), uploaded through the existing media upload. */
export const FLOW_MEDIA_MAX_BYTES = 5 * 1024 * 1024
export const FLOW_MAX_ATTEMPTS_MAX = 10
export const FLOW_WAIT_MINUTES_MAX = 1440

/** The id of a node, interaction, condition, button or list row: 1..64 characters, no spaces. */
export const FlowNodeId = z
  .string()
  .min(1)
  .max(FLOW_ID_MAX)
  .regex(/^[A-Za-z0-9_.:-]+$/, "Ids are letters, digits and _ . : -")
export type FlowNodeId = z.infer<typeof FlowNodeId>

const Text = z.string().trim().min(1).max(FLOW_TEXT_MAX)
/** An optional message of the settings: blank means none is sent. */
const OptionalText = z.string().trim().max(FLOW_TEXT_MAX).default("")
const Keyword = z.string().trim().min(1).max(FLOW_KEYWORD_MAX)
const Keywords = z.array(Keyword).max(FLOW_MAX_KEYWORDS)

/** What a condition (or the limit) does: go to a step, hand to a queue or a user, close the ticket. */
export const FlowAction = z.discriminatedUnion("type", [
  z.object({ type: z.literal("step"), stepId: FlowNodeId }),
  z.object({ type: z.literal("queue"), queueId: Id }),
  z.object({ type: z.literal("user"), userId: Id }),
  z.object({ type: z.literal("close") })
])
export type FlowAction = z.infer<typeof FlowAction>

/** The limit action (attempts spent, wait time over): a flow action other than a step. */
export const FlowLimitAction = z.discriminatedUnion("type", [
  z.object({ type: z.literal("queue"), queueId: Id }),
  z.object({ type: z.literal("user"), userId: Id }),
  z.object({ type: z.literal("close") })
])
export type FlowLimitAction = z.infer<typeof FlowLimitAction>

/**
 * If/then: "keywords" matches when the answer (whole, accent- and case-insensitively), the chosen
 * list row id or button id equals one of the keywords; "any" matches any answer (keywords ignored).
 * Conditions are tried in order; the first match wins.
 */
export const FlowCondition = z
  .object({
    id: FlowNodeId,
    type: z.enum(["keywords", "any"]),
    keywords: Keywords.default([]),
    action: FlowAction
  })
  .refine((c) => c.type === "any" || c.keywords.length > 0, {
    message: "A keywords condition needs at least one keyword",
    path: ["keywords"]
  })
export type FlowCondition = z.infer<typeof FlowCondition>

export const FlowButton = z.object({ id: FlowNodeId, label: z.string().trim().min(1).max(FLOW_BUTTON_LABEL_MAX) })
export type FlowButton = z.infer<typeof FlowButton>

export const FlowListRow = z.object({
  id: FlowNodeId,
  title: z.string().trim().min(1).max(FLOW_LIST_ROW_TITLE_MAX),
  description: z.string().trim().max(FLOW_LIST_ROW_DESCRIPTION_MAX).optional()
})
export type FlowListRow = z.infer<typeof FlowListRow>

/** A file of the media store, as a path; a signed URL handed back keeps only its path. */
export const FlowMediaUrl = z
  .string()
  .trim()
  .max(512)
  .transform((u) => u.replace(/^https?:\/\/[^/]+/, "").replace(/[?#].*$/, ""))
  .pipe(z.string().regex(/^\/media\/[0-9a-f-]{36}$/, "A file uploaded for the flow"))

/** What a step sends, in order. Texts may hold message variables (`{{name}}`, `{{protocol}}` …). */
export const FlowInteraction = z.discriminatedUnion("type", [
  z.object({ id: FlowNodeId, type: z.literal("text"), text: Text }),
  z.object({
    id: FlowNodeId,
    type: z.literal("media"),
    /** The file as `POST /chat-flows/media` answered it: `/media/<uuid>` (a signed URL's query is dropped). */
    url: FlowMediaUrl,
    mediaType: z.string().trim().min(1).max(255),
    name: z.string().trim().max(255).default(""),
    caption: z.string().trim().max(FLOW_TEXT_MAX).optional()
  }),
  z.object({
    id: FlowNodeId,
    type: z.literal("buttons"),
    text: Text,
    buttons: z.array(FlowButton).min(1).max(FLOW_MAX_BUTTONS)
  }),
  z.object({
    id: FlowNodeId,
    type: z.literal("list"),
    text: Text,
    buttonText: z.string().trim().min(1).max(FLOW_LIST_BUTTON_TEXT_MAX),
    rows: z.array(FlowListRow).min(1).max(FLOW_MAX_LIST_ROWS)
  })
])
export type FlowInteraction = z.infer<typeof FlowInteraction>

/** Where a node sits in the builder (not used by the engine). */
export const FlowPosition = z.object({ x: z.number().finite(), y: z.number().finite() })
export type FlowPosition = z.infer<typeof FlowPosition>

export const FlowStepNode = z.object({
  id: FlowNodeId,
  type: z.literal("step"),
  position: FlowPosition,
  data: z.object({
    name: z.string().trim().min(1).max(FLOW_STEP_NAME_MAX),
    interactions: z.array(FlowInteraction).max(FLOW_MAX_INTERACTIONS),
    conditions: z.array(FlowCondition).max(FLOW_MAX_CONDITIONS)
  })
})
export type FlowStepNode = z.infer<typeof FlowStepNode>

/** The start node: its id is always "start"; `next` is the first step (null while unconnected). */
export const FlowStartNode = z.object({
  id: z.literal("start"),
  type: z.literal("start"),
  position: FlowPosition,
  data: z.object({ next: FlowNodeId.nullable() })
})
export type FlowStartNode = z.infer<typeof FlowStartNode>

export const FlowNode = z.discriminatedUnion("type", [FlowStartNode, FlowStepNode])
export type FlowNode = z.infer<typeof FlowNode>

export const AUTO_DISTRIBUTE = ["none", "balance", "random"] as const
export const AutoDistribute = z.enum(AUTO_DISTRIBUTE)
export type AutoDistribute = z.infer<typeof AutoDistribute>

/**
 * The flow's settings. Messages: blank means not sent. `keywords` empty: every new ticket of a channel
 * bound to the flow starts the bot; otherwise only a first message matching one of them.
 * `offKeywords` leave the bot (the ticket waits for a person); `restartKeywords` go back to the first
 * step. After `maxAttempts` answers matching no condition, or after `waitMinutes` without an answer
 * (0: no limit), the bot takes `limitAction` (a timeout closes instead when `closeTicketOnTimeout`).
 * `autoDistribute`: when the bot hands to a queue, pick an agent (balance: fewest open tickets).
 */
export const FlowSettings = z.object({
  welcomeMessage: OptionalText,
  closingMessage: OptionalText,
  absenceMessage: OptionalText,
  invalidMessage: OptionalText,
  keywords: Keywords.default([]),
  offKeywords: Keywords.default([]),
  restartKeywords: Keywords.default([]),
  maxAttempts: z.number().int().min(1).max(FLOW_MAX_ATTEMPTS_MAX).default(3),
  waitMinutes: z.number().int().min(0).max(FLOW_WAIT_MINUTES_MAX).default(0),
  limitAction: FlowLimitAction.default({ type: "close" }),
  autoDistribute: AutoDistribute.default("none"),
  closeTicketOnTimeout: z.boolean().default(false)
})
export type FlowSettings = z.infer<typeof FlowSettings>
export type FlowSettingsInput = z.input<typeof FlowSettings>

/** The settings of a new flow. */
export const defaultFlowSettings = (): FlowSettings => FlowSettings.parse({})

/**
 * The flow document (stored as one JSON value). Shape only: run `checkFlowGraph`
 * (core/src/rules/flowGraph.ts) for one start, unique ids, references, self-links and cycles.
 */
export const FlowDocument = z.object({
  version: z.literal(1),
  settings: FlowSettings,
  nodes: z.array(FlowNode).min(1).max(FLOW_MAX_NODES)
})
export type FlowDocument = z.infer<typeof FlowDocument>
export type FlowDocumentInput = z.input<typeof FlowDocument>

/** A new flow's document: a start node, no steps yet. */
export const emptyFlowDocument = (): FlowDocument => ({
  version: 1,
  settings: defaultFlowSettings(),
  nodes: [{ id: "start", type: "start", position: { x: 0, y: 0 }, data: { next: null } }]
})

/** A chat flow as the API answers it (times ISO). */
export const ChatFlow = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  /** When set, only tickets of this contact number start the bot (trying a flow out). */
  testNumber: z.string().nullable(),
  document: FlowDocument,
  createdAt: z.string(),
  updatedAt: z.string()
})
export type ChatFlow = z.infer<typeof ChatFlow>

/** `GET /chat-flows` rows may leave the document out. */
export const ChatFlowSummary = ChatFlow.omit({ document: true })
export type ChatFlowSummary = z.infer<typeof ChatFlowSummary>

const TestNumber = z
  .string()
  .trim()
  .transform((s) => s.replace(/^\+/, "").replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\d{8,15}$/, "Phone numbers have 8 to 15 digits"))

/**
 * `POST /chat-flows` and `PUT /chat-flows/:id` body. Absent `description`, `active`, `testNumber`:
 * on create "", true (subject to the plan's limit), null; on update unchanged.
 * A blank `testNumber` means none.
 */
export const ChatFlowInput = z.object({
  name: z.string().trim().min(1).max(FLOW_NAME_MAX),
  description: z.string().trim().max(FLOW_DESCRIPTION_MAX).optional(),
  active: z.boolean().optional(),
  testNumber: z
    .preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), TestNumber.nullable())
    .optional(),
  document: FlowDocument
})
export type ChatFlowInput = z.infer<typeof ChatFlowInput>

export const CHAT_FLOW_EXPORT_FORMAT = "atende.chatflow"

/** The download of `GET /chat-flows/:id/export` and the body of `POST /chat-flows/import`. */
export const ChatFlowExport = z.object({
  format: z.literal(CHAT_FLOW_EXPORT_FORMAT),
  version: z.literal(1),
  name: z.string().trim().min(1).max(FLOW_NAME_MAX),
  description: z.string().trim().max(FLOW_DESCRIPTION_MAX).default(""),
  document: FlowDocument
})
export type ChatFlowExport = z.infer<typeof ChatFlowExport>

/** The steps of a document, in order. */
export const flowSteps = (doc: FlowDocument): FlowStepNode[] =>
  doc.nodes.filter((n): n is FlowStepNode => n.type === "step")

/** The start node of a document, if it has one. */
export const flowStart = (doc: FlowDocument): FlowStartNode | undefined =>
  doc.nodes.find((n): n is FlowStartNode => n.type === "start")

/**
 * Text as keywords and answers are compared: Unicode-decomposed, marks stripped, lower case, inner
 * white space collapsed, trimmed ("  Olá  Mundo " and "ola mundo" match).
 */
export const foldFlowText = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim()
