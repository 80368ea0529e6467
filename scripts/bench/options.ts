/** Command line of `npm run bench -- inbound …`. */
import { parseArgs } from "node:util"

export type Mode = "embedded" | "production"

export type InboundOptions = {
  readonly modes: ReadonlyArray<Mode>
  /** Phase 2's paced rate, msg/s. */
  readonly rate: number
  /** Phase 1's message count. */
  readonly messages: number
  readonly conversations: number
  /** Node counts to run production mode with (embedded mode is always one node). */
  readonly nodes: ReadonlyArray<number>
  readonly json: boolean
}

export const USAGE =
  "usage: npm run bench -- inbound [--mode embedded|production|both] [--rate 1000] [--messages 20000] " +
  "[--conversations 200] [--nodes 1,3|1|3] [--json]\n" +
  "       npm run bench -- reports [--tickets 1000000] [--rows 100000] [--requests 100] [--json]"

export class UsageError extends Error {}

const MODES = new Map<string, ReadonlyArray<Mode>>([
  ["embedded", ["embedded"]],
  ["production", ["production"]],
  ["both", ["embedded", "production"]]
])

const positiveInt = (name: string, raw: string) => {
  const n = Number(raw)
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--${name} must be a positive integer, not "${raw}"`)
  return n
}

const parse = (argv: ReadonlyArray<string>) => {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        mode: { type: "string", default: "both" },
        rate: { type: "string", default: "1000" },
        messages: { type: "string", default: "20000" },
        conversations: { type: "string", default: "200" },
        nodes: { type: "string", default: "1,3" },
        json: { type: "boolean", default: false }
      }
    })
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e))
  }
}

export const parseOptions = (argv: ReadonlyArray<string>): InboundOptions => {
  const { values, positionals } = parse(argv)
  if (positionals.length !== 1 || positionals[0] !== "inbound")
    throw new UsageError(`unknown benchmark "${positionals.join(" ")}"`)
  const modes = MODES.get(values.mode)
  if (!modes) throw new UsageError(`--mode must be embedded, production or both, not "${values.mode}"`)
  return {
    modes,
    rate: positiveInt("rate", values.rate),
    messages: positiveInt("messages", values.messages),
    conversations: positiveInt("conversations", values.conversations),
    nodes: [...new Set(values.nodes.split(",").map((n) => positiveInt("nodes", n)))],
    json: values.json
  }
}
