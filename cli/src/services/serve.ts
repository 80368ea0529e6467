/** `atende serve`: one node on this machine (demo tenant on an empty store), until a stop signal. */
import type { AppConfig } from "@atende/runtime/platform/config/Config"
import { agentUiDist, consoleDist } from "@atende/runtime/platform/http/static"
import { startNode } from "@atende/runtime/server/node"
import { Cause, Option, Runtime } from "effect"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { CliError } from "./CliError"
import { explainFailure } from "./runStore"

export type Serving = {
  readonly nodeId: string
  readonly mode: AppConfig["mode"]
  readonly port: number
  readonly url: string
  readonly links: { readonly agentUi: string; readonly console: string; readonly demo: string; readonly health: string }
  /** Which built UIs are missing (`npm run build` makes them). */
  readonly unbuilt: ReadonlyArray<"agent-ui" | "console">
  /** Set when this start created the demo tenant. */
  readonly demo: {
    readonly tenantId: number
    readonly adminEmail: string
    readonly password: string | null
    readonly passwordGenerated: boolean
  } | null
  readonly close: () => Promise<void>
}

const explainStart = (config: AppConfig, e: unknown): CliError => {
  const cause = Runtime.isFiberFailure(e) ? e[Runtime.FiberFailureCauseId] : undefined
  const failure = cause ? Option.getOrElse(Cause.failureOption(cause), () => Cause.squash(cause)) : e
  const code = (failure as { code?: unknown } | undefined)?.code
  if (code === "EADDRINUSE")
    return new CliError(
      "ERR_PORT_IN_USE",
      `Port ${config.port} is already in use`,
      "Stop the process using it, or choose another port with --port (or PORT)."
    )
  if (code === "EACCES")
    return new CliError(
      "ERR_PORT_FORBIDDEN",
      `Not allowed to listen on port ${config.port}`,
      "Use a port above 1024 with --port (or PORT)."
    )
  return explainFailure(config, failure)
}

export const startServing = async (config: AppConfig, opts: { demo: boolean }): Promise<Serving> => {
  const node = await startNode(config, { demo: opts.demo }).catch((e: unknown) => {
    throw explainStart(config, e)
  })
  const d = node.demo
  return {
    nodeId: config.nodeId,
    mode: config.mode,
    port: node.port,
    url: node.url,
    links: {
      agentUi: `${node.url}/`,
      console: `${node.url}/console/`,
      demo: `${node.url}/demo`,
      health: `${node.url}/health`
    },
    unbuilt: [
      ...(existsSync(join(agentUiDist, "index.html")) ? [] : (["agent-ui"] as const)),
      ...(existsSync(join(consoleDist, "index.html")) ? [] : (["console"] as const))
    ],
    demo: d
      ? {
          tenantId: d.tenant.id,
          adminEmail: d.admin.email,
          password: d.generated ? d.password : null,
          passwordGenerated: d.generated
        }
      : null,
    close: node.close
  }
}

/** Resolves with the first SIGINT or SIGTERM; a second one while closing exits at once. */
export const waitForStopSignal = () =>
  new Promise<NodeJS.Signals>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off("SIGINT", onSignal)
      process.off("SIGTERM", onSignal)
      const force = () => process.exit(130)
      process.once("SIGINT", force)
      process.once("SIGTERM", force)
      resolve(signal)
    }
    process.on("SIGINT", onSignal)
    process.on("SIGTERM", onSignal)
  })
