// The chat-flow bot as a pure step function (issue 14 item 3; spec part 2 §3 "Chat flow", §9
// "Flow bot"; part 1 §3 ticket log types). The runtime keeps the cursor on the ticket, calls
// `advance` with each input inside the ticket actor's transaction and carries out the effects.
//
// Rules:
// - start: "chatBot" log, the welcome message, then the first step's interactions (a flow whose
//   start leads nowhere hands the ticket to a person). With trigger keywords, only a first message
//   matching one starts the bot.
// - A step is prompted (its interactions sent) and waits for an answer; conditions are tried in
//   order, keywords compared with `foldFlowText` against the whole answer and the chosen button or
//   list row id. A step without conditions sends its interactions and hands to a person.
// - No match: the invalid message and the step again, attempts + 1; at maxAttempts the limit action
//   (logged "retriesLimitQueue" / "retriesLimitUserDefine"; close sends the closing message).
// - Off keywords leave the bot (a person takes over); restart keywords prompt the first step again.
// - A timer fires with the prompt's sequence number: a stale one does nothing; a current one takes
//   the limit action, or closes when closeTicketOnTimeout.
// - The same message id twice gives no effect. At most MAX_STEPS_PER_INPUT steps are entered for one
//   input (a guard: validated flows are acyclic and wait at every step).
// - Handing to a queue or a user outside business hours (ctx.open false) sends the absence message.
import {
  type FlowAction,
  type FlowDocument,
  type FlowLimitAction,
  type FlowStepNode,
  type AutoDistribute
} from "../contracts/chatFlows"
import { flowStart, foldFlowText } from "../contracts/chatFlows"
import { fillVariables, type VariableContext } from "../rules/variables"

export const MAX_STEPS_PER_INPUT = 10

/** Where the bot is in a ticket's conversation. Stored as JSON by the runtime. */
export type BotCursor = {
  /** The step waiting for an answer. */
  readonly stepId: string
  /** Answers that matched no condition at this step. */
  readonly attempts: number
  /** Rises each time a step is prompted; the wait timer carries it. */
  readonly promptSeq: number
  /** The id of the last message handled (a replay of it does nothing). */
  readonly lastInputId: string | null
}

export type BotInput =
  | { readonly type: "start"; readonly messageId?: string; readonly text?: string; readonly choiceId?: string }
  | { readonly type: "message"; readonly messageId: string; readonly text: string; readonly choiceId?: string }
  | { readonly type: "timeout"; readonly promptSeq: number }

export type BotContext = {
  /** Inside business hours. */
  readonly open: boolean
  readonly variables: VariableContext
  readonly now: number
}

/** The ticket-log entries the bot writes (spec part 1 §3). */
export type BotLogType = "chatBot" | "queue" | "userDefine" | "retriesLimitQueue" | "retriesLimitUserDefine"

export type BotEffect =
  | { readonly type: "sendText"; readonly text: string }
  | { readonly type: "sendMedia"; readonly url: string; readonly mediaType: string; readonly caption?: string }
  | {
      readonly type: "sendButtons"
      readonly text: string
      readonly buttons: ReadonlyArray<{ readonly id: string; readonly label: string }>
    }
  | {
      readonly type: "sendList"
      readonly text: string
      readonly buttonText: string
      readonly rows: ReadonlyArray<{ readonly id: string; readonly title: string; readonly description?: string }>
    }
  /** Move the ticket to a queue; the runtime picks an agent when `distribute` is not "none". */
  | { readonly type: "setQueue"; readonly queueId: number; readonly distribute: AutoDistribute }
  | { readonly type: "setUser"; readonly userId: number }
  | { readonly type: "close" }
  /** The bot stops; the ticket waits for a person where it is. */
  | { readonly type: "leave" }
  /** Arm the wait timer for this prompt (a later prompt makes it stale). */
  | { readonly type: "scheduleTimeout"; readonly promptSeq: number; readonly at: number }
  | { readonly type: "log"; readonly logType: BotLogType }

