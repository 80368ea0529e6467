/**
 * Auto-reply flows (issue 14 item 1; spec part 2 §3 "Auto-reply flow", §4, §5), in both modes:
 * create, read, edit and delete an auto-reply with its steps and their actions; one initial step
 * (a second is refused, 409 ERR_AUTO_REPLY_INITIAL_STEP_EXISTS, nothing changed); actions lead to a
 * step of the same auto-reply, a queue or a user of the tenant (else ERR_VALIDATION naming the
 * field); unknown ids 404 ERR_NO_AUTO_REPLY_FOUND / ERR_NO_STEP_AUTO_REPLY_FOUND; an auto-reply or a
 * step a ticket runs in cannot be deleted (409 ERR_AUTO_REPLY_RELATIONED_TICKET); agents read but do
 * not write; another tenant sees nothing and changes nothing.
 */
import { describe, expect, it } from "vitest"
import { http } from "./support/clients"
import { productionAvailable, type Mode } from "./support/modes"
import { visitorTicket, worldPerMode } from "./workspace.support"

const production = await productionAvailable()

const fields = (res: { json: any }) => (res.json.issues as Array<{ field: string }>).map((i) => i.field).sort()

describe.each<Mode>(["embedded", "production"])("auto-reply flows (%s)", (mode) => {
  const run = mode === "embedded" || production.ok
  const { w, a } = worldPerMode(mode, run)

  it.skipIf(!run)("an auto-reply with steps and actions: create, edit, one initial step, delete", async () => {
    const created = await a.post(w.admin, "/auto-reply", {
      description: "  Boas-vindas ",
      testNumber: "+55 11 98888-7777"
    })
    expect(created.status).toBe(200)
    expect(created.json).toMatchObject({
      description: "Boas-vindas",
      active: true,
      testNumber: "5511988887777",
      steps: []
    })
    const id = created.json.id as number

    const first = await a.post(w.admin, `/auto-reply/${id}/steps`, {
      message: "Olá! 1 Vendas, 2 Financeiro",
      initialStep: true
    })
    expect(first.status).toBe(200)
    const menu = first.json.steps[0]
    expect(menu).toMatchObject({ message: "Olá! 1 Vendas, 2 Financeiro", initialStep: true, actions: [] })
    // a second initial step is refused, by create or by edit, and nothing changes
    const second = await a.post(w.admin, `/auto-reply/${id}/steps`, { message: "Outro início", initialStep: true })
    expect([second.status, second.json.error]).toEqual([409, "ERR_AUTO_REPLY_INITIAL_STEP_EXISTS"])
    const bye = await a.post(w.admin, `/auto-reply/${id}/steps`, { message: "Obrigado pelo contato" })
    const byeStep = bye.json.steps[1]
    expect(byeStep).toMatchObject({ initialStep: false })
    const promote = await a.put(w.admin, `/auto-reply/${id}/steps/${byeStep.id}`, { initialStep: true })
    expect([promote.status, promote.json.error]).toEqual([409, "ERR_AUTO_REPLY_INITIAL_STEP_EXISTS"])
    expect((await a.get(w.admin, `/auto-reply/${id}`)).json.steps.map((s: any) => s.initialStep)).toEqual([true, false])
    // the initial step moves once the old one gives it up
    expect((await a.put(w.admin, `/auto-reply/${id}/steps/${menu.id}`, { initialStep: false })).status).toBe(200)
    const moved = await a.put(w.admin, `/auto-reply/${id}/steps/${byeStep.id}`, { initialStep: true, message: "Tchau" })
    expect(moved.json.steps.map((s: any) => [s.message, s.initialStep])).toEqual([
      ["Olá! 1 Vendas, 2 Financeiro", false],
      ["Tchau", true]
    ])

    // actions: the next step, a queue or a user, and a return message
    const toSales = await a.post(w.admin, `/auto-reply/${id}/steps/${menu.id}/actions`, {
      key: "1",
      queueId: w.queueA,
      replyMessage: "Um momento, vamos te atender."
    })
    expect(toSales.status).toBe(200)
    await a.post(w.admin, `/auto-reply/${id}/steps/${menu.id}/actions`, {
      key: "2",
      nextStepId: byeStep.id
    })
    const toUser = await a.post(w.admin, `/auto-reply/${id}/steps/${menu.id}/actions`, {
      key: "3",
      userId: w.agent.userId
    })
    const actions = toUser.json.steps[0].actions
    expect(actions.map((x: any) => [x.key, x.nextStepId, x.queueId, x.userId, x.replyMessage])).toEqual([
      ["1", null, w.queueA, null, "Um momento, vamos te atender."],
      ["2", byeStep.id, null, null, ""],
      ["3", null, null, w.agent.userId, ""]
    ])
    // bad destinations: named by field, nothing added
    for (const [body, field] of [
      [{ key: "4", nextStepId: menu.id }, "nextStepId"],
      [{ key: "4", nextStepId: 999999 }, "nextStepId"],
      [{ key: "4", queueId: 999999 }, "queueId"],
      [{ key: "4", userId: w.adminB.userId }, "userId"],
      [{ key: "4", queueId: w.queueA, userId: w.agent.userId }, "nextStepId"],
      [{ key: " ", queueId: w.queueA }, "key"]
    ] as const) {
      const bad = await a.post(w.admin, `/auto-reply/${id}/steps/${menu.id}/actions`, body)
      expect([bad.status, bad.json.error], JSON.stringify(body)).toEqual([400, "ERR_VALIDATION"])
      expect(fields(bad), JSON.stringify(body)).toContain(field)
    }
    // an edit: a new destination replaces the old one
    const action1 = actions[0].id
    const edited = await a.put(w.admin, `/auto-reply/${id}/steps/${menu.id}/actions/${action1}`, {
      userId: w.agent2.userId
    })
    expect(edited.json.steps[0].actions[0]).toMatchObject({ key: "1", queueId: null, userId: w.agent2.userId })
    const removedAction = await a.del(w.admin, `/auto-reply/${id}/steps/${menu.id}/actions/${actions[2].id}`)
    expect(removedAction.json.steps[0].actions.map((x: any) => x.key)).toEqual(["1", "2"])

    // the reply itself
    const renamed = await a.put(w.admin, `/auto-reply/${id}`, { description: "Menu", active: false, testNumber: "" })
    expect(renamed.json).toMatchObject({ description: "Menu", active: false, testNumber: null })
    expect(Date.parse(renamed.json.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.json.updatedAt))
    for (const [body, expected] of [
      [{}, ["description"]],
      [{ description: "   " }, ["description"]],
      [{ description: "x".repeat(201) }, ["description"]],
      [{ description: "ok", testNumber: "12ab" }, ["testNumber"]]
    ] as const) {
      const bad = await a.post(w.admin, "/auto-reply", body)
      expect([bad.status, bad.json.error], JSON.stringify(body)).toEqual([400, "ERR_VALIDATION"])
      expect(fields(bad), JSON.stringify(body)).toEqual(expected)
    }
    const noStepMessage = await a.post(w.admin, `/auto-reply/${id}/steps`, { message: "" })
    expect(fields(noStepMessage)).toEqual(["message"])

    // deleting a step others lead to: those actions lead nowhere now
    const afterStep = await a.del(w.admin, `/auto-reply/${id}/steps/${byeStep.id}`)
    expect(afterStep.status).toBe(200)
    expect(afterStep.json.steps.map((s: any) => s.id)).toEqual([menu.id])
    expect(afterStep.json.steps[0].actions.map((x: any) => [x.key, x.nextStepId])).toEqual([
      ["1", null],
      ["2", null]
    ])
    // unknown ids
    for (const path of [`/auto-reply/999999`, `/auto-reply/abc`, `/auto-reply/2147483648`]) {
      const r = await a.put(w.admin, path, { description: "x" })
      expect([r.status, r.json.error], path).toEqual([404, "ERR_NO_AUTO_REPLY_FOUND"])
    }
    for (const path of [`/auto-reply/${id}/steps/${byeStep.id}`, `/auto-reply/${id}/steps/${menu.id}/actions/999999`]) {
      const r = await a.del(w.admin, path)
      expect([r.status, r.json.error], path).toEqual([404, "ERR_NO_STEP_AUTO_REPLY_FOUND"])
    }

    const gone = await a.del(w.admin, `/auto-reply/${id}`)
    expect(gone.status).toBe(200)
    expect(gone.json.id).toBe(id)
    expect((await a.get(w.admin, `/auto-reply/${id}`)).json.error).toBe("ERR_NO_AUTO_REPLY_FOUND")
    expect((await a.get(w.admin, "/auto-reply")).json.map((r: any) => r.id)).not.toContain(id)
  })

  it.skipIf(!run)("an auto-reply or a step a ticket runs in cannot be deleted", async () => {
    const reply = await a.post(w.admin, "/auto-reply", { description: "Em uso" })
    const id = reply.json.id as number
    const withStep = await a.post(w.admin, `/auto-reply/${id}/steps`, { message: "Escolha", initialStep: true })
    const step = withStep.json.steps[0].id as number
    const { ticketId, widget } = await visitorTicket(w, "Oi")
    widget.close()
    await w.query`INSERT INTO auto_reply_tickets (ticket_id, tenant_id, auto_reply_id, step_id, created_at)
      VALUES (${ticketId}, ${w.admin.tenantId}, ${id}, ${step}, ${Date.now()})`
    const delReply = await a.del(w.admin, `/auto-reply/${id}`)
    expect([delReply.status, delReply.json.error]).toEqual([409, "ERR_AUTO_REPLY_RELATIONED_TICKET"])
    const delStep = await a.del(w.admin, `/auto-reply/${id}/steps/${step}`)
    expect([delStep.status, delStep.json.error]).toEqual([409, "ERR_AUTO_REPLY_RELATIONED_TICKET"])
    expect((await a.get(w.admin, `/auto-reply/${id}`)).json.steps).toHaveLength(1)
    await w.query`DELETE FROM auto_reply_tickets WHERE ticket_id = ${ticketId}`
    expect((await a.del(w.admin, `/auto-reply/${id}`)).status).toBe(200)
  })

  it.skipIf(!run)("agents read but do not write; another tenant sees nothing and changes nothing", async () => {
    const reply = await a.post(w.admin, "/auto-reply", { description: "Só nosso" })
    const id = reply.json.id as number
    const withStep = await a.post(w.admin, `/auto-reply/${id}/steps`, { message: "Passo" })
    const step = withStep.json.steps[0].id as number
    const before = (await a.get(w.admin, `/auto-reply/${id}`)).json

    expect((await a.get(w.agent, "/auto-reply")).json.map((r: any) => r.id)).toContain(id)
    for (const r of [
      await a.post(w.agent, "/auto-reply", { description: "Agente" }),
      await a.put(w.agent, `/auto-reply/${id}`, { description: "Agente" }),
      await a.post(w.agent, `/auto-reply/${id}/steps`, { message: "Agente" }),
      await a.del(w.sup, `/auto-reply/${id}`)
    ])
      expect([r.status, r.json.error]).toEqual([403, "ERR_NO_PERMISSION"])

    expect((await a.get(w.adminB, "/auto-reply")).json).toEqual([])
    for (const r of [
      await a.get(w.adminB, `/auto-reply/${id}`),
      await a.put(w.adminB, `/auto-reply/${id}`, { description: "Invasão" }),
      await a.del(w.adminB, `/auto-reply/${id}`),
      await a.post(w.adminB, `/auto-reply/${id}/steps`, { message: "Invasão" }),
      await a.put(w.adminB, `/auto-reply/${id}/steps/${step}`, { message: "Invasão" }),
      await a.post(w.adminB, `/auto-reply/${id}/steps/${step}/actions`, { key: "1" })
    ])
      expect([r.status, r.json.error]).toEqual([404, "ERR_NO_AUTO_REPLY_FOUND"])
    // the other tenant's own auto-reply cannot point at our step or queue
    const theirs = await a.post(w.adminB, "/auto-reply", { description: "Deles" })
    const theirStep = (await a.post(w.adminB, `/auto-reply/${theirs.json.id}/steps`, { message: "x" })).json.steps[0].id
    for (const body of [
      { key: "1", nextStepId: step },
      { key: "1", queueId: w.queueA }
    ]) {
      const r = await a.post(w.adminB, `/auto-reply/${theirs.json.id}/steps/${theirStep}/actions`, body)
      expect([r.status, r.json.error]).toEqual([400, "ERR_VALIDATION"])
    }
    // our step under their auto-reply's id is not found either
    const mixed = await a.put(w.adminB, `/auto-reply/${theirs.json.id}/steps/${step}`, { message: "x" })
    expect([mixed.status, mixed.json.error]).toEqual([404, "ERR_NO_STEP_AUTO_REPLY_FOUND"])

    expect((await a.get(w.admin, `/auto-reply/${id}`)).json).toEqual(before)
    expect((await http(w.url, "GET", "/auto-reply")).status).toBe(401)
  })
})
