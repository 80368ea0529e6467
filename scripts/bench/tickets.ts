/**
 * `npm run bench -- tickets [--mode embedded|production|both] [--requests 200] [--json]`: the
 * ticket list (`GET /tickets`) on a big tenant. Per mode a node runs as a child process (SQLite
 * with 100,000 tickets and 1,000,000 messages; Postgres, when reachable, with 1,000,000 and
 * 10,000,000 and the in-process bus, since the list is a store query), seeded in batches
 * (ticketsSeed.ts, a progress bar on stderr, the seed's duration in the output), then each case is
 * requested sequentially and timed: p50/p95/p99 for an agent and an administrator.
 */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import pg from "pg"
import { http, login, type Login } from "../../test/support/clients"
import { freshDatabase, PG_ADMIN_URL, testSecretKey } from "../../test/support/modes"
import { freePort } from "../../test/support/natsServer"
import { releaseOnInterrupt, resources } from "./cleanup"
import { UsageError } from "./options"
import { MESSAGES_PER_TICKET, seedPg, seedSqlite, type SeedProgress } from "./ticketsSeed"

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
type Mode = "embedded" | "production"
type Row = {
  mode: Mode
  tickets: number
  who: "agent" | "admin"
  list: string
  p50: number
  p95: number
  p99: number
  count: number
}
type Seed = { mode: Mode; tickets: number; messages: number; seconds: number }

const CASES: ReadonlyArray<[Row["who"], string, string]> = [
  ["agent", "open+pending (default)", "/tickets"],
  ["admin", "open+pending (default)", "/tickets"],
  ["agent", "closed", "/tickets?status=closed"],
  ["admin", "closed", "/tickets?status=closed"],
  ["admin", "closed, next page (cursor)", "CURSOR"],
  ["admin", "search by name", "/tickets?status=closed&searchParam=Cliente%201234"],
  ["admin", "search by message content", "/tickets?status=closed&messageContent=pedido%2012345"]
]

export const pct = (xs: Array<number>, p: number) =>
  Math.round([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! * 10) / 10

const fmt = (n: number) => n.toLocaleString("en")

/**
 * One stderr line, redrawn in place on each step and every second: a bar over the rows, the counts,
 * the step after the rows, the time.
 */
const progressBar = (label: string, tickets: number) => {
  const t0 = performance.now()
  const messages = tickets * MESSAGES_PER_TICKET
  let at: SeedProgress = { tickets: 0, messages: 0 }
  const draw = () => {
    const bar = "#".repeat(Math.round(((at.tickets + at.messages) / (tickets + messages)) * 30)).padEnd(30, ".")
    const rows = `${fmt(at.tickets)}/${fmt(tickets)} tickets, ${fmt(at.messages)}/${fmt(messages)} messages`
    process.stderr.write(
      `\r\x1b[K${label}: [${bar}] ${rows}${at.phase ? ` · ${at.phase}` : ""} · ` +
        `${Math.round((performance.now() - t0) / 1000)} s`
    )
  }
  const timer = setInterval(draw, 1000)
  return { update: (p: SeedProgress) => void ((at = p), draw()), stop: () => clearInterval(timer) }
}

export const pgReachable = async () => {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 })
  return c.connect().then(
    () => c.end().then(() => true),
    () => false
  )
}

/** A node (runtime/src/main.ts) as a child process with this environment, once it answers; stopped by `owned`. */
export const startNodeProcess = async (
  env: Record<string, string>,
  owned: ReturnType<typeof resources>,
  entry: ReadonlyArray<string> = ["--import", "tsx", "runtime/src/main.ts"]
) => {
  const port = await freePort()
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|NATS_URL|PORT|HOST|ATENDE_.*)$/.test(k))
  )
  const child = spawn(process.execPath, [...entry], {
    cwd: ROOT,
    stdio: "ignore",
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ATENDE_ADMIN_PASSWORD: "Admin12345",
      ATENDE_QUIET: "1"
    }
  })
  owned.add("server", async () => void (child.kill("SIGTERM"), await new Promise((r) => child.once("exit", r))))
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    if (
      (await fetch(`${base}/demo`).then(
        (r) => r.status,
        () => 0
      )) === 200
    )
      return { base, child }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error("node did not start")
}

const startNode = async (env: Record<string, string>, owned: ReturnType<typeof resources>) =>
  (await startNodeProcess(env, owned)).base

