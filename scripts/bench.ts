/**
 * `npm run bench -- inbound [--mode embedded|production|both] [--rate 1000] [--messages 20000]
 * [--conversations 200] [--json]`: web-chat inbound throughput and latency, from the widget socket
 * to the agent's live socket, against a server running as a child process (see scripts/bench/).
 * Progress goes to stderr; stdout gets an aligned table, or with --json one JSON document.
 */
import { cpus } from "node:os"
import { releaseOnInterrupt } from "./bench/cleanup"
import { runInbound, type InboundResult } from "./bench/inbound"
import { parseOptions, USAGE, UsageError } from "./bench/options"
import { runTickets } from "./bench/tickets"

const HEADER = ["mode", "phase", "sent", "received", "lost", "late", "dup", "msg/s", "p50", "p95", "p99", "cpu srv/gen"]

const ms = (v: number) => (Number.isNaN(v) ? "-" : `${v} ms`)

const percent = (v: number | undefined) => (v === undefined ? "-" : `${v}%`)

const cells = (r: InboundResult): Array<string> =>
  "status" in r
    ? [r.mode, `${r.status}: ${r.reason.split("\n")[0]}`]
    : [r.mode, r.phase, ...[r.sent, r.received, r.lost, r.late, r.dup, r.msgPerSec].map(String), ms(r.p50), ms(r.p95), ms(r.p99), `${percent(r.cpu.server)}/${percent(r.cpu.generator)}`]

/** Columns padded to their widest measured cell; a mode that did not run is one free-form row. */
const table = (results: ReadonlyArray<InboundResult>) => {
  const measured = results.filter((r) => !("status" in r)).map(cells)
  const widths = HEADER.map((h, i) => Math.max(h.length, ...measured.map((row) => row[i]!.length)))
  const line = (row: ReadonlyArray<string>) => row.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")
  const rule = widths.map((w) => "-".repeat(w)).join("-|-")
  return [line(HEADER), rule, ...results.map((r) => ("status" in r ? cells(r).join(" | ") : line(cells(r))))].join("\n")
}

const json = (results: ReadonlyArray<InboundResult>) => JSON.stringify({ results, machine: { cpus: cpus().length, node: process.version } }, null, 2)

const main = async () => {
  if (process.argv[2] === "tickets") return runTickets(process.argv.slice(2))
  const opts = parseOptions(process.argv.slice(2))
  releaseOnInterrupt()
  const results = await runInbound(opts)
  process.stdout.write(`${opts.json ? json(results) : table(results)}\n`)
  const failed = results.flatMap((r) => ("status" in r && r.status === "failed" ? [`${r.mode} failed: ${r.reason}`] : []))
  for (const f of failed) process.stderr.write(`${f}\n`)
  process.exitCode = failed.length ? 1 : 0
}

main().catch((e) => {
  process.stderr.write(e instanceof UsageError ? `${e.message}\n${USAGE}\n` : `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`)
  process.exitCode = e instanceof UsageError ? 2 : 1
})
