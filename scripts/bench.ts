/**
 * `npm run bench -- inbound [--mode embedded|production|both] [--rate 1000] [--messages 20000]
 * [--conversations 200] [--nodes 1,3|1|3] [--json]`: web-chat inbound throughput and latency, from
 * the widget sockets to the agent's live socket, against nodes running as child processes (see
 * scripts/bench/). `sockets` (scripts/bench/fanout.ts), `tickets`, `contacts` and `reports` are the
 * other cases; `npm run bench` alone runs the first four.
 * Progress goes to stderr; stdout gets an aligned table, or with --json one JSON document.
 */
import { cpus, loadavg } from "node:os"
import { releaseOnInterrupt } from "./bench/cleanup"
import { runContacts } from "./bench/contacts"
import { runSockets } from "./bench/fanout"
import { runInbound, type InboundResult } from "./bench/inbound"
import { parseOptions, USAGE, UsageError } from "./bench/options"
import { runReports } from "./bench/reports"
import { runTickets } from "./bench/tickets"

const HEADER = [
  "mode",
  "nodes",
  "phase",
  "sent",
  "received",
  "lost",
  "late",
  "dup",
  "msg/s",
  "p50",
  "p95",
  "p99",
  "health max",
  "cpu nodes/gen",
  "pg/nats/all",
  "pg seq/lock/wal/run/node/other"
]

const ms = (v: number) => (Number.isNaN(v) ? "-" : `${v} ms`)

const percent = (v: number | undefined) => (v === undefined ? "-" : `${v}%`)

/** The nodes' summed CPU, with each node's part when there are several. */
const nodesCpu = (cpu: { server: number | undefined; nodes: ReadonlyArray<number | undefined> }) =>
  `${percent(cpu.server)}${cpu.nodes.length > 1 ? ` (${cpu.nodes.map((n) => n ?? "-").join("+")})` : ""}`

/** Postgres, NATS and the whole machine (all cores), % of one core; pg waits: scripts/bench/pgWaits.ts. */
const machineCpu = (m: { postgres: number; nats: number; all: number }) => `${m.postgres}%/${m.nats}%/${m.all}%`

const cells = (r: InboundResult): Array<string> =>
  "status" in r
    ? [r.mode, String(r.nodes), `${r.status}: ${r.reason.split("\n")[0]}`]
    : [
        r.mode,
        String(r.nodes),
        r.phase,
        ...[r.sent, r.received, r.lost, r.late, r.dup, r.msgPerSec].map(String),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        ms(r.healthMs),
        `${nodesCpu(r.cpu)}/${percent(r.cpu.generator)}`,
        machineCpu(r.cpu.machine),
        r.pgWaits ? Object.values(r.pgWaits).join("/") : "-"
      ]

/** Columns padded to their widest measured cell; a mode that did not run is one free-form row. */
const table = (results: ReadonlyArray<InboundResult>) => {
  const measured = results.filter((r) => !("status" in r)).map(cells)
  const widths = HEADER.map((h, i) => Math.max(h.length, ...measured.map((row) => row[i]!.length)))
  const line = (row: ReadonlyArray<string>) =>
    row.map((c, i) => (i !== 1 && i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")
  const rule = widths.map((w) => "-".repeat(w)).join("-|-")
  const notes = [...new Set(results.flatMap((r) => (r.note ? [`note: ${r.note}`] : [])))]
  return [
    line(HEADER),
    rule,
    ...results.map((r) => ("status" in r ? cells(r).join(" | ") : line(cells(r)))),
    ...notes
  ].join("\n")
}

const json = (results: ReadonlyArray<InboundResult>) =>
  JSON.stringify({ results, machine: { cpus: cpus().length, node: process.version, loadavg: loadavg() } }, null, 2)

const runInboundCase = async (argv: ReadonlyArray<string>) => {
  const opts = parseOptions(argv)
  releaseOnInterrupt()
  const results = await runInbound(opts)
  process.stdout.write(`${opts.json ? json(results) : table(results)}\n`)
  const failed = results.flatMap((r) =>
    "status" in r && r.status === "failed" ? [`${r.mode} failed: ${r.reason}`] : []
  )
  for (const f of failed) process.stderr.write(`${f}\n`)
  process.exitCode = failed.length ? 1 : 0
}

/** `npm run bench` with no case: every case with its defaults, one table after another. */
const runAll = async (flags: ReadonlyArray<string>) => {
  let failed = false
  for (const run of [
    () => runInboundCase(["inbound", ...flags]),
    () => runSockets(["sockets", ...flags]),
    () => runTickets(["tickets", ...flags]),
    () => runContacts(["contacts", ...flags])
  ]) {
    process.exitCode = 0
    await run()
    failed ||= (process.exitCode ?? 0) !== 0
  }
  process.exitCode = failed ? 1 : 0
}

const main = async () => {
  const argv = process.argv.slice(2)
  if (argv[0] === "tickets") return runTickets(argv)
  if (argv[0] === "contacts") return runContacts(argv)
  if (argv[0] === "reports") return runReports(argv)
  if (argv[0] === "sockets") return runSockets(argv)
  if (argv[0] === "inbound") return runInboundCase(argv)
  if (argv.every((a) => a === "--json")) return runAll(argv)
  throw new UsageError(
    `unknown benchmark "${argv.join(" ")}": inbound, sockets, tickets, contacts or reports, ` +
      "or none for the first four (--json only)"
  )
}

main().catch((e) => {
  process.stderr.write(
    e instanceof UsageError
      ? `${e.message}\n${USAGE}\n`
      : `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`
  )
  process.exitCode = e instanceof UsageError ? 2 : 1
})