export type BotStep = {
  readonly effects: ReadonlyArray<BotEffect>
  /** null: the bot no longer handles the ticket (handed over, closed, left, or never started). */
  readonly cursor: BotCursor | null
}

/** Every path of the bot ends in one of these for one input. */
export type BotOutcome = "waiting" | "queue" | "user" | "closed" | "left" | "ignored"

const stepById = (flow: FlowDocument, id: string | null | undefined): FlowStepNode | undefined =>
  id == null ? undefined : flow.nodes.find((n): n is FlowStepNode => n.type === "step" && n.id === id)

const firstStep = (flow: FlowDocument) => stepById(flow, flowStart(flow)?.data.next)

const matches = (keywords: ReadonlyArray<string>, text: string, choiceId?: string) => {
  const answer = foldFlowText(text)
  const choice = choiceId === undefined ? undefined : foldFlowText(choiceId)
  return keywords.some((k) => {
    const key = foldFlowText(k)
    return key !== "" && (key === answer || key === choice)
  })
}

/**
 * A channel without buttons or lists shows them as numbered lines; the customer answers with the
 * number or the label. This finds the button or row id such an answer names at a step.
 */
export const choiceFor = (step: FlowStepNode, text: string): string | undefined => {
  const answer = foldFlowText(text)
  if (answer === "") return undefined
  for (const i of step.data.interactions) {
    const options =
      i.type === "buttons"
        ? i.buttons.map((b) => ({ id: b.id, label: b.label }))
        : i.type === "list"
          ? i.rows.map((r) => ({ id: r.id, label: r.title }))
          : []
    const hit = options.find((o, n) => answer === String(n + 1) || answer === foldFlowText(o.label))
    if (hit) return hit.id
  }
  return undefined
}

/** The text a channel without buttons or lists sends for them: the text, then one numbered line each. */
export const choicesText = (effect: Extract<BotEffect, { type: "sendButtons" | "sendList" }>): string => {
  const options = effect.type === "sendButtons" ? effect.buttons.map((b) => b.label) : effect.rows.map((r) => r.title)
  return [effect.text, ...options.map((label, n) => `${n + 1} - ${label}`)].join("\n")
}

/** Whether a first message starts the bot of a flow (its trigger keywords, if any). */
export const triggers = (flow: FlowDocument, text: string, choiceId?: string): boolean =>
  flow.settings.keywords.length === 0 || matches(flow.settings.keywords, text, choiceId)

/** Builds one input's effects. */
class Run {
  readonly effects: BotEffect[] = []
  entered = 0
  constructor(
    readonly flow: FlowDocument,
    readonly ctx: BotContext,
    readonly lastInputId: string | null
  ) {}

  say(text: string) {
    const t = fillVariables(text, this.ctx.variables).trim()
    if (t !== "") this.effects.push({ type: "sendText", text: t })
  }

  /** Sends a step's interactions and waits for an answer (or hands over when it has no conditions). */
  prompt(step: FlowStepNode | undefined, attempts: number, promptSeq: number): BotStep {
    if (step === undefined) return this.leave()
    this.entered += 1
    if (this.entered > MAX_STEPS_PER_INPUT) return this.leave()
    const fill = (s: string) => fillVariables(s, this.ctx.variables)
    for (const i of step.data.interactions) {
      switch (i.type) {
        case "text":
          this.say(i.text)
          break
        case "media":
          this.effects.push(
            i.caption
              ? { type: "sendMedia", url: i.url, mediaType: i.mediaType, caption: fill(i.caption) }
              : { type: "sendMedia", url: i.url, mediaType: i.mediaType }
          )
          break
        case "buttons":
          this.effects.push({ type: "sendButtons", text: fill(i.text), buttons: i.buttons.map((b) => ({ ...b })) })
          break
        case "list":
          this.effects.push({
            type: "sendList",
            text: fill(i.text),
            buttonText: i.buttonText,
            rows: i.rows.map((r) => ({ ...r }))
          })
          break
      }
    }
    if (step.data.conditions.length === 0) return this.leave()
    const seq = promptSeq + 1
    const wait = this.flow.settings.waitMinutes
    if (wait > 0) this.effects.push({ type: "scheduleTimeout", promptSeq: seq, at: this.ctx.now + wait * 60_000 })
    return this.done({ stepId: step.id, attempts, promptSeq: seq, lastInputId: this.lastInputId })
  }

