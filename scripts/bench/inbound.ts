/**
 * The inbound benchmark: per mode (and, in production mode, per node count), fresh nodes as child
 * processes, one agent live socket on the first node and `conversations` widget sockets spread
 * round-robin over the nodes; phase "max" (all messages as fast as possible), then phase "rate"
 * (paced at `rate` msg/s for RATE_SECONDS).
 */
import { productionAvailable } from "../../test/support/modes"
import type { Mode, InboundOptions } from "./options"
import { runPhase, type PhaseResult } from "./phase"
import { startServer, type BenchServer } from "./server"
import { openAgent, openWidgets } from "./sockets"

const RATE_SECONDS = 10

type Run = { readonly mode: Mode; readonly nodes: number; readonly note?: string }
export type Measured = PhaseResult & Run & { readonly phase: "max" | "rate" }
export type NotRun = Run & { readonly status: "skipped" | "failed"; readonly reason: string }
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

const measure = async (run: Run, server: BenchServer, opts: InboundOptions): Promise<Array<Measured>> => {
  const agent = await openAgent(server.base)
  const widgets = await openWidgets(
    server.nodes.map((n) => n.base),
    opts.conversations
  )
  const load = {
    base: server.base,
    agent,
    widgets,
    serverPids: server.nodes.map((n) => n.pid),
    ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {})
  }
  const label = `${run.mode}/${run.nodes}`
  try {
    const max = await runPhase(`${label} max`, load, { kind: "max" }, 0, opts.messages)
    const rated = opts.rate * RATE_SECONDS
    const rate = await runPhase(
      `${label} rate ${opts.rate}/s`,
      load,
      { kind: "rate", rate: opts.rate },
      opts.messages,
      rated
    )
    return [
      { ...run, phase: "max", ...max },
      { ...run, phase: "rate", ...rate }
    ]
  } finally {
    agent.close()
    for (const w of widgets) w.close()
  }
}

const benchRun = async (run: Run, opts: InboundOptions): Promise<Array<InboundResult>> => {
  try {
    const server = await startServer(run.mode, run.nodes)
    try {
      return await measure(run, server, opts)
    } finally {
      await server.stop()
    }
  } catch (e) {
    return [{ ...run, status: "failed", reason: e instanceof Error ? e.message : String(e) }]
  }
}

/** Embedded mode is one node whatever `--nodes` says; production mode runs once per node count. */
const runsOf = (mode: Mode, opts: InboundOptions): Array<Run> => {
  if (mode === "production") return opts.nodes.map((nodes) => ({ mode, nodes }))
  const more = opts.nodes.some((n) => n > 1)
  return [
    {
      mode,
      nodes: 1,
      ...(more
        ? { note: `embedded mode is always one node (--nodes ${opts.nodes.join(",")} applies to production)` }
        : {})
    }
  ]
}

export const runInbound = async (opts: InboundOptions): Promise<Array<InboundResult>> => {
  const results: Array<InboundResult> = []
  for (const mode of opts.modes) {
    const runs = runsOf(mode, opts)
    const blocker = mode === "production" ? await productionBlocker() : undefined
    for (const run of runs) {
      if (run.note) process.stderr.write(`bench: ${run.note}\n`)
      results.push(...(blocker ? [{ ...run, status: "skipped" as const, reason: blocker }] : await benchRun(run, opts)))
    }
  }
  return results
}
