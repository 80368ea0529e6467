import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseSurveyAnswer } from "./survey"

describe("parseSurveyAnswer", () => {
  it("takes a score of 1 to 5 and the comment after it", () => {
    expect(parseSurveyAnswer("5")).toEqual({ score: 5, comment: "" })
    expect(parseSurveyAnswer(" 4 - atendimento rápido ")).toEqual({ score: 4, comment: "atendimento rápido" })
    expect(parseSurveyAnswer("3: demorou um pouco")).toEqual({ score: 3, comment: "demorou um pouco" })
    expect(parseSurveyAnswer("Nota 2, não resolveram")).toEqual({ score: 2, comment: "não resolveram" })
    expect(parseSurveyAnswer("5 estrelas")).toEqual({ score: 5, comment: "" })
    expect(parseSurveyAnswer("1\nNinguém respondeu")).toEqual({ score: 1, comment: "Ninguém respondeu" })
  })
  it("anything else is not an answer", () => {
    for (const text of ["", "obrigado", "0", "6", "10", "55", "2 3", "4.5", "1000 reais", "quero 5", "1,5"])
      expect(parseSurveyAnswer(text), text).toBeNull()
  })
  it("never gives a score outside 1-5", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const a = parseSurveyAnswer(text)
        expect(a === null || (a.score >= 1 && a.score <= 5 && a.comment.length <= 1000)).toBe(true)
      })
    )
  })
})
