/** The benchmark's output: an aligned table, or one JSON document with the machine it ran on. */
import { cpus } from "node:os"
import type { InboundResult } from "./inbound"

const HEADER = ["mode", "phase", "sent", "received", "lost", "dup", "msg/s", "p50", "p95", "p99", "cpu srv/gen"]

const ms = (v: number) => (Number.isNaN(v) ? "-" : `${v} ms`)

const percent = (v: number | undefined) => (v === undefined ? "-" : `${v}%`)

const row = (r: InboundResult): Array<string> =>
  "status" in r
    ? [r.mode, `${r.status}: ${r.reason.split("\n")[0]}`]
    : [r.mode, r.phase, ...[r.sent, r.received, r.lost, r.dup, r.msgPerSec].map(String), ms(r.p50), ms(r.p95), ms(r.p99), `${percent(r.cpu.server)}/${percent(r.cpu.generator)}`]

/** Columns padded to their widest cell; a not-run row just runs on past the column edges. */
export const table = (results: ReadonlyArray<InboundResult>) => {
  const measured = results.filter((r) => !("status" in r)).map(row)
  const widths = HEADER.map((h, i) => Math.max(h.length, ...measured.map((cells) => cells[i]!.length)))
  const line = (cells: ReadonlyArray<string>) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")
  const rule = widths.map((w) => "-".repeat(w)).join("-|-")
  return [line(HEADER), rule, ...results.map((r) => ("status" in r ? row(r).join(" | ") : line(row(r))))].join("\n")
}

export const json = (results: ReadonlyArray<InboundResult>) => JSON.stringify({ results, machine: { cpus: cpus().length, node: process.version } }, null, 2)

/** The full reason of every mode that did not run (the table shows only its first line). */
export const failures = (results: ReadonlyArray<InboundResult>) =>
  results.flatMap((r) => ("status" in r && r.status === "failed" ? [`${r.mode} failed: ${r.reason}`] : []))
