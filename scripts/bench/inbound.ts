/**
 * The inbound benchmark: per mode, a fresh server as a child process, one agent live socket and
 * `conversations` widget sockets; phase "max" (all messages as fast as possible), then phase
 * "rate" (paced at `rate` msg/s for RATE_SECONDS).
 */
import { productionAvailable } from "../../test/support/modes"
import type { Mode, InboundOptions } from "./options"
import { runPhase, type PhaseResult } from "./phase"
import { startServer, type BenchServer } from "./server"
import { openAgent, openWidgets } from "./sockets"

const RATE_SECONDS = 10

export type Measured = PhaseResult & { readonly mode: Mode; readonly phase: "max" | "rate" }
export type NotRun = { readonly mode: Mode; readonly status: "skipped" | "failed"; readonly reason: string }
export type InboundResult = Measured | NotRun

/** Why production mode cannot run here, or undefined when Postgres and NATS are reachable. */
const productionBlocker = async () => {
  try {
    const { ok, reason } = await productionAvailable()
    return ok ? undefined : reason
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

const measure = async (mode: Mode, server: BenchServer, opts: InboundOptions): Promise<Array<Measured>> => {
  const agent = await openAgent(server.base)
  const widgets = await openWidgets(server.base, opts.conversations)
  const load = { agent, widgets, serverPid: server.pid }
  try {
    const max = await runPhase(`${mode} max`, load, { kind: "max" }, 0, opts.messages)
    const rated = opts.rate * RATE_SECONDS
    const rate = await runPhase(`${mode} rate ${opts.rate}/s`, load, { kind: "rate", rate: opts.rate }, opts.messages, rated)
    return [
      { mode, phase: "max", ...max },
      { mode, phase: "rate", ...rate }
    ]
  } finally {
    agent.close()
    for (const w of widgets) w.close()
  }
}

const benchMode = async (mode: Mode, opts: InboundOptions): Promise<Array<InboundResult>> => {
  const blocker = mode === "production" ? await productionBlocker() : undefined
  if (blocker) return [{ mode, status: "skipped", reason: blocker }]
  try {
    const server = await startServer(mode)
    try {
      return await measure(mode, server, opts)
    } finally {
      await server.stop()
    }
  } catch (e) {
    return [{ mode, status: "failed", reason: e instanceof Error ? e.message : String(e) }]
  }
}

export const runInbound = async (opts: InboundOptions): Promise<Array<InboundResult>> => {
  const results: Array<InboundResult> = []
  for (const mode of opts.modes) results.push(...(await benchMode(mode, opts)))
  return results
}
