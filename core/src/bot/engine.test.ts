import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { FlowAction, FlowDocument, FlowLimitAction, FlowSettingsInput, FlowStepNode } from "../contracts/chatFlows"
import { FlowDocument as FlowDocumentSchema } from "../contracts/chatFlows"
import { checkFlowGraph } from "../rules/flowGraph"
import { advance, type BotContext, type BotCursor, type BotEffect, type BotInput, outcomeOf } from "./engine"

const ctx = (open = true): BotContext => ({
  open,
  now: Date.UTC(2026, 10, 25, 13, 0),
  variables: { name: "Maria Silva", protocol: "20261125-7", now: Date.UTC(2026, 10, 25, 13, 0) }
})

const step = (id: string, text: string, conditions: Array<[string[] | "any", FlowAction]>): FlowStepNode => ({
  id,
  type: "step",
  position: { x: 0, y: 0 },
  data: {
    name: id,
    interactions: [{ id: `${id}-t`, type: "text", text }],
    conditions: conditions.map(([k, action], i) => ({
      id: `${id}-c${i}`,
      type: k === "any" ? "any" : "keywords",
      keywords: k === "any" ? [] : k,
      action
    }))
  }
})

const flow = (settings: FlowSettingsInput, steps: FlowStepNode[], first = steps[0]?.id ?? null): FlowDocument =>
  FlowDocumentSchema.parse({
    version: 1,
    settings,
    nodes: [{ id: "start", type: "start", position: { x: 0, y: 0 }, data: { next: first } }, ...steps]
  })

const menu = (settings: FlowSettingsInput = {}) =>
  flow(
    {
      welcomeMessage: "{{greeting}}, {{firstName}}! Protocolo {{protocol}}.",
      invalidMessage: "Opção inválida.",
      closingMessage: "Até logo!",
      absenceMessage: "Estamos fora do horário.",
      offKeywords: ["atendente"],
      restartKeywords: ["menu", "início"],
      maxAttempts: 3,
      waitMinutes: 5,
      limitAction: { type: "queue", queueId: 1 },
      autoDistribute: "balance",
      ...settings
    },
    [
      step("menu", "1 Vendas, 2 Suporte, 3 Falar com João", [
        [["1", "vendas"], { type: "queue", queueId: 1 }],
        [["2", "suporte"], { type: "queue", queueId: 2 }],
        [["3"], { type: "step", stepId: "who" }]
      ]),
      step("who", "Confirma? (sim/não)", [
        [["sim"], { type: "user", userId: 7 }],
        ["any", { type: "close" }]
      ])
    ]
  )

const texts = (effects: ReadonlyArray<BotEffect>) => effects.flatMap((e) => (e.type === "sendText" ? [e.text] : []))

const msg = (messageId: string, text: string, choiceId?: string): BotInput =>
  choiceId === undefined ? { type: "message", messageId, text } : { type: "message", messageId, text, choiceId }

