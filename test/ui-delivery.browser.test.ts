/**
 * A delivery failure as the agent sees it, in headless Chromium (embedded mode, a stand-in
 * connector for the messaging hub): the channel refuses the agent's reply, the bubble turns failed with the catalogue's
 * reason in the agent's language and the provider's own words; once the provider takes it, Resend
 * delivers it and the bubble shows it sent.
 */
import type { InboundEvent } from "@atende/core/channel/connector"
import { Effect } from "effect"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  haveChromium,
  launchBrowser,
  messageFailure,
  resendFailedMessage,
  signIn,
  waitForMessageStatus
} from "../agent-ui/e2e/agentPage"
import {
  builtinConnectors,
  connectorsOf,
  DeliveryError,
  insertChannel,
  type Connector,
  type ConnectorContext
} from "../runtime/src/features/channels/index"
import { startNode, type NodeHandle } from "../runtime/src/server/node"
import { waitFor } from "./support/clients"
import { makeEnv, type TestEnv } from "./support/modes"

const refused = new Set<string>()
const accepted: Array<string> = []
let session: ConnectorContext | undefined

/** A stand-in for the messaging hub's connector (an HTTP provider; a channel type the UIs know). */
const standin: Connector = {
  type: "hub",
  capabilities: { media: [], edit: false, react: false, deleteWindowMs: 0, groups: false },
  start: (ctx) =>
    Effect.gen(function* () {
      session = ctx
      yield* ctx.emitState("connected")
      return {
        send: (d) =>
          refused.has(d.message.body)
            ? Effect.fail(new DeliveryError({ reason: "(#131026) Receiver is incapable", retryable: false }))
            : Effect.sync(() => accepted.push(d.message.body)).pipe(Effect.as({ providerId: d.idempotencyKey }))
      }
    })
}

describe.skipIf(!haveChromium)("a delivery failure in the agent UI", () => {
  let env: TestEnv
  let node: NodeHandle
  let browser: Browser

  beforeAll(async () => {
    env = await makeEnv("embedded")
    node = await startNode(env.config(), { demo: true, connectors: connectorsOf([...builtinConnectors, standin]) })
    await node.run(insertChannel(node.demo!.tenant.id, "hub", "Hub de teste"))
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await node?.close()
    await env?.cleanup()
  })

  it("shows why the channel refused a reply, and Resend delivers it", { timeout: 120_000 }, async () => {
    const ctx = await waitFor(() => session, 20_000, "the stand-in's session")
    const hello: InboundEvent = {
      kind: "message",
      externalId: "5511977776666",
      providerId: "wamid.1",
      contactName: "Dona Célia",
      body: "Meu pedido não chegou"
    }
    await Effect.runPromise(ctx.emitInbound(hello))

    const agent = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await signIn(agent, node.url, "admin@atende.local", "Admin12345", /#\/home/)
    await agent.goto(`${node.url}/#/atendimento`)
    await agent.getByTestId("tab-pending").click()
    const item = agent.getByTestId("ticket-item").filter({ hasText: "pedido não chegou" })
    await item.waitFor({ timeout: 15_000 })
    await item.click()
    await agent.getByTestId("btn-attend").click()
    await agent.locator('[data-testid="chat-header"][data-status="open"]').waitFor()

    const reply = "Vou verificar o rastreio agora"
    refused.add(reply)
    await agent.getByTestId("composer-input").fill(reply)
    await agent.getByTestId("composer-send").click()
    await waitForMessageStatus(agent, reply, "failed")
    expect(await messageFailure(agent, reply)).toEqual({
      kind: "server",
      reason: "Mensagem recusada pelo canal",
      detail: "(#131026) Receiver is incapable"
    })
    expect(accepted).not.toContain(reply)

    refused.delete(reply)
    await resendFailedMessage(agent, reply)
    await waitForMessageStatus(agent, reply, "sent")
    expect(await agent.getByTestId("message-failure").count()).toBe(0)
    expect(accepted.filter((b) => b === reply)).toHaveLength(1)
  })
})