const measure = async (base: string, as: Login, path: string, requests: number) => {
  const times: Array<number> = []
  let count = 0
  for (let i = 0; i < requests + 10; i++) {
    const t0 = performance.now()
    const r = await http(base, "GET", path, { auth: as })
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.text}`)
    if (i >= 10) times.push(performance.now() - t0)
    count = r.json.count
  }
  return { p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), count }
}

const benchMode = async (mode: Mode, tickets: number, requests: number): Promise<{ rows: Array<Row>; seed: Seed }> => {
  const owned = resources()
  try {
    const dataDir = mkdtempSync(join(tmpdir(), "atende-bench-"))
    owned.add("data dir", async () => rmSync(dataDir, { recursive: true, force: true }))
    const db = mode === "production" ? await freshDatabase() : undefined
    if (db) owned.add("database", db.drop)
    const base = await startNode(
      { ATENDE_DATA_DIR: dataDir, ...(db ? { DATABASE_URL: db.url, ATENDE_SECRET_KEY: testSecretKey() } : {}) },
      owned
    )
    const admin = await login(base, "admin@atende.local", "Admin12345")
    const channelId = admin.whatsapps[0]?.id ?? 1
    const t0 = performance.now()
    const bar = progressBar(mode, tickets)
    const seeded = await (
      db
        ? seedPg(db.url, admin.tenantId, channelId, tickets, bar.update)
        : seedSqlite(join(dataDir, "atende.db"), admin.tenantId, channelId, tickets, bar.update)
    ).finally(bar.stop)
    const seed = {
      mode,
      tickets: seeded.tickets,
      messages: seeded.messages,
      seconds: Math.round((performance.now() - t0) / 100) / 10
    }
    process.stderr.write(
      `\r\x1b[K${mode}: seeded ${fmt(seed.tickets)} tickets and ${fmt(seed.messages)} messages in ${seed.seconds} s\n`
    )
    const agent = await login(base, seeded.agentEmail, "Admin12345")
    const rows: Array<Row> = []
    for (const [who, list, path] of CASES) {
      const as = who === "agent" ? agent : admin
      const url =
        path === "CURSOR"
          ? "/tickets?status=closed&cursor=" +
            (await http(base, "GET", "/tickets?status=closed", { auth: as })).json.nextCursor
          : path
      rows.push({ mode, tickets, who, list, ...(await measure(base, as, url, requests)) })
      process.stderr.write(`${mode}: ${who} ${list} done\n`)
    }
    return { rows, seed }
  } finally {
    await owned.close()
  }
}

export const runTickets = async (argv: ReadonlyArray<string>) => {
  const { values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      mode: { type: "string", default: "both" },
      requests: { type: "string", default: "200" },
      json: { type: "boolean", default: false }
    }
  })
  releaseOnInterrupt()
  if (!["embedded", "production", "both"].includes(values.mode))
    throw new UsageError(`--mode must be embedded, production or both, not "${values.mode}"`)
  const modes: Array<Mode> = values.mode === "both" ? ["embedded", "production"] : [values.mode as Mode]
  const rows: Array<Row> = []
  const seeds: Array<Seed> = []
  const skipped: Array<string> = []
  for (const mode of modes) {
    if (mode === "production" && !(await pgReachable()))
      skipped.push(`production skipped: Postgres unreachable at ${PG_ADMIN_URL}`)
    else {
      const r = await benchMode(mode, mode === "embedded" ? 100_000 : 1_000_000, Number(values.requests))
      rows.push(...r.rows)
      seeds.push(r.seed)
    }
  }
  if (values.json) return void process.stdout.write(`${JSON.stringify({ results: rows, seeds, skipped }, null, 2)}\n`)
  const header = "mode       | tickets   | who   | list                         | p50 ms | p95 ms | p99 ms | count"
  const lines = rows.map((r) =>
    [
      r.mode.padEnd(10),
      r.tickets.toLocaleString("en").padStart(9),
      r.who.padEnd(5),
      r.list.padEnd(28),
      String(r.p50).padStart(6),
      String(r.p95).padStart(6),
      String(r.p99).padStart(6),
      String(r.count)
    ].join(" | ")
  )
  const seeded = seeds.map(
    (s) => `${s.mode}: seeded ${fmt(s.tickets)} tickets and ${fmt(s.messages)} messages in ${s.seconds} s`
  )
  process.stdout.write([header, "-".repeat(header.length), ...lines, "", ...seeded, ...skipped].join("\n") + "\n")
}