describe("advance: a menu of two queues", () => {
  it("starts with the log, the welcome (variables filled) and the menu, and arms the timer", () => {
    const r = advance(menu(), null, { type: "start", messageId: "m1", text: "oi" }, ctx())
    expect(r.effects[0]).toEqual({ type: "log", logType: "chatBot" })
    expect(texts(r.effects)).toEqual(["Bom dia, Maria! Protocolo 20261125-7.", "1 Vendas, 2 Suporte, 3 Falar com João"])
    expect(r.effects.at(-1)).toEqual({ type: "scheduleTimeout", promptSeq: 1, at: ctx().now + 5 * 60_000 })
    expect(r.cursor).toEqual({ stepId: "menu", attempts: 0, promptSeq: 1, lastInputId: "m1" })
  })

  it("routes '2' to the second queue with its log, distributing as the flow says", () => {
    const started = advance(menu(), null, { type: "start", messageId: "m1", text: "oi" }, ctx())
    const r = advance(menu(), started.cursor, msg("m2", " 2 "), ctx())
    expect(r.effects).toEqual([
      { type: "log", logType: "queue" },
      { type: "setQueue", queueId: 2, distribute: "balance" }
    ])
    expect(r.cursor).toBeNull()
    expect(outcomeOf(r)).toBe("queue")
  })

  it("matches keywords without regard to accents and case, and by button or row id", () => {
    const f = menu()
    const c: BotCursor = { stepId: "menu", attempts: 0, promptSeq: 1, lastInputId: "m1" }
    expect(outcomeOf(advance(f, c, msg("m2", "  SUPORTÉ "), ctx()))).toBe("queue")
    expect(advance(f, c, msg("m2", "Quero suporte", "2"), ctx()).effects).toContainEqual({
      type: "setQueue",
      queueId: 2,
      distribute: "balance"
    })
    const restart = advance(f, { ...c, stepId: "who" }, msg("m2", "INICIO"), ctx())
    expect(texts(restart.effects)).toEqual(["1 Vendas, 2 Suporte, 3 Falar com João"])
    expect(restart.cursor).toMatchObject({ stepId: "menu", attempts: 0, promptSeq: 2 })
  })

  it("answers wrong answers with the invalid message and the step, then takes the limit action", () => {
    const f = menu()
    let c = advance(f, null, { type: "start", messageId: "m1" }, ctx()).cursor
    const first = advance(f, c, msg("m2", "banana"), ctx())
    expect(texts(first.effects)).toEqual(["Opção inválida.", "1 Vendas, 2 Suporte, 3 Falar com João"])
    expect(first.cursor).toMatchObject({ stepId: "menu", attempts: 1, promptSeq: 2 })
    c = advance(f, first.cursor, msg("m3", "laranja"), ctx()).cursor
    expect(c).toMatchObject({ attempts: 2, promptSeq: 3 })
    const limit = advance(f, c, msg("m4", "uva"), ctx())
    expect(limit.effects).toEqual([
      { type: "log", logType: "retriesLimitQueue" },
      { type: "setQueue", queueId: 1, distribute: "balance" }
    ])
    expect(limit.cursor).toBeNull()
  })

  it("limit to a user and to closing", () => {
    const c: BotCursor = { stepId: "menu", attempts: 0, promptSeq: 1, lastInputId: null }
    const toUser = advance(menu({ maxAttempts: 1, limitAction: { type: "user", userId: 4 } }), c, msg("x", "?"), ctx())
    expect(toUser.effects).toEqual([
      { type: "log", logType: "retriesLimitUserDefine" },
      { type: "setUser", userId: 4 }
    ])
    const toClose = advance(menu({ maxAttempts: 1, limitAction: { type: "close" } }), c, msg("x", "?"), ctx())
    expect(toClose.effects).toEqual([{ type: "sendText", text: "Até logo!" }, { type: "close" }])
  })

  it("sends the absence message when handing over outside business hours", () => {
    const c: BotCursor = { stepId: "menu", attempts: 0, promptSeq: 1, lastInputId: null }
    const r = advance(menu(), c, msg("m", "1"), ctx(false))
    expect(r.effects[0]).toEqual({ type: "sendText", text: "Estamos fora do horário." })
    expect(outcomeOf(r)).toBe("queue")
    const user = advance(menu(), { ...c, stepId: "who" }, msg("m", "Sim"), ctx(false))
    expect(user.effects).toEqual([
      { type: "sendText", text: "Estamos fora do horário." },
      { type: "log", logType: "userDefine" },
      { type: "setUser", userId: 7 }
    ])
  })

  it("leaves the bot on an off keyword", () => {
    const c: BotCursor = { stepId: "menu", attempts: 2, promptSeq: 3, lastInputId: null }
    expect(advance(menu(), c, msg("m", "Atendente"), ctx())).toEqual({ effects: [{ type: "leave" }], cursor: null })
  })

  it("does nothing for a replayed message id or a stale timer", () => {
    const f = menu()
    const c = advance(f, null, { type: "start", messageId: "m1" }, ctx()).cursor!
    expect(advance(f, c, msg("m1", "2"), ctx())).toEqual({ effects: [], cursor: c })
    const after = advance(f, c, msg("m2", "errado"), ctx()).cursor!
    expect(advance(f, after, msg("m2", "errado"), ctx()).effects).toEqual([])
    expect(advance(f, after, { type: "timeout", promptSeq: 1 }, ctx())).toEqual({ effects: [], cursor: after })
  })

  it("takes the limit action on a current timeout, or closes when the flow says so", () => {
    const c: BotCursor = { stepId: "menu", attempts: 0, promptSeq: 4, lastInputId: "m" }
    expect(advance(menu(), c, { type: "timeout", promptSeq: 4 }, ctx()).effects).toEqual([
      { type: "log", logType: "retriesLimitQueue" },
      { type: "setQueue", queueId: 1, distribute: "balance" }
    ])
    expect(advance(menu({ closeTicketOnTimeout: true }), c, { type: "timeout", promptSeq: 4 }, ctx())).toEqual({
      effects: [{ type: "sendText", text: "Até logo!" }, { type: "close" }],
      cursor: null
    })
  })

  it("starts only on a trigger keyword when the flow has some; without steps it hands to a person", () => {
    const f = menu({ keywords: ["Olá"] })
    expect(advance(f, null, { type: "start", messageId: "a", text: "bom dia" }, ctx())).toEqual({
      effects: [],
      cursor: null
    })
    expect(advance(f, null, { type: "start", messageId: "a", text: "ola" }, ctx()).cursor).not.toBeNull()
    const empty = flow({ welcomeMessage: "Oi" }, [])
    expect(advance(empty, null, { type: "start" }, ctx()).effects).toEqual([
      { type: "log", logType: "chatBot" },
      { type: "sendText", text: "Oi" },
      { type: "leave" }
    ])
  })

  it("starts again from the first step when the flow lost the cursor's step (edited)", () => {
    const c: BotCursor = { stepId: "gone", attempts: 1, promptSeq: 2, lastInputId: null }
    const r = advance(menu(), c, msg("m", "1"), ctx())
    expect(r.cursor).toEqual({ stepId: "menu", attempts: 0, promptSeq: 3, lastInputId: "m" })
  })

  it("sends buttons, lists and media with variables filled", () => {
    const s = step("s", "x", [["any", { type: "close" }]])
    s.data.interactions = [
      {
        id: "m",
        type: "media",
        url: "/media/0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9",
        mediaType: "image/png",
        name: "",
        caption: "Para {{firstName}}"
      },
      { id: "b", type: "buttons", text: "{{name}}?", buttons: [{ id: "y", label: "Sim" }] },
      { id: "l", type: "list", text: "Escolha", buttonText: "Ver", rows: [{ id: "r1", title: "Um" }] }
    ]
    const r = advance(flow({}, [s]), null, { type: "start" }, ctx())
    expect(r.effects.slice(1)).toEqual([
      {
        type: "sendMedia",
        url: "/media/0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9",
        mediaType: "image/png",
        caption: "Para Maria"
      },
      { type: "sendButtons", text: "Maria Silva?", buttons: [{ id: "y", label: "Sim" }] },
      { type: "sendList", text: "Escolha", buttonText: "Ver", rows: [{ id: "r1", title: "Um" }] }
    ])
    expect(r.cursor).toMatchObject({ stepId: "s", promptSeq: 1 })
  })
})

