/**
 * `npm run bench -- inbound [--mode embedded|production|both] [--rate 1000] [--messages 20000]
 * [--conversations 200] [--json]`: web-chat inbound throughput and latency, from the widget socket
 * to the agent's live socket, against a server running as a child process. See scripts/bench/.
 */
import { releaseOnInterrupt } from "./bench/cleanup"
import { runInbound } from "./bench/inbound"
import { parseOptions, USAGE, UsageError } from "./bench/options"
import { failures, json, table } from "./bench/report"

const main = async () => {
  const opts = parseOptions(process.argv.slice(2))
  releaseOnInterrupt()
  const results = await runInbound(opts)
  process.stdout.write(`${opts.json ? json(results) : table(results)}\n`)
  const failed = failures(results)
  for (const f of failed) process.stderr.write(`${f}\n`)
  process.exitCode = failed.length ? 1 : 0
}

main().catch((e) => {
  process.stderr.write(e instanceof UsageError ? `${e.message}\n${USAGE}\n` : `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`)
  process.exitCode = e instanceof UsageError ? 2 : 1
})
