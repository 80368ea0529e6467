import { describe, expect, it } from "vitest"
import { ChatResponse, isRestart, pickChoice, replyOf } from "./answer"

const md = (markdown: string) => ({ id: "b", type: "text", content: { type: "markdown", markdown } })

describe("Typebot answers", () => {
  it("shows a choice as numbered lines under the last bubble; no input ends the conversation", () => {
    const r = ChatResponse.parse({
      sessionId: "s1",
      messages: [md("Olá!"), md("Como podemos ajudar?")],
      input: {
        type: "choice input",
        items: [
          { id: "1", content: "Vendas" },
          { id: "2", content: "Suporte" }
        ]
      }
    })
    expect(replyOf(r)).toEqual({
      type: "reply",
      messages: ["Olá!", "Como podemos ajudar?\n1 - Vendas\n2 - Suporte"],
      choices: ["Vendas", "Suporte"],
      ended: false
    })
    expect(replyOf(ChatResponse.parse({ messages: [md("Tchau")] }))).toMatchObject({ ended: true, choices: null })
  })

  it("flattens rich text and sends media by URL", () => {
    const rich = {
      type: "text",
      content: { type: "richText", richText: [{ type: "p", children: [{ text: "Oi " }, { text: "você" }] }] }
    }
    const image = { type: "image", content: { url: "https://x.test/a.png" } }
    const r = ChatResponse.parse({ messages: [rich, image], input: { type: "text input" } })
    expect(replyOf(r)).toMatchObject({ messages: ["Oi você", "https://x.test/a.png"], choices: null, ended: false })
  })

  it("maps a number or a label to the choice; the restart keyword in any case", () => {
    expect(pickChoice(["Vendas", "Suporte"], " 2 ")).toBe("Suporte")
    expect(pickChoice(["Vendas", "Suporte"], "vendas")).toBe("Vendas")
    expect(pickChoice(["Vendas", "Suporte"], "3")).toBeUndefined()
    expect(isRestart("#Reiniciar", " #reiniciar ")).toBe(true)
    expect(isRestart("", "")).toBe(false)
  })
})