// ---- Properties (issue 14, Tests): any valid flow, any inputs ----

const terminal: fc.Arbitrary<FlowLimitAction> = fc.oneof(
  fc.record({ type: fc.constant("queue" as const), queueId: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ type: fc.constant("user" as const), userId: fc.integer({ min: 1, max: 3 }) }),
  fc.constant({ type: "close" as const })
)
const WORDS = ["1", "2", "3", "sim", "Não", "menu", "sair", "x", ""]

/** A random acyclic flow: step i may lead only to steps j > i. */
const randomFlow = fc.integer({ min: 0, max: 8 }).chain((n) =>
  fc.record({
    steps: fc.tuple(
      ...Array.from({ length: n }, (_, i) =>
        fc.array(
          fc.record({
            any: fc.boolean(),
            keywords: fc.subarray(
              WORDS.filter((w) => w !== ""),
              { minLength: 1, maxLength: 3 }
            ),
            target:
              i < n - 1
                ? fc.oneof<[fc.Arbitrary<FlowAction>, fc.Arbitrary<number>]>(
                    terminal,
                    fc.integer({ min: i + 1, max: n - 1 })
                  )
                : terminal
          }),
          { maxLength: 4 }
        )
      )
    ),
    settings: fc.record({
      welcomeMessage: fc.constantFrom("", "Bem-vindo"),
      invalidMessage: fc.constantFrom("", "Inválido"),
      closingMessage: fc.constantFrom("", "Tchau"),
      absenceMessage: fc.constantFrom("", "Fechado"),
      offKeywords: fc.constantFrom([], ["sair"]),
      restartKeywords: fc.constantFrom([], ["menu"]),
      maxAttempts: fc.integer({ min: 1, max: 4 }),
      waitMinutes: fc.constantFrom(0, 1, 30),
      limitAction: terminal,
      autoDistribute: fc.constantFrom("none" as const, "balance" as const, "random" as const),
      closeTicketOnTimeout: fc.boolean()
    })
  })
)

