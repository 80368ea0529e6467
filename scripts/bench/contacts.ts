/**
 * `npm run bench -- contacts [--mode embedded|production|both] [--rows 100000] [--requests 200] [--json]`:
 * contacts at scale, against nodes running as child processes: the bundled server, as in production
 * (scripts/bench/server.ts builds it; BENCH_TSX=1 runs the sources through tsx instead; BENCH_NODE_ARGS
 * adds node flags).
 * - Import (embedded mode): a generated CSV of `--rows` contacts (name, mobile, e-mail, birthday,
 *   a tag on every tenth, one unmapped column) is uploaded, dry-run, run to done (polled as the
 *   agent UI does), and run again from a second upload (every row found, nothing created). Time,
 *   rows/s, and the node's RSS before and at its peak (VmHWM, reset before the import).
 * - Search: `GET /contacts?searchParam=` p50/p95/p99 for common and rare names, digits, an e-mail
 *   and a term nothing matches, on 100,000 contacts (SQLite) and 1,000,000 (Postgres), seeded by
 *   bulk INSERT (contactsSeed.ts). Goals: import under 20 s and 300 MB; search p95 under 20 ms.
 * Progress goes to stderr; stdout gets the tables, or with --json one JSON document.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { http, login, type Login } from "../../test/support/clients"
import { freshDatabase, PG_ADMIN_URL, testSecretKey } from "../../test/support/modes"
import { releaseOnInterrupt, resources } from "./cleanup"
import { seedContacts } from "./contactsSeed"
import { UsageError } from "./options"
import { serverEntry } from "./server"
import { pct, pgReachable, startNodeProcess } from "./tickets"

type Mode = "embedded" | "production"

type ImportResult = {
  mode: Mode
  rows: number
  fileMb: number
  uploadS: number
  checkS: number
  runS: number
  totalS: number
  rowsPerS: number
  reimportS: number
  rssBeforeMb: number
  /** The peak RSS of each step (VmHWM, reset before it). */
  rssPeakMb: { upload: number; check: number; run: number }
  created: number
  reimportCreated: number
}

type SearchRow = { mode: Mode; contacts: number; term: string; p50: number; p95: number; p99: number; found: number }

const fmt = (n: number) => n.toLocaleString("en")
/** The node's command: BENCH_NODE_ARGS (node flags, e.g. "--optimize-for-size"), then the server. */
const nodeCommand = () => [...(process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean), ...serverEntry()]
const secs = (ms: number) => Math.round(ms / 100) / 10
const log = (line: string) => process.stderr.write(`${line}\n`)

/** A /proc/<pid>/status figure in MB (VmRSS, VmHWM). */
const procMb = (pid: number, key: "VmRSS" | "VmHWM") => {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))
  return m ? Math.round(Number(m[1]) / 1024) : NaN
}

/** Resets the process's peak RSS (Linux: clear_refs 5), so VmHWM is the peak from now on. */
const resetPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5")
  } catch {}
}

const csvOf = (rows: number) => {
  const lines = ["Nome;Celular;E-mail;Nascimento;Etiquetas;Cidade"]
  for (let i = 1; i <= rows; i++) {
    const day = String((i % 28) + 1).padStart(2, "0")
    const month = String((i % 12) + 1).padStart(2, "0")
    lines.push(
      `Cliente Importado ${i};(11) 9${60_000_000 + i};importado${i}@bench.test;${day}/${month}/${1950 + (i % 50)};` +
        `${i % 10 === 0 ? "VIP" : ""};São Paulo`
    )
  }
  return `${lines.join("\n")}\n`
}

const call = async (base: string, as: Login, method: string, path: string, body?: unknown) => {
  const r = await http(base, method, path, { auth: as, body })
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${r.text.slice(0, 300)}`)
  return r.json
}

const upload = async (base: string, as: Login, csv: string) => {
  const res = await fetch(`${base}/contacts/imports?fileName=bench.csv`, {
    method: "POST",
    headers: { authorization: `Bearer ${as.token}`, "x-session-id": as.sessionId, "content-type": "text/csv" },
    body: csv
  })
  const json = await res.json()
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(json)}`)
  return json as { id: number; mapping: Record<string, string | null>; rows: number }
}

