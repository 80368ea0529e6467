import { describe, expect, it } from "vitest"
import {
  ChatFlowExport,
  ChatFlowInput,
  emptyFlowDocument,
  FlowCondition,
  FlowDocument,
  FlowInteraction,
  FlowSettings,
  foldFlowText,
  flowStart,
  flowSteps
} from "./chatFlows"

const fields = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join("."))

const menu = {
  version: 1,
  settings: { welcomeMessage: "Olá {{name}}!", maxAttempts: 2 },
  nodes: [
    { id: "start", type: "start", position: { x: 0, y: 0 }, data: { next: "menu" } },
    {
      id: "menu",
      type: "step",
      position: { x: 200, y: 0 },
      data: {
        name: "Menu",
        interactions: [{ id: "i1", type: "text", text: "1 Vendas, 2 Suporte" }],
        conditions: [
          { id: "c1", type: "keywords", keywords: ["1", "vendas"], action: { type: "queue", queueId: 1 } },
          { id: "c2", type: "keywords", keywords: ["2", "suporte"], action: { type: "queue", queueId: 2 } }
        ]
      }
    }
  ]
}

describe("FlowDocument", () => {
  it("parses a menu and fills the settings' defaults", () => {
    const doc = FlowDocument.parse(menu)
    expect(doc.settings).toEqual({
      welcomeMessage: "Olá {{name}}!",
      closingMessage: "",
      absenceMessage: "",
      invalidMessage: "",
      keywords: [],
      offKeywords: [],
      restartKeywords: [],
      maxAttempts: 2,
      waitMinutes: 0,
      limitAction: { type: "close" },
      autoDistribute: "none",
      closeTicketOnTimeout: false
    })
    expect(flowStart(doc)?.data.next).toBe("menu")
    expect(flowSteps(doc).map((s) => s.data.name)).toEqual(["Menu"])
  })

  it("round-trips the empty document", () => {
    const doc = emptyFlowDocument()
    expect(FlowDocument.parse(JSON.parse(JSON.stringify(doc)))).toEqual(doc)
  })

  it("names the bad field", () => {
    const bad = structuredClone(menu) as { nodes: Array<{ data: Record<string, unknown> }> }
    bad.nodes[1]!.data.name = " "
    expect(fields(FlowDocument.safeParse(bad))).toEqual(["nodes.1.data.name"])
    expect(fields(FlowDocument.safeParse({ ...menu, version: 2 }))).toEqual(["version"])
    expect(fields(FlowDocument.safeParse({ ...menu, settings: { maxAttempts: 11 } }))).toEqual(["settings.maxAttempts"])
    expect(fields(FlowDocument.safeParse({ ...menu, settings: { waitMinutes: 1441 } }))).toEqual([
      "settings.waitMinutes"
    ])
    expect(
      FlowDocument.safeParse({ ...menu, settings: { limitAction: { type: "step", stepId: "menu" } } }).success
    ).toBe(false)
    expect(FlowDocument.safeParse({ ...menu, nodes: [] }).success).toBe(false)
  })
})

describe("FlowInteraction and FlowCondition", () => {
  it("keeps buttons to 1..3 and list rows to 1..10", () => {
    const buttons = (n: number) => ({
      id: "b",
      type: "buttons",
      text: "Escolha",
      buttons: Array.from({ length: n }, (_, i) => ({ id: `b${i}`, label: `Opção ${i}` }))
    })
    expect(FlowInteraction.safeParse(buttons(3)).success).toBe(true)
    expect(FlowInteraction.safeParse(buttons(4)).success).toBe(false)
    expect(FlowInteraction.safeParse(buttons(0)).success).toBe(false)
    const list = (n: number) => ({
      id: "l",
      type: "list",
      text: "Escolha",
      buttonText: "Ver opções",
      rows: Array.from({ length: n }, (_, i) => ({ id: `r${i}`, title: `Linha ${i}` }))
    })
    expect(FlowInteraction.safeParse(list(10)).success).toBe(true)
    expect(FlowInteraction.safeParse(list(11)).success).toBe(false)
    const media = { id: "m", type: "media", mediaType: "image/png" }
    const signed = FlowInteraction.safeParse({
      ...media,
      url: "http://x:1/media/0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9?exp=1&sig=abc"
    })
    expect(signed.success && signed.data.type === "media" && signed.data.url).toBe(
      "/media/0b1c2d3e-4f50-4617-8283-94a5b6c7d8e9"
    )
    expect(FlowInteraction.safeParse({ ...media, url: "/etc/passwd" }).success).toBe(false)
    expect(FlowInteraction.safeParse({ ...media, url: "https://evil.example/x.png" }).success).toBe(false)
  })

  it("needs keywords unless the condition takes any answer", () => {
    const action = { type: "close" }
    expect(fields(FlowCondition.safeParse({ id: "c", type: "keywords", keywords: [], action }))).toEqual(["keywords"])
    expect(FlowCondition.parse({ id: "c", type: "any", action })).toEqual({
      id: "c",
      type: "any",
      keywords: [],
      action
    })
  })
})

describe("ChatFlowInput and ChatFlowExport", () => {
  it("trims the name, blanks the test number, keeps absent fields absent", () => {
    const input = ChatFlowInput.parse({ name: "  Atendimento ", testNumber: " ", document: menu })
    expect(input.name).toBe("Atendimento")
    expect(input.testNumber).toBeNull()
    expect(input.active).toBeUndefined()
    expect(input.description).toBeUndefined()
    expect(ChatFlowInput.parse({ name: "x", testNumber: "+55 (11) 98888-7777", document: menu }).testNumber).toBe(
      "5511988887777"
    )
    expect(fields(ChatFlowInput.safeParse({ name: "", document: menu }))).toEqual(["name"])
    expect(fields(ChatFlowInput.safeParse({ name: "n".repeat(101), document: menu }))).toEqual(["name"])
  })

  it("recognises its own export file only", () => {
    const file = { format: "atende.chatflow", version: 1, name: "Fluxo", document: menu }
    expect(ChatFlowExport.parse(file).description).toBe("")
    expect(ChatFlowExport.safeParse({ ...file, format: "typebot" }).success).toBe(false)
  })
})

describe("foldFlowText", () => {
  it("ignores accents, case and surrounding or repeated spaces", () => {
    expect(foldFlowText("  Olá  MUNDO ")).toBe("ola mundo")
    expect(foldFlowText("Sauda\u0063\u0327\u00e3o")).toBe(foldFlowText("SAUDAÇÃO"))
    expect(foldFlowText("ÁÉÍÓÚ çñ")).toBe("aeiou cn")
  })
})

describe("FlowSettings", () => {
  it("defaults to three attempts, no wait limit, closing at the limit", () => {
    const s = FlowSettings.parse({})
    expect([s.maxAttempts, s.waitMinutes, s.limitAction, s.autoDistribute]).toEqual([3, 0, { type: "close" }, "none"])
  })
})