const buildFlow = (g: {
  steps: ReadonlyArray<ReadonlyArray<{ any: boolean; keywords: string[]; target: unknown }>>
  settings: object
}): FlowDocument =>
  flow(
    g.settings as FlowSettingsInput,
    g.steps.map((conds, i) =>
      step(
        `s${i}`,
        `Passo ${i}`,
        conds.map((c) => [
          c.any ? "any" : c.keywords,
          typeof c.target === "number" ? { type: "step", stepId: `s${c.target}` } : (c.target as FlowAction)
        ])
      )
    )
  )

const inputs = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant("message" as const), text: fc.constantFrom(...WORDS), id: fc.nat(30) })
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("timeout" as const), back: fc.nat(2) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("open" as const), open: fc.boolean() }) }
  ),
  { maxLength: 40 }
)

describe("advance: properties", () => {
  it("never loops, never prompts a step twice for one input, always ends somewhere", () => {
    fc.assert(
      fc.property(randomFlow, inputs, (g, seq) => {
        const f = buildFlow(g)
        expect(checkFlowGraph(f)).toEqual({ ok: true })
        let open = true
        let started = false
        let cursor: BotCursor | null = null
        const seen = new Set<string>()
        for (const x of seq) {
          if (x.kind === "open") {
            open = x.open
            continue
          }
          const before: BotCursor | null = cursor
          let input: BotInput
          if (x.kind === "timeout") input = { type: "timeout", promptSeq: (before?.promptSeq ?? 0) - x.back }
          else if (!started) input = { type: "start", messageId: `m${x.id}`, text: x.text }
          else input = msg(`m${x.id}`, x.text)
          const r = advance(f, before, input, ctx(open))
          const prompts = texts(r.effects).filter((t) => t.startsWith("Passo "))
          // At most one step prompted per input, never the same twice.
          expect(prompts.length).toBeLessThanOrEqual(1)
          const outcome = outcomeOf(r)
          if (r.cursor !== null) {
            // Waiting at a step that has conditions, with its prompt just sent or unchanged.
            const s = f.nodes.find((n) => n.id === r.cursor!.stepId)
            expect(s?.type === "step" && s.data.conditions.length > 0).toBe(true)
            if (r.cursor !== before) expect(prompts).toEqual([`Passo ${r.cursor.stepId.slice(1)}`])
          } else if (before !== null) {
            // The bot let go: a person, a queue, a closed ticket (or the bot had already let go).
            expect(["queue", "user", "closed", "left"]).toContain(outcome)
          }
          if (
            input.type === "message" &&
            before !== null &&
            seen.has(input.messageId) &&
            before.lastInputId === input.messageId
          ) {
            expect(r.effects).toEqual([])
          }
          if (input.type === "timeout" && (before === null || input.promptSeq !== before.promptSeq)) {
            expect(r.effects).toEqual([])
          }
          // Handing over outside business hours says so first.
          if (!open && (outcome === "queue" || outcome === "user") && f.settings.absenceMessage !== "") {
            expect(texts(r.effects)).toContain("Fechado")
          }
          if (input.type !== "timeout") seen.add(input.type === "message" ? input.messageId : (input.messageId ?? ""))
          if (input.type === "start") started = true
          // Once the bot let go, the runtime stops calling it: every later input does nothing.
          if (r.cursor === null && started) {
            const later = advance(f, null, msg("later", "1"), ctx(open))
            expect(later.effects).toEqual([])
          }
          cursor = r.cursor
        }
      }),
      { numRuns: 300 }
    )
  })

  it("the same message twice in a row answers once", () => {
    fc.assert(
      fc.property(randomFlow, fc.constantFrom(...WORDS), (g, text) => {
        const f = buildFlow(g)
        const c = advance(f, null, { type: "start", messageId: "m0" }, ctx()).cursor
        if (c === null) return
        const once = advance(f, c, msg("m1", text), ctx())
        if (once.cursor === null) return
        expect(advance(f, once.cursor, msg("m1", text), ctx())).toEqual({ effects: [], cursor: once.cursor })
      })
    )
  })
})