/** Runs an uploaded import and polls it (every 100 ms, as a progress bar would) until it ends. */
const runToEnd = async (base: string, as: Login, id: number, mapping: unknown, total: number) => {
  await call(base, as, "POST", `/contacts/imports/${id}/run`, { mapping })
  for (;;) {
    const state = await call(base, as, "GET", `/contacts/imports/${id}`)
    process.stderr.write(`\r\x1b[K  run: ${fmt(state.processed)}/${fmt(total)} rows`)
    if (state.status === "done") return (process.stderr.write("\n"), state)
    if (state.status === "failed") throw new Error(`import ${id} failed: ${JSON.stringify(state)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const benchImport = async (rows: number): Promise<ImportResult> => {
  const owned = resources()
  try {
    const dataDir = mkdtempSync(join(tmpdir(), "atende-bench-"))
    owned.add("data dir", async () => rmSync(dataDir, { recursive: true, force: true }))
    // the bundled server (as in production; BENCH_TSX=1: the sources through tsx), whose memory is measured
    const { base, child } = await startNodeProcess({ ATENDE_DATA_DIR: dataDir }, owned, nodeCommand())
    const admin = await login(base, "admin@atende.local", "Admin12345")
    await call(base, admin, "POST", "/admin/tags", { name: "VIP", color: "#aa0000" })
    const csv = csvOf(rows)
    const pid = child.pid!
    const rssBeforeMb = procMb(pid, "VmRSS")
    resetPeak(pid)
    log(`embedded: importing ${fmt(rows)} rows (${(csv.length / 1048576).toFixed(1)} MB)`)
    const peak = () => {
      const mb = procMb(pid, "VmHWM")
      resetPeak(pid)
      return mb
    }
    const t0 = performance.now()
    const up = await upload(base, admin, csv)
    const t1 = performance.now()
    const uploadPeak = peak()
    const check = await call(base, admin, "POST", `/contacts/imports/${up.id}/check`, { mapping: up.mapping })
    if (check.invalid) throw new Error(`dry run found invalid rows: ${JSON.stringify(check.errors.slice(0, 3))}`)
    const t2 = performance.now()
    const checkPeak = peak()
    const done = await runToEnd(base, admin, up.id, up.mapping, rows)
    const t3 = performance.now()
    const rssPeakMb = { upload: uploadPeak, check: checkPeak, run: peak() }
    const again = await upload(base, admin, csv)
    const t4 = performance.now()
    const second = await runToEnd(base, admin, again.id, again.mapping, rows)
    const reimportS = secs(performance.now() - t4)
    const importMs = t1 - t0 + (t3 - t2)
    return {
      mode: "embedded",
      rows,
      fileMb: Math.round((csv.length / 1048576) * 10) / 10,
      uploadS: secs(t1 - t0),
      checkS: secs(t2 - t1),
      runS: secs(t3 - t2),
      totalS: secs(importMs),
      rowsPerS: Math.round(rows / (importMs / 1000)),
      reimportS,
      rssBeforeMb,
      rssPeakMb,
      created: done.created,
      reimportCreated: second.created
    }
  } finally {
    await owned.close()
  }
}

const TERMS: ReadonlyArray<[string, (n: number) => string]> = [
  ["no search (first page)", () => ""],
  ["name, common (10%)", () => "Souza"],
  ["name, one contact", (n) => `Souza ${n - 40}`],
  ["digits, one contact", (n) => String(960_000_000 + n - 33)],
  ["digits, many", () => "9600001"],
  ["e-mail, one contact", (n) => `cliente${n - 7}@`],
  ["nothing matches", () => "xyzw"]
]

const benchSearch = async (mode: Mode, contacts: number, requests: number): Promise<Array<SearchRow>> => {
  const owned = resources()
  try {
    const dataDir = mkdtempSync(join(tmpdir(), "atende-bench-"))
    owned.add("data dir", async () => rmSync(dataDir, { recursive: true, force: true }))
    const db = mode === "production" ? await freshDatabase() : undefined
    if (db) owned.add("database", db.drop)
    const { base } = await startNodeProcess(
      { ATENDE_DATA_DIR: dataDir, ...(db ? { DATABASE_URL: db.url, ATENDE_SECRET_KEY: testSecretKey() } : {}) },
      owned,
      nodeCommand()
    )
    const admin = await login(base, "admin@atende.local", "Admin12345")
    const t0 = performance.now()
    await seedContacts(
      db ? { pgUrl: db.url } : { sqliteFile: join(dataDir, "atende.db") },
      admin.tenantId,
      contacts,
      (n) => process.stderr.write(`\r\x1b[K${mode}: seeding contacts ${fmt(n)}/${fmt(contacts)}`)
    )
    log(`\r\x1b[K${mode}: seeded ${fmt(contacts)} contacts in ${secs(performance.now() - t0)} s`)
    const out: Array<SearchRow> = []
    for (const [term, text] of TERMS) {
      const path = `/contacts?searchParam=${encodeURIComponent(text(contacts))}`
      const times: Array<number> = []
      let found = 0
      for (let i = 0; i < requests + 10; i++) {
        const t = performance.now()
        const json = await call(base, admin, "GET", path)
        if (i >= 10) times.push(performance.now() - t)
        found = json.contacts.length
      }
      out.push({ mode, contacts, term, p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), found })
      log(`${mode}: ${term}: p95 ${pct(times, 95)} ms`)
    }
    return out
  } finally {
    await owned.close()
  }
}

const peakOf = (r: ImportResult) => Math.max(...Object.values(r.rssPeakMb))

const importTable = (r: ImportResult) =>
  [
    `import (embedded, SQLite): ${fmt(r.rows)} rows, ${r.fileMb} MB CSV`,
    `  upload+parse ${r.uploadS} s, dry run ${r.checkS} s, run ${r.runS} s -> import ${r.totalS} s ` +
      `(${fmt(r.rowsPerS)} rows/s), created ${fmt(r.created)}`,
    `  node RSS ${r.rssBeforeMb} MB before; peak ${r.rssPeakMb.upload} MB in the upload, ${r.rssPeakMb.check} MB ` +
      `in the dry run, ${r.rssPeakMb.run} MB in the run`,
    `  re-import of the same file: ${r.reimportS} s, created ${r.reimportCreated}`,
    `  goal: under 20 s and 300 MB -> ${r.totalS < 20 && peakOf(r) < 300 ? "met" : "MISSED"}`
  ].join("\n")

const searchTable = (rows: ReadonlyArray<SearchRow>) => {
  const header = "mode       | contacts  | search                  | p50 ms | p95 ms | p99 ms | found"
  return [
    header,
    "-".repeat(header.length),
    ...rows.map((r) =>
      [
        r.mode.padEnd(10),
        fmt(r.contacts).padStart(9),
        r.term.padEnd(23),
        String(r.p50).padStart(6),
        String(r.p95).padStart(6),
        String(r.p99).padStart(6),
        String(r.found)
      ].join(" | ")
    ),
    `goal: p95 under 20 ms -> ${
      rows.every((r) => r.p95 < 20)
        ? "met"
        : `MISSED by ${rows
            .filter((r) => r.p95 >= 20)
            .map((r) => `${r.mode} "${r.term}"`)
            .join(", ")}`
    }`
  ].join("\n")
}

export const runContacts = async (argv: ReadonlyArray<string>) => {
  const { values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      mode: { type: "string", default: "both" },
      rows: { type: "string", default: "100000" },
      requests: { type: "string", default: "200" },
      json: { type: "boolean", default: false }
    }
  })
  releaseOnInterrupt()
  if (!["embedded", "production", "both"].includes(values.mode))
    throw new UsageError(`--mode must be embedded, production or both, not "${values.mode}"`)
  const rows = Number(values.rows)
  const requests = Number(values.requests)
  if (!Number.isInteger(rows) || rows < 1 || !Number.isInteger(requests) || requests < 1)
    throw new UsageError("--rows and --requests must be positive integers")
  const modes: Array<Mode> = values.mode === "both" ? ["embedded", "production"] : [values.mode as Mode]
  const skipped: Array<string> = []
  const imported = modes.includes("embedded") ? await benchImport(rows) : undefined
  const search: Array<SearchRow> = []
  for (const mode of modes) {
    if (mode === "production" && !(await pgReachable()))
      skipped.push(`production skipped: Postgres unreachable at ${PG_ADMIN_URL}`)
    else search.push(...(await benchSearch(mode, mode === "embedded" ? 100_000 : 1_000_000, requests)))
  }
  if (values.json)
    return void process.stdout.write(`${JSON.stringify({ import: imported ?? null, search, skipped }, null, 2)}\n`)
  process.stdout.write(
    [...(imported ? [importTable(imported), ""] : []), searchTable(search), ...skipped].join("\n") + "\n"
  )
}
