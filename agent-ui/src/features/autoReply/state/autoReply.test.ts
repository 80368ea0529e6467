import { describe, expect, it } from "vitest"
import { actionBody, actionFormOf, actionProblems, replyProblems, serverProblems, stepLabel } from "./autoReply"

describe("the auto-reply forms", () => {
  it("check with the server's contracts", () => {
    expect(replyProblems({ description: " ", active: true, testNumber: "" })).toEqual({ description: "required" })
    expect(replyProblems({ description: "Menu", active: true, testNumber: "12ab" })).toEqual({ testNumber: "invalid" })
    expect(replyProblems({ description: "Menu", active: false, testNumber: "+55 11 98888-7777" })).toEqual({})
    expect(actionProblems({ key: "", destination: "none", targetId: "", replyMessage: "" })).toEqual({
      key: "required"
    })
    expect(actionProblems({ key: "1", destination: "queue", targetId: "", replyMessage: "" })).toEqual({
      targetId: "required"
    })
  })

  it("turn a destination into the one id the server takes, and back", () => {
    const form = { key: " 1 ", destination: "queue" as const, targetId: "7", replyMessage: " Ok " }
    expect(actionBody(form)).toEqual({ key: "1", nextStepId: null, queueId: 7, userId: null, replyMessage: "Ok" })
    const stored = { id: 1, stepId: 2, key: "1", nextStepId: null, queueId: 7, userId: null, replyMessage: "Ok" }
    expect(actionFormOf(stored)).toEqual({ key: "1", destination: "queue", targetId: "7", replyMessage: "Ok" })
    expect(actionFormOf({ ...stored, queueId: null }).destination).toBe("none")
  })

  it("reads the server's field problems and shortens step labels", () => {
    expect(serverProblems({ issues: [{ field: "userId" }, { field: "key" }] })).toEqual({
      targetId: "invalid",
      key: "invalid"
    })
    expect(stepLabel("Olá!\nEscolha")).toBe("Olá!")
    expect(stepLabel("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`)
  })
})