  leave(): BotStep {
    this.effects.push({ type: "leave" })
    return this.done(null)
  }

  close(): BotStep {
    this.say(this.flow.settings.closingMessage)
    this.effects.push({ type: "close" })
    return this.done(null)
  }

  handTo(action: FlowLimitAction, limit: boolean): BotStep {
    if (action.type === "close") return this.close()
    if (!this.ctx.open) this.say(this.flow.settings.absenceMessage)
    if (action.type === "queue") {
      this.effects.push({ type: "log", logType: limit ? "retriesLimitQueue" : "queue" })
      this.effects.push({ type: "setQueue", queueId: action.queueId, distribute: this.flow.settings.autoDistribute })
    } else {
      this.effects.push({ type: "log", logType: limit ? "retriesLimitUserDefine" : "userDefine" })
      this.effects.push({ type: "setUser", userId: action.userId })
    }
    return this.done(null)
  }

  act(action: FlowAction, promptSeq: number): BotStep {
    return action.type === "step"
      ? this.prompt(stepById(this.flow, action.stepId), 0, promptSeq)
      : this.handTo(action, false)
  }

  done(cursor: BotCursor | null): BotStep {
    return { effects: this.effects, cursor }
  }
}

const nothing = (cursor: BotCursor | null): BotStep => ({ effects: [], cursor })

/**
 * One input's effects and the next cursor. `cursor` null with a "start" input starts the bot; a
 * "message" or "timeout" without a cursor does nothing (the bot is not handling the ticket).
 */
export const advance = (flow: FlowDocument, cursor: BotCursor | null, input: BotInput, ctx: BotContext): BotStep => {
  const s = flow.settings
  switch (input.type) {
    case "start": {
      if (cursor !== null) return nothing(cursor)
      if (input.text !== undefined && !triggers(flow, input.text, input.choiceId)) return nothing(null)
      const run = new Run(flow, ctx, input.messageId ?? null)
      run.effects.push({ type: "log", logType: "chatBot" })
      run.say(s.welcomeMessage)
      return run.prompt(firstStep(flow), 0, 0)
    }
    case "timeout": {
      if (cursor === null || input.promptSeq !== cursor.promptSeq) return nothing(cursor)
      const run = new Run(flow, ctx, cursor.lastInputId)
      return s.closeTicketOnTimeout ? run.close() : run.handTo(s.limitAction, true)
    }
    case "message": {
      if (cursor === null || input.messageId === cursor.lastInputId) return nothing(cursor)
      const run = new Run(flow, ctx, input.messageId)
      if (matches(s.offKeywords, input.text, input.choiceId)) return run.leave()
      const step = stepById(flow, cursor.stepId)
      if (matches(s.restartKeywords, input.text, input.choiceId) || step === undefined) {
        return run.prompt(firstStep(flow), 0, cursor.promptSeq)
      }
      const choiceId = input.choiceId ?? choiceFor(step, input.text)
      const hit = step.data.conditions.find((c) => c.type === "any" || matches(c.keywords, input.text, choiceId))
      if (hit) return run.act(hit.action, cursor.promptSeq)
      const attempts = cursor.attempts + 1
      if (attempts >= s.maxAttempts) return run.handTo(s.limitAction, true)
      run.say(s.invalidMessage)
      return run.prompt(step, attempts, cursor.promptSeq)
    }
  }
}

/** What an input's effects came to (for tests and logs). */
export const outcomeOf = (step: BotStep): BotOutcome => {
  if (step.cursor !== null) return "waiting"
  const last = step.effects.findLast(
    (e) => e.type === "setQueue" || e.type === "setUser" || e.type === "close" || e.type === "leave"
  )
  if (last === undefined) return "ignored"
  return last.type === "setQueue"
    ? "queue"
    : last.type === "setUser"
      ? "user"
      : last.type === "close"
        ? "closed"
        : "left"
}
